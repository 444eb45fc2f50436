/**
 * The journey's resources in Hindi (docs/i18n.md "Admin content in Hindi", docs/journey.md "Hindi"): the seeded quiz,
 * risk questions and resource items carry Hindi values; an employee reading in Hindi (Accept-Language hi-IN) gets
 * them, an English reader the English ones; a quiz play and the risk assessment score the same in both languages
 * (indexes and points). resources-hindi-admin.test.ts: admins writing the Hindi. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { FRA_QUESTIONS } from '../../../src/server/modules/journey/content/fra-questions.js';
import { QUIZ } from '../../../src/server/modules/journey/content/quiz.js';
import { RESOURCES } from '../../../src/server/modules/journey/content/resources.js';
import { EN, HI, resourceCalls, type Attempt, type Lang, type Score } from './resources-hindi-support.js';

let app: App;
let acme: string;
let globex: string;
let calls: ReturnType<typeof resourceCalls>;

beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
  calls = resourceCalls(app);
}, 120_000);
afterAll(async () => app?.close());

const call: ReturnType<typeof resourceCalls>['call'] = (...args) => calls.call(...args);
const resources = (lang: Lang, token = acme) => calls.resources(lang, token);
const fraQuestions = (lang: Lang, token = acme) => calls.fraQuestions(lang, token);
const answerKey = (quizId: number) => calls.answerKey(quizId);

describe('the seeded resources in Hindi', () => {
  it('a Hindi reader gets the quiz in Hindi, an English reader in English; the options keep their order', async () => {
    const hi = await resources(HI);
    const en = await resources(EN);
    expect(hi.quiz).toMatchObject({ _id: en.quiz._id, title: QUIZ.hi.title, description: QUIZ.hi.description });
    expect(en.quiz).toMatchObject({ title: QUIZ.title, description: QUIZ.description });
    expect(hi.quiz.questions.map((q) => q.question)).toEqual(QUIZ.questions.map((q) => q.hi.question));
    expect(hi.quiz.questions.map((q) => q.options)).toEqual(QUIZ.questions.map((q) => q.hi.options));
    expect(en.quiz.questions.map((q) => q.options)).toEqual(QUIZ.questions.map((q) => q.options));
    expect(hi.quiz.questions.map((q) => q._id)).toEqual(en.quiz.questions.map((q) => q._id));
    expect(JSON.stringify(hi)).not.toContain('"hi"');
  });

  it('activities, their sub items, the quiz item and games are in the reader’s language', async () => {
    const hi = await resources(HI);
    const en = await resources(EN);
    const [weekend] = RESOURCES;
    const hiWeekend = hi.activities.find((a) => a.slug === weekend.slug)!;
    expect(hiWeekend).toMatchObject(weekend.hi);
    expect(hiWeekend.sub_items?.[0]).toMatchObject(weekend.subs![0].hi);
    expect(en.activities.find((a) => a.slug === weekend.slug)).toMatchObject({
      title: weekend.title,
      description: weekend.description,
    });
    const game = RESOURCES.find((r) => r.kind === 3)!;
    expect(hi.games.find((g) => g.slug === game.slug)?.title).toBe(game.hi.title);
    expect(en.games.find((g) => g.slug === game.slug)?.title).toBe(game.title);
    expect(hi.quiz_items[0].title).toBe(RESOURCES.find((r) => r.kind === 2)!.hi.title);
  });

  it('the checked answer’s explanation is in the reader’s language, right or wrong', async () => {
    const { quiz } = await resources(HI);
    const q = quiz.questions[0];
    const right = (await answerKey(quiz._id)).get(q._id)!;
    const body = (option_index: number) => ({ quiz_id: quiz._id, question_id: q._id, option_index });
    expect(expectSuccess(await call('POST', '/user-resource-activities/quiz/check', HI, acme, body(right)))).toEqual({
      correct: true,
      correct_index: right,
      explanation: QUIZ.questions[0].hi.explanation,
    });
    const wrong = (right + 1) % q.options.length;
    const refusedHi = expectError(
      await call('POST', '/user-resource-activities/quiz/check', HI, acme, body(wrong)),
      422,
      'E-10116',
    );
    expect(refusedHi.data).toEqual({
      correct: false,
      correct_index: right,
      explanation: QUIZ.questions[0].hi.explanation,
    });
    const refusedEn = expectError(
      await call('POST', '/user-resource-activities/quiz/check', EN, acme, body(wrong)),
      422,
      'E-10116',
    );
    expect(refusedEn.data).toEqual({
      correct: false,
      correct_index: right,
      explanation: QUIZ.questions[0].explanation,
    });
  });

  it('the risk questions are in Hindi (question, help, option labels) with the same indexes', async () => {
    const hi = await fraQuestions(HI);
    const en = await fraQuestions(EN);
    expect(hi.questions.map((q) => q.question)).toEqual(FRA_QUESTIONS.map((q) => q.hi.question));
    // A question without help has none in either language.
    expect(hi.questions.map((q) => q.help)).toEqual(FRA_QUESTIONS.map((q) => q.hi.help ?? ''));
    expect(hi.questions.map((q) => q.options)).toEqual(
      FRA_QUESTIONS.map((q) => q.hi.options.map((label, index) => ({ index, label }))),
    );
    expect(en.questions.map((q) => q.question)).toEqual(FRA_QUESTIONS.map((q) => q.question));
    expect(en.questions.map((q) => q.options)).toEqual(
      FRA_QUESTIONS.map((q) => q.options.map((o, index) => ({ index, label: o.label }))),
    );
    expect(JSON.stringify(hi)).not.toContain('points');
  });
});

describe('scoring is the same in both languages', () => {
  it('a quiz play in Hindi scores like the same play in English', async () => {
    const hi = await resources(HI, acme);
    const en = await resources(EN, globex);
    const key = await answerKey(hi.quiz._id);
    const answers = hi.quiz.questions.map((q, i) => ({
      question_id: q._id,
      option_index: i % 3 === 0 ? (key.get(q._id)! + 1) % q.options.length : key.get(q._id)!,
    }));
    const play = async (lang: Lang, token: string) =>
      expectSuccess<Attempt>(
        await call('POST', '/user-resource-activities/quiz/attempts', lang, token, { quiz_id: en.quiz._id, answers }),
        undefined,
        201,
      );
    const inHindi = await play(HI, acme);
    const inEnglish = await play(EN, globex);
    expect(inHindi.score).toBe(QUIZ.questions.length - 4);
    expect(inHindi.score).toBe(inEnglish.score);
    expect(
      inHindi.results.map(({ question_id, correct, correct_index }) => ({ question_id, correct, correct_index })),
    ).toEqual(
      inEnglish.results.map(({ question_id, correct, correct_index }) => ({ question_id, correct, correct_index })),
    );
  });

  it('risk answers given in Hindi score, band and store the same points as in English', async () => {
    const hi = await fraQuestions(HI, acme);
    const answers = hi.questions.map((q, i) => ({ question_id: q._id, option_index: i % q.options.length }));
    const expected = FRA_QUESTIONS.reduce((sum, q, i) => sum + q.options[i % q.options.length].points, 0);
    expect(expectSuccess(await call('POST', '/fra/submit-answer', HI, acme, { answers }))).toMatchObject({
      completed: true,
    });
    expect(expectSuccess(await call('POST', '/fra/submit-answer', EN, globex, { answers }))).toMatchObject({
      completed: true,
    });
    const inHindi = expectSuccess<Score>(await call('GET', '/fra/score', HI, acme));
    const inEnglish = expectSuccess<Score>(await call('GET', '/fra/score', EN, globex));
    expect(inHindi.score).toBe(expected);
    expect(inHindi).toMatchObject({
      score: inEnglish.score,
      max_score: inEnglish.max_score,
      band: { key: inEnglish.band.key },
      capped_by_horizon: inEnglish.capped_by_horizon,
    });
    const points = async (email: string) =>
      (
        await app.ctx.db
          .selectFrom('fra_answers as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.question_id', 'a.option_index', 'a.points'])
          .where('u.email', '=', email)
          .orderBy('a.question_id')
          .execute()
      ).map((r) => [r.question_id, r.option_index, r.points]);
    expect(await points('employee@acme.example')).toEqual(await points('employee@globex.example'));
  });
});
