import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { build } from '../../src/server/app.js';
import { outcomes, type E2EContext } from './harness.js';

/**
 * End-to-end runner: `npx tsx tests/e2e/run.ts [name-filter ...]` (npm run test:e2e builds first).
 * Starts the real server on a fresh data folder and a random loopback port, launches Chromium,
 * runs every tests/e2e/*.e2e.ts spec's `run(ctx)`, and ends with "N passed, N failed".
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** Optional name filters: `run.ts access mobile` runs the spec files whose names contain any of them. */
const filters = process.argv.slice(2);

type SpecModule = { run: (ctx: E2EContext) => Promise<void> };

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    console.error('dist/client is missing: run `npx vite build` (or `npm run test:e2e`) first.');
    return 1;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'finwell-e2e-'));
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
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
  });

  try {
    const specs = readdirSync(here)
      .filter((f) => f.endsWith('.e2e.ts') && (filters.length === 0 || filters.some((x) => f.includes(x))))
      .sort();
    console.log(`FinWell e2e on ${baseUrl} (${specs.length} spec files)`);
    for (const file of specs) {
      console.log(`\n${file}`);
      const mod = (await import(pathToFileURL(path.join(here, file)).href)) as SpecModule;
      try {
        await mod.run({ browser, baseUrl, app });
      } catch (error) {
        // A spec that throws outside a step still counts as a failure.
        outcomes.push({ spec: file, step: '(spec)', status: 'failed', ms: 0, error: String(error) });
        console.log(`  ✗ ${file} crashed: ${String(error)}`);
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const passed = outcomes.filter((o) => o.status === 'passed').length;
  const failed = outcomes.length - passed;
  const failures = outcomes.filter((o) => o.status !== 'passed');
  if (failures.length) {
    console.log('\nNot passed:');
    for (const f of failures) console.log(`  ${f.status === 'failed' ? '✗' : '-'} ${f.spec} › ${f.step}`);
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
