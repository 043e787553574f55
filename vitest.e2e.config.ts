import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: Chromium (Debian's, driven by playwright-core) against the browser edition with a real database.
// One file at a time: each test starts its own server and browser, and the machine's cores are shared.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
