import { AppError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import type { Locale } from '../../../i18n/locales.js';
import { hindiInOrder, localised } from '../../content-locale.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import type { Viewer } from './access.js';

/** enums.json resourceKind and resourceItemType. */
export const RESOURCE_KIND = { 1: 'Dynamic_Activities', 2: 'Quiz', 3: 'Games' } as const;
export const RESOURCE_ITEM_TYPE = {
  1: 'Document',
  2: 'Video',
  3: 'External_Link',
  4: 'Internal_Link',
  5: 'Element',
  6: 'Image',
} as const;

export const RESOURCES_URL = '/client/resources';

/**
 * The three resource cards (docs/product-rules.md "Resources cards"); the games route is our decision (docs/journey.md).
 * The client words them from the catalogue by kind (src/client/pages/journey/journey-text.ts); this English is its en-IN.
 */
export const RESOURCE_CARDS = [
  {
    kind: 'Dynamic_Activities',
    title: 'Unfold New Ideas',
    subtitle: 'Activities',
    path: '/client/resources/activities',
  },
  { kind: 'Quiz', title: 'Spin & Play', subtitle: 'Quiz', path: '/client/resources/quiz' },
  { kind: 'Games', title: 'Step Into the Game Zone', subtitle: 'Games', path: '/client/resources/games' },
] as const;

export type ResourceItem = {
  _id: number;
  kind: string;
  item_type: string;
  level: 'main' | 'sub';
  slug: string | null;
  title: string;
  description: string;
  url: string | null;
  sub_items: Array<Omit<ResourceItem, 'sub_items'>>;
};

export type QuizView = {
  _id: number;
  title: string;
  description: string;
  questions: Array<{ _id: number; question: string; options: string[] }>;
  last_attempt: { score: number; total: number; created_at: Date } | null;
  best_score: number | null;
};

/** The quiz without its answers, in the viewer's language (docs/i18n.md "Admin content in Hindi"). */
async function quizView(db: Db, viewer: Viewer): Promise<QuizView | null> {
  const locale = viewer.locale ?? 'en-IN';
  const quiz = await db
    .selectFrom('quizzes')
    .select(['id', 'title', 'description', 'hi'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!quiz) return null;
  const questions = await db
    .selectFrom('quiz_questions')
    .select(['id', 'question', 'options', 'hi'])
    .where('quiz_id', '=', quiz.id)
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['score', 'total', 'created_at'])
    .where('user_id', '=', viewer.userId)
    .where('quiz_id', '=', quiz.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const text = localised(quiz, locale);
  return {
    _id: quiz.id,
    title: text.title,
    description: text.description,
    questions: questions.map((q) => ({
      _id: q.id,
      question: localised({ question: q.question, hi: q.hi }, locale).question,
      // The options in the same order in both languages: an answer is the option's index.
      options: hindiInOrder(q, 'options', q.options.length, locale) ?? q.options,
    })),
    last_attempt: attempts[0] ?? null,
    best_score: attempts.length ? Math.max(...attempts.map((a) => a.score)) : null,
  };
}

/**
 * user-resource-activities: the three cards, the activities and games (main items with their sub
 * items) and the quiz without its answers, with the caller's last and best scores. Items and the quiz
 * in the caller's language (`viewer.locale`).
 */
export async function userResourceActivities(db: Db, viewer: Viewer) {
  const rows = await db
    .selectFrom('resource_items')
    .select(['id', 'kind', 'item_type', 'parent_id', 'slug', 'title', 'description', 'url', 'hi'])
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const locale = viewer.locale ?? 'en-IN';
  const view = (r: (typeof rows)[number]) => ({
    _id: r.id,
    kind: RESOURCE_KIND[r.kind as keyof typeof RESOURCE_KIND],
    item_type: RESOURCE_ITEM_TYPE[r.item_type as keyof typeof RESOURCE_ITEM_TYPE],
    level: r.parent_id === null ? ('main' as const) : ('sub' as const),
    slug: r.slug,
    ...localised({ title: r.title, description: r.description, hi: r.hi }, locale),
    url: r.url,
  });
  const mains = rows
    .filter((r) => r.parent_id === null)
    .map((r): ResourceItem => ({ ...view(r), sub_items: rows.filter((s) => s.parent_id === r.id).map(view) }));
  const items = (kind: string) => mains.filter((m) => m.kind === kind);
  return {
    cards: RESOURCE_CARDS.map((c) => ({
      ...c,
      count: c.kind === 'Quiz' ? items('Quiz').length : items(c.kind).length,
    })),
    activities: items('Dynamic_Activities'),
    games: items('Games'),
    quiz_items: items('Quiz'),
    quiz: await quizView(db, viewer),
  };
}

async function questionOf(db: Db, quizId: number, questionId: number) {
  const q = await db
    .selectFrom('quiz_questions as q')
    .innerJoin('quizzes as z', 'z.id', 'q.quiz_id')
    .select(['q.id', 'q.options', 'q.answer_index', 'q.explanation', 'q.hi'])
    .where('q.id', '=', questionId)
    .where('q.quiz_id', '=', quizId)
    .where('q.status', '=', 1)
    .where('z.status', '=', 1)
    .executeTakeFirst();
  if (!q) throw new AppError('E-10507');
  return q;
}

/**
 * user-resource-activities/quiz/check: one answer while playing. Right: success with the
 * explanation. Wrong: E-10116 (the spec's "Incorrect answer"), whose data names the right option.
 * The explanation in the caller's language; the check itself reads indexes only.
 */
export async function checkQuizAnswer(
  db: Db,
  body: { quiz_id: number; question_id: number; option_index: number },
  locale: Locale = 'en-IN',
): Promise<{ correct: true; correct_index: number; explanation: string }> {
  const q = await questionOf(db, body.quiz_id, body.question_id);
  if (body.option_index >= q.options.length) throw new AppError('E-10749');
  const { explanation } = localised({ explanation: q.explanation, hi: q.hi }, locale);
  if (body.option_index !== q.answer_index) {
    throw new AppError('E-10116', { data: { correct: false, correct_index: q.answer_index, explanation } });
  }
  return { correct: true, correct_index: q.answer_index, explanation };
}

/** user-resource-activities/quiz/attempts: scores a whole play on the server and stores it. */
export async function recordQuizAttempt(
  db: Db,
  viewer: Viewer,
  body: { quiz_id: number; answers: Array<{ question_id: number; option_index: number }> },
): Promise<{
  attempt_id: number;
  score: number;
  total: number;
  best_score: number;
  results: Array<{ question_id: number; correct: boolean; correct_index: number; message: string }>;
}> {
  const questions = await db
    .selectFrom('quiz_questions as q')
    .innerJoin('quizzes as z', 'z.id', 'q.quiz_id')
    .select(['q.id', 'q.options', 'q.answer_index'])
    .where('q.quiz_id', '=', body.quiz_id)
    .where('q.status', '=', 1)
    .where('z.status', '=', 1)
    .execute();
  if (questions.length === 0) throw new AppError('E-10507');
  const given = new Map<number, number>();
  for (const a of body.answers) {
    const q = questions.find((x) => x.id === a.question_id);
    if (!q) throw new AppError('E-10507');
    if (a.option_index >= q.options.length) throw new AppError('E-10749');
    given.set(q.id, a.option_index);
  }
  const results = questions.map((q) => {
    const chosen = given.get(q.id);
    const correct = chosen === q.answer_index;
    return {
      question_id: q.id,
      option_index: chosen ?? -1,
      correct,
      correct_index: q.answer_index,
      message: correct ? 'Correct.' : messageFor('E-10116'),
    };
  });
  const score = results.filter((r) => r.correct).length;
  const row = await db
    .insertInto('quiz_attempts')
    .values({
      quiz_id: body.quiz_id,
      user_id: viewer.userId,
      score,
      total: questions.length,
      answers: JSON.stringify(
        results.map((r) => ({ question_id: r.question_id, option_index: r.option_index, correct: r.correct })),
      ),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const best = await db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.max('score').as('best'))
    .where('user_id', '=', viewer.userId)
    .where('quiz_id', '=', body.quiz_id)
    .executeTakeFirstOrThrow();
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION.PLAY,
    navigationUrl: `${RESOURCES_URL}/quiz`,
  });
  return {
    attempt_id: row.id,
    score,
    total: questions.length,
    best_score: Number(best.best ?? score),
    results: results.map(({ question_id, correct, correct_index, message }) => ({
      question_id,
      correct,
      correct_index,
      message,
    })),
  };
}

const ACTION_OF = { Viewed: ACTION.VIEWED, Play: ACTION.PLAY, Completed: ACTION.COMPLETED } as const;

/** user-resource-activities/log: an activity opened, a game played or finished (the engagement report). */
export async function logResourceActivity(
  db: Db,
  viewer: Viewer,
  body: { item_id: number; action: 'Viewed' | 'Play' | 'Completed' },
): Promise<{ item_id: number; action: string }> {
  const item = await db
    .selectFrom('resource_items')
    .select(['id', 'kind', 'slug'])
    .where('id', '=', body.item_id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!item) throw new AppError('E-10507');
  const section = item.kind === 1 ? 'activities' : item.kind === 2 ? 'quiz' : 'games';
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION_OF[body.action],
    navigationUrl: `${RESOURCES_URL}/${section}${item.slug ? `#${item.slug}` : ''}`,
  });
  return { item_id: item.id, action: body.action };
}
