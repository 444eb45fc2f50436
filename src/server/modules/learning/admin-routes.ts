import type { FastifyInstance } from 'fastify';
import courseParams from '../../../../schemas/api/learning/course-params.schema.json';
import sectionParams from '../../../../schemas/api/learning/section-params.schema.json';
import chapterParams from '../../../../schemas/api/learning/chapter-params.schema.json';
import idParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import sectionInput from '../../../../schemas/api/learning/section-input.schema.json';
import courseOrder from '../../../../schemas/api/learning/course-order.schema.json';
import type { CourseParams } from '../../../shared/generated/api/learning/course-params.js';
import type { SectionParams } from '../../../shared/generated/api/learning/section-params.js';
import type { ChapterParams } from '../../../shared/generated/api/learning/chapter-params.js';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import type { CourseRecord } from '../../../shared/generated/entities/course.js';
import type { SectionInput } from '../../../shared/generated/api/learning/section-input.js';
import type { CourseChapterRecord } from '../../../shared/generated/entities/course-chapter.js';
import type { CourseOrder } from '../../../shared/generated/api/learning/course-order.js';
import type { AssessmentRecord } from '../../../shared/generated/entities/assessment.js';
import type { ElearningVideoRecord } from '../../../shared/generated/entities/elearning-video.js';
import type { VideoPlaylistRecord } from '../../../shared/generated/entities/video-playlist.js';
import { validateFormRecord } from '../forms/service.js';
import { ok } from '../../plugins/envelope.js';
import type { AuthContext } from '../../plugins/access.js';
import type { AppContext } from '../../context.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { adminCourseList, createCourse, deleteCourse, enrolList, updateCourse } from './admin-courses.js';
import { adminCourse1, createSection, listSections, reorder, updateSection } from './admin-outline.js';
import { createChapter, deleteChapter, updateChapter } from './admin-chapters.js';
import { adminAssessments, createAssessment, deleteAssessment, updateAssessment } from './admin-assessments.js';
import { assessmentDetail } from './assessments.js';
import { fileLinks } from './file-links.js';
import { learningChanged } from './course-view.js';
import { adminVideos, createVideo, deleteVideo, playlistOptions, updateVideo } from './admin-videos.js';
import { adminPlaylist, adminPlaylists, createPlaylist, deletePlaylist, updatePlaylist } from './admin-playlists.js';
import { answer } from '../../plugins/api-schemas.js';
import * as S from './response-schemas.js';

const ADMIN = { access: 'admin' } as const;
const tags = ['learning admin'];

/**
 * Admin calls: e-learning-courses, section, chapter, enrol list, assessment, admin/e-learning-videos,
 * admin/video-playlists.
 */
