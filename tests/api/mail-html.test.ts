/**
 * Every e-mail has an HTML part that says what its text part says, in the same language (issue 34): the webinar
 * invites, the notification mails and the deletion confirmation were text-only. What a person or an admin typed is
 * escaped; the addresses in the text are links.
 */
import { describe, expect, it } from 'vitest';
import { dispatchIdle, dispatchNotificationEmails } from '../../src/server/modules/engagement/delivery.js';
import { expectSuccess } from '../support/envelope.js';
import { bearer, istDay, multipart, PNG, useWebinars } from './webinars/helpers.js';

const c = useWebinars();

const ACME = 'employee@acme.example';
const GLOBEX = 'employee@globex.example';
/** Typed by an admin: every character HTML gives meaning to. */
const NAME = `Tax & "you" <2026>`;
const NAME_HTML = 'Tax &amp; &quot;you&quot; &lt;2026&gt;';

const latest = async (to: string) =>
  c.app.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const setLocale = (email: string, locale: 'hi-IN' | null) =>
  c.app.ctx.db.updateTable('users').set({ locale }).where('email', '=', email).execute();
const api = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) =>
  c.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

/** What a reader of the HTML part sees: tags dropped, paragraphs and line breaks as new lines, entities read. */
function shown(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

/** An HTML part present, with the text part's words and nothing unescaped of the typed name. */
function expectHtmlOf(mail: { text: string; html: string | null }): string {
  expect(mail.html, 'the e-mail has an HTML part').toBeTruthy();
  const html = mail.html ?? '';
  expect(words(shown(html))).toBe(words(mail.text));
  expect(html).not.toContain(NAME);
  return html;
}

describe('the e-mails that were text-only have an HTML part', () => {
  it('webinar invites: registered (Hindi), cancelled, deleted by the organiser', async () => {
    const m = multipart(
      {
        webinar_type: 2,
        name: NAME,
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
    const join = new URL(`/client/webinars?webinarId=${made._id}`, c.app.ctx.config.publicUrl).toString();

    await setLocale(ACME, 'hi-IN');
    expectSuccess(await api('POST', '/webinar/register', c.acme, { webinar_id: made._id }), 'S-10012', 201);
    const registered = expectHtmlOf(await latest(ACME));
    expect(registered).toContain('<p>नमस्ते Priya Sharma,</p>');
    expect(registered).toContain(`&quot;${NAME_HTML}&quot; के लिए आपका पंजीकरण हो गया है।`);
    expect(registered).toContain(`यहाँ से जुड़ें: <a href="${join}">${join}</a>`);
    expect(registered).not.toMatch(/Hello|Join from/);

    await setLocale(ACME, null);
    expectSuccess(await api('PATCH', '/webinar/un-register', c.acme, { webinar_id: made._id }));
    const cancelled = expectHtmlOf(await latest(ACME));
    expect(cancelled).toContain(
      `<p>You have un-registered from &quot;${NAME_HTML}&quot;. The calendar entry is cancelled.</p>`,
    );
    expect(cancelled).not.toContain('<a ');

    expectSuccess(await api('POST', '/webinar/register', c.acme, { webinar_id: made._id }), 'S-10012', 201);
    expectSuccess(await api('DELETE', `/admin/webinar/${made._id}`, c.admin), 'S-10010');
    const deleted = await latest(ACME);
    expect(deleted.subject).toMatch(/^Cancelled: /);
    expect(expectHtmlOf(deleted)).toContain(`&quot;${NAME_HTML}&quot; has been cancelled by the organiser.`);
  }, 120_000);

  it('notification mails: the admin text escaped, the read and stop links as links', async () => {
    const header = `Proofs <due> & "late"`;
    expectSuccess(
      await api('POST', '/admin/notifications', c.admin, {
        header,
        preview_message: 'Upload <b>proofs</b> & receipts.',
        message: 'HR needs them by Friday.\nAsk HR if unsure.',
        type: 1,
        priority: 1,
        delivery: ['in_app', 'email'],
        client_type: [1],
        specific_clients: [c.acmeId],
        specific_partners: [],
        start_date: new Date(Date.now() - 60_000).toISOString(),
        status: true,
      }),
      'S-10008',
      201,
    );
    await dispatchIdle(c.app.ctx);
    await dispatchNotificationEmails(c.app.ctx);
    const mail = await latest(ACME);
    expect(mail.subject).toBe(header);
    const html = expectHtmlOf(mail);
    expect(html).toContain('<p>Upload &lt;b&gt;proofs&lt;/b&gt; &amp; receipts.</p>');
    expect(html).toContain('<p>HR needs them by Friday.<br>Ask HR if unsure.</p>');
    const open = new URL('/client/notifications', c.app.ctx.config.publicUrl).toString();
    expect(html).toContain(`Read it on FinWell: <a href="${open}">${open}</a>`);
    expect(html).toMatch(/Stop e-mails about alert notifications: <a href="([^"]+)">\1<\/a>/);
    expect(html).toMatch(/href="[^"]*\/mail-unsubscribe\?token=/);
  }, 120_000);

  it('the deletion confirmation, in Hindi for a Hindi reader', async () => {
    await setLocale(GLOBEX, 'hi-IN');
    expectSuccess(await api('POST', '/my-data/deletion-request', c.globex), 'S-10016', 201);
    const html = expectHtmlOf(await latest(GLOBEX));
    const profile = `${c.app.ctx.config.publicUrl}/client/my-profile`;
    expect(html).toContain(`&quot;मेरी प्रोफ़ाइल&quot; पेज पर यह अनुरोध रद्द करें: <a href="${profile}">${profile}</a>`);
    expect(html).not.toMatch(/Changed your mind|Hello/);
  }, 120_000);

  it('no e-mail these sent is without an HTML part', async () => {
    const textOnly = await c.app.ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where((eb) => eb.or([eb('html', 'is', null), eb('html', '=', '')]))
      .execute();
    expect(textOnly).toEqual([]);
    const count = await c.app.ctx.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    expect(Number(count[0].n)).toBeGreaterThanOrEqual(5);
  });
});
