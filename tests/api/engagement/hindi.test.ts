import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchIdle, dispatchNotificationEmails } from '../../../src/server/modules/engagement/delivery.js';
import { runReminders } from '../../../src/server/modules/engagement/reminders.js';
import { envelopeOf, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

/**
 * Engagement content in Hindi (docs/i18n.md "Admin content in Hindi"): notifications, reminders, spotlights, calls to
 * action, tasks and widget messages carry optional `hi` values; readers get them with Accept-Language hi-IN (English
 * where a field has none), admins get `hi` back for their forms, and the notification e-mail follows users.locale.
 * The reader cache is on (a minute) so an answer cached in one language cannot leak into the other.
 */
type UserNote = { _id: number; header: string; preview_message: string; message: string };
type Page = { notifications: UserNote[] };

let app: App;
let admin: string;
let superAdmin: string;
let acme: string;
let paid: string;
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
  superAdmin = await sessionFor(app, 'superadmin@finwell.example');
  acme = await sessionFor(app, 'employee@acme.example');
  paid = await sessionFor(app, 'paid@example.com');
});
afterAll(async () => {
  await app?.close();
});

const api = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | null,
  opts: { lang?: string; payload?: unknown } = {},
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    payload: opts.payload as Record<string, unknown> | undefined,
  });
