import { sql } from 'kysely';
import { answer, arrayOf, fileAnswer, MEDIA, objectOf } from '../../plugins/api-schemas.js';
import type { FastifyInstance } from 'fastify';
import courseParams from '../../../../schemas/api/learning/course-params.schema.json';
import idParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import timeSchema from '../../../../schemas/api/learning/capture-spent-time.schema.json';
import attemptSchema from '../../../../schemas/api/learning/assessment-attempt.schema.json';
import videoQuerySchema from '../../../../schemas/api/learning/video-query.schema.json';
import tokenParams from '../../../../schemas/api/learning/file-token-params.schema.json';
import type { CourseParams } from '../../../shared/generated/api/learning/course-params.js';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import type { CaptureSpentTime } from '../../../shared/generated/api/learning/capture-spent-time.js';
import type { AssessmentAttempt } from '../../../shared/generated/api/learning/assessment-attempt.js';
import type { VideoQuery } from '../../../shared/generated/api/learning/video-query.js';
import type { FileTokenParams } from '../../../shared/generated/api/learning/file-token-params.js';
import { AppError } from '../../../shared/app-error.js';
import { MODULE } from '../../../shared/package-info.js';
import { ok } from '../../plugins/envelope.js';
import type { AuthContext } from '../../plugins/access.js';
import type { AppContext } from '../../context.js';
import { registerJobs } from '../../plugins/jobs.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { fileLinks, readLink, sendLearningFile } from './file-links.js';
import { assessmentDetail, attempt } from './assessments.js';
import { listCourses, type Learner } from './courses.js';
import { courseView } from './course-view.js';
import { cancelEnrolment, enrol } from './enrolment.js';
import { mediaFacts } from './media-facts.js';
import { captureTime } from './time-spent.js';
import { listPlaylists, listVideos, playlistByVideo, videoDetails } from './videos.js';
import { localeOf } from '../../request-locale.js';
import type { Locale } from '../../../i18n/locales.js';
import * as S from './response-schemas.js';
import { learningTasks } from './jobs.js';
import { uploadRoutes } from './upload-routes.js';

const ELEARNING = { module: MODULE.ELEARNING } as const;
const VIDEOS = { module: MODULE.ELEARNING_VIDEOS } as const;
const tags = ['learning'];

const learner = (auth: AuthContext | null): Learner => ({ userId: auth!.user.id, companyId: auth!.user.company_id });

