/**
 * Notification e-mails (sent once per person, one-click unsubscribe, edits that widen the audience) and the
 * home page widget, which reads the notifications those tests leave.
 */
import { describe, expect, it } from 'vitest';
import {
  dispatchIdle,
  dispatchNotificationEmails,
  unsubscribeToken,
} from '../../../src/server/modules/engagement/delivery.js';
import { widgetDataAccess } from '../../../src/server/modules/landing/data-access.js';
import { notificationsWidget } from '../../../widgets/notifications/definition.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { notificationRequests, useNotificationsApp, type Admin } from './notifications-fixtures.js';

const c = useNotificationsApp();
const { api, note, unread } = notificationRequests(c);

describe('e-mail delivery and one-click unsubscribe', () => {
  it('mails each person once with RFC 8058 headers, even when dispatched twice', async () => {
    const made = expectSuccess<Admin>(
      await api('POST', '/admin/notifications', c.admin, note({ header: 'Mail me once', type: 2 })),
      'S-10008',
      201,
    );
    await dispatchIdle(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    const mails = await c.app.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Mail me once')
      .where('to_address', '=', 'employee@acme.example')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const link = /<([^>]+)>/.exec(mails[0].headers!['List-Unsubscribe'])![1];
    const globexMails = await c.app.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', 'Mail me once')
      .where('to_address', '=', 'employee@globex.example')
      .execute();
    expect(globexMails).toEqual([]);
    const logged = await c.app.ctx.db
      .selectFrom('notification_mails')
      .select('user_id')
      .where('notification_id', '=', made._id)
      .execute();
    expect(logged.length).toBeGreaterThan(0);

    // One click (POST, form body as mail clients send it), no login.
    const url = new URL(link);
    const click = await c.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(expectSuccess<{ kind: string; changed: boolean }>(click)).toMatchObject({ kind: 'warning', changed: true });
    // Reused: nothing changes.
    const reuse = await c.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(expectSuccess<{ changed: boolean }>(reuse).changed).toBe(false);
    // Forged: refused, and nobody else is unsubscribed.
    const token = url.searchParams.get('token')!;
    const forged = token.replace(/^\d+/, String(Number(/^\d+/.exec(token)![0]) + 1));
    expectError(
      await c.app.inject({ method: 'POST', url: `/api/v1/mail-unsubscribe?token=${forged}` }),
      400,
      'E-10722',
    );
    expectError(
      await c.app.inject({ method: 'POST', url: `/api/v1/mail-unsubscribe?token=1.alert.${'A'.repeat(32)}` }),
      400,
      'E-10722',
    );
    const rows = await c.app.ctx.db.selectFrom('mail_unsubscribes').selectAll().execute();
    expect(rows).toHaveLength(1);

    // The next warning is not mailed to the person who unsubscribed; an alert still is.
    await api('POST', '/admin/notifications', c.admin, note({ header: 'Second warning', type: 2 }));
    await api('POST', '/admin/notifications', c.admin, note({ header: 'An alert', type: 1 }));
    await dispatchIdle(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    const after = await c.app.ctx.db
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
      c.admin,
      note({ header: 'Mail me once', type: 2, client_type: [1, 4], specific_partners: [c.globexId] }),
    );
    await dispatchIdle(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    const again = await c.app.ctx.db
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

describe('home page widget', () => {
  it('resolves the latest notifications with the unread count for the caller only', async () => {
    const user = await c.app.ctx.db
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
        companyId: c.acmeId,
        data: widgetDataAccess(c.app.ctx.db, { companyId: c.acmeId, isRetail: false, locale: 'en-IN' }),
      },
      { max_items: 2 },
    )) as { items: Array<{ header: string }>; unread_count: number };
    expect(forAcme.items).toHaveLength(2);
    expect(forAcme.unread_count).toBe(await unread(c.acme));
    const forGlobex = (await notificationsWidget.resolve(
      {
        ...base,
        companyId: c.globexId,
        data: widgetDataAccess(c.app.ctx.db, { companyId: c.globexId, isRetail: false, locale: 'en-IN' }),
      },
      { max_items: 5 },
    )) as { items: Array<{ header: string }> };
    expect(forGlobex.items.map((i) => i.header)).not.toContain('An alert');
  });
});
