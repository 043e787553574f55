// Builds what the desktop app runs: the renderer (vite.config.ts, into dist/renderer), the main process
// (electron/main.ts into dist-electron/main.js, ESM, as package.json "main" says) and the preload
// (electron/preload.ts into dist-electron/preload.cjs: a sandboxed preload cannot be an ES module) and the advisor's
// worker thread (electron/service/advisor-worker.ts into dist-electron/advisor-worker.js, beside main.js, where the
// pool looks for it: advisor.ts workerUrl). The main-process files go through Vite's library build (scripts/bundle.ts),
// so the project has one bundler.
import { resolve } from 'node:path';
import { bundle, type BundleOptions } from './bundle';
import { buildRenderer } from './web';

const ROOT = resolve(import.meta.dirname, '..');

/** The main process's files, each its own bundle: the Electron entry, the preload, and every worker thread it starts
 *  (a worker runs a file of its own, so one missing here is a feature that fails only in the packaged app). */
export const MAIN_PROCESS_BUNDLES: readonly BundleOptions[] = [
  { entry: resolve(ROOT, 'electron/main.ts'), outFile: resolve(ROOT, 'dist-electron/main.js'), format: 'es' },
  { entry: resolve(ROOT, 'electron/preload.ts'), outFile: resolve(ROOT, 'dist-electron/preload.cjs'), format: 'cjs' },
  { entry: resolve(ROOT, 'electron/service/advisor-worker.ts'), outFile: resolve(ROOT, 'dist-electron/advisor-worker.js'), format: 'es' },
];

export async function buildElectron(options: { renderer?: boolean } = {}): Promise<void> {
  if (options.renderer !== false) await buildRenderer();
  for (const b of MAIN_PROCESS_BUNDLES) await bundle(b);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  buildElectron({ renderer: !process.argv.includes('--no-renderer') }).then(
    () => console.log('Built dist/renderer and dist-electron/ (main.js, preload.cjs, advisor-worker.js).'),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
