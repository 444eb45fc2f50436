import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, istDay, multipart, PNG, useWebinars } from './helpers.js';

/** Webinar invites in the registrant's language (users.locale; docs/i18n.md "Choosing the language"). */
const c = useWebinars();

const outbox = async (to: string) =>
  c.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: Record<string, unknown>) =>
  c.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const unfold = (ics: string | null | undefined) => (ics ?? '').replace(/\r\n /g, '');
const setLocale = (locale: 'hi-IN' | null) =>
  c.app.ctx.db.updateTable('users').set({ locale }).where('email', '=', 'employee@acme.example').execute();

describe('webinar invites in the registrant language', () => {
  it('a hi-IN employee is registered in Hindi; back on English, the cancellation is in English', async () => {
    const m = multipart(
      {
        webinar_type: 2,
        name: 'Tax saving basics',
        presenter: 'FinWell',
        speaker_id: c.farah,
        date: istDay(3),
        start_time: '18:30',
        end_time: '19:30',
        join_url: 'https://meet.finwell.example/tax',
        keyword: ['tax'],
        client_type: [1],
        specific_clients: [c.acmeId],
      },
      [{ field: 'banner', name: 'b.png', type: 'image/png', content: PNG }],
    );
    const made = expectSuccess<{ _id: number }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/admin/webinar',
        headers: { ...bearer(c.admin), ...m.headers },
        payload: m.payload,
      }),
      'S-10008',
      201,
    );

    await setLocale('hi-IN');
    expectSuccess(await call('POST', '/webinar/register', c.acme, { webinar_id: made._id }), 'S-10012', 201);
    const [invite] = await outbox('employee@acme.example');
    expect(invite.subject).toMatch(/^पंजीकरण हो गया: Tax saving basics \(.+ IST\)$/);
    expect(invite.text).toContain('नमस्ते Priya Sharma,');
    expect(invite.text).toMatch(/के साथ "Tax saving basics" के लिए आपका पंजीकरण हो गया है।/);
    expect(invite.text).toContain('जुड़ने का बटन शुरू होने से 15 मिनट पहले खुलता है।');
    expect(invite.text).toContain('6:30');
    expect(invite.text).not.toMatch(/Hello|registered|Join from/);
    const ics = unfold(invite.ics);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SUMMARY:वेबिनार: Tax saving basics');
    expect(ics).toContain('"Tax saving basics" 30 मिनट में शुरू होगा');

    await setLocale(null);
    expectSuccess(await call('PATCH', '/webinar/un-register', c.acme, { webinar_id: made._id }));
    const [cancel] = await outbox('employee@acme.example');
    expect(cancel.subject).toMatch(/^Registration cancelled: Tax saving basics \(.+ 6:30 pm IST\)$/);
    expect(cancel.text).toContain('Hello Priya Sharma,');
    expect(cancel.text).toContain('You have un-registered from "Tax saving basics". The calendar entry is cancelled.');
    expect(unfold(cancel.ics)).toContain('SUMMARY:Webinar: Tax saving basics');
  }, 120_000);
});
