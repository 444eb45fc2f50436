import type { FastifyInstance } from 'fastify';
import idParam from '../../../../schemas/api/id-params.schema.json';
import discountCodeQuery from '../../../../schemas/api/counselling-discount-code-query.schema.json';
import type { CounsellingDiscountCodeQuery, IdParams } from '../../../shared/generated/index.js';
import { ok, pageFields } from '../../plugins/envelope.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import { nullEnvelope } from '../../plugins/api-schemas.js';
import type { AppContext } from '../../context.js';
import { getPublishedForm } from '../forms/service.js';
import {
  createDiscountCode,
  deleteDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-service.js';
import { answer, formBody } from './route-parts.js';

/** The admin's discount codes: list (with the form's extra fields), one, add, edit, delete. */
export function registerDiscountCodeAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const tags = ['counselling-admin'];

  // ---- discount codes ------------------------------------------------------------------------
  app.get<{ Querystring: WithDefaults<CounsellingDiscountCodeQuery, 'page' | 'page_size'> }>(
    '/discount-code',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Discount codes, with the discount-code form's extra fields (extra_fields)",
        response: answer('discount-code-list'),
        querystring: discountCodeQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const form = await getPublishedForm(ctx.db, 'discount-code');
      const { list, extra_fields, total } = await listDiscountCodes(db, {
        page: q.page,
        pageSize: q.page_size,
        search: q.search,
        form,
      });
      return ok({ list, extra_fields, total, ...pageFields(total, q.page, q.page_size) });
    },
  );

  app.get<{ Params: IdParams }>(
    '/discount-code/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One discount code for the edit form',
        params: idParam,
        response: answer('discount-code-view'),
      },
    },
    async (req) => ok(await getDiscountCode(db, req.params.id)),
  );

  app.post(
    '/discount-code',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a discount code (the published discount-code form)',
        response: answer('discount-code-view', 201),
        body: formBody('discount-code', 'discount-code.schema.json'),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createDiscountCode(db, req.body), 'S-10008')),
  );

  app.patch<{ Params: IdParams }>(
    '/discount-code/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit a discount code (the whole published discount-code form)',
        response: answer('discount-code-view'),
        params: idParam,
        body: formBody('discount-code', 'discount-code.schema.json'),
      },
    },
    async (req) => ok(await updateDiscountCode(db, req.params.id, req.body), 'S-10009'),
  );

  app.delete<{ Params: IdParams }>(
    '/discount-code/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a discount code', params: idParam, response: { 200: nullEnvelope } },
    },
    async (req) => {
      await deleteDiscountCode(db, req.params.id);
      return ok(null, 'S-10010');
    },
  );
}
