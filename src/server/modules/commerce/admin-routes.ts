import type { FastifyInstance } from 'fastify';
import generateSchema from '../../../../schemas/api/commerce/coupon-generate.schema.json';
import batchParams from '../../../../schemas/api/commerce/coupon-batch-params.schema.json';
import endUserQuerySchema from '../../../../schemas/api/commerce/end-user-query.schema.json';
import endUserUpdateSchema from '../../../../schemas/api/commerce/end-user-update.schema.json';
import idParams from '../../../../schemas/api/id-params.schema.json';
import { loadExcel } from '../../lazy-libs.js';
import type { CouponGenerate } from '../../../shared/generated/api/commerce/coupon-generate.js';
import type { CouponBatchParams } from '../../../shared/generated/api/commerce/coupon-batch-params.js';
import type { EndUserQuery } from '../../../shared/generated/api/commerce/end-user-query.js';
import type { EndUserUpdate } from '../../../shared/generated/api/commerce/end-user-update.js';
import type { IdParams } from '../../../shared/generated/index.js';
import { nullEnvelope, answer, arrayOf, int, openObject as open, str } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { couponBatch, generateCoupons, listCouponBatches } from './coupon-batches.js';
import { exportEndUsers, listEndUsers, updateEndUser } from './end-users.js';
import { createPackage, deletePackage, getPackageForAdmin, listPackagesForAdmin, updatePackage } from './packages.js';

const tags = ['commerce-admin'];
const ADMIN = 'admin' as const;
const PAID_TO: Record<number, string> = { 1: 'Client', 2: 'Partner', 3: 'Paid User' };

const packageView = open({ _id: int, id: int, name: str });
const formatQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { format: { type: 'string', enum: ['json', 'xlsx'], default: 'json' } },
};
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    applicable_to: { type: 'integer', enum: [1, 2, 3] },
    status: { type: 'integer', enum: [1, 2] },
  },
};

/** Admin calls of packages, coupon batches and end users (roles 1-2; each write is in the audit log). */
export async function commerceAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Querystring: { applicable_to?: number; status?: number } }>(
    '/package-list',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Packages with their terms (manage-packages; filter by applicable-to)',
        querystring: listQuery,
        response: answer(open({ packages: arrayOf(packageView), default_package_id: { type: ['integer', 'null'] } })),
      },
    },
    async (req) => {
      const packages = await listPackagesForAdmin(db, req.query);
      return ok({ packages, default_package_id: packages[0]?.id ?? null });
    },
  );

  app.get<{ Params: IdParams }>(
    '/package/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'One package (view and edit)', params: idParams, response: answer(packageView) },
    },
    async (req) => ok(await getPackageForAdmin(db, req.params.id)),
  );

  app.post(
    '/package',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a package (the published package form)',
        body: { type: 'object' },
        response: answer(packageView, 201),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createPackage(db, req.body), 'S-10008')),
  );

  app.patch<{ Params: IdParams }>(
    '/package/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit a package; its users see the change at their next request',
        params: idParams,
        body: { type: 'object' },
        response: answer(packageView),
      },
    },
    async (req) => ok(await updatePackage(db, req.params.id, req.body), 'S-10009'),
  );

  app.delete<{ Params: IdParams }>(
    '/package/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete an unused package (E-10788 when in use)',
        params: idParams,
        response: { 200: nullEnvelope },
      },
    },
    async (req) => {
      await deletePackage(db, req.params.id);
      return ok(null, 'S-10010');
    },
  );

  // ---- coupons -----------------------------------------------------------------------------------
  app.post<{ Body: CouponGenerate }>(
    '/generate-coupon-code',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Generate a batch of single-use coupon codes for a package',
        body: generateSchema,
        response: answer(open({ _id: int, id: int, quantity: int }), 201),
      },
    },
    async (req, reply) => {
      const id = await generateCoupons(db, req.body, req.auth!.user.id);
      const batch = (await listCouponBatches(db)).find((b) => b.id === id)!;
      return reply.status(201).send(ok(batch, 'S-10008'));
    },
  );

  app.get(
    '/coupon-code',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Coupon batches', response: answer(open({ list: arrayOf(open({ _id: int })) })) },
    },
    async () => ok({ list: await listCouponBatches(db) }),
  );

  app.get<{ Params: CouponBatchParams; Querystring: { format: 'json' | 'xlsx' } }>(
    '/coupon-code/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A batch's codes (coupon-code-details); format=xlsx downloads them",
        params: batchParams,
        querystring: formatQuery,
        response: answer(open({ batch: open({ _id: int }), list: arrayOf(open({ code: str, status: str })) })),
      },
    },
    async (req, reply) => {
      const data = await couponBatch(db, req.params.id);
      if (req.query.format !== 'xlsx') return ok(data);
      const wb = new (await loadExcel()).Workbook();
      const ws = wb.addWorksheet('Coupons');
      ws.columns = [
        { header: 'Code', key: 'code', width: 10 },
        { header: 'Status', key: 'status', width: 10 },
        { header: 'Package', key: 'package', width: 24 },
        { header: 'Paid to', key: 'paid_to', width: 12 },
        { header: 'Valid until', key: 'valid_until', width: 12 },
        { header: 'Used by', key: 'used_by_email', width: 30 },
        { header: 'Used at', key: 'used_at', width: 22 },
      ];
      for (const c of data.list)
        ws.addRow({
          ...c,
          package: data.batch.package_name,
          paid_to: PAID_TO[data.batch.paid_to] ?? '',
          valid_until: data.batch.valid_until ?? '',
        });
      ws.getRow(1).font = { bold: true };
      const buf = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="coupons-batch-${req.params.id}.xlsx"`)
        .send(buf);
    },
  );

  // ---- end users ---------------------------------------------------------------------------------
  app.get<{ Querystring: WithDefaults<EndUserQuery, 'page' | 'limit' | 'format'> }>(
    '/end-user',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'End users (search, company, status, role); format=xlsx exports the filtered list',
        querystring: endUserQuerySchema,
        response: answer(open({ users: arrayOf(open({ _id: int })), total: int })),
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const buf = await exportEndUsers(db, req.query);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="end-users.xlsx"')
          .send(buf);
      }
      return ok(await listEndUsers(db, req.query));
    },
  );

  app.patch<{ Params: IdParams; Body: EndUserUpdate }>(
    '/end-user/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Activate or deactivate (sessions end at once) or change the package of an end user',
        params: idParams,
        body: endUserUpdateSchema,
        response: answer(open({ _id: int, status: int })),
      },
    },
    async (req) => ok(await updateEndUser(db, req.params.id, req.body), 'S-10009'),
  );
}
