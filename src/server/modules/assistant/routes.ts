import type { FastifyInstance } from 'fastify';
import askSchema from '../../../../schemas/api/assistant/ask-question.schema.json';
import answerSchema from '../../../../schemas/api/assistant/assistant-answer.schema.json';
import unansweredSchema from '../../../../schemas/api/assistant/assistant-unanswered.schema.json';
import type { AskQuestionBody } from '../../../shared/generated/api/assistant/ask-question.js';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import type { AssistantUnanswered } from '../../../shared/generated/api/assistant/assistant-unanswered.js';
import { envelopeOf } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { askQuestion, topUnanswered } from './service.js';

const tags = ['assistant'];

/** A response schema of schemas/api/assistant without its $id (each route compiles its own copy). */
function local(schema: Record<string, unknown>): Record<string, unknown> {
  const { $id: _id, $schema: _s, ...rest } = schema;
  return rest;
}

/**
 * The assistant's calls (docs/assistant.md): `client-emp/ask-question` is public, so the login
 * screen's box can ask it; a signed-in caller's token is still read, and then only what the
 * package includes is used. Admins read the top unanswered questions for the dashboard.
 */
export async function assistantRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.post<{ Body: AskQuestionBody; Reply: Answer<AssistantAnswer> }>(
    '/client-emp/ask-question',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ask the assistant: calculator numbers, knowledge-base passages, or "I don\'t know" with a counsellor',
        body: askSchema,
        response: { 200: envelopeOf(local(answerSchema)) },
      },
    },
    async (req) => ok(await askQuestion(db, req.auth ?? null, req.body.question)),
  );

  app.get<{ Reply: Answer<AssistantUnanswered> }>(
    '/assistant/unanswered',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Most asked unanswered or low-confidence questions of the last 30 days',
        response: { 200: envelopeOf(local(unansweredSchema)) },
      },
    },
    async () => ok({ list: await topUnanswered(db) }),
  );
}
