import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dispatchIdle,
  dispatchNotificationEmails,
  unsubscribeToken,
} from '../../../src/server/modules/engagement/delivery.js';
import { isReminderDay, runReminders } from '../../../src/server/modules/engagement/reminders.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { widgetDataAccess } from '../../../src/server/modules/landing/data-access.js';
import { notificationsWidget } from '../../../widgets/notifications/definition.js';

type UserNote = { _id: number; header: string; is_read: boolean };
type Page = { notifications: UserNote[]; unread_count: number; total: number };
type Admin = { _id: number; header: string; delivery: string[]; client_type: Array<{ id: number; name: string }> };

let app: App;
let admin: string;
let superAdmin: string;
let acme: string;
let globex: string;
let paid: string;
let acmeId: number;
let globexId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const ids = await app.ctx.db.selectFrom('companies').select(['id', 'company_name']).execute();
  acmeId = ids.find((x) => x.company_name === 'Acme Corp')!.id;
  globexId = ids.find((x) => x.company_name === 'Globex')!.id;
  admin = await sessionFor(app, 'admin@finwell.example');
  superAdmin = await sessionFor(app, 'superadmin@finwell.example');
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
  paid = await sessionFor(app, 'paid@example.com');
});
afterAll(async () => {
  await app?.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  app.inject({
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
  specific_clients: [acmeId],
  specific_partners: [],
  start_date: new Date(Date.now() - 60_000).toISOString(),
  status: true,
  ...over,
});

const unread = async (token: string) =>
  expectSuccess<{ unread_count: number }>(await api('GET', '/users/notifications/unread-count', token)).unread_count;
const page = async (token: string, filter = 'all') =>
  expectSuccess<Page>(await api('GET', `/users/notifications?filter=${filter}`, token));

describe('admin notifications', () => {
  it('refuses a notification targeted at no one, and each field with its code', async () => {
    expectError(await api('POST', '/admin/notifications', admin, note({ client_type: [] })), 422, 'E-10141');
    expectError(await api('POST', '/admin/notifications', admin, note({ specific_clients: [] })), 422, 'E-10143');
    expectError(
      await api('POST', '/admin/notifications', admin, note({ client_type: [4], specific_partners: [] })),
      422,
      'E-10358',
    );
    // A partner company chosen as a client: refused, nothing stored for it.
    expectError(
      await api('POST', '/admin/notifications', admin, note({ specific_clients: [globexId] })),
      422,
      'E-10143',
    );
    const bad = expectError(
      await api('POST', '/admin/notifications', admin, note({ header: '', message: ' ', type: 3, delivery: [] })),
      422,
      'E-10144',
    );
    const codes = Object.fromEntries(fieldErrors(bad).map((f) => [f.field, f.code]));
    expect(codes).toMatchObject({ header: 'E-10144', message: 'E-10139', type: 'E-10140', delivery: 'E-10720' });
  });

  it('is for admins only', async () => {
    expectError(await api('POST', '/admin/notifications', acme, note()), 403, 'E-10506');
    expectError(await api('GET', '/admin/notifications', acme), 403, 'E-10506');
    expectError(await api('GET', '/users/notifications', null), 401, 'E-10010');
  });
});

describe('reading notifications', () => {
  let id: number;

  it('stores a notification once with its audience (no row per employee)', async () => {
    const made = expectSuccess<Admin>(await api('POST', '/admin/notifications', admin, note()), 'S-10008', 201);
    id = made._id;
    expect(made.client_type).toEqual([{ id: 1, name: 'Clients' }]);
    const audience = await app.ctx.db
      .selectFrom('notification_audiences')
      .selectAll()
      .where('notification_id', '=', id)
      .execute();
    expect(audience).toEqual([{ company_id: acmeId, notification_id: id }]);
    const receipts = await app.ctx.db
      .selectFrom('notification_receipts')
      .selectAll()
      .where('notification_id', '=', id)
      .execute();
    expect(receipts).toEqual([]);
  });

  it('shows it to Acme with the unread count, never to Globex or a paid user', async () => {
    const before = await unread(acme);
    expect(before).toBeGreaterThanOrEqual(1);
    const list = await page(acme, 'unread');
    expect(list.notifications.map((n) => n._id)).toContain(id);
    expect((await page(globex)).notifications.map((n) => n._id)).not.toContain(id);
    expect(await unread(globex)).toBe(0);
    expect((await page(paid)).notifications.map((n) => n._id)).not.toContain(id);
  });

  it('marks read once; twice is harmless; another person cannot read it', async () => {
    const before = await unread(acme);
    const first = expectSuccess<{ marked: number; unread_count: number }>(
      await api('POST', '/users/read-notification', acme, { notification_id: id }),
    );
    expect(first).toEqual({ marked: 1, unread_count: before - 1 });
    const again = expectSuccess<{ marked: number; unread_count: number }>(
      await api('POST', '/users/read-notification', acme, { notification_id: id }),
    );
    expect(again).toEqual({ marked: 0, unread_count: before - 1 });
    expect((await page(acme, 'read')).notifications.find((n) => n._id === id)?.is_read).toBe(true);
    expectError(await api('POST', '/users/read-notification', globex, { notification_id: id }), 404, 'E-10723');
  });

  it('marks all read', async () => {
    expect(await unread(acme)).toBeGreaterThan(0);
    const all = expectSuccess<{ marked: number; unread_count: number }>(
      await api('POST', '/users/read-notification', acme, { all: true }),
    );
    expect(all.unread_count).toBe(0);
    expect(all.marked).toBeGreaterThan(0);
    expect(await unread(acme)).toBe(0);
  });

  it('hides a scheduled notification until its start, and a deleted one', async () => {
    const future = expectSuccess<Admin>(
      await api(
        'POST',
        '/admin/notifications',
        admin,
        note({ header: 'Later', start_date: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
      'S-10008',
      201,
    );
    expect((await page(acme)).notifications.map((n) => n._id)).not.toContain(future._id);
    const now = expectSuccess<Admin>(
      await api('POST', '/admin/notifications', admin, note({ header: 'Now', delivery: ['in_app'] })),
      'S-10008',
      201,
    );
    expect(await unread(acme)).toBe(1);
    expect(
      expectSuccess<{ deleted: number[] }>(await api('DELETE', '/admin/notifications', admin, { ids: [now._id] })),
    ).toEqual({ deleted: [now._id] });
    expect(await unread(acme)).toBe(0);
    expectError(await api('DELETE', '/admin/notifications', admin, { ids: [now._id] }), 404, 'E-10723');
  });

  it('edits a notification (audience moved to Globex)', async () => {
    const edited = expectSuccess<Admin>(
      await api(
        'PATCH',
        `/admin/notifications/${id}`,
        admin,
        note({ header: 'Moved', client_type: [4], specific_clients: [], specific_partners: [globexId] }),
      ),
      'S-10009',
    );
    expect(edited.header).toBe('Moved');
    expect((await page(globex)).notifications.map((n) => n._id)).toContain(id);
    expect((await page(acme)).notifications.map((n) => n._id)).not.toContain(id);
  });
});

describe('e-mail delivery and one-click unsubscribe', () => {
  it('mails each person once with RFC 8058 headers, even when dispatched twice', async () => {
    const made = expectSuccess<Admin>(
      await api('POST', '/admin/notifications', admin, note({ header: 'Mail me once', type: 2 })),
      'S-10008',
      201,
    );
    await dispatchIdle(app.ctx);
    await dispatchNotificationEmails(app.ctx);
    await dispatchNotificationEmails(app.ctx);
    const mails = await app.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Mail me once')
      .where('to_address', '=', 'employee@acme.example')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const link = /<([^>]+)>/.exec(mails[0].headers!['List-Unsubscribe'])![1];
    const globexMails = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', 'Mail me once')
      .where('to_address', '=', 'employee@globex.example')
      .execute();
    expect(globexMails).toEqual([]);
    const logged = await app.ctx.db
      .selectFrom('notification_mails')
      .select('user_id')
      .where('notification_id', '=', made._id)
      .execute();
    expect(logged.length).toBeGreaterThan(0);

    // One click (POST, form body as mail clients send it), no login.
    const url = new URL(link);
    const click = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(expectSuccess<{ kind: string; changed: boolean }>(click)).toMatchObject({ kind: 'warning', changed: true });
    // Reused: nothing changes.
    const reuse = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(expectSuccess<{ changed: boolean }>(reuse).changed).toBe(false);
    // Forged: refused, and nobody else is unsubscribed.
    const token = url.searchParams.get('token')!;
    const forged = token.replace(/^\d+/, String(Number(/^\d+/.exec(token)![0]) + 1));
    expectError(await app.inject({ method: 'POST', url: `/api/v1/mail-unsubscribe?token=${forged}` }), 400, 'E-10722');
    expectError(
      await app.inject({ method: 'POST', url: `/api/v1/mail-unsubscribe?token=1.alert.${'A'.repeat(32)}` }),
      400,
      'E-10722',
    );
    const rows = await app.ctx.db.selectFrom('mail_unsubscribes').selectAll().execute();
    expect(rows).toHaveLength(1);

    // The next warning is not mailed to the person who unsubscribed; an alert still is.
    await api('POST', '/admin/notifications', admin, note({ header: 'Second warning', type: 2 }));
    await api('POST', '/admin/notifications', admin, note({ header: 'An alert', type: 1 }));
    await dispatchIdle(app.ctx);
    await dispatchNotificationEmails(app.ctx);
    const after = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'employee@acme.example')
      .where('subject', 'in', ['Second warning', 'An alert'])
      .execute();
    expect(after.map((m) => m.subject)).toEqual(['An alert']);

    // An edit that adds Globex mails Globex once and nobody at Acme a second time.
    await api(
      'PATCH',
      `/admin/notifications/${made._id}`,
      admin,
      note({ header: 'Mail me once', type: 2, client_type: [1, 4], specific_partners: [globexId] }),
    );
    await dispatchIdle(app.ctx);
    await dispatchNotificationEmails(app.ctx);
    const again = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', '=', 'Mail me once')
      .where('to_address', 'in', ['employee@acme.example', 'employee@globex.example'])
      .execute();
    expect(again.map((m) => m.to_address).sort()).toEqual(['employee@acme.example', 'employee@globex.example']);
  });

  it('signs tokens per person and kind', () => {
    const a = unsubscribeToken('k', 5, 'alert');
    expect(a).not.toBe(unsubscribeToken('k', 6, 'alert'));
    expect(a).not.toBe(unsubscribeToken('k', 5, 'warning'));
    expect(a).not.toBe(unsubscribeToken('other', 5, 'alert'));
  });
});

describe('reminders', () => {
  const reminder = (over: Record<string, unknown> = {}) => ({
    header: 'Monthly budget check',
    message: 'Update your tracker.',
    frequency: 'Weekly',
    reminder_days: [1, 2, 3, 4, 5, 6, 7],
    starts_on: '2026-01-01',
    delivery: ['in_app', 'email'],
    client_type: [1],
    specific_clients: [acmeId],
    status: true,
    ...over,
  });

  it('are for the super admin only, with E-10327 for the days', async () => {
    expectError(await api('POST', '/reminders', admin, reminder()), 403, 'E-10506');
    expectError(await api('POST', '/reminders', superAdmin, reminder({ reminder_days: [] })), 422, 'E-10327');
    expectError(await api('POST', '/reminders', superAdmin, reminder({ reminder_days: [0] })), 422, 'E-10327');
    expectError(await api('POST', '/reminders', superAdmin, reminder({ reminder_days: [8] })), 422, 'E-10724');
    expectError(await api('POST', '/reminders', superAdmin, reminder({ frequency: 'Daily' })), 422, 'E-10721');
    expectError(await api('POST', '/reminders', superAdmin, reminder({ client_type: [] })), 422, 'E-10141');
  });

  it('fires once per person per occurrence when the job runs twice', async () => {
    const made = expectSuccess<{ _id: number }>(
      await api('POST', '/reminders', superAdmin, reminder()),
      'S-10008',
      201,
    );
    const before = await unread(acme);
    const now = new Date();
    const [a, b] = await Promise.all([runReminders(app.ctx.db, now), runReminders(app.ctx.db, now)]);
    expect(a.created + b.created).toBeGreaterThanOrEqual(1);
    const occurrences = await app.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('reminder_id', '=', made._id)
      .execute();
    expect(occurrences).toHaveLength(1);
    expect(await unread(acme)).toBe(before + 1);
    await dispatchIdle(app.ctx);
    await dispatchNotificationEmails(app.ctx);
    await dispatchNotificationEmails(app.ctx);
    const mails = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', 'Monthly budget check')
      .where('to_address', '=', 'employee@acme.example')
      .execute();
    expect(mails).toHaveLength(1);
    expect((await page(globex)).notifications.map((n) => n.header)).not.toContain('Monthly budget check');
    const edited = expectSuccess<{ frequency: string }>(
      await api('PATCH', `/reminders/${made._id}`, superAdmin, reminder({ frequency: 'Monthly', reminder_days: [31] })),
      'S-10009',
    );
    expect(edited.frequency).toBe('Monthly');
    expect(expectSuccess<{ reminders: unknown[] }>(await api('GET', '/reminders', superAdmin)).reminders.length).toBe(
      2,
    );
  });

  it('reminder days follow the frequency', () => {
    const r = (frequency: string, reminder_days: number[]) => ({ frequency, reminder_days, starts_on: '2026-01-01' });
    expect(isReminderDay(r('Weekly', [1]), '2026-03-01')).toBe(true); // a Sunday
    expect(isReminderDay(r('Weekly', [1]), '2026-03-02')).toBe(false);
    expect(isReminderDay(r('Monthly', [31]), '2026-02-28')).toBe(true); // last day of a short month
    expect(isReminderDay(r('Monthly', [31]), '2026-02-27')).toBe(false);
    expect(isReminderDay(r('Fortnightly', [1]), '2026-01-15')).toBe(true);
    expect(isReminderDay(r('Fortnightly', [1]), '2026-01-08')).toBe(false);
    expect(isReminderDay(r('Quarterly', [1]), '2026-04-01')).toBe(true);
    expect(isReminderDay(r('Quarterly', [1]), '2025-12-31')).toBe(false); // before starts_on
  });
});

describe('home page widget', () => {
  it('resolves the latest notifications with the unread count for the caller only', async () => {
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const base = {
      userId: user.id,
      packageInfo: { modules: [], calculator_ids: [], counsellor_category_ids: [], quick_access_ids: [] },
      company: null,
      locale: 'en-IN' as const,
      t: (key: string) => key,
    };
    const forAcme = (await notificationsWidget.resolve(
      {
        ...base,
        companyId: acmeId,
        data: widgetDataAccess(app.ctx.db, { companyId: acmeId, isRetail: false, locale: 'en-IN' }),
      },
      { max_items: 2 },
    )) as { items: Array<{ header: string }>; unread_count: number };
    expect(forAcme.items).toHaveLength(2);
    expect(forAcme.unread_count).toBe(await unread(acme));
    const forGlobex = (await notificationsWidget.resolve(
      {
        ...base,
        companyId: globexId,
        data: widgetDataAccess(app.ctx.db, { companyId: globexId, isRetail: false, locale: 'en-IN' }),
      },
      { max_items: 5 },
    )) as { items: Array<{ header: string }> };
    expect(forGlobex.items.map((i) => i.header)).not.toContain('An alert');
  });
});
