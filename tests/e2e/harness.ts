import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import type { App } from '../../src/server/app.js';
import { TIMEOUTS } from './timing.js';

/** What every spec's `run(ctx)` receives (tests/e2e/specs.spec.ts: the worker's browser and server). */
export type E2EContext = { browser: Browser; baseUrl: string; app?: App };

/**
 * A spec is a list of named steps run in order; each is a Playwright `test.step` (its time and error in the report
 * and the trace). Later steps build on earlier ones (a logged-in page), so a failed step ends the spec: its error
 * fails the test, and the trace and screenshots are kept in test-results/.
 */
export function createSpec(_spec: string) {
  return async function step(name: string, body: () => Promise<void>): Promise<void> {
    await test.step(name, body);
  };
}

/** A failed expectation with a message that says what was expected. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Expectation failed: ${message}`);
}

/** Saves a full-page screenshot when E2E_SCREENSHOTS names a folder (for design review). */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage: opts.fullPage ?? true,
    animations: 'disabled',
  });
}

/**
 * Re-reads `read()` until `ok(value)` holds or `timeoutMs` (default: the suite's scaled poll limit) passes, then returns the last value.
 * For state a page reaches after a re-render that nothing visible announces (a list re-sorted in
 * place): the caller still asserts on the returned value, so a page that never gets there fails.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = TIMEOUTS.poll,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
