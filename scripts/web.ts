// npm run web: builds the renderer and the advisor's worker, then serves them and the game service on 127.0.0.1 (the
// browser edition). --port N (or PORT=N), default 5177; --port 0 picks a free port. --no-build serves dist/renderer as
// it is and runs the advisor's worker from source;
//   --renderer DIR serves another built renderer folder (tests use a stand-in page).
// Saves: $CROWS_DATA_DIR, else $XDG_DATA_HOME/coppershell-bay, else ~/.local/share/coppershell-bay.
// Ctrl-C closes the server and the database cleanly.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { browserDataDir } from '../electron/service/paths';
import { ServiceError } from '../electron/service/errors';
import { DEFAULT_PORT, startWebServer, type RunningWebServer } from '../electron/web/server';
import type { WorkerFile } from '../electron/service/advisor';
import { bundleAdvisorWorker } from './main-bundles';

const ROOT = resolve(import.meta.dirname, '..');
export const RENDERER_DIR = resolve(ROOT, 'dist/renderer');

const OPTIONS = { port: { type: 'string' }, renderer: { type: 'string' }, 'no-build': { type: 'boolean' } } as const;

/** The flags, strictly: a mistyped one (--prot 0) is refused in a sentence, not ignored for the default. */
function flags(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new ServiceError('invalid-input', `${(err as Error).message.split('. ')[0]}. The options are --port N, --renderer DIR and --no-build.`);
  }
}

export function portFrom(argv: string[], env: NodeJS.ProcessEnv): number {
  const values = flags(argv);
  const raw = (values.port as string | undefined) ?? env.PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ServiceError('invalid-input', `"${raw}" is not a port number (0 to 65535; 0 picks a free one).`);
  return port;
}

export async function buildRenderer(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/** Starts the browser edition and stops it cleanly on Ctrl-C or SIGTERM. */
export async function runBrowserEdition(argv: string[]): Promise<RunningWebServer> {
  const port = portFrom(argv, process.env);
  // --no-build keeps the advisor's worker running from source (tsx), as the tests do
  let advisorWorker: WorkerFile | undefined;
  if (!argv.includes('--no-build')) {
    console.log('Building the renderer...');
    await buildRenderer();
    advisorWorker = await bundleAdvisorWorker();
  }
  const dataDir = browserDataDir();
  const rendererDir = (flags(argv).renderer as string | undefined) ?? RENDERER_DIR;
  // a folder with no built page would serve an error as JSON to the browser: said here instead
  if (!existsSync(join(resolve(rendererDir), 'index.html'))) {
    throw new ServiceError('not-found', `There is no built renderer in ${resolve(rendererDir)} (no index.html). Run npm run web without --no-build to build it.`);
  }
  const web = await startWebServer({ port, dataDir, rendererDir: resolve(rendererDir), advisorWorker });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void web.close().then(() => {
      console.log(`\n${signal}: the game server stopped and the save file is closed.`);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('Ctrl-C'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // printed only once Ctrl-C is handled: whoever reads the address (a person, a test) may stop the game at once
  if (web.notice) console.log(web.notice);
  console.log(`The Crows of Coppershell Bay is open at ${web.url} (saves in ${dataDir}). Ctrl-C to stop.`);
  return web;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  runBrowserEdition(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof ServiceError ? err.message : err);
    process.exit(1);
  });
}
