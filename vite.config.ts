import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import Icons from 'unplugin-icons/vite';
import { fileURLToPath } from 'node:url';

// The renderer: built from renderer/ into dist/renderer/, served by the browser edition and loaded by the desktop window.
// Icons are compiled into the bundle from @iconify-json/game-icons and fonts come from @fontsource, so nothing is fetched at run time.
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  // relative asset paths: the desktop window loads the files from disk, the browser edition from its own origin
  base: './',
  plugins: [vue(), Icons({ compiler: 'vue3', autoInstall: false })],
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173, strictPort: false },
});
