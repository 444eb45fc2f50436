/** Admin notifications (audience, field errors, access) and reading them: who sees one, read marks, schedule, edit. */
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { notificationRequests, useNotificationsApp, type Admin } from './notifications-fixtures.js';

const c = useNotificationsApp();
const { api, note, unread, page } = notificationRequests(c);

describe('admin notifications', () => {
  it('refuses a notification targeted at no one, and each field with its code', async () => {
    expectError(await api('POST', '/admin/notifications', c.admin, note({ client_type: [] })), 422, 'E-10141');
    expectError(await api('POST', '/admin/notifications', c.admin, note({ specific_clients: [] })), 422, 'E-10143');
    expectError(
      await api('POST', '/admin/notifications', c.admin, note({ client_type: [4], specific_partners: [] })),
      422,
      'E-10358',
    );
    // A partner company chosen as a client: refused, nothing stored for it.
    expectError(
      await api('POST', '/admin/notifications', c.admin, note({ specific_clients: [c.globexId] })),
      422,
      'E-10143',
    );
    const bad = expectError(
      await api('POST', '/admin/notifications', c.admin, note({ header: '', message: ' ', type: 3, delivery: [] })),
      422,
      'E-10144',
    );
    const codes = Object.fromEntries(fieldErrors(bad).map((f) => [f.field, f.code]));
    expect(codes).toMatchObject({ header: 'E-10144', message: 'E-10139', type: 'E-10140', delivery: 'E-10720' });
  });

  it('is for admins only', async () => {
    expectError(await api('POST', '/admin/notifications', c.acme, note()), 403, 'E-10506');
    expectError(await api('GET', '/admin/notifications', c.acme), 403, 'E-10506');
    expectError(await api('GET', '/users/notifications', null), 401, 'E-10010');
  });
});

describe('reading notifications', () => {
  let id: number;

  it('stores a notification once with its audience (no row per employee)', async () => {
    const made = expectSuccess<Admin>(await api('POST', '/admin/notifications', c.admin, note()), 'S-10008', 201);
    id = made._id;
    expect(made.client_type).toEqual([{ id: 1, name: 'Clients' }]);
    const audience = await c.app.ctx.db
      .selectFrom('notification_audiences')
      .selectAll()
      .where('notification_id', '=', id)
      .execute();
    expect(audience).toEqual([{ company_id: c.acmeId, notification_id: id }]);
    const receipts = await c.app.ctx.db
      .selectFrom('notification_receipts')
      .selectAll()
      .where('notification_id', '=', id)
      .execute();
    expect(receipts).toEqual([]);
  });

  it('shows it to Acme with the unread count, never to Globex or a paid user', async () => {
    const before = await unread(c.acme);
    expect(before).toBeGreaterThanOrEqual(1);
    const list = await page(c.acme, 'unread');
    expect(list.notifications.map((n) => n._id)).toContain(id);
    expect((await page(c.globex)).notifications.map((n) => n._id)).not.toContain(id);
    expect(await unread(c.globex)).toBe(0);
    expect((await page(c.paid)).notifications.map((n) => n._id)).not.toContain(id);
  });

  it('marks read once; twice is harmless; another person cannot read it', async () => {
    const before = await unread(c.acme);
    const first = expectSuccess<{ marked: number; unread_count: number }>(
      await api('POST', '/users/read-notification', c.acme, { notification_id: id }),
    );
    expect(first).toEqual({ marked: 1, unread_count: before - 1 });
    const again = expectSuccess<{ marked: number; unread_count: number }>(
      await api('POST', '/users/read-notification', c.acme, { notification_id: id }),
    );
    expect(again).toEqual({ marked: 0, unread_count: before - 1 });
    expect((await page(c.acme, 'read')).notifications.find((n) => n._id === id)?.is_read).toBe(true);
    expectError(await api('POST', '/users/read-notification', c.globex, { notification_id: id }), 404, 'E-10723');
  });

  it('marks all read', async () => {
    expect(await unread(c.acme)).toBeGreaterThan(0);
    const all = expectSuccess<{ marked: number; unread_count: number }>(
      await api('POST', '/users/read-notification', c.acme, { all: true }),
    );
    expect(all.unread_count).toBe(0);
    expect(all.marked).toBeGreaterThan(0);
    expect(await unread(c.acme)).toBe(0);
  });

  it('hides a scheduled notification until its start, and a deleted one', async () => {
    const future = expectSuccess<Admin>(
      await api(
        'POST',
        '/admin/notifications',
        c.admin,
        note({ header: 'Later', start_date: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
      'S-10008',
      201,
    );
    expect((await page(c.acme)).notifications.map((n) => n._id)).not.toContain(future._id);
    const now = expectSuccess<Admin>(
      await api('POST', '/admin/notifications', c.admin, note({ header: 'Now', delivery: ['in_app'] })),
      'S-10008',
      201,
    );
    expect(await unread(c.acme)).toBe(1);
    expect(
      expectSuccess<{ deleted: number[] }>(await api('DELETE', '/admin/notifications', c.admin, { ids: [now._id] })),
    ).toEqual({ deleted: [now._id] });
    expect(await unread(c.acme)).toBe(0);
    expectError(await api('DELETE', '/admin/notifications', c.admin, { ids: [now._id] }), 404, 'E-10723');
  });

  it('edits a notification (audience moved to Globex)', async () => {
    const edited = expectSuccess<Admin>(
      await api(
        'PATCH',
        `/admin/notifications/${id}`,
        c.admin,
        note({ header: 'Moved', client_type: [4], specific_clients: [], specific_partners: [c.globexId] }),
      ),
      'S-10009',
    );
    expect(edited.header).toBe('Moved');
    expect((await page(c.globex)).notifications.map((n) => n._id)).toContain(id);
    expect((await page(c.acme)).notifications.map((n) => n._id)).not.toContain(id);
  });
});
