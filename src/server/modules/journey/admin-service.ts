import { AppError } from '../../../shared/app-error.js';
import { hindiColumn } from '../../hindi-input.js';
import type { Db } from '../../db/index.js';
import type { FraQuestionInput } from '../../../shared/generated/api/journey/fra-question-input.js';
import type { JourneyTopicInput } from '../../../shared/generated/api/journey/topic-input.js';
import type { QuizInput } from '../../../shared/generated/api/journey/quiz-input.js';
import type { ResourceItemInput } from '../../../shared/generated/api/journey/resource-item-input.js';

/**
 * Admin management of the journey's topics, the quiz, the risk questions and the resource items
 * (docs/journey.md, "Admin"). Records are never deleted: status 2 hides them from employees and
 * keeps users' progress, attempts and answers for the reports.
 */
export async function adminContent(db: Db) {
  const [cards, videos, topics, quizzes, questions, fra, resources] = await Promise.all([
    db.selectFrom('journey_cards').select(['id as _id', 'title']).orderBy('position').execute(),
    // The learning-center videos a topic can play (docs/journey.md, "Videos").
    db.selectFrom('elearning_videos').select(['id as _id', 'title']).where('status', '=', 1).orderBy('title').execute(),
    db
      .selectFrom('journey_topics')
      .select([
        'id as _id',
        'card_id',
        'title',
        'summary',
        'key_points',
        'video_title',
        'video_id',
        'video_url',
        'video_minutes',
        'task_title',
        'task_prompt',
        'position',
        'status',
        'hi',
      ])
      .orderBy('card_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('quizzes').select(['id as _id', 'title', 'description', 'status', 'hi']).orderBy('id').execute(),
    db
      .selectFrom('quiz_questions')
      .select(['quiz_id', 'question', 'options', 'answer_index', 'explanation', 'hi'])
      .where('status', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('fra_questions')
      .select(['id as _id', 'dimension', 'question', 'help', 'options', 'position', 'status', 'hi'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('resource_items')
      .select([
        'id as _id',
        'kind',
        'item_type',
        'parent_id',
        'title',
        'description',
        'url',
        'position',
        'status',
        'hi',
      ])
      .orderBy('kind')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    cards,
    videos,
    topics,
    quizzes: quizzes.map((q) => ({
      ...q,
      questions: questions
        .filter((x) => x.quiz_id === q._id)
        .map(({ question, options, answer_index, explanation, hi }) => ({
          question,
          options,
          answer_index,
          explanation,
          hi,
        })),
    })),
    fra_questions: fra.map((f) => ({ ...f, dimension: f.dimension as string })),
    resources,
  };
}

async function cardExists(db: Db, cardId: number) {
  const card = await db.selectFrom('journey_cards').select('id').where('id', '=', cardId).executeTakeFirst();
  if (!card) throw new AppError('E-10507', { fields: [{ field: 'card_id', code: 'E-10507', message: 'Not found.' }] });
}

async function videoExists(db: Db, videoId: number | null | undefined) {
  if (videoId === null || videoId === undefined) return;
  const video = await db
    .selectFrom('elearning_videos')
    .select('id')
    .where('id', '=', videoId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!video)
    throw new AppError('E-10507', { fields: [{ field: 'video_id', code: 'E-10507', message: 'Not found.' }] });
}

export async function saveTopic(db: Db, input: JourneyTopicInput, id?: number): Promise<{ _id: number }> {
  await cardExists(db, input.card_id);
  await videoExists(db, input.video_id);
  const values = {
    card_id: input.card_id,
    title: input.title.trim(),
    summary: input.summary,
    key_points: input.key_points ?? [],
    video_title: input.video_title ?? '',
    video_id: input.video_id ?? null,
    video_url: input.video_url ?? null,
    video_minutes: input.video_minutes ?? null,
    task_title: input.task_title,
    task_prompt: input.task_prompt,
    position: input.position ?? 100,
    status: input.status ?? 1,
    hi: hindiColumn(input.hi, ['title', 'summary', 'key_points', 'video_title', 'task_title', 'task_prompt']),
  };
  if (id === undefined) {
    return { _id: (await db.insertInto('journey_topics').values(values).returning('id').executeTakeFirstOrThrow()).id };
  }
  const r = await db
    .updateTable('journey_topics')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r.numUpdatedRows) throw new AppError('E-10507');
  return { _id: id };
}

/** The quiz rule of the spec: a title (E-10219) and at least one question, each with options and an answer in range (E-10226). */
function checkQuiz(input: QuizInput): void {
  if (!input.title.trim())
    throw new AppError('E-10219', {
      fields: [{ field: 'title', code: 'E-10219', message: 'Please enter the quiz title.' }],
    });
  const bad = input.questions.findIndex(
    (q) => !q.question.trim() || q.options.length < 2 || q.answer_index >= q.options.length,
  );
  if (input.questions.length === 0 || bad >= 0) {
    const field = bad >= 0 ? `questions.${bad}.answer_index` : 'questions';
    throw new AppError('E-10226', {
      fields: [{ field, code: 'E-10226', message: 'Please add at least one question with options and an answer.' }],
    });
  }
}

/** The Hindi fields of a quiz and of its questions (docs/i18n.md "Admin content in Hindi"). */
const QUIZ_HINDI = ['title', 'description'];
const QUESTION_HINDI = ['question', 'options', 'explanation'];

/** Saves a quiz; its questions are replaced (old ones kept inactive, so stored attempts still name them). */
export async function saveQuiz(db: Db, input: QuizInput, id?: number): Promise<{ _id: number; questions: number }> {
  checkQuiz(input);
  return db.transaction().execute(async (trx) => {
    let quizId = id;
    if (quizId === undefined) {
      quizId = (
        await trx
          .insertInto('quizzes')
          .values({
            title: input.title.trim(),
            description: input.description ?? '',
            status: input.status ?? 1,
            hi: hindiColumn(input.hi, QUIZ_HINDI),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      const r = await trx
        .updateTable('quizzes')
        .set({
          title: input.title.trim(),
          description: input.description ?? '',
          status: input.status ?? 1,
          hi: hindiColumn(input.hi, QUIZ_HINDI),
          updated_at: new Date(),
        })
        .where('id', '=', quizId)
        .executeTakeFirst();
      if (!r.numUpdatedRows) throw new AppError('E-10507');
      await trx.updateTable('quiz_questions').set({ status: 2 }).where('quiz_id', '=', quizId).execute();
    }
    await trx
      .insertInto('quiz_questions')
      .values(
        input.questions.map((q, i) => ({
          quiz_id: quizId,
          question: q.question.trim(),
          options: q.options.map((o) => o.trim()),
          answer_index: q.answer_index,
          explanation: q.explanation ?? '',
          hi: hindiColumn(q.hi, QUESTION_HINDI),
          position: i + 1,
        })),
      )
      .execute();
    return { _id: quizId, questions: input.questions.length };
  });
}

export async function saveFraQuestion(db: Db, input: FraQuestionInput, id?: number): Promise<{ _id: number }> {
  const values = {
    dimension: input.dimension,
    question: input.question.trim(),
    help: input.help ?? '',
    options: JSON.stringify(input.options),
    position: input.position ?? 100,
    status: input.status ?? 1,
    hi: hindiColumn(input.hi, ['question', 'help', 'options']),
  };
  if (id === undefined) {
    return { _id: (await db.insertInto('fra_questions').values(values).returning('id').executeTakeFirstOrThrow()).id };
  }
  const r = await db
    .updateTable('fra_questions')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r.numUpdatedRows) throw new AppError('E-10507');
  return { _id: id };
}

export async function saveResourceItem(db: Db, input: ResourceItemInput, id?: number): Promise<{ _id: number }> {
  if (input.parent_id) {
    const parent = await db
      .selectFrom('resource_items')
      .select(['id', 'parent_id'])
      .where('id', '=', input.parent_id)
      .executeTakeFirst();
    if (!parent || parent.parent_id !== null || parent.id === id) {
      throw new AppError('E-10507', { fields: [{ field: 'parent_id', code: 'E-10507', message: 'Not found.' }] });
    }
  }
  const values = {
    kind: input.kind,
    item_type: input.item_type,
    parent_id: input.parent_id ?? null,
    title: input.title.trim(),
    description: input.description ?? '',
    url: input.url ?? null,
    position: input.position ?? 100,
    status: input.status ?? 1,
    hi: hindiColumn(input.hi, ['title', 'description']),
  };
  if (id === undefined) {
    return { _id: (await db.insertInto('resource_items').values(values).returning('id').executeTakeFirstOrThrow()).id };
  }
  const r = await db
    .updateTable('resource_items')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r.numUpdatedRows) throw new AppError('E-10507');
  return { _id: id };
}