export async function learningAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const links = (auth: AuthContext | null) => fileLinks(ctx.config.secretsKey, auth!.user.id);
  refreshHomePagesAfter(app);
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) learningChanged();
  });

  app.get(
    '/e-learning-courses',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Every course with enrolment and chapter counts',
        response: answer(S.adminCourseList),
      },
    },
    async (req) => ok({ courses: await adminCourseList(db, links(req.auth)) }),
  );
  app.get<{ Params: CourseParams }>(
    '/e-learning-courses/:course_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'One course with sections and chapters',
        params: courseParams,
        response: answer(S.adminCourseDetail),
      },
    },
    async (req) => ok(await adminCourse1(db, req.params.course_id, links(req.auth))),
  );
  // The body is the published course form definition's record (core + overlay, docs/learning.md "Admin forms");
  // only the core is stored. A PATCH replaces the whole course.
  const courseRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'course', body)).core as unknown as CourseRecord;
  app.post(
    '/e-learning-courses',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a course (form course)', response: answer(S.idAnswer, 201) },
    },
    async (req, reply) => reply.status(201).send(ok(await createCourse(db, await courseRecord(req.body)), 'S-10008')),
  );
  app.patch<{ Params: CourseParams }>(
    '/e-learning-courses/:course_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a course (form course)',
        params: courseParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updateCourse(db, req.params.course_id, await courseRecord(req.body)), 'S-10009'),
  );
  app.delete<{ Params: CourseParams }>(
    '/e-learning-courses/:course_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Delete a course (archived when anyone enrolled)',
        params: courseParams,
        response: answer(S.deleteAnswer),
      },
    },
    async (req) => ok(await deleteCourse(db, req.params.course_id), 'S-10010'),
  );
  app.patch<{ Params: CourseParams; Body: CourseOrder }>(
    '/e-learning-courses/:course_id/order',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Order of sections and chapters (drag and drop)',
        params: courseParams,
        body: courseOrder,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await reorder(db, req.params.course_id, req.body), 'S-10009'),
  );

  app.get<{ Params: CourseParams }>(
    '/section/:course_id',
    {
      config: ADMIN,
      schema: { tags, summary: 'Sections of a course', params: courseParams, response: answer(S.sectionList) },
    },
    async (req) => ok({ sections: await listSections(db, req.params.course_id) }),
  );
  app.post<{ Params: CourseParams; Body: SectionInput }>(
    '/section/:course_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Add a section',
        params: courseParams,
        body: sectionInput,
        response: answer(S.idAnswer, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await createSection(db, req.params.course_id, req.body), 'S-10008')),
  );
  app.patch<{ Params: SectionParams; Body: SectionInput }>(
    '/section/:course_id/:section_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a section',
        params: sectionParams,
        body: sectionInput,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updateSection(db, req.params.course_id, req.params.section_id, req.body), 'S-10009'),
  );

  // The body is the published course-chapter form definition's record (core + overlay); only the core is stored.
  const chapterRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'course-chapter', body)).core as unknown as CourseChapterRecord;
  app.post<{ Params: SectionParams }>(
    '/chapter/:course_id/:section_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Add a chapter (form course-chapter)',
        params: sectionParams,
        response: answer(S.idAnswer, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await createChapter(db, req.params.course_id, req.params.section_id, await chapterRecord(req.body)),
            'S-10008',
          ),
        ),
  );
  app.patch<{ Params: ChapterParams }>(
    '/chapter/:course_id/:section_id/:chapter_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a chapter (form course-chapter)',
        params: chapterParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) =>
      ok(
        await updateChapter(
          db,
          req.params.course_id,
          req.params.section_id,
          req.params.chapter_id,
          await chapterRecord(req.body),
        ),
        'S-10009',
      ),
  );
  app.delete<{ Params: ChapterParams }>(
    '/chapter/:course_id/:section_id/:chapter_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Remove a chapter (completions stay)',
        params: chapterParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) =>
      ok(await deleteChapter(db, req.params.course_id, req.params.section_id, req.params.chapter_id), 'S-10010'),
  );

  app.get<{ Params: CourseParams }>(
    '/enrol-list/:course_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Learners enrolled in a course',
        params: courseParams,
        response: answer(S.enrolListAnswer),
      },
    },
    async (req) => ok({ enrolments: await enrolList(db, req.params.course_id) }),
  );

  // ---- assessments ----
  app.get(
    '/assessment',
    { config: ADMIN, schema: { tags, summary: 'Assessments', response: answer(S.assessmentList) } },
    async () => ok({ assessments: await adminAssessments(db) }),
  );
  app.get<{ Params: LearningIdParams }>(
    '/assessment/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'One assessment with answers',
        params: idParams,
        response: answer(S.assessmentDetail),
      },
    },
    async (req) => ok(await assessmentDetail(db, req.params.id, true)),
  );
  // The body is the published assessment form definition's record (core + overlay); only the core is stored.
  const assessmentRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'assessment', body)).core as unknown as AssessmentRecord;
  app.post(
    '/assessment',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add an assessment (form assessment)', response: answer(S.idAnswer, 201) },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await createAssessment(db, await assessmentRecord(req.body)), 'S-10008')),
  );
  app.patch<{ Params: LearningIdParams }>(
    '/assessment/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit an assessment (form assessment)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updateAssessment(db, req.params.id, await assessmentRecord(req.body)), 'S-10009'),
  );
  app.delete<{ Params: LearningIdParams }>(
    '/assessment/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Delete an assessment (attempts stay)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await deleteAssessment(db, req.params.id), 'S-10010'),
  );

  // ---- e-learning videos ----
  app.get(
    '/admin/e-learning-videos',
    { config: ADMIN, schema: { tags, summary: 'Every video and the playlists', response: answer(S.adminVideoList) } },
    async (req) => ok({ videos: await adminVideos(db, links(req.auth)), playlists: await playlistOptions(db) }),
  );
  // The body is the published elearning-video form definition's record (core + overlay); the core is stored.
  const videoRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'elearning-video', body)).core as unknown as ElearningVideoRecord;
  app.post(
    '/admin/e-learning-videos',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a video (form elearning-video)', response: answer(S.idAnswer, 201) },
    },
    async (req, reply) => reply.status(201).send(ok(await createVideo(db, await videoRecord(req.body)), 'S-10008')),
  );
  app.patch<{ Params: LearningIdParams }>(
    '/admin/e-learning-videos/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a video (form elearning-video)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updateVideo(db, req.params.id, await videoRecord(req.body)), 'S-10009'),
  );
  app.delete<{ Params: LearningIdParams }>(
    '/admin/e-learning-videos/:id',
    { config: ADMIN, schema: { tags, summary: 'Delete a video', params: idParams, response: answer(S.idAnswer) } },
    async (req) => ok(await deleteVideo(db, req.params.id), 'S-10010'),
  );

  // ---- video playlists (not in the contract's list: docs/learning.md "Calls") ----
  app.get(
    '/admin/video-playlists',
    {
      config: ADMIN,
      schema: { tags, summary: 'Every playlist with its videos in order', response: answer(S.adminPlaylistList) },
    },
    async (req) => ok({ playlists: await adminPlaylists(db, links(req.auth)) }),
  );
  app.get<{ Params: LearningIdParams }>(
    '/admin/video-playlists/:id',
    {
      config: ADMIN,
      schema: { tags, summary: 'One playlist', params: idParams, response: answer(S.adminPlaylist) },
    },
    async (req) => ok(await adminPlaylist(db, req.params.id, links(req.auth))),
  );
  // The body is the published video-playlist form definition's record (core schema + overlay), checked by
  // validateFormRecord like the other admin forms; only the core fields are stored.
  const playlistRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'video-playlist', body)).core as unknown as VideoPlaylistRecord;
  app.post(
    '/admin/video-playlists',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a playlist (form video-playlist)', response: answer(S.idAnswer, 201) },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await createPlaylist(db, await playlistRecord(req.body)), 'S-10008')),
  );
  app.patch<{ Params: LearningIdParams }>(
    '/admin/video-playlists/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Rename a playlist, set its videos and their order (form video-playlist)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updatePlaylist(db, req.params.id, await playlistRecord(req.body)), 'S-10009'),
  );
  app.delete<{ Params: LearningIdParams }>(
    '/admin/video-playlists/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Delete a playlist (its videos stay)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await deletePlaylist(db, req.params.id), 'S-10010'),
  );
}
