import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../../request-locale.js';
import idParams from '../../../../schemas/api/id-params.schema.json';
import stepSchema from '../../../../schemas/api/journey/step-completed.schema.json';
import quizCheckSchema from '../../../../schemas/api/journey/quiz-check.schema.json';
import quizAttemptSchema from '../../../../schemas/api/journey/quiz-attempt.schema.json';
import resourceActivitySchema from '../../../../schemas/api/journey/resource-activity.schema.json';
import type { IdParams } from '../../../shared/generated/index.js';
import type { JourneyStepCompleted } from '../../../shared/generated/api/journey/step-completed.js';
import type { QuizCheck } from '../../../shared/generated/api/journey/quiz-check.js';
import type { QuizAttempt } from '../../../shared/generated/api/journey/quiz-attempt.js';
import type { ResourceActivity } from '../../../shared/generated/api/journey/resource-activity.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { answer as envelope, arrayOf, objectOf as object } from '../../plugins/api-schemas.js';
import { viewerOf } from './access.js';
import { registerFraAndPlannerRoutes } from './fra-planner-routes.js';
import { bool, date, int, nullable, str, tags } from './route-parts.js';
import { userJourney } from './journey-service.js';
import { completeCard, completeStep, openTopic } from './topic-steps.js';
import { topicWatched, withWatch } from './topic-watch.js';
import { mediaFacts } from '../learning/media-facts.js';
import { mediaWatchedAnswer, watchFields } from '../learning/response-schemas.js';
import watchedSchema from '../../../../schemas/api/learning/chapter-watched.schema.json';
import type { ChapterWatched } from '../../../shared/generated/api/learning/chapter-watched.js';
import {
  checkQuizAnswer,
  logResourceActivity,
  recordQuizAttempt,
  userResourceActivities,
} from './resources-service.js';

const topicSummary = {
  _id: int,
  card_id: int,
  title: str,
  summary: str,
  position: int,
  status: { type: 'string', enum: ['Not_started', 'In_progress', 'Watched_video', 'Task_completed', 'Completed'] },
  status_id: int,
  next_step: nullable({ type: 'string', enum: ['Video', 'Task', 'Completed'] }),
  is_locked: bool,
  task_answer: nullable(str),
  completed_at: nullable(date),
};
const topicDetail = object({
  ...topicSummary,
  card_title: str,
  key_points: arrayOf(str),
  video_title: str,
  video_url: nullable(str),
  video_minutes: nullable(int),
  task_title: str,
  task_prompt: str,
  min_task_answer: int,
  previous_topic_id: nullable(int),
  next_topic_id: nullable(int),
  video_watch: nullable(object(watchFields)),
});
const journeyAnswer = object({
  cards: arrayOf(
    object({
      _id: int,
      slug: str,
      title: str,
      description: str,
      position: int,
      total_topics: int,
      completed_topics: int,
      is_completed: bool,
      completed_at: nullable(date),
      topics: arrayOf(object(topicSummary)),
    }),
  ),
  total_topics: int,
  completed_topics: int,
  percent: int,
  is_journey_completed: bool,
});
const resourceItem = {
  _id: int,
  kind: str,
  item_type: str,
  level: { type: 'string', enum: ['main', 'sub'] },
  slug: nullable(str),
  title: str,
  description: str,
  url: nullable(str),
};
const mainItem = object({ ...resourceItem, sub_items: arrayOf(object(resourceItem)) });

/**
 * The financial journey (journey/*), resources (user-resource-activities), the risk assessment
 * (fra/*) and the planner handoff (financial-planner/*): docs/journey.md.
 */
