import { sql } from 'kysely';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import type { Db } from '../../db/index.js';
import { redactQuery } from '../knowledge-base/search.js';

type Logged = Pick<AssistantAnswer, 'kind' | 'intent' | 'confidence'>;

/** The assistant's question log (docs/assistant.md "Log"): what it could not answer well, for admins. */

/**
 * Unanswered and low-confidence questions for admins: the words only, redacted like the knowledge
 * base's query log (no user, no company, no e-mail, PAN or long numbers; docs/assistant.md "Log").
 */
export async function logQuestion(db: Db, question: string, answer: Logged): Promise<void> {
  const text = redactQuery(question);
  if (!text) return;
  // Hand-offs, how-to and fact answers are answered: only these three kinds are logged.
  if (answer.kind !== 'calculator' && answer.kind !== 'content' && answer.kind !== 'unknown') return;
  await db
    .insertInto('assistant_question_log')
    .values({ question: text, kind: answer.kind, intent: answer.intent, confidence: answer.confidence })
    .execute();
}

/** The most asked unanswered or low-confidence questions of the last days (admin dashboard card). */
export async function topUnanswered(db: Db, days = 30, limit = 5) {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await db
    .selectFrom('assistant_question_log')
    .select(['question', sql<number>`count(*)::int`.as('count'), sql<Date>`max(created_at)`.as('last_asked')])
    .where('created_at', '>=', since)
    .groupBy('question')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    question: r.question,
    count: Number(r.count),
    last_asked: new Date(r.last_asked).toISOString(),
  }));
}
