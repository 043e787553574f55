// Issue 22: the renderer bundles no engine or data code. The design is one engine, in the main process, behind the
// game service; the renderer reads views and legal moves from the service and imports the engine's and data's types
// only (type imports vanish in the bundle). This builds the renderer with the project's own vite config (in memory,
// nothing written) and lists every module that went into its JavaScript; one under engine/ or data/ fails the test.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The repository's folders whose code must stay out of the window's bundle. */
const FORBIDDEN = /^(engine|data)\//;

/** Every module of every chunk the renderer's build makes, relative to the repository, and the JavaScript's size. */
async function bundled(): Promise<{ modules: string[]; jsBytes: number; jsGzipBytes: number }> {
  const out = await build({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { write: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
  const modules = new Set<string>();
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (const o of outputs)
    for (const item of o.output) {
      if (item.type !== 'chunk') continue;
      jsBytes += Buffer.byteLength(item.code);
      jsGzipBytes += gzipSync(item.code).length;
      // virtual modules (vite's own helpers, the icons) start with a NUL byte or have no path in the repository
      for (const id of item.moduleIds) if (!id.startsWith('\0')) modules.add(relative(ROOT, id.split('?')[0]).replaceAll('\\', '/'));
    }
  return { modules: [...modules].sort(), jsBytes, jsGzipBytes };
}

describe('the renderer bundle (issue 22: one engine, behind the game service)', () => {
  it('holds no module of engine/ or data/', async () => {
    const { modules, jsBytes, jsGzipBytes } = await bundled();
    // the build really listed the renderer's modules (so an empty list cannot pass for a clean one)
    expect(modules).toContain('renderer/src/main.ts');
    expect(modules).toContain('renderer/src/carnival/RelayBoard.vue');
    const forbidden = modules.filter((m) => FORBIDDEN.test(m));
    expect(forbidden, `engine or data code bundled into the renderer: ${forbidden.join(', ')}`).toEqual([]);
    console.info(`renderer JavaScript: ${modules.length} modules, ${(jsBytes / 1024).toFixed(1)} KiB, ${(jsGzipBytes / 1024).toFixed(1)} KiB gzipped`);
  }, 300_000);
});
