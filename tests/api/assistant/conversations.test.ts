import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { anonymiseUser } from '../../../src/server/modules/privacy/anonymise.js';
import type { AssistantAnswer } from '../../../src/shared/generated/api/assistant/assistant-answer.js';
import { bearer } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { useAssistantApp } from './assistant-fixtures.js';

/**
 * Conversations, hand-offs and Hindi (issue 33, docs/assistant.md "Conversations", "Hand-off", "Hindi and Hinglish"):
 * a follow-up changes only what it names; only the owner continues a conversation; it expires; the person's data
 * export lists it and erasure deletes it.
 */
const c = useAssistantApp();

async function ask(question: string, token: string | null, conversationId?: string, locale?: string) {
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/v1/client-emp/ask-question',
    headers: { ...(token ? bearer(token) : {}), ...(locale ? { 'accept-language': locale } : {}) },
    payload: { question, ...(conversationId ? { conversation_id: conversationId } : {}) },
  });
  return expectSuccess<AssistantAnswer>(res);
}
const inputs = (a: AssistantAnswer) => Object.fromEntries((a.calculation?.inputs ?? []).map((i) => [i.name, i.value]));
const userId = async (email: string) =>
  (await c.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('conversations', () => {
  it('a follow-up reuses the EMI calculator and its inputs and changes only the tenure', async () => {
    const first = await ask('EMI for 40 lakh at 8.5% for 20 years', c.acme);
    expect(first.conversation_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const next = await ask('what if the tenure is 25 years?', c.acme, first.conversation_id);
    expect(next.conversation_id).toBe(first.conversation_id);
    expect(next.kind).toBe('calculator');
    expect(next.calculation?.key).toBe('home_loan_emi');
    expect(inputs(next)).toMatchObject({ principal: 4_000_000, annualRatePct: 8.5, tenureMonths: 300 });
    expect(next.calculation!.inputs.find((i) => i.name === 'principal')!.assumed).toBe(false);
    // Without the conversation the same words are not an EMI question.
    expect((await ask('what if the tenure is 25 years?', c.acme)).kind).not.toBe('calculator');
  });

  it('a tax follow-up keeps the named year and changes the regime and 80C', async () => {
    const first = await ask('tax on 15 lakh salary for FY 2024-25', c.acme);
    expect(first.calculation?.key).toBe('tax_regime_fy2024_25');
    expect(first.calculation?.tax_year).toBe('FY 2024-25 (AY 2025-26)');
    expect(first.answer).toContain('FY 2024-25');
    const next = await ask('and in the old regime with 1.5 lakh 80C?', c.acme, first.conversation_id);
    expect(next.calculation?.key).toBe('tax_regime_fy2024_25');
    expect(inputs(next)).toMatchObject({ salaryIncome: 1_500_000, sec80C: 150_000, regime: 'old' });
    expect(next.answer).toMatch(/FY 2024-25/);
  });

  it('only the owner continues a conversation; another person or a visitor gets a new one', async () => {
    const mine = await ask('EMI for 40 lakh at 8.5% for 20 years', c.acme);
    const theirs = await ask('what if the tenure is 25 years?', c.umbrella, mine.conversation_id);
    expect(theirs.conversation_id).not.toBe(mine.conversation_id);
    expect(theirs.kind).not.toBe('calculator');
    const visitor = await ask('what if the tenure is 25 years?', null, mine.conversation_id);
    expect(visitor.conversation_id).not.toBe(mine.conversation_id);
    // A visitor's conversation is continued by whoever holds its id, and by no signed-in person.
    const anon = await ask('EMI for 10 lakh at 9% for 5 years', null);
    expect((await ask('what if 7 years?', null, anon.conversation_id)).calculation?.inputs).toContainEqual(
      expect.objectContaining({ name: 'tenureMonths', value: 84 }),
    );
    expect((await ask('what if 7 years?', c.acme, anon.conversation_id)).conversation_id).not.toBe(
      anon.conversation_id,
    );
    // The owner's conversation was not changed by the others.
    const again = await ask('what if 30 years?', c.acme, mine.conversation_id);
    expect(inputs(again)).toMatchObject({ principal: 4_000_000, tenureMonths: 360 });
  });

  it('expires: after its expiry an id starts a new conversation', async () => {
    const first = await ask('EMI for 40 lakh at 8.5% for 20 years', c.acme);
    await c.app.ctx.db
      .updateTable('assistant_conversations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', first.conversation_id)
      .execute();
    const next = await ask('what if the tenure is 25 years?', c.acme, first.conversation_id);
    expect(next.conversation_id).not.toBe(first.conversation_id);
    expect(next.kind).not.toBe('calculator');
  });

  it('the data export lists the person’s conversations and erasure deletes them', async () => {
    const first = await ask('EMI for 12 lakh at 9% for 10 years', c.globex);
    await ask('what if 15 years?', c.globex, first.conversation_id);
    const res = await c.app.inject({ method: 'GET', url: '/api/v1/my-data', headers: bearer(c.globex) });
    const data = expectSuccess<{ assistant_conversations: Array<{ questions: string; turns: number }> }>(res);
    const row = data.assistant_conversations.find((r) => r.questions.includes('what if 15 years?'));
    expect(row?.turns).toBe(2);
    expect(JSON.stringify(data.assistant_conversations)).not.toContain(first.conversation_id);
    const id = await userId('employee@globex.example');
    await anonymiseUser(c.app.ctx.db, id);
    const left = await c.app.ctx.db
      .selectFrom('assistant_conversations')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('a human when it matters', () => {
  it('a medical emergency gets a kind answer, no product figure, and a booking with the figures', async () => {
    const q =
      'My father had a heart attack, the bill is 6 lakh, I have no insurance and an EMI of 22,000, I am panicking';
    const a = await ask(q, c.acme);
    expect(a.kind).toBe('handoff');
    expect(a.calculation).toBeNull();
    expect(a.answer).not.toMatch(/₹/);
    expect(a.answer).toMatch(/counsellor/i);
    expect(a.booking?.note).toContain(q);
    expect(a.booking?.note).toMatch(/bill ₹6,00,000/);
    expect(a.booking?.note).toMatch(/EMI ₹22,000|emi ₹22,000/);
    expect(a.booking?.url).toMatch(/^\/client\/counselling\?note=/);
    const visitor = await ask('I lost my job and cannot pay my EMI of 30,000, recovery agents keep calling', null);
    expect(visitor.kind).toBe('handoff');
    expect(visitor.booking?.url).toMatch(/^\/public-counselling\?note=/);
  });

  it('a plain EMI question is still a calculation, and a general "should I" question is content', async () => {
    expect((await ask('EMI for 6 lakh at 10% for 3 years', c.acme)).kind).toBe('calculator');
    expect((await ask('Should I prepay my home loan or invest the money?', c.acme)).kind).not.toBe('handoff');
  });
});

describe('Hindi and Hinglish', () => {
  it('a Hinglish EMI question is understood and answered in Hindi for a Hindi reader', async () => {
    const a = await ask('20 lakh home loan 9% 15 saal EMI kitni hogi?', c.acme, undefined, 'hi-IN');
    expect(a.kind).toBe('calculator');
    expect(inputs(a)).toMatchObject({ principal: 2_000_000, annualRatePct: 9, tenureMonths: 180 });
    expect(a.language).toBe('hi');
    expect(a.answer).toMatch(/[\u0900-\u097F]/);
  });

  it('a Devanagari question is answered in Hindi whatever the page language', async () => {
    const a = await ask('२० लाख के होम लोन पर ९% ब्याज, १५ साल की ईएमआई कितनी होगी?', c.acme);
    expect(a.kind).toBe('calculator');
    expect(inputs(a)).toMatchObject({ principal: 2_000_000, tenureMonths: 180 });
    expect(a.language).toBe('hi');
  });
});
