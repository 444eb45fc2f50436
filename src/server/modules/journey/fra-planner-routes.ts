import type { FastifyInstance, FastifyRequest } from 'fastify';
import fraAnswersSchema from '../../../../schemas/api/journey/fra-answers.schema.json';
import plannerVerifySchema from '../../../../schemas/api/journey/planner-verify.schema.json';
import type { FraAnswers } from '../../../shared/generated/api/journey/fra-answers.js';
import type { PlannerVerify } from '../../../shared/generated/api/journey/planner-verify.js';
import { MODULE } from '../../../shared/package-info.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { answer as envelope, arrayOf, fileAnswer, MEDIA, objectOf as object } from '../../plugins/api-schemas.js';
import type { Viewer } from './access.js';
import { demoPlannerPage } from './demo-planner.js';
import { fraQuestions, fraScore, submitAnswers } from './fra-service.js';
import { createHandoff, verifyHandoff } from './planner-service.js';
import { bool, date, int, nullable, str, tags } from './route-parts.js';

/**
 * The risk assessment (fra/*) and the planner handoff (financial-planner/*), registered by `journeyRoutes` in its own
 * scope (docs/journey.md).
 */
export function registerFraAndPlannerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  viewer: (req: FastifyRequest) => Viewer,
): void {
  app.get(
    '/fra/questions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The risk assessment’s questions with the caller’s answers',
        response: envelope(
          object({
            questions: arrayOf(
              object({
                _id: int,
                position: int,
                dimension: str,
                question: str,
                help: str,
                options: arrayOf(object({ index: int, label: str })),
                answer_index: nullable(int),
              }),
            ),
            total: int,
            answered: int,
            has_score: bool,
          }),
        ),
      },
    },
    async (req) => ok(await fraQuestions(ctx.db, viewer(req))),
  );

  app.post<{ Body: FraAnswers }>(
    '/fra/submit-answer',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Store answers; the last one computes and stores the score',
        body: fraAnswersSchema,
        response: envelope(object({ answered: int, total: int, completed: bool })),
      },
    },
    async (req) => ok(await submitAnswers(ctx.db, viewer(req), req.body.answers)),
  );

  app.get(
    '/fra/score',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The caller’s risk score, band and next steps (E-10745 until every question is answered)',
        response: envelope(
          object({
            score: int,
            max_score: int,
            min_score: int,
            percent: int,
            band: object({ key: str, label: str, description: str, allocation: str }),
            capped_by_horizon: bool,
            capacity_score: int,
            tolerance_score: int,
            next_steps: arrayOf(object({ key: str, label: str, href: str, kind: str })),
            bands: arrayOf(object({ key: str, label: str, min: int, max: int })),
            assessed_at: date,
          }),
        ),
      },
    },
    async (req) => ok(await fraScore(ctx.db, viewer(req))),
  );

  app.post(
    '/financial-planner/handoff',
    {
      config: { access: { module: MODULE.FINANCIAL_PLANNER } },
      schema: {
        tags,
        summary: 'Log the navigation and issue a one-minute, single-use planner handoff address',
        response: envelope(object({ redirect_url: str, expires_in: int, delay_ms: int })),
      },
    },
    async (req) =>
      ok(
        await createHandoff(
          ctx.db,
          { secretsKey: ctx.config.secretsKey, plannerUrl: ctx.config.plannerUrl },
          req.auth!.user,
        ),
      ),
  );

  app.post<{ Body: PlannerVerify }>(
    '/financial-planner/verify',
    {
      // The planner's server calls it; the token itself is the credential (single use, one minute).
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'For the planner: verify a handoff token once (replayed E-10746, expired E-10747, invalid E-10748)',
        body: plannerVerifySchema,
        response: envelope(
          object({
            user: object({
              _id: str,
              unique_user_no: str,
              email: str,
              first_name: nullable(str),
              last_name: nullable(str),
              company: nullable(object({ _id: str, company_name: str })),
            }),
            is_financial_planner_register: bool,
            issued_at: date,
          }),
        ),
      },
    },
    async (req) => ok(await verifyHandoff(ctx.db, ctx.config.secretsKey, req.body.token)),
  );

  if (ctx.config.nodeEnv !== 'production') {
    app.get<{ Querystring: { handoff?: string } }>(
      '/financial-planner/demo',
      {
        config: { access: 'dev' },
        schema: {
          tags,
          summary: 'Development only: a stand-in planner page that verifies its handoff token',
          querystring: {
            type: 'object',
            properties: { handoff: { type: 'string', maxLength: 400 } },
            additionalProperties: false,
          },
          response: { 200: fileAnswer('The demo planner page', [MEDIA.html]) },
        },
      },
      async (req, reply) => {
        const html = await demoPlannerPage(ctx.db, ctx.config.secretsKey, req.query.handoff ?? '');
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  }
}
