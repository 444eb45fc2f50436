import type { FastifyInstance } from 'fastify';
import chapterIdParams from '../../../../schemas/api/learning/chapter-id-params.schema.json';
import completedSchema from '../../../../schemas/api/learning/course-completed.schema.json';
import watchedSchema from '../../../../schemas/api/learning/chapter-watched.schema.json';
import openedSchema from '../../../../schemas/api/learning/chapter-opened.schema.json';
import type { ChapterIdParams } from '../../../shared/generated/api/learning/chapter-id-params.js';
import type { CourseCompleted } from '../../../shared/generated/api/learning/course-completed.js';
import type { ChapterWatched } from '../../../shared/generated/api/learning/chapter-watched.js';
import type { ChapterOpened } from '../../../shared/generated/api/learning/chapter-opened.js';
import { MODULE } from '../../../shared/package-info.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../plugins/access.js';
import { answer } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { recordOpened, recordWatched } from './chapter-progress.js';
import { videoWatched } from './videos.js';
import videoIdParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import type { Learner } from './courses.js';
import { complete } from './enrolment.js';
import { mediaFacts } from './media-facts.js';
import * as S from './response-schemas.js';

const ELEARNING = { module: MODULE.ELEARNING } as const;
const VIDEOS = { module: MODULE.ELEARNING_VIDEOS } as const;
const tags = ['learning'];
const learner = (auth: AuthContext | null): Learner => ({ userId: auth!.user.id, companyId: auth!.user.company_id });

/**
 * Chapter progress and completion (issue 32, docs/learning.md "Completion"): video heartbeats of played intervals,
 * a chapter opened (or a document read to its end), and courses/completed, which refuses a chapter whose rule is not
 * met yet (E-10830 watch, E-10831 read, E-10832 open the link first).
 */
export async function chapterRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const factsOf = mediaFacts(db, ctx.storage);
  // A completion changes the home page's courses-in-progress widget; heartbeats and openings change no widget.
  refreshHomePagesAfter(app, (req) => req.method === 'POST' && req.url.endsWith('/courses/completed'));

  app.post<{ Body: CourseCompleted }>(
    '/courses/completed',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary:
          'Complete a chapter whose rule is met (E-10830-E-10832); the course completes with its last required one',
        body: completedSchema,
        response: answer(S.completedAnswer),
      },
    },
    async (req) => ok(await complete(db, learner(req.auth), req.body.course_id, req.body.chapter_id, factsOf)),
  );

  app.post<{ Params: ChapterIdParams; Body: ChapterWatched }>(
    '/courses/chapters/:chapter_id/watched',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'Video heartbeat: one interval played, cut to the time since the last beat and merged',
        params: chapterIdParams,
        body: watchedSchema,
        response: answer(S.watchedAnswer),
      },
    },
    async (req) =>
      ok(
        await recordWatched(
          db,
          learner(req.auth),
          req.params.chapter_id,
          { from: req.body.from, to: req.body.to },
          factsOf,
        ),
      ),
  );

  app.post<{ Params: ChapterIdParams; Body: ChapterOpened | undefined }>(
    '/courses/chapters/:chapter_id/opened',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'A chapter was shown (reading time and links count from the first time); reached_end for a document',
        params: chapterIdParams,
        body: openedSchema,
        response: answer(S.openedAnswer),
      },
    },
    async (req) => ok(await recordOpened(db, learner(req.auth), req.params.chapter_id, req.body ?? {}, factsOf)),
  );

  // A library video's heartbeat (docs/learning.md "Other videos"): the same rule, kept in media_watch_progress.
  app.post<{ Params: LearningIdParams; Body: ChapterWatched }>(
    '/e-learning-videos/:id/watched',
    {
      config: { access: VIDEOS },
      schema: {
        tags,
        summary:
          'Video heartbeat: one interval played, cut to the time since the last beat and merged (90 % = watched)',
        params: videoIdParams,
        body: watchedSchema,
        response: answer(S.mediaWatchedAnswer),
      },
    },
    async (req) =>
      ok(await videoWatched(db, req.auth!.user.id, req.params.id, { from: req.body.from, to: req.body.to }, factsOf)),
  );
}
