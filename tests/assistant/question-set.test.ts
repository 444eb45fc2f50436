/**
 * The assistant over the held-out question set (docs/assistant.md "Figures"): intent and inputs
 * right for at least 95 % of the 60 calculator questions, one expected source in the top 3 for at
 * least 85 % of the 40 content questions. Through the real route on the demo seed (PGlite here;
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