/** The employee's learning center (module 1), e-learning videos (module 6), uploads and file links. */
export async function learningRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const uploadDeps = { db, storage: ctx.storage, dataDir: ctx.config.dataDir };
  // Links for the reader's language: a Hindi reader's link serves a file's Hindi version (docs/learning.md "Hindi").
  const links = (auth: AuthContext | null, locale?: Locale) =>
    fileLinks(ctx.config.secretsKey, auth!.user.id, Date.now(), locale);
  const factsOf = mediaFacts(db, ctx.storage);
  // Enrolment and completion change the home page's courses-in-progress widget (docs/landing-pages.md).
  // Heartbeats change no widget: they must not empty the home page cache every 15 s. Completion: chapter-routes.ts.
  refreshHomePagesAfter(
    app,
    (req) => req.method !== 'GET' && req.url.includes('/courses/') && !req.url.includes('/capture-spent-time'),
  );
  // The daily sweep of unfinished uploads (jobs.ts; off when jobs are off, e.g. under vitest).
  registerJobs(app, { jobs: ctx.jobs, db, tasks: learningTasks(ctx) });
  // Upload chunks arrive as raw bytes and are streamed to disk, never buffered (files.ts).
  app.addContentTypeParser('application/offset+octet-stream', (_req, payload, done) => done(null, payload));

  app.get(
    '/courses',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'The courses of the caller’s package with status and progress',
        response: answer(objectOf({ courses: arrayOf(S.courseSummary) })),
      },
    },
    async (req) =>
      ok({
        courses: await listCourses(db, learner(req.auth), links(req.auth, localeOf(req)), localeOf(req)),
      }),
  );

  app.get<{ Params: CourseParams }>(
    '/courses/:course_id',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'One course: sections and chapters in order, locks, completion, file links',
        params: courseParams,
        response: answer(S.courseView),
      },
    },
    async (req) =>
      ok(
        await courseView(
          db,
          learner(req.auth),
          req.params.course_id,
          links(req.auth, localeOf(req)),
          localeOf(req),
          factsOf,
        ),
      ),
  );

  app.post<{ Params: CourseParams }>(
    '/courses/enroll/:course_id',
    {
      config: { access: ELEARNING },
      schema: { tags, summary: 'Enrol (twice: E-10079)', params: courseParams, response: answer(S.enrolAnswer, 201) },
    },
    async (req, reply) => reply.status(201).send(ok(await enrol(db, learner(req.auth), req.params.course_id))),
  );

  app.patch<{ Params: CourseParams }>(
    '/courses/cancel/:course_id',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'Cancel the enrolment (progress 3)',
        params: courseParams,
        response: answer(S.enrolAnswer),
      },
    },
    async (req) => ok(await cancelEnrolment(db, learner(req.auth), req.params.course_id)),
  );

  app.post<{ Body: CaptureSpentTime }>(
    '/courses/capture-spent-time',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'Time-spent heartbeat (never adds more than the time since the last beat)',
        body: timeSchema,
        response: answer(S.timeAnswer),
      },
    },
    async (req) => ok(await captureTime(db, learner(req.auth), req.body)),
  );

  app.get<{ Params: LearningIdParams }>(
    '/courses/assessments/:id',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'An assessment’s questions (without answers)',
        params: idParams,
        response: answer(S.assessmentDetail),
      },
    },
    async (req) => ok(await assessmentDetail(db, req.params.id, false, localeOf(req))),
  );

  app.post<{ Params: LearningIdParams; Body: AssessmentAttempt }>(
    '/courses/assessments/:id/attempt',
    {
      config: { access: ELEARNING },
      schema: {
        tags,
        summary: 'Submit an attempt: scored against the pass mark and stored',
        params: idParams,
        body: attemptSchema,
        response: answer(S.attemptAnswer, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await attempt(db, req.auth!.user.id, req.params.id, req.body.answers, localeOf(req)))),
  );

  // ---- videos (module 6) ----
  app.get<{ Querystring: VideoQuery }>(
    '/e-learning-videos',
    {
      config: { access: VIDEOS },
      schema: {
        tags,
        summary: 'Videos by the 12 categories',
        querystring: videoQuerySchema,
        response: answer(S.videoList),
      },
    },
    async (req) => ok(await listVideos(db, req.query.category_id, links(req.auth, localeOf(req)), localeOf(req))),
  );

  app.get<{ Params: LearningIdParams }>(
    '/e-learning-videos/:id',
    {
      config: { access: VIDEOS },
      schema: { tags, summary: 'One video with related videos', params: idParams, response: answer(S.videoDetail) },
    },
    async (req) =>
      ok(
        await videoDetails(db, req.params.id, links(req.auth, localeOf(req)), localeOf(req), {
          userId: req.auth!.user.id,
          factsOf,
        }),
      ),
  );

  app.get(
    '/videos-playlist',
    {
      config: { access: VIDEOS },
      schema: { tags, summary: 'Playlists (_id, name, thumbnail_url, videos)', response: answer(S.playlistList) },
    },
    async (req) => ok({ playlists: await listPlaylists(db, links(req.auth, localeOf(req)), localeOf(req)) }),
  );

  app.get<{ Params: LearningIdParams }>(
    '/playlist-by-video-id/:id',
    {
      config: { access: VIDEOS },
      schema: {
        tags,
        summary: 'The playlist holding a video, to continue it',
        params: idParams,
        response: answer(S.playlistByVideo),
      },
    },
    async (req) => ok(await playlistByVideo(db, req.params.id, links(req.auth, localeOf(req)), localeOf(req))),
  );

  // Resumable uploads (admins): upload-routes.ts.
  uploadRoutes(app, uploadDeps);

  app.get<{ Params: FileTokenParams }>(
    '/learning/files/:token',
    {
      // The <video> element sends no bearer token: the link itself is the proof (signed for one
      // user after the module check, expires after LINK_SECONDS; docs/learning.md "Files").
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A learning file by signed link (byte ranges)',
        params: tokenParams,
        response: {
          200: fileAnswer('The whole file (mp4, webm, pdf, jpeg or png)', [
            MEDIA.mp4,
            MEDIA.webm,
            MEDIA.pdf,
            MEDIA.jpeg,
            MEDIA.png,
          ]),
          206: fileAnswer('The requested byte range (Range header)', [
            MEDIA.mp4,
            MEDIA.webm,
            MEDIA.pdf,
            MEDIA.jpeg,
            MEDIA.png,
          ]),
        },
      },
    },
    async (req, reply) => {
      const { fileId, hindi } = readLink(ctx.config.secretsKey, req.params.token);
      // A Hindi reader's link: the file's Hindi version when it has one (migration 3200-learning-hindi-media), in the
      // same query (every byte-range request of a video comes here).
      const id = hindi
        ? sql<number>`coalesce((SELECT hi_file_id FROM learning_files WHERE id = ${fileId}), ${fileId})`
        : fileId;
      const file = await db
        .selectFrom('learning_files')
        .select(['name', 'mime', 'original_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!file) throw new AppError('E-10507');
      return sendLearningFile(req, reply, ctx.storage, file);
    },
  );
}
