/** The app (reader cache on), demo sessions and an Accept-Language request helper for the Hindi engagement tests. */
import { afterAll, beforeAll } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

export type Ctx = {
  app: App;
  admin: string;
  superAdmin: string;
  acme: string;
  paid: string;
  acmeId: number;
};

/**
 * A test file's app with the demo seed and the reader cache on (a minute), so an answer cached in one
 * language cannot leak into the other: registers its beforeAll and afterAll and answers the context they fill.
 */
export function useHindiApp(): Ctx {
  const c = {} as Ctx;
  beforeAll(async () => {
    const app = await buildTestApp({ config: { sessionCacheMs: 60_000 } });
    Object.assign(c, {
      app,
      acmeId: (
        await app.ctx.db
          .selectFrom('companies')
          .select('id')
          .where('company_name', '=', 'Acme Corp')
          .executeTakeFirstOrThrow()
      ).id,
      admin: await sessionFor(app, 'admin@finwell.example'),
      superAdmin: await sessionFor(app, 'superadmin@finwell.example'),
      acme: await sessionFor(app, 'employee@acme.example'),
      paid: await sessionFor(app, 'paid@example.com'),
    });
  });
  afterAll(async () => {
    await c.app?.close();
  });
  return c;
}

/** A call as `token` (none: a visitor), in the language `opts.lang` asks for, over that context. */
export function langApi(c: Ctx) {
  return (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    token: string | null,
    opts: { lang?: string; payload?: unknown } = {},
  ) =>
    c.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
      payload: opts.payload as Record<string, unknown> | undefined,
    });
}
