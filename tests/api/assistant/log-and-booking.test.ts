/**
 * The assistant (docs/assistant.md): the question limit (E-10046), the redacted log of unanswered
 * questions and its admin list, and booking a counsellor with the question as the note. Runs on
 * PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import type { AssistantUnanswered } from '../../../src/shared/generated/api/assistant/assistant-unanswered.js';
import { bearer } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bookableDate } from '../counselling/helpers.js';
import { assistantRequests, useAssistantApp } from './assistant-fixtures.js';

const c = useAssistantApp();
const { askRaw, ask } = assistantRequests(c);

describe('limits, log and admin list', () => {
  it('more than 200 words is E-10046; an empty question too', async () => {
    expectError(await askRaw(Array.from({ length: 201 }, () => 'money').join(' ')), 422, 'E-10046');
    expectError(await askRaw('   '), 422, 'E-10046');
    await ask(Array.from({ length: 200 }, () => 'money').join(' '));
  });

  it('unanswered questions are logged without personal data and listed for admins only', async () => {
    const q = 'my email is ravi@example.com and PAN ABCDE1234F phone 9876543210 how to register trademark bakery';
    await ask(q, c.acme);
    const rows = await c.app.ctx.db.selectFrom('assistant_question_log').selectAll().execute();
    const text = rows.map((r) => r.question).join(' | ');
    expect(text).not.toMatch(/ravi|example\.com|abcde1234f|9876543210/i);
    expect(text).toMatch(/trademark/);
    expect(Object.keys(rows[0]).sort()).toEqual(['confidence', 'created_at', 'id', 'intent', 'kind', 'question']);
    const list = expectSuccess<AssistantUnanswered>(
      await c.app.inject({ method: 'GET', url: '/api/v1/assistant/unanswered', headers: bearer(c.admin) }),
    );
    expect(list.list.some((r) => /trademark/.test(r.question))).toBe(true);
    expectError(
      await c.app.inject({ method: 'GET', url: '/api/v1/assistant/unanswered', headers: bearer(c.acme) }),
      403,
      'E-10506',
    );
  });
});

describe('booking a counsellor with the question as the note', () => {
  it('the booking keeps the note and the booking list shows it', async () => {
    const q = 'How do I register a trademark for my bakery business?';
    const a = await ask(q, c.acme);
    const counsellor = await c.app.ctx.db
      .selectFrom('counsellors')
      .select('id')
      .where('email', '=', 'counsellor@finwell.example')
      .executeTakeFirstOrThrow();
    const date = bookableDate();
    const slots = expectSuccess<{ available_slots: Array<{ slot_time: string }> }>(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${counsellor.id}&date=${date}`,
      }),
    );
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(c.acme),
      payload: {
        counsellor_id: counsellor.id,
        booking_date: date,
        slot_time: slots.available_slots[0].slot_time,
        phone_number: '9876543210',
        note: a.booking!.note,
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await c.app.ctx.db
      .selectFrom('counselling_bookings')
      .select('note')
      .where('counsellor_id', '=', counsellor.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.note).toBe(q);
    const mine = expectSuccess<{ bookings: Array<{ note?: string | null }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/counselors-booking', headers: bearer(c.acme) }),
    );
    expect(mine.bookings.some((b) => b.note === q)).toBe(true);
    // A note longer than 1000 characters is refused by the schema.
    const long = await c.app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(c.acme),
      payload: {
        counsellor_id: counsellor.id,
        booking_date: date,
        slot_time: '10:00',
        phone_number: '9876543210',
        note: 'x'.repeat(1001),
      },
    });
    expect(long.statusCode).toBe(422);
  });
});
