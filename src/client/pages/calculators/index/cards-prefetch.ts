import { apiGet } from '../../../api/api-client';
import { hasSession } from '../../../session/session-keys';
import { CALCULATOR_CARDS_PATH, type CalculatorCardData } from '../calculators-api';

/** A request started by the route (before the page's code has arrived) and the time it started. */
let pending: { promise: Promise<CalculatorCardData[]>; startedAt: number } | null = null;
const FRESH_MS = 10_000;

/**
 * Starts loading the cards as soon as the router matches /client/calculators, in parallel with
 * the session check and the page's own code, instead of after both. Without a token there is
 * nothing to ask for; the shell sends the user to /login.
 */
export function prefetchCalculatorCards(): void {
  if (!hasSession() || (pending && Date.now() - pending.startedAt < FRESH_MS)) return;
  const promise = apiGet<CalculatorCardData[]>(CALCULATOR_CARDS_PATH);
  // The page reports failures; an unused prefetch must not raise an unhandled rejection.
  promise.catch(() => undefined);
  pending = { promise, startedAt: Date.now() };
}

/** The prefetched request if it is fresh (each is used once), else a new one. */
export function loadCalculatorCards(signal: AbortSignal): Promise<CalculatorCardData[]> {
  const prefetched = pending && Date.now() - pending.startedAt < FRESH_MS ? pending.promise : null;
  pending = null;
  return prefetched ?? apiGet<CalculatorCardData[]>(CALCULATOR_CARDS_PATH, { signal });
}
