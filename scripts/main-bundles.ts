// The main process's bundles (what scripts/build-electron.ts builds besides the renderer), apart from that script so
// the browser edition (scripts/web.ts, which the desktop build imports for the renderer) can bundle the advisor's worker
// without an import cycle.
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WorkerFile } from '../electron/service/advisor';
import { bundle, type BundleOptions } from './bundle';

const ROOT = resolve(import.meta.dirname, '..');

/** The main process's files, each its own bundle: the Electron entry, the preload, and every worker thread it starts
 *  (a worker runs a file of its own, so one missing here is a feature that fails only in the packaged app). */
export const MAIN_PROCESS_BUNDLES: readonly BundleOptions[] = [
  { entry: resolve(ROOT, 'electron/main.ts'), outFile: resolve(ROOT, 'dist-electron/main.js'), format: 'es' },
  { entry: resolve(ROOT, 'electron/preload.ts'), outFile: resolve(ROOT, 'dist-electron/preload.cjs'), format: 'cjs' },
  { entry: resolve(ROOT, 'electron/service/advisor-worker.ts'), outFile: resolve(ROOT, 'dist-electron/advisor-worker.js'), format: 'es' },
];

/** The advisor's worker bundled as the desktop build bundles it, to `outFile` (by default where the desktop build puts
 *  it): the browser edition runs its pool on this at start, and the benchmark measures it. Run from source instead
 *  (each module loaded by tsx), a worker answered a turn's first question 10-30% later. */
export async function bundleAdvisorWorker(outFile?: string): Promise<WorkerFile> {
  const spec = MAIN_PROCESS_BUNDLES.find((b) => basename(b.outFile) === 'advisor-worker.js');
  if (!spec) throw new Error('MAIN_PROCESS_BUNDLES has no advisor-worker.js');
  const file = await bundle({ ...spec, outFile: outFile ?? spec.outFile });
  return { url: pathToFileURL(file), execArgv: [] };
}
