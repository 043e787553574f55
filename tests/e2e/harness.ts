// The end-to-end harness others reuse: the real browser-edition server (electron/web) on a free port with a real
// SQLite database in a temporary CROWS_DATA_DIR, and Debian's Chromium driven by playwright-core.
//
//   const h = await launch();            // server + browser + a page on the title screen
//   await h.page.getByRole('button', { name: 'New campaign' }).click();
//   await h.restartServer();             // same data folder, new process state, new token; the page reloads
//   await h.close();                     // browser, server, and the temporary folder
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Api, CampaignResult, CampaignSummary } from '../../electron/service/api';
import type { GameSetup } from '../../contract';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RENDERER_DIR = join(ROOT, 'dist/renderer');
/** engineer C's browser-edition host: exports startWebServer({ port, dataDir, rendererDir }) */
const WEB_SERVER_MODULE = '../../electron/web/server';
export const CHROMIUM = process.env.CROWS_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** What the browser-edition server hands back; read loosely so the harness survives small changes there. */
interface RunningServer {
  url?: string;
  port?: number;
  token?: string;
  close(): Promise<void> | void;
}

export interface Server {
  url: string;
  /** this launch's token, for calls made from Node rather than from the page */
  token: string;
  close(): Promise<void>;
}

export async function startServer(dataDir: string): Promise<Server> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) throw new Error(`no built renderer in ${RENDERER_DIR}: run npm run build:renderer`);
  process.env.CROWS_DATA_DIR = dataDir;
  const web = (await import(/* @vite-ignore */ WEB_SERVER_MODULE)) as {
    startWebServer(opts: { port: number; dataDir: string; rendererDir: string }): Promise<RunningServer>;
  };
  const running = await web.startWebServer({ port: 0, dataDir, rendererDir: RENDERER_DIR });
  const url = running.url ?? `http://127.0.0.1:${running.port}`;
  return { url: url.replace(/\/$/, ''), token: running.token ?? '', close: async () => void (await running.close()) };
}

export interface Harness {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  dataDir: string;
  /** the server's address, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** goes to a screen by its hash, e.g. '#/rules/7b' */
  goto(hash?: string): Promise<void>;
  /** stops the server and starts a new one on the same data folder, then reloads the page at the same hash */
  restartServer(): Promise<void>;
  /** calls the service through the page's own door (same token, same origin) */
  api<M extends keyof Api>(method: M, input?: Parameters<Api[M]>[0]): Promise<Awaited<ReturnType<Api[M]>>>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  reduceMotion?: boolean;
  /** reuse a data folder (kept on close); by default a fresh temporary one, removed on close */
  dataDir?: string;
}

export async function launch(options: LaunchOptions = {}): Promise<Harness> {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'crows-e2e-')));
  let server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 720 },
    reducedMotion: options.reduceMotion === false ? 'no-preference' : 'reduce',
  });
  // the build machine's two cores are shared: give a slow page a minute before calling it broken
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));

  const harness: Harness = {
    page,
    context,
    browser,
    dataDir,
    get url() {
      return server.url;
    },
    async goto(hash = '#/title') {
      // a hash-only change would be a same-document navigation: load the page afresh, as a player opening it would
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      await page.goto(`${server.url}/${hash}`);
      await page.waitForSelector('#app > *');
    },
    async restartServer() {
      const hash = new URL(page.url()).hash;
      await server.close();
      server = await startServer(dataDir);
      await harness.goto(hash);
    },
    async api(method, input) {
      const answer = await page.evaluate(
        async ([m, i]) => {
          const token = document.querySelector('meta[name="crows-token"]')?.getAttribute('content') ?? '';
          const r = await fetch(`/api/${m}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-crows-token': token }, body: JSON.stringify(i ?? {}) });
          return { ok: r.ok, status: r.status, body: await r.json() };
        },
        [method, input] as const,
      );
      if (!answer.ok) throw new Error(answer.body?.error?.message ?? `HTTP ${answer.status}`);
      return answer.body;
    },
    async close() {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
      if (problems.length) throw new Error(problems.join('\n'));
    },
  };
  await harness.goto('#/title');
  return harness;
}

/** A set-up with every choice spelled out; override what a test cares about. */
export function setup(overrides: Partial<GameSetup> = {}): GameSetup {
  return {
    seed: 'e2e-seed-1',
    character: 'peth',
    startingSkill: 0,
    plusOneStat: 'strength',
    harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false },
    ...overrides,
  };
}

export type { CampaignResult, CampaignSummary };
