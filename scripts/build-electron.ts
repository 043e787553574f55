// Builds what the desktop app runs: the renderer (vite.config.ts, into dist/renderer), the main process
// (electron/main.ts into dist-electron/main.js, ESM, as package.json "main" says) and the preload
// (electron/preload.ts into dist-electron/preload.cjs: a sandboxed preload cannot be an ES module) and the advisor's
// worker thread (electron/service/advisor-worker.ts into dist-electron/advisor-worker.js, beside main.js, where the
// pool looks for it: advisor.ts workerUrl), as listed in main-bundles.ts. The main-process files go through Vite's
// library build (scripts/bundle.ts), so the project has one bundler.
import { resolve } from 'node:path';
import { bundle } from './bundle';
import { MAIN_PROCESS_BUNDLES } from './main-bundles';
import { buildRenderer } from './web';

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
