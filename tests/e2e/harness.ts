import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { App } from '../../src/server/app.js';

/** What every spec's `run(ctx)` receives from tests/e2e/run.ts. */
export type E2EContext = { browser: Browser; baseUrl: string; app?: App };

export type StepOutcome = {
  spec: string;
  step: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  error?: string;
};

/** Every step of every spec, in order; run.ts prints the summary from it. */
export const outcomes: StepOutcome[] = [];

/**
 * A spec is a list of named steps run in order. Later steps build on earlier ones (a logged-in
 * page), so after a failure the rest of that spec is reported as skipped rather than run against
 * a broken state.
 */
export function createSpec(spec: string) {
  let broken = false;
  return async function step(name: string, body: () => Promise<void>): Promise<void> {
    if (broken) {
      outcomes.push({ spec, step: name, status: 'skipped', ms: 0 });
      console.log(`  - ${spec} › ${name} (skipped: an earlier step failed)`);
      return;
    }
    const started = Date.now();
    try {
      await body();
      const ms = Date.now() - started;
      outcomes.push({ spec, step: name, status: 'passed', ms });
      console.log(`  ✓ ${spec} › ${name} (${ms} ms)`);
    } catch (error) {
      broken = true;
      const ms = Date.now() - started;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      outcomes.push({ spec, step: name, status: 'failed', ms, error: message });
      console.log(
        `  ✗ ${spec} › ${name} (${ms} ms)\n${message
          .split('\n')
          .slice(0, 8)
          .map((l) => `      ${l}`)
          .join('\n')}`,
      );
    }
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
 * Re-reads `read()` until `ok(value)` holds or `timeoutMs` passes, then returns the last value.
 * For state a page reaches after a re-render that nothing visible announces (a list re-sorted in
 * place): the caller still asserts on the returned value, so a page that never gets there fails.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
