/**
 * Admins write the Hindi of the journey's resources (docs/i18n.md "Admin content in Hindi", docs/journey.md "Hindi"):
 * the content answer carries each record's `hi` for the forms; the quiz, risk question and resource saves store it
 * (blank values dropped, the English limits applied); employees then read it in Hindi, with English where a field
 * has no Hindi and English option labels where the Hindi ones do not match the options one for one. Runs on PGlite
 * and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionFor, type App } from '../../support/app.js';
import { envelopeOf, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { FRA_QUESTIONS } from '../../../src/server/modules/journey/content/fra-questions.js';
import { QUIZ } from '../../../src/server/modules/journey/content/quiz.js';
import { RESOURCES } from '../../../src/server/modules/journey/content/resources.js';
import { EN, HI, resourceCalls, type Lang } from './resources-hindi-support.js';

let app: App;
let admin: string;
let acme: string;
let calls: ReturnType<typeof resourceCalls>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await sessionFor(app, 'admin@finwell.example');
  acme = await sessionFor(app, 'employee@acme.example');
  calls = resourceCalls(app);
}, 120_000);
afterAll(async () => app?.close());

const call: ReturnType<typeof resourceCalls>['call'] = (...args) => calls.call(...args);
const resources = (lang: Lang) => calls.resources(lang, acme);
const fraQuestions = (lang: Lang) => calls.fraQuestions(lang, acme);
const answerKey = (quizId: number) => calls.answerKey(quizId);

type Content = {
  quizzes: Array<{
    _id: number;
    title: string;
    description: string;
    status: number;
    hi: Record<string, unknown>;
    questions: Array<{
      question: string;
      options: string[];
      answer_index: number;
      explanation: string;
      hi: Record<string, unknown>;
    }>;
  }>;
  fra_questions: Array<{
    _id: number;
    dimension: string;
    question: string;
    help: string;
    options: Array<{ label: string; points: number }>;
    position: number;
    status: number;
    hi: Record<string, unknown>;
  }>;
  resources: Array<{
    _id: number;
    kind: number;
    item_type: number;
    parent_id: number | null;
    title: string;
    description: string;
    url: string | null;
    position: number;
    status: number;
    hi: Record<string, unknown>;
  }>;
};
const content = async () => expectSuccess<Content>(await call('GET', '/admin/journey/content', EN, admin));
/** A record as the admin form sends it back: no id, no nulls. */
const body = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([k, v]) => k !== '_id' && v !== null));

describe('admins write the Hindi', () => {
  it('the content answer carries each record’s Hindi for the admin forms', async () => {
    const c = await content();
    expect(c.quizzes[0].hi).toEqual(QUIZ.hi);
    expect(c.quizzes[0].questions[0].hi).toEqual(QUIZ.questions[0].hi);
    expect(c.fra_questions[0].hi).toEqual(FRA_QUESTIONS[0].hi);
    expect(c.resources.find((r) => r.title === RESOURCES[0].title)?.hi).toEqual(RESOURCES[0].hi);
  });

  it('saves a quiz’s Hindi and reads it back; a question without Hindi stays English', async () => {
    const [quiz] = (await content()).quizzes;
    const questions = quiz.questions.slice(0, 2).map((q) => body(q));
    questions[0].hi = { question: '  नया प्रश्न?  ', options: QUIZ.questions[0].hi.options, explanation: '' };
    delete questions[1].hi;
    const payload = { ...body(quiz), hi: { title: 'नई क्विज़', description: ' ' }, questions };
    expectSuccess(await call('PATCH', `/admin/quizzes/${quiz._id}`, EN, admin, payload));
    const saved = (await content()).quizzes[0];
    expect(saved.hi).toEqual({ title: 'नई क्विज़' });
    expect(saved.questions.map((q) => q.hi)).toEqual([
      { question: 'नया प्रश्न?', options: QUIZ.questions[0].hi.options },
      {},
    ]);

    const { quiz: hi } = await resources(HI);
    expect(hi).toMatchObject({ title: 'नई क्विज़', description: quiz.description });
    expect(hi.questions[0]).toMatchObject({ question: 'नया प्रश्न?', options: QUIZ.questions[0].hi.options });
    expect(hi.questions[1]).toMatchObject({ question: quiz.questions[1].question, options: quiz.questions[1].options });
    const right = (await answerKey(hi._id)).get(hi.questions[0]._id)!;
    const checked = expectSuccess<{ explanation: string }>(
      await call('POST', '/user-resource-activities/quiz/check', HI, acme, {
        quiz_id: hi._id,
        question_id: hi.questions[0]._id,
        option_index: right,
      }),
    );
    expect(checked.explanation).toBe(quiz.questions[0].explanation); // blank Hindi: English
  });

  it('saves a risk question’s Hindi; labels that do not match the options one for one stay English', async () => {
    const [first, second] = (await content()).fra_questions;
    const hiFirst = { question: 'आपकी आयु?', options: ['55+', '46-55', '31-45', '18-30'] };
    expectSuccess(await call('PATCH', `/admin/fra/questions/${first._id}`, EN, admin, { ...body(first), hi: hiFirst }));
    const hiSecond = { help: 'सहायता', options: ['एक', 'दो'] };
    expectSuccess(
      await call('PATCH', `/admin/fra/questions/${second._id}`, EN, admin, { ...body(second), hi: hiSecond }),
    );
    const saved = (await content()).fra_questions;
    expect(saved[0].hi).toEqual(hiFirst);
    expect(saved[1].hi).toEqual(hiSecond);
    expect(saved[0].options).toEqual(first.options); // the points never change

    const { questions } = await fraQuestions(HI);
    expect(questions[0]).toMatchObject({
      question: 'आपकी आयु?',
      help: first.help, // no Hindi help: English
      options: hiFirst.options.map((label, index) => ({ index, label })),
    });
    expect(questions[1]).toMatchObject({
      question: second.question,
      help: 'सहायता',
      options: second.options.map((o, index) => ({ index, label: o.label })),
    });
  });

  it('saves a resource item’s Hindi; the description without Hindi stays English', async () => {
    const item = (await content()).resources.find((r) => r.title === RESOURCES[1].title)!;
    const hi = { title: 'एक लक्ष्य की लागत', description: '' };
    expectSuccess(await call('PATCH', `/admin/resources/${item._id}`, EN, admin, { ...body(item), hi }));
    expect((await content()).resources.find((r) => r._id === item._id)?.hi).toEqual({ title: 'एक लक्ष्य की लागत' });
    const activity = (await resources(HI)).activities.find((a) => a._id === item._id);
    expect(activity).toMatchObject({ title: 'एक लक्ष्य की लागत', description: item.description });
    expect((await resources(EN)).activities.find((a) => a._id === item._id)?.title).toBe(item.title);
  });

  it('refuses Hindi longer than the English limits', async () => {
    const item = (await content()).resources[0];
    const res = await call('PATCH', `/admin/resources/${item._id}`, EN, admin, {
      ...body(item),
      hi: { title: 'क'.repeat(201) },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(envelopeOf(res)).map((f) => f.field)).toContain('hi.title');
  });
});
