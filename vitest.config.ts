import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';
import Icons from 'unplugin-icons/vite';

// `npm test`: every test that needs no browser. The Chromium tests live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  plugins: [vue(), Icons({ compiler: 'vue3' })],
  test: {
    include: ['engine/**/*.test.ts', 'data/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
