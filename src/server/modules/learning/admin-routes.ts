import type { FastifyInstance } from 'fastify';
import idParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import type { AssessmentRecord } from '../../../shared/generated/entities/assessment.js';
import { validateFormRecord } from '../forms/service.js';
import { ok } from '../../plugins/envelope.js';
import type { AuthContext } from '../../plugins/access.js';
import type { AppContext } from '../../context.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { adminAssessments, createAssessment, deleteAssessment, updateAssessment } from './admin-assessments.js';
import { assessmentDetail } from './assessments.js';
import { fileLinks } from './file-links.js';
import { learningChanged } from './course-view.js';
import { answer } from '../../plugins/api-schemas.js';
import * as S from './response-schemas.js';
import { ADMIN, tags } from './admin-route-parts.js';
import { registerCourseAdminRoutes } from './admin-course-routes.js';
import { registerVideoAdminRoutes } from './admin-video-routes.js';

/**
 * Admin calls: e-learning-courses, section, chapter, enrol list (admin-course-routes.ts), assessment (here),
 * admin/e-learning-videos, admin/video-playlists (admin-video-routes.ts).
 */
export async function learningAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const links = (auth: AuthContext | null) => fileLinks(ctx.config.secretsKey, auth!.user.id);
  refreshHomePagesAfter(app);
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) learningChanged();
  });

  registerCourseAdminRoutes(app, { db, links });

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

  registerVideoAdminRoutes(app, { db, links });
}
