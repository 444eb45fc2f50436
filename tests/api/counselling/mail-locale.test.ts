import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { SERVICES_HI } from '../../../src/server/modules/counselling/services-hi.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

/** Booking e-mails and invites in the recipient's language (docs/i18n.md "Choosing the language"). */
const c = useCounselling();

type BookResult = { booking: { uid: string; status: number }; payment_url: string | null };
const book = (token: string, payload: Record<string, unknown>) =>
  c.app.inject({ method: 'POST', url: '/api/v1/book-counselor', headers: bearer(token), payload });
type Mail = Awaited<ReturnType<typeof readOutbox>>[number] & { ics?: string };
/** An invite's text with RFC 5545 line folding undone. */
const unfold = (ics: string | undefined) => (ics ?? '').replace(/\r\n /g, '');
/** The Hindi short month of an IST date ("नव॰"), from Intl itself. */
const hindiMonth = (date: string) =>
  new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(`${date}T06:00:00Z`));

describe('the counselling services in the reader language', () => {
  it('a Hindi reader gets the services, their specializations and bookings named in Hindi; English stays English', async () => {
    const list = (lang: string) =>
      c.app.inject({
        method: 'GET',
        url: '/api/v1/counselling-services',
        headers: { ...bearer(c.employee), 'accept-language': lang },
      });
    type Service = { id: number; title: string; description: string; covered: string[]; excluded: string[] };
    const hi = expectSuccess<{ services: Service[] }>(await list('hi-IN')).services;
    const en = expectSuccess<{ services: Service[] }>(await list('en-IN')).services;
    expect(hi).toHaveLength(12);
    for (const s of hi) {
      expect(s.title).toBe(SERVICES_HI[s.id].title);
      expect(s.description).toMatch(/[\u0900-\u097F]/);
      for (const line of [...s.covered, ...s.excluded]) expect(line).toMatch(/[\u0900-\u097F]/);
    }
    expect(en.find((s) => s.id === 1)?.title).toBe('Financial Counselling');
    const counsellor = expectSuccess<
      { specializations?: Array<{ title?: string; name?: string }> } & Record<string, unknown>
    >(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/counselors/${c.anand}`,
        headers: { ...bearer(c.employee), 'accept-language': 'hi-IN' },
      }),
    );
    expect(JSON.stringify(counsellor)).toContain(SERVICES_HI[1].title);
  }, 120_000);
});

describe('booking e-mails in the recipient language', () => {
  it("a hi-IN employee's confirmation and invite are in Hindi, the counsellor's copy in English", async () => {
    await c.db.updateTable('users').set({ locale: 'hi-IN' }).where('email', '=', 'employee@acme.example').execute();
    const date = bookableDate([2, 3, 4, 5, 6], 1);
    const data = expectSuccess<BookResult>(
      await book(c.employee, { counsellor_id: c.anand, booking_date: date, slot_time: '10:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    expect(data.booking.status).toBe(1);
    const mails = (await readOutbox(c.app, 'employee@acme.example')) as Mail[];
    const mail = mails.find((m) => m.subject === 'आपका काउंसलिंग सेशन पक्का हो गया है');
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.text).toContain('नमस्ते Priya Sharma,');
    expect(mail!.text).toMatch(/के साथ आपका .+ सेशन पक्का हो गया है।/);
    expect(mail!.text).toContain('शुल्क: निःशुल्क सेशन');
    expect(mail!.text).toContain(`बुकिंग संदर्भ: ${data.booking.uid}`);
    expect(mail!.text).toContain('(भारतीय समय)');
    expect(mail!.text).toContain(hindiMonth(date));
    expect(mail!.text).not.toMatch(/Hello|confirmed|Charge/);
    // The service is named in Hindi too (the services' Hindi text: services-hi.ts).
    const { service_id } = await c.db
      .selectFrom('counselling_bookings')
      .select('service_id')
      .where('uid', '=', data.booking.uid)
      .executeTakeFirstOrThrow();
    expect(mail!.text).toContain(SERVICES_HI[service_id].title);
    const ics = unfold(mail!.ics);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/SUMMARY:.+ के साथ /);
    expect(ics).toContain(`DESCRIPTION:FinWell काउंसलिंग सेशन\\, `);
    // The counsellor reads the same booking in English (no language chosen on their account).
    const counsellor = await readOutbox(c.app, 'counsellor@finwell.example');
    const copy = counsellor.find((m) => m.text.includes(data.booking.uid));
    expect(copy?.subject).toBe('Your counselling session is confirmed');
    expect(copy?.text).toContain('Hello Priya Sharma,');
    expect(copy?.text).not.toContain(SERVICES_HI[service_id].title);
  }, 120_000);

  it('an employee without a language choice gets the English mail, as before', async () => {
    const [token] = await makeEmployees(c.app, 1, 'english');
    const date = bookableDate([2, 3, 4, 5, 6], 1);
    const data = expectSuccess<BookResult>(
      await book(token, { counsellor_id: c.anand, booking_date: date, slot_time: '11:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    const [mail] = (await readOutbox(c.app, 'english0@acme.example')) as Mail[];
    expect(mail.subject).toBe('Your counselling session is confirmed');
    expect(mail.text).toContain('Hello Load User0,');
    expect(mail.text).toMatch(/Your .+ session with .+ is confirmed\./);
    expect(mail.text).toContain('Charge: Free session');
    expect(mail.text).toContain(`Booking reference: ${data.booking.uid}`);
    expect(mail.text).toContain('11:00 am IST (India time)');
    expect(unfold(mail.ics)).toContain('DESCRIPTION:FinWell counselling session\\, ');
  }, 120_000);

  it('a visitor who books with Accept-Language hi-IN gets the confirmation after payment in Hindi', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 2);
    const data = expectSuccess<BookResult>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor',
        headers: { 'accept-language': 'hi-IN' },
        payload: {
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: '12:00',
          first_name: 'Asha',
          last_name: 'Rao',
          email: 'asha.hindi@example.com',
          phone_number: PHONE,
        },
      }),
      'S-10011',
      201,
    );
    expect(data.booking.status).toBe(2);
    const paid = await c.app.inject({
      method: 'POST',
      url: data.payment_url!,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBeLessThan(400);
    const mails = (await readOutbox(c.app, 'asha.hindi@example.com')) as Mail[];
    const mail = mails.find((m) => m.subject === 'आपका काउंसलिंग सेशन पक्का हो गया है');
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.text).toContain('नमस्ते Asha Rao,');
    expect(mail!.text).toContain('शुल्क: ₹1,500');
    expect(unfold(mail!.ics)).toContain('काउंसलिंग सेशन');
  }, 120_000);
});
