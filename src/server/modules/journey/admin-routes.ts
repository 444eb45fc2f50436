import type { FastifyInstance } from 'fastify';
import idParams from '../../../../schemas/api/id-params.schema.json';
import topicInput from '../../../../schemas/api/journey/topic-input.schema.json';
import quizInput from '../../../../schemas/api/journey/quiz-input.schema.json';
import fraQuestionInput from '../../../../schemas/api/journey/fra-question-input.schema.json';
import resourceItemInput from '../../../../schemas/api/journey/resource-item-input.schema.json';
import type { IdParams } from '../../../shared/generated/index.js';
import type { JourneyTopicInput } from '../../../shared/generated/api/journey/topic-input.js';
import type { QuizInput } from '../../../shared/generated/api/journey/quiz-input.js';
import type { FraQuestionInput } from '../../../shared/generated/api/journey/fra-question-input.js';
import type { ResourceItemInput } from '../../../shared/generated/api/journey/resource-item-input.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { answer as envelope, arrayOf, objectOf as object } from '../../plugins/api-schemas.js';
import { adminContent, saveFraQuestion, saveQuiz, saveResourceItem, saveTopic } from './admin-service.js';

type Schema = Record<string, unknown>;
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
const saved = object({ _id: int });
/** A record's Hindi values (docs/i18n.md "Admin content in Hindi"): strings, and lists of strings. */
const hi: Schema = { type: 'object', additionalProperties: true };
const ADMIN = 'admin' as const;
const tags = ['journey admin'];

/** Admin management of topics, the quiz, risk questions and resource items (docs/journey.md, "Admin"). */
export async function journeyAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  refreshHomePagesAfter(app);

  app.get(
    '/admin/journey/content',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Every journey topic, quiz (with answers), risk question (with points) and resource item',
        response: envelope(
          object({
            cards: arrayOf(object({ _id: int, title: str })),
            videos: arrayOf(object({ _id: int, title: str })),
            topics: arrayOf(
              object({
                _id: int,
                card_id: int,
                title: str,
                summary: str,
                key_points: arrayOf(str),
                video_title: str,
                video_id: nullable(int),
                video_url: nullable(str),
                video_minutes: nullable(int),
                task_title: str,
                task_prompt: str,
                position: int,
                status: int,
                hi,
              }),
            ),
            quizzes: arrayOf(
              object({
                _id: int,
                title: str,
                description: str,
                status: int,
                hi,
                questions: arrayOf(
                  object({ question: str, options: arrayOf(str), answer_index: int, explanation: str, hi }),
                ),
              }),
            ),
            fra_questions: arrayOf(
              object({
                _id: int,
                dimension: str,
                question: str,
                help: str,
                options: arrayOf(object({ label: str, points: int })),
                position: int,
                status: int,
                // options: the Hindi labels, in the order of the English options.
                hi,
              }),
            ),
            resources: arrayOf(
              object({
                _id: int,
                kind: int,
                item_type: int,
                parent_id: nullable(int),
                title: str,
                description: str,
                url: nullable(str),
                position: int,
                status: int,
                hi,
              }),
            ),
          }),
        ),
      },
    },
    async () => ok(await adminContent(ctx.db)),
  );

  app.post<{ Body: JourneyTopicInput }>(
    '/admin/journey/topics',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Add a journey topic', body: topicInput, response: envelope(saved, 201) },
    },
    async (req, reply) => reply.status(201).send(ok(await saveTopic(ctx.db, req.body))),
  );
  app.patch<{ Params: IdParams; Body: JourneyTopicInput }>(
    '/admin/journey/topics/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Edit a journey topic', params: idParams, body: topicInput, response: envelope(saved) },
    },
    async (req) => ok(await saveTopic(ctx.db, req.body, req.params.id)),
  );

  const quizSaved = object({ _id: int, questions: int });
  app.post<{ Body: QuizInput }>(
    '/admin/quizzes',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a quiz (E-10219 title, E-10226 questions)',
        body: quizInput,
        response: envelope(quizSaved, 201),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await saveQuiz(ctx.db, req.body))),
  );
  app.patch<{ Params: IdParams; Body: QuizInput }>(
    '/admin/quizzes/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit a quiz; its questions are replaced (E-10219 title, E-10226 questions)',
        params: idParams,
        body: quizInput,
        response: envelope(quizSaved),
      },
    },
    async (req) => ok(await saveQuiz(ctx.db, req.body, req.params.id)),
  );

  app.post<{ Body: FraQuestionInput }>(
    '/admin/fra/questions',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a risk-assessment question',
        body: fraQuestionInput,
        response: envelope(saved, 201),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await saveFraQuestion(ctx.db, req.body))),
  );
  app.patch<{ Params: IdParams; Body: FraQuestionInput }>(
    '/admin/fra/questions/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit a risk-assessment question',
        params: idParams,
        body: fraQuestionInput,
        response: envelope(saved),
      },
    },
    async (req) => ok(await saveFraQuestion(ctx.db, req.body, req.params.id)),
  );

  app.post<{ Body: ResourceItemInput }>(
    '/admin/resources',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Add a resource item', body: resourceItemInput, response: envelope(saved, 201) },
    },
    async (req, reply) => reply.status(201).send(ok(await saveResourceItem(ctx.db, req.body))),
  );
  app.patch<{ Params: IdParams; Body: ResourceItemInput }>(
    '/admin/resources/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit a resource item',
        params: idParams,
        body: resourceItemInput,
        response: envelope(saved),
      },
    },
    async (req) => ok(await saveResourceItem(ctx.db, req.body, req.params.id)),
  );
}
