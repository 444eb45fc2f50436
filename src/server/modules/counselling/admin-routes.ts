import type { FastifyInstance } from 'fastify';
import adminBookSchema from '../../../../schemas/api/counselling-admin-book.schema.json';
import uploadSchema from '../../../../schemas/api/counselling-upload.schema.json';
import uploadUpdateSchema from '../../../../schemas/api/counselling-upload-update.schema.json';
import chargeSchema from '../../../../schemas/api/counselling-charge.schema.json';
import { ok, pageFields } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { getPublishedForm } from '../forms/service.js';
import type { Deps } from './booking-common.js';
import { bookForUser } from './booking-service.js';
import {
  availableCounsellors,
  listStaffBookings,
  setDefaultChargePaise,
  type StaffBookingQuery,
} from './catalogue-service.js';
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

const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const pageQuery = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
} as const;

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

const bookingListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuery,
    status: { type: 'integer', minimum: 1, maximum: 7 },
    counsellor_id: { type: 'integer', minimum: 1 },
    company_id: { type: 'integer', minimum: 1 },
    email: { type: 'string', maxLength: 254 },
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
  },
} as const;

/** Admin counselling: counsellors, bookings, bulk uploads, discount codes, the default charge; and a counsellor's own bookings. */
export async function counsellingAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const db = ctx.db;
  const deps: Deps = { ctx, log: (err, msg) => app.log.error({ err }, msg) };
  const tags = ['counselling-admin'];

  // ---- counsellors -----------------------------------------------------------------------
  app.get(
    '/manage-counsellor',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Counsellors (filters: category, rating, status, name), with the counsellor form's extra fields (extra_fields)",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery,
            category_id: { type: 'integer', minimum: 1, maximum: 3 },
            rating: { type: 'number', minimum: 0, maximum: 5 },
            status: { type: 'integer', enum: [1, 2] },
            name: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (req) => {
      const q = req.query as {
        page: number;
        page_size: number;
        category_id?: number;
        rating?: number;
        status?: number;
        name?: string;
      };
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

  app.get(
    '/manage-counsellor/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'One counsellor for the edit form', params: idParam } },
    async (req) =>
      ok(await getCounsellorForAdmin(db, (req.params as { id: number }).id, await getDefaultChargePaise(db))),
  );

  app.post(
    '/manage-counsellor',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a counsellor (the published counsellor form)',
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

  app.patch(
    '/manage-counsellor/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit a counsellor (the whole published counsellor form)',
        params: idParam,
        body: formBody('counsellor', 'counsellor.schema.json'),
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      await updateCounsellor(db, id, req.body);
      return ok(await getCounsellorForAdmin(db, id, await getDefaultChargePaise(db)), 'S-10009');
    },
  );

  // ---- bookings ----------------------------------------------------------------------------
  app.get(
    '/counsellor-bookings',
    {
      config: { access: { roles: [1, 2, 7] } },
      schema: {
        tags,
        summary: 'Bookings of a counsellor (a counsellor sees only their own)',
        querystring: bookingListQuery,
      },
    },
    async (req) => {
      const q = req.query as StaffBookingQuery;
      const own = req.auth!.user.role === 7 ? ((await counsellorIdOfUser(db, req.auth!.user.id)) ?? -1) : null;
      return ok(await listStaffBookings(db, q, own));
    },
  );

  app.get(
    '/user-booking',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'All bookings (manage-bookings)', querystring: bookingListQuery },
    },
    async (req) => ok(await listStaffBookings(db, req.query as StaffBookingQuery, null)),
  );

  app.post(
    '/book-counselling',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Book for a user (no phone needed)', body: adminBookSchema },
    },
    async (req, reply) => {
      const b = req.body as {
        email: string;
        counsellor_id: number;
        service_id?: number;
        booking_date: string;
        slot_time: string;
        phone_number?: string | null;
      };
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
  app.get(
    '/upload-user-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Uploaded booking sheets',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQuery, id: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (req) => {
      const q = req.query as { page: number; page_size: number; id?: number };
      return ok(await listUploads(deps, { page: q.page, pageSize: q.page_size, id: q.id }));
    },
  );

  app.post(
    '/upload-user-booking',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Upload a spreadsheet of bookings (kept pending)', body: uploadSchema },
    },
    async (req, reply) => {
      const b = req.body as { file_name: string; file_base64: string };
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

  app.patch(
    '/upload-user-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Correct rows or confirm an upload (confirmed: no more changes)',
        body: uploadUpdateSchema,
      },
    },
    async (req) => {
      const b = req.body as { id: number; rows?: Array<Record<string, unknown>>; confirm?: boolean };
      return ok(
        await updateUpload(deps, { adminId: req.auth!.user.id, id: b.id, rows: b.rows as never, confirm: b.confirm }),
        'S-10009',
      );
    },
  );

  app.get(
    '/upload-user-booking/available-counsellor/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Counsellors offering a service (id), with their free slots on a date',
        params: idParam,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { date: { type: 'string', format: 'date' } },
        },
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      const { date } = req.query as { date?: string };
      return ok({ counsellors: await availableCounsellors(db, { serviceId: id, date }) });
    },
  );

  // ---- discount codes ------------------------------------------------------------------------
  app.get(
    '/discount-code',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Discount codes, with the discount-code form's extra fields (extra_fields)",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQuery, search: { type: 'string', maxLength: 30 } },
        },
      },
    },
    async (req) => {
      const q = req.query as { page: number; page_size: number; search?: string };
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

  app.get(
    '/discount-code/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'One discount code for the edit form', params: idParam } },
    async (req) => ok(await getDiscountCode(db, (req.params as { id: number }).id)),
  );

  app.post(
    '/discount-code',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a discount code (the published discount-code form)',
        body: formBody('discount-code', 'discount-code.schema.json'),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createDiscountCode(db, req.body), 'S-10008')),
  );

  app.patch(
    '/discount-code/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit a discount code (the whole published discount-code form)',
        params: idParam,
        body: formBody('discount-code', 'discount-code.schema.json'),
      },
    },
    async (req) => ok(await updateDiscountCode(db, (req.params as { id: number }).id, req.body), 'S-10009'),
  );

  app.delete(
    '/discount-code/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Delete a discount code', params: idParam } },
    async (req) => {
      await deleteDiscountCode(db, (req.params as { id: number }).id);
      return ok(null, 'S-10010');
    },
  );

  // ---- default charge ------------------------------------------------------------------------
  app.get(
    '/counselling-charge',
    { config: { access: 'admin' }, schema: { tags, summary: 'The default counselling charge' } },
    async () => {
      const paise = await getDefaultChargePaise(db);
      return ok({ charge: paise / 100, charge_paise: paise });
    },
  );

  app.patch(
    '/counselling-charge',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Set the default counselling charge (super admin)', body: chargeSchema },
    },
    async (req) => {
      const paise = await setDefaultChargePaise(db, Math.round((req.body as { charge: number }).charge * 100));
      return ok({ charge: paise / 100, charge_paise: paise }, 'S-10009');
    },
  );
}
