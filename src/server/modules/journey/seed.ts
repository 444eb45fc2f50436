import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { JOURNEY_CARDS } from './content/cards.js';
import { FRA_QUESTIONS } from './content/fra-questions.js';
import { QUIZ } from './content/quiz.js';
import { RESOURCES } from './content/resources.js';

/**
 * The journey, resources, quiz and risk-assessment content (content/*.ts). Product content, not demo
 * data: seeded at every start into an empty database (nothing happens once a journey card exists),
 * in one transaction serialised by a lock so two starts never seed twice. Topic videos start as
 * links without an address until the learning center provides the videos (docs/journey.md). The cards, topics, quiz, the risk
 * questions and the resource items carry their Hindi values (`hi`, docs/i18n.md "Admin content in Hindi").
 */
export async function seedJourneyContent(db: Db): Promise<boolean> {
  if (await db.selectFrom('journey_cards').select('id').limit(1).executeTakeFirst()) return false;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE journey_cards IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('journey_cards').select('id').limit(1).executeTakeFirst()) return false;
    for (const [ci, card] of JOURNEY_CARDS.entries()) {
      const { id: cardId } = await trx
        .insertInto('journey_cards')
        .values({
          slug: card.slug,
          title: card.title,
          description: card.description,
          position: ci + 1,
          hi: JSON.stringify(card.hi),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journey_topics')
        .values(
          card.topics.map((t, ti) => ({
            card_id: cardId,
            title: t.title,
            summary: t.summary,
            key_points: t.key_points,
            video_title: t.video_title,
            video_url: null,
            video_minutes: t.video_minutes,
            task_title: t.task_title,
            task_prompt: t.task_prompt,
            hi: JSON.stringify(t.hi),
            position: ti + 1,
          })),
        )
        .execute();
    }
    const { id: quizId } = await trx
      .insertInto('quizzes')
      .values({ title: QUIZ.title, description: QUIZ.description, hi: JSON.stringify(QUIZ.hi) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quiz_questions')
      .values(QUIZ.questions.map((q, i) => ({ quiz_id: quizId, ...q, hi: JSON.stringify(q.hi), position: i + 1 })))
      .execute();
    await trx
      .insertInto('fra_questions')
      .values(
        FRA_QUESTIONS.map((q, i) => ({
          ...q,
          options: JSON.stringify(q.options),
          hi: JSON.stringify(q.hi),
          position: i + 1,
        })),
      )
      .execute();
    for (const [i, r] of RESOURCES.entries()) {
      const { id } = await trx
        .insertInto('resource_items')
        .values({
          kind: r.kind,
          item_type: r.item_type,
          slug: r.slug,
          title: r.title,
          description: r.description,
          url: r.url,
          hi: JSON.stringify(r.hi),
          position: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [si, s] of (r.subs ?? []).entries()) {
        await trx
          .insertInto('resource_items')
          .values({ kind: r.kind, parent_id: id, ...s, hi: JSON.stringify(s.hi), position: si + 1 })
          .execute();
      }
    }
    return true;
  });
}
