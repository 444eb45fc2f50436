import type { FastifyInstance } from 'fastify';
import adminBookSchema from '../../../../schemas/api/counselling-admin-book.schema.json';
import uploadSchema from '../../../../schemas/api/counselling-upload.schema.json';
import uploadUpdateSchema from '../../../../schemas/api/counselling-upload-update.schema.json';
import chargeSchema from '../../../../schemas/api/counselling-charge.schema.json';
import idParam from '../../../../schemas/api/id-params.schema.json';
import manageCounsellorQuery from '../../../../schemas/api/counselling-manage-counsellor-query.schema.json';
import bookingListQuery from '../../../../schemas/api/counselling-staff-booking-query.schema.json';
import uploadListQuery from '../../../../schemas/api/counselling-upload-list-query.schema.json';
import availableCounsellorQuery from '../../../../schemas/api/counselling-available-counsellor-query.schema.json';
import discountCodeQuery from '../../../../schemas/api/counselling-discount-code-query.schema.json';
import type {
  CounsellingAdminBook,
  CounsellingAvailableCounsellorQuery,
  CounsellingCharge,
  CounsellingChargeResponse,
  CounsellingDiscountCodeQuery,
  CounsellingManageCounsellorQuery,
  CounsellingStaffBookingQuery,
  CounsellingUpload,
  CounsellingUploadListQuery,
  CounsellingUploadUpdate,
  IdParams,
} from '../../../shared/generated/index.js';
import { ok, pageFields } from '../../plugins/envelope.js';
import type { Answer, WithDefaults } from '../../plugins/route-types.js';
import { envelopeOf, nullEnvelope, schemaRef } from '../../plugins/api-schemas.js';
import type { AppContext } from '../../context.js';
import { getPublishedForm } from '../forms/service.js';
import type { Deps } from './booking-common.js';
import { bookForUser } from './booking-service.js';
import { availableCounsellors, listStaffBookings, setDefaultChargePaise } from './catalogue-service.js';
import {
  createCounsellor,
  getCounsellorForAdmin,
  listCounsellorViews,
  updateCounsellor,
} from './counsellor-service.js';
import {
  createDiscountCode,
  deleteDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-service.js';
import { counsellorIdOfUser, getDefaultChargePaise } from './queries.js';
import { createUpload, listUploads, updateUpload } from './upload-service.js';

/**
 * The body of a form-defined record: any JSON object here; validateFormRecord checks it against the
 * published form (allOf[core entity schema, overlay]), so an overlay's fields reach it and unknown
 * fields are refused (E-10502) rather than stripped.
 */
function formBody(formKey: string, entitySchema: string) {
  return {
    type: 'object',
    description: `Validated against the published "${formKey}" form (GET /forms/${formKey}): allOf[schemas/entities/${entitySchema}, the published overlay]. Fields the form does not declare are refused (E-10502); the overlay's own fields are stored with the record and returned with it.`,
  } as const;
}

/** A route's success answer: the envelope around schemas/api/<id>.schema.json (docs/api.md, "Response schemas"). */
const answer = (id: string, status: 200 | 201 = 200) => ({ [status]: envelopeOf(schemaRef(`${id}.schema.json`)) });

/** Admin counselling: counsellors, bookings, bulk uploads, discount codes, the default charge; and a counsellor's own bookings. */
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

  // ---- bookings ----------------------------------------------------------------------------
  app.get<{ Querystring: WithDefaults<CounsellingStaffBookingQuery, 'page' | 'page_size'> }>(
    '/counsellor-bookings',
    {
      config: { access: { roles: [1, 2, 7] } },
      schema: {
        tags,
        summary: 'Bookings of a counsellor (a counsellor sees only their own)',
        response: answer('counselling-staff-booking-list'),
        querystring: bookingListQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const own = req.auth!.user.role === 7 ? ((await counsellorIdOfUser(db, req.auth!.user.id)) ?? -1) : null;
      return ok(await listStaffBookings(db, q, own));
    },
  );

  app.get<{ Querystring: WithDefaults<CounsellingStaffBookingQuery, 'page' | 'page_size'> }>(
    '/user-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'All bookings (manage-bookings)',
        querystring: bookingListQuery,
        response: answer('counselling-staff-booking-list'),
      },
    },
    async (req) => ok(await listStaffBookings(db, req.query, null)),
  );

  app.post<{ Body: CounsellingAdminBook }>(
    '/book-counselling',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Book for a user (no phone needed)',
        body: adminBookSchema,
        response: answer('counselling-book-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const res = await bookForUser(deps, {
        adminId: req.auth!.user.id,
        email: b.email,
        counsellorId: b.counsellor_id,
        serviceId: b.service_id,
        date: b.booking_date,
        slot: b.slot_time,
        phone: b.phone_number ?? null,
      });
      return reply.status(201).send(ok(res, 'S-10011'));
    },
  );

  // ---- bulk upload ---------------------------------------------------------------------------
  app.get<{ Querystring: WithDefaults<CounsellingUploadListQuery, 'page' | 'page_size'> }>(
    '/upload-user-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Uploaded booking sheets',
        response: answer('counselling-upload-list'),
        querystring: uploadListQuery,
      },
    },
    async (req) => {
      const q = req.query;
      return ok(await listUploads(deps, { page: q.page, pageSize: q.page_size, id: q.id }));
    },
  );

  app.post<{ Body: CounsellingUpload }>(
    '/upload-user-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Upload a spreadsheet of bookings (kept pending)',
        body: uploadSchema,
        response: answer('counselling-upload-view', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      return reply
        .status(201)
        .send(
          ok(
            await createUpload(deps, { adminId: req.auth!.user.id, fileName: b.file_name, base64: b.file_base64 }),
            'S-10008',
          ),
        );
    },
  );

  app.patch<{ Body: CounsellingUploadUpdate }>(
    '/upload-user-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Correct rows or confirm an upload (confirmed: no more changes)',
        response: answer('counselling-upload-view'),
        body: uploadUpdateSchema,
      },
    },
    async (req) => {
      const b = req.body;
      return ok(
        await updateUpload(deps, { adminId: req.auth!.user.id, id: b.id, rows: b.rows, confirm: b.confirm }),
        'S-10009',
      );
    },
  );

  app.get<{ Params: IdParams; Querystring: CounsellingAvailableCounsellorQuery }>(
    '/upload-user-booking/available-counsellor/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Counsellors offering a service (id), with their free slots on a date',
        response: answer('counselling-available-counsellors'),
        params: idParam,
        querystring: availableCounsellorQuery,
      },
    },
    async (req) => {
      const { id } = req.params;
      const { date } = req.query;
      return ok({ counsellors: await availableCounsellors(db, { serviceId: id, date }) });
    },
  );

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
