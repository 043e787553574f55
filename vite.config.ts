import { defineConfig, type Plugin } from 'vite';
import vue from '@vitejs/plugin-vue';
import Icons from 'unplugin-icons/vite';
import { fileURLToPath } from 'node:url';
import { compactIcon } from './scripts/compact-icons.js';

// The renderer: built from renderer/ into dist/renderer/, served by the browser edition and loaded by the desktop window.
// Icons are compiled into the bundle from @iconify-json/game-icons and fonts come from @fontsource, so nothing is fetched at run time.
/** Issue 27, start to table: the page asks for its four fonts and the app's script (main.ts loads it with import())
 *  at once, beside the first script, rather than once that script has run, or the table is laid out and its text
 *  found to need the fonts (a quarter of a second later, and the page's load waited for them). */
function preloadStart(): Plugin {
  return {
    name: 'crows-preload-start',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const bundle = ctx.bundle ?? {};
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        // the app's chunk and the chunks it imports (Vue among them), each fetched once
        const scripts = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (scripts.has(file) || !chunk || chunk.type !== 'chunk') return;
          scripts.add(file);
          chunk.imports.forEach(add);
        };
        if (entry?.type === 'chunk') entry.dynamicImports.filter((f) => /\/app-[^/]*\.js$/.test(f)).forEach(add);
        const fonts = Object.keys(bundle).filter((file) => file.endsWith('.woff2'));
        // the app's own styles as a stylesheet of the page, rather than added by its script once it runs
        const styles = [...scripts].flatMap((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])].filter((css) => !html.includes(css)) : [];
        });
        return [
          ...[...scripts].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `./${file}` }, injectTo: 'head' as const })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: `./${file}` }, injectTo: 'head' as const })),
          ...fonts.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `./${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  // relative asset paths: the desktop window loads the files from disk, the browser edition from its own origin
  base: './',
  // the game-icons set through scripts/compact-icons.ts: the same drawings in whole units of a 256-unit square, about
  // half the bytes of the set's own path data (issue 27, a small bundle)
  plugins: [preloadStart(), vue(), Icons({ compiler: 'vue3', autoInstall: false, customCollections: { 'game-icons': (name) => compactIcon(name) } })],
  // Vue's compile-time flags (issue 27, a small bundle): every component is written with <script setup> and the
  // stores with Pinia's setup form, so the Options API's runtime is left out; no devtools hooks in a shipped build
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173, strictPort: false },
});
