/**
 * Shared setup of the mutual-fund calculator API tests (mutual-funds-*.test.ts): the app with the
 * imported fund seed and the GET helper for /api/v1/calculator/<name>. The import takes 15-60 s, so
 * a test file builds the app once in its beforeAll with FUND_APP_TIMEOUT.
 */
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';

export type FundApp = { app: App; acme: string; globex: string };

/** Time allowed for startFundApp (the fund data import). */
export const FUND_APP_TIMEOUT = 240_000;

/** The app on an in-memory database with the fund data imported, and sessions for the Acme and Globex employees. */
export async function startFundApp(): Promise<FundApp> {
  const app = await buildTestApp({ config: { memoryDb: true, loadFundData: true, logLevel: 'error' } });
  const acme = await sessionFor(app, 'employee@acme.example');
  const globex = await sessionFor(app, 'employee@globex.example');
  return { app, acme, globex };
}

/**
 * GET /api/v1/calculator/<name> with this query, as the Acme employee unless another token (or null
 * for none) is given; `current` answers the app and session the test file's beforeAll set.
 */
export function calculatorGet(current: () => { app: App; acme: string }) {
  return (name: string, query: Record<string, string | number | boolean> = {}, token: string | null = current().acme) =>
    current().app.inject({
      method: 'GET',
      url: `/api/v1/calculator/${name}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: token ? bearer(token) : {},
    });
}
