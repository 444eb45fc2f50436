/**
 * The one setting every e2e time-out comes from (docs/e2e.md): `E2E_TIME_FACTOR` multiplies them
 * all; unset, it is 2 on CI (`CI` set) and 1 elsewhere. Waits poll for a condition and use these only as their limit,
 * so a slow machine makes the suite slower, never wrong.
 */
function factor(): number {
  const raw = Number(process.env.E2E_TIME_FACTOR);
  if (Number.isFinite(raw) && raw > 0) return raw;
  return process.env.CI ? 2 : 1;
}

export const TIME_FACTOR = factor();

/** `ms` scaled by the suite's time factor. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}

/** The limits the Playwright config and the helpers share (already scaled). */
export const TIMEOUTS = {
  // The two long limits catch a hang, not slowness: on the shared 2-core machine under load, build() alone has
  // taken 90 s (33 CPU-s) and the longest spec several minutes.
  /** One spec file (one Playwright test): every step of it together. */
  test: scaled(900_000),
  /** One worker's server: build() on a fresh data folder (migrations, demo seeds, pg-boss). */
  server: scaled(600_000),
  /** One Playwright action (click, fill, waitFor) or expectation. */
  action: scaled(10_000),
  /** One navigation (goto, reload, waitForURL). */
  navigation: scaled(30_000),
  /** How long a spec waits for an e-mail to reach the dev outbox (sent by a queued job). */
  mail: scaled(15_000),
  /** `eventually`'s default limit. */
  poll: scaled(5_000),
} as const;