const headers = async (lang?: string) =>
  expectSuccess<Page>(await api('GET', '/users/notifications?limit=50', acme, { lang })).notifications.map(
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
  specific_clients: [acmeId],
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
    const one = expectSuccess<Page>(await api('GET', '/users/notifications?limit=50', acme, { lang: 'hi-IN' }))
      .notifications[0];
    expect(one).not.toHaveProperty('hi');
  });

  it('stores an admin’s Hindi values, gives them back to the admin, and fills empty ones from English', async () => {
    const made = expectSuccess<{ _id: number; hi: Record<string, string> }>(
      await api('POST', '/admin/notifications', admin, {
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
      await api('GET', `/admin/notifications/${made._id}`, admin),
    );
    expect(again.hi).toEqual({ header: 'नामांकन जल्द बंद होगा' });
    const mine = expectSuccess<Page>(
      await api('GET', '/users/notifications?limit=50', acme, { lang: 'hi-IN' }),
    ).notifications.find((n) => n._id === made._id);
    expect(mine).toMatchObject({
      header: 'नामांकन जल्द बंद होगा',
      preview_message: 'Upload your tax-saving proofs.',
      message: 'HR needs your proofs by Friday.',
    });
  });

  it('refuses a Hindi value the schema does not allow, on its field', async () => {
    const long = await api('POST', '/admin/notifications', admin, {
      payload: note({ hi: { header: 'न'.repeat(151) } }),
    });
    expect(long.statusCode).toBe(422);
    expect(fieldErrors(envelopeOf(long)).map((e) => e.field)).toContain('hi.header');
    const unknown = await api('POST', '/admin/notifications', admin, { payload: note({ hi: { type: 'चेतावनी' } }) });
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrors(envelopeOf(unknown)).map((e) => e.field)).toContain('hi.type');
  });

  it('mails a notification in each recipient’s language (users.locale), English when none is chosen', async () => {
    await app.ctx.db
      .updateTable('users')
      .set({ locale: 'hi-IN' })
      .where('email', '=', 'employee@acme.example')
      .execute();
    try {
      expectSuccess(
        await api('POST', '/admin/notifications', admin, {
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
      await dispatchIdle(app.ctx);
      await dispatchNotificationEmails(app.ctx);
      const mailTo = (to: string) =>
        app.ctx.db
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
      await app.ctx.db
        .updateTable('users')
        .set({ locale: null })
        .where('email', '=', 'employee@acme.example')
        .execute();
    }
  });

  it('gives a reminder’s notification its Hindi header and message', async () => {
    const made = expectSuccess<{ _id: number; hi: Record<string, string> }>(
      await api('POST', '/reminders', superAdmin, {
        payload: {
          header: 'Weekly money check',
          message: 'Look at this week’s spending.',
          frequency: 'Weekly',
          reminder_days: [1, 2, 3, 4, 5, 6, 7],
          starts_on: '2026-01-01',
          delivery: ['in_app'],
          client_type: [1],
          specific_clients: [acmeId],
          status: true,
          hi: { header: 'साप्ताहिक पैसों की जाँच', message: 'इस हफ़्ते का खर्च देखें।' },
        },
      }),
      'S-10008',
      201,
    );
    expect(made.hi).toEqual({ header: 'साप्ताहिक पैसों की जाँच', message: 'इस हफ़्ते का खर्च देखें।' });
    await runReminders(app.ctx.db, new Date());
    const row = await app.ctx.db
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
      await api('GET', '/users/notifications?limit=50', acme, { lang: 'hi-IN' }),
    ).notifications.find((n) => n._id === row.id);
    expect(mine?.header).toBe('साप्ताहिक पैसों की जाँच');
  });
});

describe('spotlights, calls to action, tasks and widget messages in Hindi', () => {
  it('shows this month’s seeded spotlight in the reader’s language', async () => {
    const spot = async (token: string, lang: string) =>
      expectSuccess<{ spotlight: { title: string; message: string } | null }>(
        await api('GET', '/user-monthly-spotlight', token, { lang }),
      ).spotlight;
    expect((await spot(acme, 'hi-IN'))?.title).toBe('अपना आपातकालीन फ़ंड बनाएँ');
    expect((await spot(acme, 'en-IN'))?.title).toBe('Build your emergency fund');
    expect((await spot(paid, 'hi-IN'))?.title).toBe('इस महीने SIP शुरू करें');
    expect(await spot(acme, 'hi-IN')).not.toHaveProperty('hi');
    // The admin's list keeps the Hindi values for the edit form.
    const list = expectSuccess<{ spotlights: Array<{ title: string; hi: Record<string, string> }> }>(
      await api('GET', '/monthly-spotlights', admin),
    ).spotlights;
    expect(list.find((s) => s.title === 'Build your emergency fund')?.hi.title).toBe('अपना आपातकालीन फ़ंड बनाएँ');
  });

  it('reads a call to action in Hindi, English where a field has none; the admin gets it with `hi`', async () => {
    const made = expectSuccess<{ _id: number }>(
      await api('POST', '/cta_option', admin, {
        payload: {
          title: 'Check your insurance',
          text: 'See whether your cover is enough.',
          button_label: 'Check now',
          route: '/client/calculators',
          status: true,
          hi: { title: 'अपना बीमा जाँचें', button_label: 'अभी जाँचें' },
        },
      }),
      'S-10008',
      201,
    );
    const asEmployee = expectSuccess<Record<string, unknown>>(
      await api('GET', `/cta-options/${made._id}`, acme, { lang: 'hi-IN' }),
    );
    expect(asEmployee).toMatchObject({
      title: 'अपना बीमा जाँचें',
      text: 'See whether your cover is enough.',
      button_label: 'अभी जाँचें',
    });
    expect(asEmployee).not.toHaveProperty('hi');
    const asAdmin = expectSuccess<Record<string, unknown>>(await api('GET', `/cta-options/${made._id}`, admin));
    expect(asAdmin).toMatchObject({
      title: 'Check your insurance',
      hi: { title: 'अपना बीमा जाँचें', button_label: 'अभी जाँचें' },
    });
  });

  it('lists the seeded tasks in Hindi', async () => {
    const titles = async (lang: string) =>
      expectSuccess<{ tasks: Array<{ title: string }> }>(await api('GET', '/all-tasks', acme, { lang })).tasks.map(
        (t) => t.title,
      );
    expect(await titles('hi-IN')).toContain('अपना आपातकालीन फ़ंड तय करें');
    expect(await titles('en-IN')).toContain('Work out your emergency fund');
  });

  it('shows a widget message (banner ad) in Hindi, with its Hindi message through the allow-list', async () => {
    expectSuccess(
      await api('POST', '/company/widget', admin, {
        payload: {
          title: 'Tax week',
          message: '<p>Save tax</p>',
          placement: 'widget',
          start_date: '2020-01-01',
          end_date: '2099-12-31',
          is_default: false,
          is_retail: true,
          company_ids: [],
          status: 1,
          hi: { title: 'टैक्स सप्ताह', message: '<p>टैक्स बचाएँ</p><script>x()</script>' },
        },
      }),
      'S-10008',
      201,
    );
    const ads = async (lang: string) =>
      expectSuccess<{ banner_ads: Array<{ title: string; message: string | null }> }>(
        await api('GET', '/public/banner-ads', null, { lang }),
      ).banner_ads;
    expect((await ads('hi-IN')).find((a) => a.title === 'टैक्स सप्ताह')?.message).toBe('<p>टैक्स बचाएँ</p>');
    expect((await ads('en-IN')).map((a) => a.title)).toContain('Tax week');
  });
});
