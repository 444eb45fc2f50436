import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { buildLoginResponse } from '../../../src/server/modules/auth/login-response.js';
import { bandFor } from '../../../src/server/modules/journey/fra-service.js';
import { createHandoff, verifyHandoff } from '../../../src/server/modules/journey/planner-service.js';

type Quiz = { _id: number; title: string; questions: Array<{ _id: number; question: string; options: string[] }> };
type Resources = {
  cards: Array<{ kind: string; title: string; path: string }>;
  activities: Array<{ _id: number; item_type: string; level: string; sub_items: Array<{ level: string }> }>;
  games: Array<{ _id: number; slug: string }>;
  quiz: Quiz & { last_attempt: { score: number } | null; best_score: number | null };
};
type FraQuestions = {
  questions: Array<{
    _id: number;
    question: string;
    options: Array<{ index: number; label: string }>;
    answer_index: number | null;
  }>;
  total: number;
  answered: number;
};

let app: App;
let acme: string;
let globex: string;
let userId: number;

beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
  userId = (
    await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, token = acme) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const post = (url: string, payload: unknown, token: string | null = acme) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('resources and the quiz', () => {
  it('shows the three cards, main and sub items, and a quiz of at least 10 questions without answers', async () => {
    const r = expectSuccess<Resources>(await get('/user-resource-activities'));
    expect(r.cards.map((c) => c.title)).toEqual(['Unfold New Ideas', 'Spin & Play', 'Step Into the Game Zone']);
    expect(r.cards.map((c) => c.path)).toContain('/client/resources/games');
    expect(r.activities.some((a) => a.sub_items.length > 0 && a.sub_items.every((s) => s.level === 'sub'))).toBe(true);
    expect(r.games.map((g) => g.slug)).toContain('needs-vs-wants');
    expect(r.quiz.questions.length).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(r.quiz)).not.toContain('answer_index');
    expect(r.quiz.last_attempt).toBeNull();
  });

  it('answers E-10116 with the right option for a wrong answer, success for a right one', async () => {
    const { quiz } = expectSuccess<Resources>(await get('/user-resource-activities'));
    const q = quiz.questions[0];
    const key = await app.ctx.db
      .selectFrom('quiz_questions')
      .select('answer_index')
      .where('id', '=', q._id)
      .executeTakeFirstOrThrow();
    const wrong = (key.answer_index + 1) % q.options.length;
    const refused = expectError(
      await post('/user-resource-activities/quiz/check', {
        quiz_id: quiz._id,
        question_id: q._id,
        option_index: wrong,
      }),
      422,
      'E-10116',
    );
    expect(refused.data).toMatchObject({ correct: false, correct_index: key.answer_index });
    expect(
      expectSuccess(
        await post('/user-resource-activities/quiz/check', {
          quiz_id: quiz._id,
          question_id: q._id,
          option_index: key.answer_index,
        }),
      ),
    ).toMatchObject({ correct: true });
    expectError(
      await post('/user-resource-activities/quiz/check', { quiz_id: quiz._id, question_id: q._id, option_index: 9 }),
      422,
      'E-10749',
    );
  });

  it('scores a play on the server, stores it and reports the best score', async () => {
    const { quiz } = expectSuccess<Resources>(await get('/user-resource-activities'));
    const keys = await app.ctx.db
      .selectFrom('quiz_questions')
      .select(['id', 'answer_index'])
      .where('quiz_id', '=', quiz._id)
      .execute();
    const answers = quiz.questions.map((q, i) => {
      const k = keys.find((x) => x.id === q._id)!.answer_index;
      return { question_id: q._id, option_index: i < 7 ? k : (k + 1) % q.options.length };
    });
    const result = expectSuccess<{
      score: number;
      total: number;
      best_score: number;
      results: Array<{ correct: boolean; message: string }>;
    }>(await post('/user-resource-activities/quiz/attempts', { quiz_id: quiz._id, answers }), undefined, 201);
    expect(result).toMatchObject({ score: 7, total: quiz.questions.length, best_score: 7 });
    expect(result.results.filter((r) => !r.correct).every((r) => r.message === 'Incorrect answer.')).toBe(true);
    const stored = await app.ctx.db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 7, total: quiz.questions.length });
    const again = expectSuccess<Resources>(await get('/user-resource-activities'));
    expect(again.quiz).toMatchObject({ best_score: 7, last_attempt: { score: 7 } });
    const played = await app.ctx.db
      .selectFrom('user_activity')
      .select('action_id')
      .where('user_id', '=', userId)
      .where('navigation_url', '=', '/client/resources/quiz')
      .execute();
    expect(played.map((p) => p.action_id)).toEqual([18]);
  });

  it('logs a game play for the engagement report and refuses unknown items', async () => {
    const { games } = expectSuccess<Resources>(await get('/user-resource-activities'));
    expectSuccess(await post('/user-resource-activities/log', { item_id: games[0]._id, action: 'Completed' }));
    expectError(await post('/user-resource-activities/log', { item_id: 99999, action: 'Play' }), 404, 'E-10507');
  });
});

