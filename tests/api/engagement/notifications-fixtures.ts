/** The app, demo sessions and request helpers shared by the notification, notification e-mail and reminder tests. */
import { afterAll, beforeAll } from 'vitest';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

type UserNote = { _id: number; header: string; is_read: boolean };
type Page = { notifications: UserNote[]; unread_count: number; total: number };
export type Admin = {
  _id: number;
  header: string;
  delivery: string[];
  client_type: Array<{ id: number; name: string }>;
};

export type Ctx = {
  app: App;
  admin: string;
  superAdmin: string;
  acme: string;
  globex: string;
  paid: string;
  acmeId: number;
  globexId: number;
};

/**
 * A test file's app with the demo seed: registers its beforeAll (app and sessions) and afterAll (close)
 * and answers the context they fill, to be read inside the tests.
 */
export function useNotificationsApp(): Ctx {
  const c = {} as Ctx;
  beforeAll(async () => {
    const app = await buildTestApp();
    const ids = await app.ctx.db.selectFrom('companies').select(['id', 'company_name']).execute();
    Object.assign(c, {
      app,
      acmeId: ids.find((x) => x.company_name === 'Acme Corp')!.id,
      globexId: ids.find((x) => x.company_name === 'Globex')!.id,
      admin: await sessionFor(app, 'admin@finwell.example'),
      superAdmin: await sessionFor(app, 'superadmin@finwell.example'),
      acme: await sessionFor(app, 'employee@acme.example'),
      globex: await sessionFor(app, 'employee@globex.example'),
      paid: await sessionFor(app, 'paid@example.com'),
    });
  });
  afterAll(async () => {
    await c.app?.close();
  });
  return c;
}

/** Request helpers over that context: a call, a notification form, the unread count and a page of the list. */
export function notificationRequests(c: Ctx) {
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    c.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown> | undefined,
    });

  const note = (over: Record<string, unknown> = {}) => ({
    header: 'Proofs due Friday',
    preview_message: 'Upload your tax-saving proofs.',
    message: 'HR needs your proofs by Friday.',
    type: 1,
    priority: 1,
    delivery: ['in_app', 'email'],
    client_type: [1],
    specific_clients: [c.acmeId],
    specific_partners: [],
    start_date: new Date(Date.now() - 60_000).toISOString(),
    status: true,
    ...over,
  });

  const unread = async (token: string) =>
    expectSuccess<{ unread_count: number }>(await api('GET', '/users/notifications/unread-count', token)).unread_count;
  const page = async (token: string, filter = 'all') =>
    expectSuccess<Page>(await api('GET', `/users/notifications?filter=${filter}`, token));

  return { api, note, unread, page };
}
