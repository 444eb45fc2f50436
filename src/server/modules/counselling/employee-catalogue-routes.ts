import type { FastifyInstance } from 'fastify';
import counsellorQuerySchema from '../../../../schemas/api/counselling-counsellor-query.schema.json';
import slotQuerySchema from '../../../../schemas/api/counselling-slot-query.schema.json';
import counsellorIdParams from '../../../../schemas/api/counsellor-id-params.schema.json';
import type {
  CounsellingCounsellorQuery,
  CounsellingSlotQuery,
  CounsellorIdParams,
} from '../../../shared/generated/index.js';
import { ok } from '../../plugins/envelope.js';
import { localeOf } from '../../request-locale.js';
import type { Deps } from './booking-common.js';
import { findCounsellors, getCounsellorInfo, getServices, getSlots } from './catalogue-service.js';
import { answer, categoriesOf, COUNSELLING } from './route-parts.js';

/** The signed-in employee's counselling catalogue: services, counsellors (limited to the package's categories), free slots. */
export function registerEmployeeCatalogueRoutes(app: FastifyInstance, deps: Deps) {
  const db = deps.ctx.db;
  const tags = ['counselling'];

  app.get(
    '/counselling-services',
    {
      config: { access: COUNSELLING },
      schema: { tags, summary: 'The 12 counselling services', response: answer('counselling-service-list') },
    },
    async (req) => ok({ services: await getServices(db, req.auth!.packageInfo, localeOf(req)) }),
  );

  app.get<{ Querystring: CounsellingCounsellorQuery }>(
    '/counselors',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Counsellors with filters',
        querystring: counsellorQuerySchema,
        response: answer('counsellor-list'),
      },
    },
    async (req) => ok(await findCounsellors(db, req.query, categoriesOf(req), localeOf(req))),
  );

  app.get<{ Params: CounsellorIdParams }>(
    '/counselors/:counsellor_id',
    {
      config: { access: COUNSELLING },
      schema: { tags, summary: 'Counsellor info', params: counsellorIdParams, response: answer('counsellor-view') },
    },
    async (req) => ok(await getCounsellorInfo(db, req.params.counsellor_id, categoriesOf(req), localeOf(req))),
  );

  app.get<{ Querystring: CounsellingSlotQuery }>(
    '/counselors-slot',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Free slots of a counsellor (IST)',
        querystring: slotQuerySchema,
        response: answer('counselling-slots'),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await getSlots(db, {
          counsellorId: q.counsellor_id,
          date: q.date,
          days: q.days,
          categories: categoriesOf(req),
        }),
      );
    },
  );
}
