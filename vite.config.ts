import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import Icons from 'unplugin-icons/vite';
import { fileURLToPath } from 'node:url';
import { compactIcon } from './scripts/compact-icons';

// The renderer: built from renderer/ into dist/renderer/, served by the browser edition and loaded by the desktop window.
// Icons are compiled into the bundle from @iconify-json/game-icons and fonts come from @fontsource, so nothing is fetched at run time.
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  // relative asset paths: the desktop window loads the files from disk, the browser edition from its own origin
  base: './',
  // the game-icons set through scripts/compact-icons.ts: the same drawings in whole units of a 256-unit square, about
  // half the bytes of the set's own path data (issue 27, a small bundle)
  plugins: [vue(), Icons({ compiler: 'vue3', autoInstall: false, customCollections: { 'game-icons': (name) => compactIcon(name) } })],
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
