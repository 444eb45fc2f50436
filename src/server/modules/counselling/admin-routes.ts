import type { FastifyInstance } from 'fastify';
import chargeSchema from '../../../../schemas/api/counselling-charge.schema.json';
import idParam from '../../../../schemas/api/id-params.schema.json';
import manageCounsellorQuery from '../../../../schemas/api/counselling-manage-counsellor-query.schema.json';
import type {
  CounsellingCharge,
  CounsellingChargeResponse,
  CounsellingManageCounsellorQuery,
  IdParams,
} from '../../../shared/generated/index.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer, WithDefaults } from '../../plugins/route-types.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import type { AppContext } from '../../context.js';
import { getPublishedForm } from '../forms/service.js';
import { registerBookingAdminRoutes } from './admin-booking-routes.js';
import { registerDiscountCodeAdminRoutes } from './admin-discount-routes.js';
import type { Deps } from './booking-common.js';
import { setDefaultChargePaise } from './catalogue-service.js';
import { createCounsellor, updateCounsellor } from './counsellor-service.js';
import { getCounsellorForAdmin, listCounsellorViews } from './counsellor-views.js';
import { getDefaultChargePaise } from './queries.js';
import { answer, formBody } from './route-parts.js';

/**
 * Admin counselling: counsellors (here), bookings and bulk uploads (admin-booking-routes.ts), discount codes
 * (admin-discount-routes.ts), the default charge (here); and a counsellor's own bookings. Registered in that order.
 */
export async function counsellingAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const db = ctx.db;
  const deps: Deps = { ctx, log: (err, msg) => app.log.error({ err }, msg) };
  const tags = ['counselling-admin'];

  // ---- counsellors -----------------------------------------------------------------------
  app.get<{ Querystring: WithDefaults<CounsellingManageCounsellorQuery, 'page' | 'page_size'> }>(
    '/manage-counsellor',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Counsellors (filters: category, rating, status, name), with the counsellor form's extra fields (extra_fields)",
        response: answer('counsellor-list'),
        querystring: manageCounsellorQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const form = await getPublishedForm(ctx.db, 'counsellor');
      return ok(
        await listCounsellorViews(
          db,
          {
            page: q.page,
            pageSize: q.page_size,
            category_id: q.category_id,
            rating: q.rating,
            status: q.status,
            name: q.name,
          },
          { admin: true, defaultPaise: await getDefaultChargePaise(db), form },
        ),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/manage-counsellor/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One counsellor for the edit form',
        params: idParam,
        response: answer('counsellor-view'),
      },
    },
    async (req) => ok(await getCounsellorForAdmin(db, req.params.id, await getDefaultChargePaise(db))),
  );

  app.post(
    '/manage-counsellor',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a counsellor (the published counsellor form)',
        response: answer('counsellor-view', 201),
        body: formBody('counsellor', 'counsellor.schema.json'),
      },
    },
    async (req, reply) => {
      const id = await createCounsellor(db, req.body);
      return reply
        .status(201)
        .send(ok(await getCounsellorForAdmin(db, id, await getDefaultChargePaise(db)), 'S-10008'));
    },
  );

  app.patch<{ Params: IdParams }>(
    '/manage-counsellor/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit a counsellor (the whole published counsellor form)',
        response: answer('counsellor-view'),
        params: idParam,
        body: formBody('counsellor', 'counsellor.schema.json'),
      },
    },
    async (req) => {
      const { id } = req.params;
      await updateCounsellor(db, id, req.body);
      return ok(await getCounsellorForAdmin(db, id, await getDefaultChargePaise(db)), 'S-10009');
    },
  );

  registerBookingAdminRoutes(app, deps);
  registerDiscountCodeAdminRoutes(app, ctx);

  // ---- default charge ------------------------------------------------------------------------
  const chargeAnswer = { 200: envelopeOf(schemaRef('counselling-charge-answer.schema.json')) };
  app.get<{ Reply: Answer<CounsellingChargeResponse> }>(
    '/counselling-charge',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'The default counselling charge', response: chargeAnswer },
    },
    async () => {
      const paise = await getDefaultChargePaise(db);
      return ok({ charge: paise / 100, charge_paise: paise });
    },
  );

  app.patch<{ Body: CounsellingCharge; Reply: Answer<CounsellingChargeResponse> }>(
    '/counselling-charge',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Set the default counselling charge (super admin)',
        body: chargeSchema,
        response: chargeAnswer,
      },
    },
    async (req) => {
      const paise = await setDefaultChargePaise(db, Math.round(req.body.charge * 100));
      return ok({ charge: paise / 100, charge_paise: paise }, 'S-10009');
    },
  );
}