describe('risk assessment', () => {
  it('asks 12 questions, stores answers, refuses the score until all are answered', async () => {
    const q = expectSuccess<FraQuestions>(await get('/fra/questions'));
    expect(q.total).toBe(12);
    expect(JSON.stringify(q)).not.toContain('points');
    expectError(await get('/fra/score'), 409, 'E-10745');
    const first = q.questions.slice(0, 6).map((x) => ({ question_id: x._id, option_index: 0 }));
    expect(expectSuccess(await post('/fra/submit-answer', { answers: first }))).toEqual({
      answered: 6,
      total: 12,
      completed: false,
    });
    expectError(await get('/fra/score'), 409, 'E-10745');
    expectError(
      await post('/fra/submit-answer', { answers: [{ question_id: q.questions[6]._id, option_index: 7 }] }),
      422,
      'E-10749',
    );
    expect(
      (await app.ctx.db.selectFrom('fra_answers').selectAll().where('user_id', '=', userId).execute()).length,
    ).toBe(6);
  });

  it('scores the last answer, stores the result and gives the band with next steps', async () => {
    const q = expectSuccess<FraQuestions>(await get('/fra/questions'));
    // Highest-risk answers everywhere except a 3-7 year horizon.
    const answers = q.questions.map((x) => ({
      question_id: x._id,
      option_index: /when will you need/i.test(x.question) ? 2 : x.options.length - 1,
    }));
    expect(expectSuccess(await post('/fra/submit-answer', { answers }))).toMatchObject({ completed: true });
    const score = expectSuccess<{
      score: number;
      max_score: number;
      band: { key: string; label: string };
      next_steps: Array<{ href: string; kind: string }>;
    }>(await get('/fra/score'));
    expect(score.score).toBe(47);
    expect(score.max_score).toBe(48);
    expect(score.band.label).toBe('Aggressive');
    expect(new Set(score.next_steps.map((s) => s.kind))).toEqual(new Set(['calculator', 'course', 'counselling']));
    const results = await app.ctx.db.selectFrom('fra_results').selectAll().where('user_id', '=', userId).execute();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ score: 47, band: 'aggressive' });
  });

  it('caps the band by a short investment horizon', () => {
    expect(bandFor(47, 12, 4).band.key).toBe('aggressive');
    expect(bandFor(45, 12, 1)).toMatchObject({ capped: true, band: { key: 'conservative' } });
    expect(bandFor(45, 12, 2)).toMatchObject({ capped: true, band: { key: 'moderately_conservative' } });
    expect(bandFor(15, 12, 1)).toMatchObject({ capped: false, band: { key: 'conservative' } });
    expect(bandFor(30, 12, 3).band.key).toBe('moderate');
  });
});

describe('planner handoff', () => {
  it('refuses users without the planner module (E-10117)', async () => {
    expectError(await post('/financial-planner/handoff', {}, globex), 403, 'E-10117');
  });

  it('issues a single-use token that the verify call accepts once and refuses when replayed', async () => {
    const h = expectSuccess<{ redirect_url: string; expires_in: number; delay_ms: number }>(
      await post('/financial-planner/handoff', {}),
    );
    expect(h.delay_ms).toBe(1000);
    const url = new URL(h.redirect_url);
    const token = url.searchParams.get('handoff')!;
    expect(token).not.toBe(acme);
    expect(h.redirect_url).not.toContain(acme);
    const nav = await app.ctx.db
      .selectFrom('user_activity')
      .select('action_id')
      .where('user_id', '=', userId)
      .where('navigation_url', '=', '/client/financial-planner')
      .execute();
    expect(nav.map((n) => n.action_id)).toEqual([11]);

    const login = async () => (await buildLoginResponse(app.ctx.db, userId, 'token')).is_financial_planner_register;
    expect(await login()).toBe(false);
    const ok = expectSuccess<{ user: { email: string }; is_financial_planner_register: boolean }>(
      await post('/financial-planner/verify', { token }, null),
    );
    expect(ok.user.email).toBe('employee@acme.example');
    expectError(await post('/financial-planner/verify', { token }, null), 401, 'E-10746');
    expectError(await post('/financial-planner/verify', { token }, null), 401, 'E-10746');
    const reg = await app.ctx.db
      .selectFrom('planner_registrations')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(reg).toHaveLength(1);
    // The login answer's flag comes from this data, not a constant.
    expect(await login()).toBe(true);
  });

  it('serves the built-in demo planner page, which verifies its token once', async () => {
    const h = expectSuccess<{ redirect_url: string }>(await post('/financial-planner/handoff', {}));
    const token = new URL(h.redirect_url).searchParams.get('handoff')!;
    const page = (await app.inject({ method: 'GET', url: `/api/v1/financial-planner/demo?handoff=${token}` })).body;
    expect(page).toContain('The handoff token was verified.');
    const again = (await app.inject({ method: 'GET', url: `/api/v1/financial-planner/demo?handoff=${token}` })).body;
    expect(again).toContain('E-10746');
  });

  it('refuses expired, forged and malformed tokens', async () => {
    const past = Date.now() - 120_000;
    const h = await createHandoff(
      app.ctx.db,
      { secretsKey: app.ctx.config.secretsKey, plannerUrl: 'https://planner.example/login' },
      { id: userId, company_id: null },
      past,
    );
    const token = new URL(h.redirect_url).searchParams.get('handoff')!;
    expectError(await post('/financial-planner/verify', { token }, null), 401, 'E-10747');
    const [id, exp] = token.split('.');
    const forged = `${id}.${Number(exp) + 3600}.${'A'.repeat(43)}`;
    expectError(await post('/financial-planner/verify', { token: forged }, null), 401, 'E-10748');
    expectError(await post('/financial-planner/verify', { token: 'not-a-token' }, null), 401, 'E-10748');
    // Signed with another key: refused even when well formed.
    const other = await createHandoff(
      app.ctx.db,
      { secretsKey: 'another-key', plannerUrl: 'https://planner.example/login' },
      { id: userId, company_id: null },
    );
    await expect(
      verifyHandoff(app.ctx.db, app.ctx.config.secretsKey, new URL(other.redirect_url).searchParams.get('handoff')!),
    ).rejects.toMatchObject({ code: 'E-10748' });
  });
});