export async function journeyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Topic and card progress is what the home page's journey-progress widget shows (docs/landing-pages.md); opening a
  // topic with its GET starts it, so journey GETs count too.
  // Video heartbeats change no widget: they must not empty the home page cache every few seconds.
  refreshHomePagesAfter(app, (req) => req.url.includes('/journey/') && !req.url.endsWith('/watched'));
  /** The caller as the journey services see them: access checked, signed video links, their language. */
  const viewer = (req: FastifyRequest) => viewerOf(req.auth, ctx.config.secretsKey, localeOf(req));
  const factsOf = mediaFacts(ctx.db, ctx.storage);

  app.get(
    '/journey/user-journey',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The journey cards with their topics and the caller’s progress',
        response: envelope(journeyAnswer),
      },
    },
    async (req) => ok(await userJourney(ctx.db, viewer(req))),
  );

  app.get<{ Params: IdParams }>(
    '/journey/topic/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One topic with its video and task; opening an unlocked, not started topic starts it',
        params: idParams,
        response: envelope(topicDetail),
      },
    },
    async (req) => {
      const who = viewer(req);
      return ok(await withWatch(ctx.db, who, await openTopic(ctx.db, who, req.params.id), factsOf));
    },
  );

  app.post<{ Params: IdParams; Body: ChapterWatched }>(
    '/journey/topic/:id/watched',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Video heartbeat of a topic: one interval played, cut to the time since the last beat and merged',
        params: idParams,
        body: watchedSchema,
        response: envelope(mediaWatchedAnswer),
      },
    },
    async (req) =>
      ok(await topicWatched(ctx.db, viewer(req), req.params.id, { from: req.body.from, to: req.body.to }, factsOf)),
  );

  app.post<{ Body: JourneyStepCompleted }>(
    '/journey/steps/completed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Complete one step (Video, Task, Completed) of a topic; skipped or repeated steps are refused, the Video step until 90 % watched (E-10833)',
        body: stepSchema,
        response: envelope(topicDetail),
      },
    },
    async (req) => {
      const who = viewer(req);
      return ok(await withWatch(ctx.db, who, await completeStep(ctx.db, who, req.body, factsOf), factsOf));
    },
  );

  app.post<{ Params: IdParams }>(
    '/journey/completed/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Finish a journey card (every topic completed, else E-10428)',
        params: idParams,
        response: envelope(
          object({
            card_id: int,
            card_title: str,
            completed_at: date,
            is_journey_completed: bool,
            next_card_id: nullable(int),
          }),
        ),
      },
    },
    async (req) => ok(await completeCard(ctx.db, viewer(req), req.params.id), 'S-10015'),
  );

  app.get(
    '/user-resource-activities',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Resources: the three cards, activities, games and the quiz (without answers)',
        response: envelope(
          object({
            cards: arrayOf(object({ kind: str, title: str, subtitle: str, path: str, count: int })),
            activities: arrayOf(mainItem),
            games: arrayOf(mainItem),
            quiz_items: arrayOf(mainItem),
            quiz: nullable(
              object({
                _id: int,
                title: str,
                description: str,
                questions: arrayOf(object({ _id: int, question: str, options: arrayOf(str) })),
                last_attempt: nullable(object({ score: int, total: int, created_at: date })),
                best_score: nullable(int),
              }),
            ),
          }),
        ),
      },
    },
    async (req) => ok(await userResourceActivities(ctx.db, viewer(req))),
  );

  app.post<{ Body: QuizCheck }>(
    '/user-resource-activities/quiz/check',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Check one quiz answer (a wrong one answers E-10116 with the right option)',
        body: quizCheckSchema,
        response: envelope(object({ correct: bool, correct_index: int, explanation: str })),
      },
    },
    async (req) => ok(await checkQuizAnswer(ctx.db, req.body, viewer(req).locale)),
  );

  app.post<{ Body: QuizAttempt }>(
    '/user-resource-activities/quiz/attempts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Score and store one play of the quiz',
        body: quizAttemptSchema,
        response: envelope(
          object({
            attempt_id: int,
            score: int,
            total: int,
            best_score: int,
            results: arrayOf(object({ question_id: int, correct: bool, correct_index: int, message: str })),
          }),
          201,
        ),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await recordQuizAttempt(ctx.db, viewer(req), req.body))),
  );

  app.post<{ Body: ResourceActivity }>(
    '/user-resource-activities/log',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Log that a resource item was opened, played or finished',
        body: resourceActivitySchema,
        response: envelope(object({ item_id: int, action: str })),
      },
    },
    async (req) => ok(await logResourceActivity(ctx.db, viewer(req), req.body)),
  );

  registerFraAndPlannerRoutes(app, ctx, viewer);
}
