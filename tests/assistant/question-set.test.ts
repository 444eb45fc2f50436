/**
 * The assistant over the held-out question set (docs/assistant.md "Figures"): intent and inputs
 * right for at least 95 % of the 60 calculator questions, one expected source in the top 3 for at
 * least 85 % of the content questions (40 answered by the knowledge base, 10 by a course or an e-learning
 * video of the learning center, which must also reach 85 % on their own). Through the real route on the demo seed (PGlite here;
 * PostgreSQL with tests/support/with-postgres.ts), as the Acme employee whose package has everything.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../src/shared/generated/api/assistant/assistant-answer.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';
import { calculatorCases, calculatorRight, contentCases, sourceRight } from './question-set.js';

let app: App;
let acme: string;
beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
}, 120_000);
afterAll(async () => app?.close());

const ask = async (question: string) =>
  expectSuccess<AssistantAnswer>(
    await app.inject({
      method: 'POST',
      url: '/api/v1/client-emp/ask-question',
      headers: bearer(acme),
      payload: { question },
    }),
  );

it('has at least 100 questions: 60 calculator, 40 content', () => {
  expect(calculatorCases.length).toBeGreaterThanOrEqual(60);
  expect(contentCases.length).toBeGreaterThanOrEqual(40);
});

/** The content questions whose expected sources are all courses or e-learning videos of the demo seed. */
async function learningCases() {
  const courses = await app.ctx.db.selectFrom('courses').select('title').execute();
  const videos = await app.ctx.db.selectFrom('elearning_videos').select('title').execute();
  const titles = new Set([...courses, ...videos].map((r) => r.title));
  return contentCases.filter((c) => c.sources.every((t) => titles.has(t)));
}

it('learning-center questions: a course or video source in the top 3 for at least 85 %', async () => {
  const cases = await learningCases();
  expect(cases.length).toBeGreaterThanOrEqual(10);
  const misses: string[] = [];
  for (const c of cases) {
    const a = await ask(c.q);
    const r = sourceRight(c, a);
    const learning = a.sources.slice(0, 3).some((s) => s.kind === 'course' || s.kind === 'video');
    if (!r.ok || !learning) misses.push(`${c.q} -> ${r.why}`);
  }
  expect(1 - misses.length / cases.length, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
});

it('calculator questions: intent and inputs right for at least 95 %', async () => {
  const misses: string[] = [];
  for (const c of calculatorCases) {
    const r = calculatorRight(c, await ask(c.q));
    if (!r.ok) misses.push(`${c.q} -> ${r.why}`);
  }
  const share = 1 - misses.length / calculatorCases.length;
  expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
});

it('content questions: an expected source in the top 3 for at least 85 %', async () => {
  const misses: string[] = [];
  for (const c of contentCases) {
    const r = sourceRight(c, await ask(c.q));
    if (!r.ok) misses.push(`${c.q} -> ${r.why}`);
  }
  const share = 1 - misses.length / contentCases.length;
  expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
});
