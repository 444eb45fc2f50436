import type { FastifyInstance } from 'fastify';
import askSchema from '../../../../schemas/api/assistant/ask-question.schema.json';
import answerSchema from '../../../../schemas/api/assistant/assistant-answer.schema.json';
import unansweredSchema from '../../../../schemas/api/assistant/assistant-unanswered.schema.json';
import type { AskQuestionBody } from '../../../shared/generated/api/assistant/ask-question.js';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import type { AssistantUnanswered } from '../../../shared/generated/api/assistant/assistant-unanswered.js';
import { localeOf } from '../../request-locale.js';
import { answer, embedded } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { topUnanswered } from './question-log.js';
import { askQuestion } from './service.js';

const tags = ['assistant'];

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
        response: answer(embedded(answerSchema)),
      },
    },
    async (req) =>
      ok(
        await askQuestion(db, req.auth ?? null, req.body.question, {
          conversationId: req.body.conversation_id,
          locale: localeOf(req),
        }),
      ),
  );

  app.get<{ Reply: Answer<AssistantUnanswered> }>(
    '/assistant/unanswered',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Most asked unanswered or low-confidence questions of the last 30 days',
        response: answer(embedded(unansweredSchema)),
      },
    },
    async () => ok({ list: await topUnanswered(db) }),
  );
}
