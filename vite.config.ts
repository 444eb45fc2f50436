import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { finwellMessages } from './src/i18n/vite-plugin';
import { reactRouterTreeShaking } from './scripts/vite-react-router-pure';
import { precompress } from './scripts/vite-precompress';

/** Multiplies the tests' time-outs: FINWELL_TEST_TIME_SCALE, or 2 under CI (docs/testing.md). */
const TIME_SCALE = Number(process.env.FINWELL_TEST_TIME_SCALE ?? (process.env.CI ? 2 : 1)) || 1;

/** The SPA lives in src/client; the API server (src/server) serves dist/client in production. */
export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), finwellMessages(), reactRouterTreeShaking(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Browsers without <link rel="modulepreload"> (Safari before 17) fetch the lazy chunks' imports as they parse
    // them instead: the polyfill's code stays out of the employee entry (docs/performance.md).
    modulePreload: { polyfill: false },
    // The entry's static imports as one chunk (two files instead of fifteen): docs/performance.md.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
    },
  },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts', 'machines/**/*.test.ts', 'widgets/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fresh-modules.ts'],
    // One setting scales every time-out on a slow or busy machine (docs/testing.md).
    testTimeout: 30000 * TIME_SCALE,
    hookTimeout: 120000 * TIME_SCALE,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, which leaves a core idle
    // while a file builds its app. At least two; FINWELL_TEST_WORKERS sets it (docs/testing.md).
    maxWorkers: Number(process.env.FINWELL_TEST_WORKERS) || Math.max(2, availableParallelism() - 1),
    // One process per worker runs its files one after another (no new process and no new module transform per
    // file); tests/support/fresh-modules.ts still gives every file its own copy of the project's modules, so no
    // module state crosses files (docs/testing.md).
    isolate: false,
  },
});
