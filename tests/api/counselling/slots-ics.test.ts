import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from '../../../src/server/modules/counselling/ics.js';
import { bookingMailMessages, composeBookingMail } from '../../../src/server/modules/counselling/emails.js';
import {
  addDays,
  assertBookableDate,
  computeSlots,
  istInstant,
  istToday,
  weekdayOf,
  type Availability,
} from '../../../src/server/modules/counselling/slots.js';

const weekdays: Availability = {
  availableDays: [2, 3, 4, 5, 6],
  availableTimes: [
    { start_time: '10:00', end_time: '13:00' },
    { start_time: '14:00', end_time: '18:00' },
  ],
  blockedDates: new Set(),
  sessionMinutes: 45,
};

describe('slot engine (IST)', () => {
  it('uses IST wall-clock times whatever the server time zone', () => {
    expect(istInstant('2026-12-01', '10:00')).toBe(Date.parse('2026-12-01T04:30:00Z'));
    expect(istToday(Date.parse('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(istToday(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(weekdayOf('2026-11-22')).toBe(1); // a Sunday
  });

  it('refuses today and tomorrow in IST (E-10412), also just after midnight IST', () => {
    const justAfterMidnightIst = Date.parse('2026-11-30T18:31:00Z'); // 1 Dec 00:01 IST
    expect(() => assertBookableDate('2026-12-01', justAfterMidnightIst)).toThrow(
      expect.objectContaining({ code: 'E-10412' }),
    );
    expect(() => assertBookableDate('2026-12-02', justAfterMidnightIst)).toThrow(
      expect.objectContaining({ code: 'E-10412' }),
    );
    expect(() => assertBookableDate('2026-12-03', justAfterMidnightIst)).not.toThrow();
  });

  it('offers nothing on a day off or a blocked date', () => {
    expect(computeSlots(weekdays, '2026-11-22', [])).toEqual([]);
    expect(computeSlots({ ...weekdays, blockedDates: new Set(['2026-11-24']) }, '2026-11-24', [])).toEqual([]);
  });

  it('marks a slot taken when a booking overlaps it (half-open intervals)', () => {
    const s = Date.parse('2026-11-24T05:30:00Z'); // 11:00 IST
    const slots = computeSlots(weekdays, '2026-11-24', [{ startsAt: s, endsAt: s + 45 * 60_000 }]);
    expect(slots.filter((x) => !x.available).map((x) => x.slot_time)).toEqual(['11:00']);
    const touching = computeSlots(weekdays, '2026-11-24', [{ startsAt: s - 15 * 60_000, endsAt: s }]);
    expect(touching.find((x) => x.slot_time === '11:00')?.available).toBe(true);
  });

  it('property: every slot lies inside a window, lasts the session length, and slots never overlap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 15, max: 120 }),
        fc.integer({ min: 0, max: 40 }),
        (startHour, hours, minutes, dayOffset) => {
          const from = `${String(startHour).padStart(2, '0')}:00`;
          const toHour = Math.min(23, startHour + hours);
          const to = `${String(toHour).padStart(2, '0')}:30`;
          const a: Availability = {
            availableDays: [1, 2, 3, 4, 5, 6, 7],
            availableTimes: [{ start_time: from, end_time: to }],
            blockedDates: new Set(),
            sessionMinutes: minutes,
          };
          const date = addDays('2026-12-01', dayOffset);
          const slots = computeSlots(a, date, []);
          for (const s of slots) {
            const st = Date.parse(s.starts_at);
            const en = Date.parse(s.ends_at);
            expect(en - st).toBe(minutes * 60_000);
            expect(st).toBeGreaterThanOrEqual(istInstant(date, from));
            expect(en).toBeLessThanOrEqual(istInstant(date, to));
          }
          for (let i = 1; i < slots.length; i++)
            expect(Date.parse(slots[i].starts_at)).toBeGreaterThanOrEqual(Date.parse(slots[i - 1].ends_at));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('calendar invites', () => {
  const base = {
    uid: 'abc@finwell.example',
    sequence: 0,
    startsAt: new Date('2026-11-24T04:30:00Z'),
    endsAt: new Date('2026-11-24T05:15:00Z'),
    summary: 'Financial Counselling, with Anand',
    description: 'Line one\nLine two; more',
    organizerEmail: 'no-reply@finwell.example',
    attendeeEmail: 'p@acme.example',
    attendeeName: 'Priya Sharma',
    now: new Date('2026-11-22T00:00:00Z'),
  };

  it('writes a REQUEST with UTC times, CRLF lines and escaped text', () => {
    const ics = buildIcs({ ...base, method: 'REQUEST' });
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20261124T043000Z\r\n');
    expect(ics).toContain('DTEND:20261124T051500Z\r\n');
    expect(ics).toContain('SUMMARY:Financial Counselling\\, with Anand');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\; more');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('cancels with the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const ics = buildIcs({ ...base, method: 'CANCEL', sequence: 2 });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('UID:abc@finwell.example');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('STATUS:CANCELLED');
  });

  it('folds long lines and escapes text', () => {
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
  });

  it('e-mails show the IST time and the en-IN amount', () => {
    const mail = composeBookingMail(
      'confirmed',
      {
        uid: 'u1',
        icalSequence: 0,
        serviceId: 4,
        serviceTitle: 'Tax Counselling',
        counsellorName: 'Rohit Bansal',
        counsellorEmail: null,
        attendeeName: 'Priya',
        attendeeEmail: 'p@acme.example',
        startsAt: new Date('2026-11-24T10:30:00Z'),
        endsAt: new Date('2026-11-24T11:15:00Z'),
        amountPaise: 12345600,
        free: false,
      },
      'no-reply@finwell.example',
    );
    expect(mail.text).toContain('24 Nov 2026');
    expect(mail.text).toContain('04:00 pm IST');
    expect(mail.text).toContain('₹1,23,456');
    expect(mail.ics?.method).toBe('REQUEST');
  });

  it('says how the session is held: the counsellor calls the number given, to the booker and to the counsellor', () => {
    const view = {
      uid: 'u2',
      icalSequence: 0,
      serviceId: 4,
      serviceTitle: 'Tax Counselling',
      counsellorName: 'Rohit Bansal',
      counsellorEmail: 'rohit@finwell.example',
      attendeeName: 'Priya',
      attendeeEmail: 'p@acme.example',
      attendeePhone: '+916123456789',
      startsAt: new Date('2026-11-24T10:30:00Z'),
      endsAt: new Date('2026-11-24T11:15:00Z'),
      amountPaise: 0,
      free: true,
    };
    const [toBooker, toCounsellor] = bookingMailMessages('confirmed', view, 'no-reply@finwell.example');
    expect(toBooker.text).toContain(
      'How you will meet: Rohit Bansal will call you on +91 61234 56789 at the session time.',
    );
    expect(toBooker.html).toContain('Rohit Bansal will call you on +91 61234 56789');
    expect(toBooker.ics?.content).toContain('LOCATION:Phone call from your counsellor to +91 61234 56789');
    expect(toBooker.ics?.content).not.toContain('LOCATION:Online');
    expect(toCounsellor.text).toContain('How you will meet: please call Priya on +91 61234 56789 at the session time.');
    // A booking an admin made without a number: the counsellor writes; a cancellation says nothing about meeting.
    const noPhone = composeBookingMail('confirmed', { ...view, attendeePhone: null }, 'no-reply@finwell.example');
    expect(noPhone.text).toContain('Rohit Bansal will e-mail you before the session with how to join.');
    expect(composeBookingMail('cancelled', view, 'no-reply@finwell.example').text).not.toContain('How you will meet');
  });
});
