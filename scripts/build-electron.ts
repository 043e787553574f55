// Builds what the desktop app runs: the renderer (vite.config.ts, into dist/renderer), the main process
// (electron/main.ts into dist-electron/main.js, ESM, as package.json "main" says) and the preload
// (electron/preload.ts into dist-electron/preload.cjs: a sandboxed preload cannot be an ES module).
// Both main-process files go through Vite's library build (scripts/bundle.ts), so the project has one bundler.
import { resolve } from 'node:path';
import { bundle } from './bundle';
import { buildRenderer } from './web';

const ROOT = resolve(import.meta.dirname, '..');

export async function buildElectron(options: { renderer?: boolean } = {}): Promise<void> {
  if (options.renderer !== false) await buildRenderer();
  await bundle({ entry: resolve(ROOT, 'electron/main.ts'), outFile: resolve(ROOT, 'dist-electron/main.js'), format: 'es' });
  await bundle({ entry: resolve(ROOT, 'electron/preload.ts'), outFile: resolve(ROOT, 'dist-electron/preload.cjs'), format: 'cjs' });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  buildElectron({ renderer: !process.argv.includes('--no-renderer') }).then(
    () => console.log('Built dist/renderer, dist-electron/main.js and dist-electron/preload.cjs.'),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
