// Renderer figures for `npm run bench` (issue 5, "In the bench"): the built renderer's JavaScript gzipped, and the time
// from the browser-edition server starting to the table drawn in headless Chromium. The measuring lives beside the
// e2e harness it reuses (tests/e2e/renderer-bench.ts); this module builds the renderer first (what `npm run
// build:renderer` does, with the project's vite.config.ts), so the figures are this tree's and a fresh checkout has a
// build to measure.
import { build } from 'vite';
import type { Figure } from './engine';
import { measureRenderer } from '../tests/e2e/renderer-bench';

export async function run(): Promise<Figure[]> {
  await build({ logLevel: 'warn' });
  const r = await measureRenderer();
  return [
    {
      name: 'built renderer JavaScript, gzipped',
      value: Math.round(r.jsGzipBytes / 1024),
      unit: 'KiB',
      reference: { name: 'raw', value: Math.round(r.jsBytes / 1024) },
      note: `CSS gzipped ${Math.round(r.cssGzipBytes / 1024)} KiB`,
    },
    {
      name: 'server start to the table drawn (median)',
      value: r.serverStartToTableMs,
      unit: 'ms',
      note: `runs: ${r.runsMs.map((m) => Math.round(m)).join(', ')} ms`,
    },
  ];
}
