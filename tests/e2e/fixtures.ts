import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { build, type App } from '../../src/server/app.js';
import { TIMEOUTS } from './timing.js';

/** One worker's own FinWell server: a fresh data folder and a random loopback port. */
export type E2EServer = { app: App; baseUrl: string };

/**
 * The fixtures every browser test gets. `server` is worker-scoped: each Playwright worker builds the real app
 * (src/server/app.ts build()) on its own temporary data folder, so tests in different workers never share data;
 * tests in one worker run one after another on that worker's server and must not depend on what others left.
 */
export const test = base.extend<object, { server: E2EServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `finwell-e2e-w${workerInfo.parallelIndex}-`));
      const app = await build({
        logger: false,
        config: {
          dataDir,
          port: 0,
          nodeEnv: 'test',
          serveClient: true,
          // The specs read OTPs from the dev outbox, which exists only when asked for (docs/security.md).
          devOutbox: true,
          // Several specs log the same demo users in within seconds of each other.
          rateLimits: {
            otpPerIpPerMinute: 10_000,
            otpSendsPerEmailPerHour: 1_000,
            otpResendCooldownSeconds: 1,
            userPerWindow: 1_000_000,
            anonPerWindow: 1_000_000,
            windowSeconds: 60,
            publicWritePerMinute: 30,
            webhookPerMinute: 600,
          },
        },
      });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        await use({ app, baseUrl });
      } finally {
        await app.close().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: TIMEOUTS.server },
  ],
});
