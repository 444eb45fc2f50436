import { defineConfig } from '@playwright/test';
import { register } from 'tsx/esm/api';
import { TIMEOUTS } from './tests/e2e/timing.js';

// The server is written for tsx (JSON Schemas imported as modules, named imports from JSON): tsx's loader runs in
// the runner and in every worker (each loads this file), so the app loads exactly as `npm start` loads it.
register();

/**
 * The browser suite (docs/e2e.md): `npm run test:e2e` builds the client and runs this.
 * Debian's Chromium (never a downloaded browser), E2E_WORKERS parallel workers (2 by default) each with its own
 * server on its own data folder (tests/e2e/fixtures.ts), no retries, and a trace and screenshots of every failure
 * in test-results/.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.action },
  reporter: [['list', { printSteps: !!process.env.E2E_PRINT_STEPS }], ['./tests/e2e/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    viewport: { width: 1366, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
