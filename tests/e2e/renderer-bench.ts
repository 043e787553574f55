// The renderer's figures for `npm run bench` (issue 5, "In the bench"): the built renderer's JS size gzipped, and the
// time from the browser-edition server starting to the table drawn in headless Chromium (a campaign already saved).
// Run alone: `npx tsx tests/e2e/renderer-bench.ts` prints JSON. Needs `npm run build:renderer` first.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, RENDERER_DIR, setup, startServer, type Server } from './harness';

export interface RendererFigures {
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** median over the runs, server start to the table's Location cards in the page */
  serverStartToTableMs: number;
  runsMs: number[];
}

async function gzippedSize(ext: string): Promise<{ raw: number; gz: number }> {
  const dir = join(RENDERER_DIR, 'assets');
  let raw = 0;
  let gz = 0;
  for (const f of (await readdir(dir)).filter((f) => f.endsWith(ext))) {
    const data = await readFile(join(dir, f));
    raw += data.length;
    gz += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gz };
}

async function call(server: Server, method: string, input: unknown): Promise<unknown> {
  const r = await fetch(`${server.url}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-crows-token': server.token },
    body: JSON.stringify(input),
  });
  if (!r.ok) throw new Error(`${method}: HTTP ${r.status} ${await r.text()}`);
  return r.json();
}

export async function measureRenderer(runs = 5): Promise<RendererFigures> {
  const js = await gzippedSize('.js');
  const css = await gzippedSize('.css');
  const dataDir = await mkdtemp(join(tmpdir(), 'crows-bench-renderer-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const first = await startServer(dataDir);
    const created = (await call(first, 'create', { name: 'bench', setup: setup({ seed: 'bench-renderer' }) })) as { summary: { id: string } };
    await first.close();
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
      const t0 = performance.now();
      const server = await startServer(dataDir);
      await page.goto(`${server.url}/#/table/${created.summary.id}`);
      await page.locator('[data-location]').first().waitFor();
      runsMs.push(Math.round(performance.now() - t0));
      await page.close();
      await server.close();
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { jsBytes: js.raw, jsGzipBytes: js.gz, cssGzipBytes: css.gz, serverStartToTableMs: sorted[Math.floor(sorted.length / 2)], runsMs };
  } finally {
    await browser.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('renderer-bench.ts')) {
  measureRenderer()
    .then((f) => console.log(JSON.stringify(f, null, 2)))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
