// npm start: builds the renderer and the main process, then opens the desktop app. Where Electron's runtime
// is not installed (node_modules/electron/dist is missing, as on a machine that could not download it), it
// says so in one sentence and starts the browser edition instead (npm run web), printing its address.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildElectron } from './build-electron';
import { runBrowserEdition } from './web';

const ROOT = resolve(import.meta.dirname, '..');

/** The Electron executable, found without require('electron') (which would try to download it). */
export function electronBinary(root = ROOT, env: NodeJS.ProcessEnv = process.env): string | null {
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const dist = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist');
  const binary = join(dist, readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

async function main(argv: string[]): Promise<void> {
  const binary = electronBinary();
  if (!binary) {
    console.log("Electron's runtime is not installed here (node_modules/electron has no dist/, and it cannot be downloaded offline), so the browser edition starts instead.");
    await runBrowserEdition(argv);
    return;
  }
  console.log('Building the app...');
  await buildElectron();
  const child = spawn(binary, [ROOT, ...argv], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
