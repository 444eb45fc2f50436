/** Reminders: the super admin's form, one notification and one e-mail per person per occurrence, the day rules. */
import { describe, expect, it } from 'vitest';
import { dispatchIdle, dispatchNotificationEmails } from '../../../src/server/modules/engagement/delivery.js';
import { isReminderDay, runReminders } from '../../../src/server/modules/engagement/reminders.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { notificationRequests, useNotificationsApp } from './notifications-fixtures.js';

const c = useNotificationsApp();
const { api, unread, page } = notificationRequests(c);

describe('reminders', () => {
  const reminder = (over: Record<string, unknown> = {}) => ({
    header: 'Monthly budget check',
    message: 'Update your tracker.',
    frequency: 'Weekly',
    reminder_days: [1, 2, 3, 4, 5, 6, 7],
    starts_on: '2026-01-01',
    delivery: ['in_app', 'email'],
    client_type: [1],
    specific_clients: [c.acmeId],
    status: true,
    ...over,
  });

  it('are for the super admin only, with E-10327 for the days', async () => {
    expectError(await api('POST', '/reminders', c.admin, reminder()), 403, 'E-10506');
    expectError(await api('POST', '/reminders', c.superAdmin, reminder({ reminder_days: [] })), 422, 'E-10327');
    expectError(await api('POST', '/reminders', c.superAdmin, reminder({ reminder_days: [0] })), 422, 'E-10327');
    expectError(await api('POST', '/reminders', c.superAdmin, reminder({ reminder_days: [8] })), 422, 'E-10724');
    expectError(await api('POST', '/reminders', c.superAdmin, reminder({ frequency: 'Daily' })), 422, 'E-10721');
    expectError(await api('POST', '/reminders', c.superAdmin, reminder({ client_type: [] })), 422, 'E-10141');
  });

  it('fires once per person per occurrence when the job runs twice', async () => {
    const made = expectSuccess<{ _id: number }>(
      await api('POST', '/reminders', c.superAdmin, reminder()),
      'S-10008',
      201,
    );
    const before = await unread(c.acme);
    const now = new Date();
    const [a, b] = await Promise.all([runReminders(c.app.ctx.db, now), runReminders(c.app.ctx.db, now)]);
    expect(a.created + b.created).toBeGreaterThanOrEqual(1);
    const occurrences = await c.app.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('reminder_id', '=', made._id)
      .execute();
    expect(occurrences).toHaveLength(1);
    expect(await unread(c.acme)).toBe(before + 1);
    await dispatchIdle(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    const mails = await c.app.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', 'Monthly budget check')
      .where('to_address', '=', 'employee@acme.example')
      .execute();
    expect(mails).toHaveLength(1);
    expect((await page(c.globex)).notifications.map((n) => n.header)).not.toContain('Monthly budget check');
    const edited = expectSuccess<{ frequency: string }>(
      await api(
        'PATCH',
        `/reminders/${made._id}`,
        c.superAdmin,
        reminder({ frequency: 'Monthly', reminder_days: [31] }),
      ),
      'S-10009',
    );
    expect(edited.frequency).toBe('Monthly');
    expect(expectSuccess<{ reminders: unknown[] }>(await api('GET', '/reminders', c.superAdmin)).reminders.length).toBe(
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
