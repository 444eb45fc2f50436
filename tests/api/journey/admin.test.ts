import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';

type Content = {
  cards: Array<{ _id: number; title: string }>;
  videos: Array<{ _id: number; title: string }>;
  topics: Array<{
    _id: number;
    card_id: number;
    title: string;
    summary: string;
    video_title: string;
    video_id: number | null;
    video_url: string | null;
    task_title: string;
    task_prompt: string;
    status: number;
  }>;
  quizzes: Array<{ _id: number; title: string; questions: Array<{ question: string; answer_index: number }> }>;
  fra_questions: Array<{ _id: number; question: string; options: Array<{ label: string; points: number }> }>;
  resources: Array<{ _id: number; kind: number; parent_id: number | null }>;
};

let app: App;
let admin: string;
let employee: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await sessionFor(app, 'admin@finwell.example');
  employee = await sessionFor(app, 'employee@acme.example');
});
afterAll(async () => {
  await app?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const content = async () => expectSuccess<Content>(await call('GET', '/admin/journey/content'));
const question = (q: string) => ({ question: q, options: ['Yes', 'No'], answer_index: 0, explanation: 'Because.' });

describe('journey admin', () => {
  it('shows the seeded content with answers and points, to admins only', async () => {
    const c = await content();
    expect(c.topics).toHaveLength(9);
    expect(c.quizzes[0].questions).toHaveLength(10);
    expect(c.fra_questions).toHaveLength(12);
    expect(c.fra_questions[0].options[0].points).toBeGreaterThan(0);
    expectError(await call('GET', '/admin/journey/content', undefined, employee), 403, 'E-10506');
  });

  it('refuses a quiz without a title (E-10219) or without questions (E-10226) and saves a valid one', async () => {
    const noTitle = expectError(
      await call('POST', '/admin/quizzes', { title: '', questions: [question('Q?')] }),
      422,
      'E-10219',
    );
    expect(fieldErrors(noTitle).map((f) => f.code)).toContain('E-10219');
    expectError(await call('POST', '/admin/quizzes', { title: 'Tax quiz', questions: [] }), 422, 'E-10226');
    expectError(
      await call('POST', '/admin/quizzes', {
        title: 'Tax quiz',
        questions: [{ question: 'Q?', options: ['A', 'B'], answer_index: 4 }],
      }),
      422,
      'E-10226',
    );
    const before = (await content()).quizzes.length;
    const saved = expectSuccess<{ _id: number; questions: number }>(
      await call('POST', '/admin/quizzes', { title: 'Tax quiz', questions: [question('Is 80C capped at ₹1.5 lakh?')] }),
      undefined,
      201,
    );
    expect(saved.questions).toBe(1);
    expect((await content()).quizzes).toHaveLength(before + 1);
  });

  it('edits the quiz by replacing its questions, keeping old ones inactive for stored attempts', async () => {
    const quiz = (await content()).quizzes[0];
    const questions = [
      ...quiz.questions.map((q) => ({ ...q, options: ['A', 'B', 'C'], answer_index: 1 })),
      question('New?'),
    ];
    expectSuccess(await call('PATCH', `/admin/quizzes/${quiz._id}`, { title: quiz.title, questions }));
    const after = (await content()).quizzes.find((q) => q._id === quiz._id)!;
    expect(after.questions).toHaveLength(11);
    const all = await app.ctx.db
      .selectFrom('quiz_questions')
      .select('status')
      .where('quiz_id', '=', quiz._id)
      .execute();
    expect(all.filter((q) => q.status === 2)).toHaveLength(10);
    const shown = expectSuccess<{ quiz: { questions: unknown[] } }>(
      await call('GET', '/user-resource-activities', undefined, employee),
    );
    expect(shown.quiz.questions).toHaveLength(11);
  });

  it("plays learning-center videos in the topics' video step, and an admin chooses which", async () => {
    const c = await content();
    // The demo library holds one video per journey topic, under the topic's own video title.
    for (const t of c.topics) {
      expect(c.videos.find((v) => v._id === t.video_id)?.title, t.title).toBe(t.video_title);
    }
    const [first] = c.topics;
    const topicUrl = async () =>
      expectSuccess<{ video_url: string | null }>(await call('GET', `/journey/topic/${first._id}`, undefined, employee))
        .video_url;
    const link = await topicUrl();
    expect(link).toMatch(/^\/api\/v1\/learning\/files\/[\w-]+\.[\w-]+$/);
    const file = await app.inject({ method: 'GET', url: link!, headers: { range: 'bytes=0-3' } });
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-type']).toBe('video/webm');
    expect([...file.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // the WebM (EBML) signature

    const body = (video_id: number | null, video_url: string | null = null) => ({
      card_id: first.card_id,
      title: first.title,
      summary: first.summary,
      video_title: first.video_title,
      video_id,
      video_url,
      task_title: first.task_title,
      task_prompt: first.task_prompt,
    });
    const unknown = expectError(await call('PATCH', `/admin/journey/topics/${first._id}`, body(99999)), 404, 'E-10507');
    expect(fieldErrors(unknown).map((f) => f.field)).toContain('video_id');
    expect((await content()).topics[0].video_id).toBe(first.video_id);

    // Without a linked video the topic plays the address an admin typed.
    expectSuccess(
      await call('PATCH', `/admin/journey/topics/${first._id}`, body(null, 'https://videos.example/goals.mp4')),
    );
    expect(await topicUrl()).toBe('https://videos.example/goals.mp4');
    const other = c.videos.find((v) => v._id !== first.video_id)!;
    expectSuccess(
      await call('PATCH', `/admin/journey/topics/${first._id}`, body(other._id, 'https://videos.example/goals.mp4')),
    );
    expect(await topicUrl()).toMatch(/^\/api\/v1\/learning\/files\//);
    expectSuccess(await call('PATCH', `/admin/journey/topics/${first._id}`, body(first.video_id)));
  });

  it('adds and edits a topic, a risk question and a resource item', async () => {
    const c = await content();
    const topic = {
      card_id: c.cards[0]._id,
      title: 'Talk money with your family',
      summary: 'Agree goals together.',
      task_title: 'Plan a money talk',
      task_prompt: 'Write when you will talk and what about.',
      position: 4,
    };
    const t = expectSuccess<{ _id: number }>(await call('POST', '/admin/journey/topics', topic), undefined, 201);
    expectSuccess(await call('PATCH', `/admin/journey/topics/${t._id}`, { ...topic, status: 2 }));
    expect((await content()).topics.find((x) => x._id === t._id)?.status).toBe(2);
    expectError(await call('POST', '/admin/journey/topics', { ...topic, card_id: 9999 }), 404, 'E-10507');

    const f = expectSuccess<{ _id: number }>(
      await call('POST', '/admin/fra/questions', {
        dimension: 'tolerance',
        question: 'Do you check your portfolio daily?',
        options: [
          { label: 'Yes', points: 1 },
          { label: 'No', points: 4 },
        ],
        status: 2,
      }),
      undefined,
      201,
    );
    expect((await content()).fra_questions.some((q) => q._id === f._id)).toBe(true);
    // Inactive: employees still see twelve.
    expect(expectSuccess<{ total: number }>(await call('GET', '/fra/questions', undefined, employee)).total).toBe(12);

    const main = c.resources.find((r) => r.kind === 1 && r.parent_id === null)!;
    const r = expectSuccess<{ _id: number }>(
      await call('POST', '/admin/resources', {
        kind: 1,
        item_type: 3,
        parent_id: main._id,
        title: 'RBI: be aware',
        url: 'https://rbi.org.in/',
      }),
      undefined,
      201,
    );
    expectError(
      await call('PATCH', `/admin/resources/${main._id}`, { kind: 1, item_type: 5, parent_id: r._id, title: 'Loop' }),
      404,
      'E-10507',
    );
  });
});
