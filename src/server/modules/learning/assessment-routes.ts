import type { FastifyInstance } from 'fastify';
import idParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import { MODULE } from '../../../shared/package-info.js';
import type { AppContext } from '../../context.js';
import { answer } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { myAttempts } from './assessments.js';
import { attemptList } from './response-schemas.js';

/** The person's own attempts at an assessment (issue 32 "Assessment review": attempts are listed). */
export async function assessmentReviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: LearningIdParams }>(
    '/courses/assessments/:id/attempts',
    {
      config: { access: { module: MODULE.ELEARNING } },
      schema: {
        tags: ['learning'],
        summary: 'My attempts at an assessment, oldest first: score, right answers out of all, passed, when',
        params: idParams,
        response: answer(attemptList),
      },
    },
    async (req) => ok({ attempts: await myAttempts(ctx.db, req.auth!.user.id, req.params.id) }),
  );
}
