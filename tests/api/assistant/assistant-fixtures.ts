/** The app, demo sessions and the ask helpers shared by the assistant API tests. */
import { afterAll, beforeAll } from 'vitest';
import type { AssistantAnswer } from '../../../src/shared/generated/api/assistant/assistant-answer.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';

export type Ctx = {
  app: App;
  acme: string;
  globex: string;
  admin: string;
  umbrella: string;
};

/**
 * A test file's app with the demo seed: registers its beforeAll (app and sessions) and afterAll (close)
 * and answers the context they fill, to be read inside the tests.
 */
export function useAssistantApp(): Ctx {
  const c = {} as Ctx;
  beforeAll(async () => {
    const app = await buildTestApp();
    Object.assign(c, {
      app,
      acme: await sessionFor(app, 'employee@acme.example'),
      globex: await sessionFor(app, 'employee@globex.example'),
      admin: await sessionFor(app, 'admin@finwell.example'),
      umbrella: await sessionFor(app, 'employee@umbrella.example'),
    });
  }, 120_000);
  afterAll(async () => c.app?.close());
  return c;
}

/** A question to the assistant as `token` (none: a visitor): the raw answer, or the answer's data. */
export function assistantRequests(c: Ctx) {
  const askRaw = (question: string, token: string | null = null) =>
    c.app.inject({
      method: 'POST',
      url: '/api/v1/client-emp/ask-question',
      headers: token ? bearer(token) : {},
      payload: { question },
    });
  const ask = async (question: string, token: string | null = null) =>
    expectSuccess<AssistantAnswer>(await askRaw(question, token));
  return { askRaw, ask };
}
