import { describe, expect, it } from 'vitest';
import { dispatchIdle, dispatchNotificationEmails } from '../../../src/server/modules/engagement/delivery.js';
import { runReminders } from '../../../src/server/modules/engagement/reminders.js';
import { envelopeOf, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { langApi, useHindiApp } from './hindi-fixtures.js';

/**
 * Notifications and reminders in Hindi (docs/i18n.md "Admin content in Hindi"): they carry optional `hi`
 * values; readers get them with Accept-Language hi-IN (English where a field has none), admins get `hi`
 * back for their forms, and the notification e-mail follows users.locale. The reader cache is on (a
 * minute) so an answer cached in one language cannot leak into the other.
 */
type UserNote = { _id: number; header: string; preview_message: string; message: string };
type Page = { notifications: UserNote[] };

const c = useHindiApp();
const api = langApi(c);

const headers = async (lang?: string) =>
  expectSuccess<Page>(await api('GET', '/users/notifications?limit=50', c.acme, { lang })).notifications.map(
    (n) => n.header,
  );

const note = (over: Record<string, unknown> = {}) => ({
  header: 'Proofs due Friday',
  preview_message: 'Upload your tax-saving proofs.',
  message: 'HR needs your proofs by Friday.',
  type: 1,
  priority: 1,
  delivery: ['in_app'],
  client_type: [1],
  specific_clients: [c.acmeId],
  specific_partners: [],
  start_date: new Date(Date.now() - 60_000).toISOString(),
  status: true,
  ...over,
});

describe('notifications in Hindi', () => {
  it('lists the seeded notifications in Hindi for hi-IN, English for en-IN, and English where none is written', async () => {
    // Alternating languages with the reader cache on: each answer in its own language.
    for (let round = 0; round < 2; round++) {
      const hi = await headers('hi-IN');
      expect(hi).toEqual(
        expect.arrayContaining([
          'टैक्स बचत के प्रमाण 31 जनवरी तक जमा करें',
          'नया वेबिनार: बजट की बुनियादी बातें',
          'Your financial wellness check-up',
        ]),
      );
      expect(hi).not.toContain('Tax-saving proofs due on 31 January');
      const en = await headers('en-IN');
      expect(en).toEqual(
        expect.arrayContaining([
          'Tax-saving proofs due on 31 January',
          'New webinar: budgeting basics',
          'Your financial wellness check-up',
        ]),
      );
      expect(en.some((h) => /[\u0900-\u097F]/.test(h))).toBe(false);
    }
    expect(await headers()).toContain('Tax-saving proofs due on 31 January');
    const one = expectSuccess<Page>(await api('GET', '/users/notifications?limit=50', c.acme, { lang: 'hi-IN' }))
      .notifications[0];
    expect(one).not.toHaveProperty('hi');
  });

  it('stores an admin’s Hindi values, gives them back to the admin, and fills empty ones from English', async () => {
    const made = expectSuccess<{ _id: number; hi: Record<string, string> }>(
      await api('POST', '/admin/notifications', c.admin, {
        payload: note({
          header: 'Open enrolment closes soon',
          hi: { header: 'नामांकन जल्द बंद होगा', preview_message: '  ', message: '' },
        }),
      }),
      'S-10008',
      201,
    );
    // Empty Hindi values are not kept: the reader gets the English field.
    expect(made.hi).toEqual({ header: 'नामांकन जल्द बंद होगा' });
    const again = expectSuccess<{ hi: Record<string, string> }>(
      await api('GET', `/admin/notifications/${made._id}`, c.admin),
    );
    expect(again.hi).toEqual({ header: 'नामांकन जल्द बंद होगा' });
    const mine = expectSuccess<Page>(
      await api('GET', '/users/notifications?limit=50', c.acme, { lang: 'hi-IN' }),
    ).notifications.find((n) => n._id === made._id);
    expect(mine).toMatchObject({
      header: 'नामांकन जल्द बंद होगा',
      preview_message: 'Upload your tax-saving proofs.',
      message: 'HR needs your proofs by Friday.',
    });
  });

  it('refuses a Hindi value the schema does not allow, on its field', async () => {
    const long = await api('POST', '/admin/notifications', c.admin, {
      payload: note({ hi: { header: 'न'.repeat(151) } }),
    });
    expect(long.statusCode).toBe(422);
    expect(fieldErrors(envelopeOf(long)).map((e) => e.field)).toContain('hi.header');
    const unknown = await api('POST', '/admin/notifications', c.admin, { payload: note({ hi: { type: 'चेतावनी' } }) });
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrors(envelopeOf(unknown)).map((e) => e.field)).toContain('hi.type');
  });

  it('mails a notification in each recipient’s language (users.locale), English when none is chosen', async () => {
    await c.app.ctx.db
      .updateTable('users')
      .set({ locale: 'hi-IN' })
      .where('email', '=', 'employee@acme.example')
      .execute();
    try {
      expectSuccess(
        await api('POST', '/admin/notifications', c.admin, {
          payload: note({
            header: 'Payroll closes on the 25th',
            preview_message: 'Submit claims before payroll closes.',
            message: 'Claims after the 25th move to next month.',
            delivery: ['in_app', 'email'],
            hi: {
              header: 'पेरोल 25 तारीख को बंद होगा',
              preview_message: 'पेरोल बंद होने से पहले दावे जमा करें।',
              message: '25 तारीख के बाद के दावे अगले महीने में जाएँगे।',
            },
          }),
        }),
        'S-10008',
        201,
      );
      await dispatchIdle(c.app.ctx);
      await dispatchNotificationEmails(c.app.ctx);
      const mailTo = (to: string) =>
        c.app.ctx.db
          .selectFrom('mail_outbox')
          .select(['subject', 'text'])
          .where('to_address', '=', to)
          .where('subject', 'in', ['Payroll closes on the 25th', 'पेरोल 25 तारीख को बंद होगा'])
          .execute();
      const hindi = await mailTo('employee@acme.example');
      expect(hindi.map((m) => m.subject)).toEqual(['पेरोल 25 तारीख को बंद होगा']);
      expect(hindi[0].text).toContain('पेरोल बंद होने से पहले दावे जमा करें।');
      expect(hindi[0].text).toContain('25 तारीख के बाद के दावे अगले महीने में जाएँगे।');
      const english = await mailTo('hr@acme.example');
      expect(english.map((m) => m.subject)).toEqual(['Payroll closes on the 25th']);
      expect(english[0].text).toContain('Claims after the 25th move to next month.');
    } finally {
      await c.app.ctx.db
        .updateTable('users')
        .set({ locale: null })
        .where('email', '=', 'employee@acme.example')
        .execute();
    }
  });

  it('gives a reminder’s notification its Hindi header and message', async () => {
    const made = expectSuccess<{ _id: number; hi: Record<string, string> }>(
      await api('POST', '/reminders', c.superAdmin, {
        payload: {
          header: 'Weekly money check',
          message: 'Look at this week’s spending.',
          frequency: 'Weekly',
          reminder_days: [1, 2, 3, 4, 5, 6, 7],
          starts_on: '2026-01-01',
          delivery: ['in_app'],
          client_type: [1],
          specific_clients: [c.acmeId],
          status: true,
          hi: { header: 'साप्ताहिक पैसों की जाँच', message: 'इस हफ़्ते का खर्च देखें।' },
        },
      }),
      'S-10008',
      201,
    );
    expect(made.hi).toEqual({ header: 'साप्ताहिक पैसों की जाँच', message: 'इस हफ़्ते का खर्च देखें।' });
    await runReminders(c.app.ctx.db, new Date());
    const row = await c.app.ctx.db
      .selectFrom('notifications')
      .select(['id', 'hi'])
      .where('reminder_id', '=', made._id)
      .executeTakeFirstOrThrow();
    expect(row.hi).toEqual({
      header: 'साप्ताहिक पैसों की जाँच',
      message: 'इस हफ़्ते का खर्च देखें।',
      preview_message: 'इस हफ़्ते का खर्च देखें।',
    });
    const mine = expectSuccess<Page>(
      await api('GET', '/users/notifications?limit=50', c.acme, { lang: 'hi-IN' }),
    ).notifications.find((n) => n._id === row.id);
    expect(mine?.header).toBe('साप्ताहिक पैसों की जाँच');
  });
});
