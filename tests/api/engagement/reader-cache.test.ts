import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

/**
 * The reader cache (docs/engagement.md "Figures"): answers are kept SESSION_CACHE_MS per reader, the
 * reader's own read and any admin write show at once, and a write this process did not make (another
 * node) shows when the entry expires. The TTL is a minute here so "not yet" is certain.
 */
let app: App;
let admin: string;
let acme: string;
let acmeId: number;

beforeAll(async () => {
  app = await buildTestApp({ config: { sessionCacheMs: 60_000 } });
  acmeId = (
    await app.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Acme Corp')
      .executeTakeFirstOrThrow()
  ).id;
  admin = await sessionFor(app, 'admin@finwell.example');
  acme = await sessionFor(app, 'employee@acme.example');
});
afterAll(async () => {
  await app?.close();
});

const get = async <T>(url: string, token = acme) =>
  expectSuccess<T>(await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) }));
const count = async () => (await get<{ unread_count: number }>('/users/notifications/unread-count')).unread_count;

describe('the reader cache', () => {
  it("keeps a reader's answers, shows their own read and an admin's write at once, and another node's write later", async () => {
    const before = await count();
    const page = await get<{ unread_count: number; notifications: Array<{ _id: number }> }>('/users/notifications');
    expect(page.unread_count).toBe(before);

    // An admin's notification (this process): seen at once.
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/notifications',
      headers: bearer(admin),
      payload: {
        header: 'Cache check',
        preview_message: 'Seen at once.',
        message: 'Seen at once.',
        type: 1,
        priority: 1,
        delivery: ['in_app'],
        client_type: [1],
        specific_clients: [acmeId],
        specific_partners: [],
        start_date: new Date(Date.now() - 60_000).toISOString(),
        status: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await count()).toBe(before + 1);
    const id = (made.json() as { data: { _id: number } }).data._id;

    // The reader's own read: at once, in the answer and in the next bell.
    const read = await app.inject({
      method: 'POST',
      url: '/api/v1/users/read-notification',
      headers: bearer(acme),
      payload: { notification_id: id },
    });
    expect((read.json() as { data: { unread_count: number } }).data.unread_count).toBe(before);
    expect(await count()).toBe(before);

    // A notification written by another node (straight into the database): not yet, from the cache.
    const other = (
      await sql<{ id: number }>`INSERT INTO notifications (header, preview_message, message, type, priority, delivery,
        start_date) VALUES ('Other node', 'p', 'm', 1, 1, '{in_app}', now() - interval '1 hour') RETURNING id`.execute(
        app.ctx.db,
      )
    ).rows[0].id;
    await sql`INSERT INTO notification_audiences (company_id, notification_id) VALUES (${acmeId}, ${other})`.execute(
      app.ctx.db,
    );
    expect(await count()).toBe(before);
    // The reader reading anything drops their entries: now it shows.
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/read-notification',
      headers: bearer(acme),
      payload: { notification_id: id },
    });
    expect(await count()).toBe(before + 1);
  });
});
