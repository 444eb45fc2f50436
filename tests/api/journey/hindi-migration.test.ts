/**
 * Migration 2302-content-hindi-resources on a database seeded before it (docs/journey.md "Hindi"): the shipped quiz,
 * risk questions and resource items get their Hindi field by field where the row still has the shipped English; a
 * field an admin changed keeps no Hindi (a list only when every entry is unchanged), other rows stay without Hindi.
 * Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/server/db/index.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { FRA_QUESTIONS } from '../../../src/server/modules/journey/content/fra-questions.js';
import { QUIZ } from '../../../src/server/modules/journey/content/quiz.js';
import { RESOURCES } from '../../../src/server/modules/journey/content/resources.js';
import { databaseBefore } from '../../support/app.js';

let handle: DbHandle;

beforeAll(async () => {
  handle = await databaseBefore('2301-content-hindi-learning');

  // The content as the seed wrote it before 2302, then an admin's edits.
  const db = handle.db;
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ title: QUIZ.title, description: 'Edited by an admin.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quiz_questions')
    .values(
      QUIZ.questions.slice(0, 3).map((q, i) => ({
        quiz_id: quizId,
        question: q.question,
        options: i === 1 ? [...q.options.slice(0, -1), 'Something else'] : q.options,
        answer_index: q.answer_index,
        explanation: q.explanation,
        position: i + 1,
      })),
    )
    .execute();
  await db
    .insertInto('quiz_questions')
    .values({ quiz_id: quizId, question: 'An admin’s own question?', options: ['Yes', 'No'], answer_index: 0 })
    .execute();
  await db
    .insertInto('fra_questions')
    .values(
      FRA_QUESTIONS.slice(0, 2).map((q, i) => ({
        dimension: q.dimension,
        question: q.question,
        help: i === 1 ? 'Edited help.' : q.help,
        options: JSON.stringify(i === 1 ? q.options.map((o) => ({ ...o, points: 5 - o.points })) : q.options),
        position: i + 1,
      })),
    )
    .execute();
  const [weekend] = RESOURCES;
  await db
    .insertInto('resource_items')
    .values([
      { kind: weekend.kind, item_type: weekend.item_type, title: weekend.title, description: weekend.description },
      { kind: 1, item_type: 5, title: 'An admin’s own activity', description: '' },
    ])
    .execute();
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => handle?.close());

describe('2302 fills the shipped Hindi into a database seeded before', () => {
  it('the quiz: the unchanged title, not the edited description', async () => {
    const quiz = await handle.db.selectFrom('quizzes').select('hi').executeTakeFirstOrThrow();
    expect(quiz.hi).toEqual({ title: QUIZ.hi.title });
  });

  it('quiz questions: options only where every English option is unchanged; own questions none', async () => {
    const rows = await handle.db.selectFrom('quiz_questions').select(['question', 'hi']).orderBy('id').execute();
    expect(rows.map((r) => r.hi)).toEqual([
      QUIZ.questions[0].hi,
      { question: QUIZ.questions[1].hi.question, explanation: QUIZ.questions[1].hi.explanation },
      QUIZ.questions[2].hi,
      {},
    ]);
  });

  it('risk questions: labels compared without the points; an edited help gets no Hindi', async () => {
    const rows = await handle.db.selectFrom('fra_questions').select('hi').orderBy('id').execute();
    expect(rows.map((r) => r.hi)).toEqual([
      FRA_QUESTIONS[0].hi,
      { question: FRA_QUESTIONS[1].hi.question, options: FRA_QUESTIONS[1].hi.options },
    ]);
  });

  it('resource items: the shipped one, not an admin’s own', async () => {
    const rows = await handle.db.selectFrom('resource_items').select('hi').orderBy('id').execute();
    expect(rows.map((r) => r.hi)).toEqual([RESOURCES[0].hi, {}]);
  });
});
