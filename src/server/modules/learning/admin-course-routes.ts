import type { FastifyInstance } from 'fastify';
import courseParams from '../../../../schemas/api/learning/course-params.schema.json';
import sectionParams from '../../../../schemas/api/learning/section-params.schema.json';
import chapterParams from '../../../../schemas/api/learning/chapter-params.schema.json';
import sectionInput from '../../../../schemas/api/learning/section-input.schema.json';
import courseOrder from '../../../../schemas/api/learning/course-order.schema.json';
import type { CourseParams } from '../../../shared/generated/api/learning/course-params.js';
import type { SectionParams } from '../../../shared/generated/api/learning/section-params.js';
import type { ChapterParams } from '../../../shared/generated/api/learning/chapter-params.js';
import type { CourseRecord } from '../../../shared/generated/entities/course.js';
import type { SectionInput } from '../../../shared/generated/api/learning/section-input.js';
import type { CourseChapterRecord } from '../../../shared/generated/entities/course-chapter.js';
import type { CourseOrder } from '../../../shared/generated/api/learning/course-order.js';
import { validateFormRecord } from '../forms/service.js';
import { ok } from '../../plugins/envelope.js';
import { adminCourseList, createCourse, deleteCourse, enrolList, updateCourse } from './admin-courses.js';
import { adminCourse1, createSection, listSections, reorder, updateSection } from './admin-outline.js';
import { createChapter, deleteChapter, updateChapter } from './admin-chapters.js';
import { answer } from '../../plugins/api-schemas.js';
import * as S from './response-schemas.js';
import { ADMIN, tags, type AdminRouteDeps } from './admin-route-parts.js';

/** Admin calls for courses and their outline: e-learning-courses, section, chapter, enrol list. */
export function registerCourseAdminRoutes(app: FastifyInstance, { db, links }: AdminRouteDeps) {
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
}
