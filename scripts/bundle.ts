// Compiles main-process TypeScript into one JavaScript file for Node or Electron, with Vite's library build
// (Rolldown underneath): Vite is already the project's bundler, so the main process needs no second tool.
// Node built-ins, electron and better-sqlite3 (a native module) stay outside the bundle.
import { builtinModules } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { build } from 'vite';

export interface BundleOptions {
  entry: string;
  outFile: string;
  /** 'es' for the main process and Node scripts; 'cjs' for a sandboxed preload, which cannot be a module */
  format?: 'es' | 'cjs';
}

const EXTERNAL = new Set(['electron', 'better-sqlite3', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

export async function bundle({ entry, outFile, format = 'es' }: BundleOptions): Promise<string> {
  const out = resolve(outFile);
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: resolve(entry),
      outDir: dirname(out),
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: {
        external: (id) => EXTERNAL.has(id),
        output: { format, entryFileNames: basename(out) },
      },
    },
    ssr: { noExternal: true, external: ['better-sqlite3', 'electron'] },
  });
  return out;
}
