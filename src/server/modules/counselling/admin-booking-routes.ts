import type { FastifyInstance } from 'fastify';
import adminBookSchema from '../../../../schemas/api/counselling-admin-book.schema.json';
import uploadSchema from '../../../../schemas/api/counselling-upload.schema.json';
import uploadUpdateSchema from '../../../../schemas/api/counselling-upload-update.schema.json';
import idParam from '../../../../schemas/api/id-params.schema.json';
import bookingListQuery from '../../../../schemas/api/counselling-staff-booking-query.schema.json';
import uploadListQuery from '../../../../schemas/api/counselling-upload-list-query.schema.json';
import availableCounsellorQuery from '../../../../schemas/api/counselling-available-counsellor-query.schema.json';
import type {
  CounsellingAdminBook,
  CounsellingAvailableCounsellorQuery,
  CounsellingStaffBookingQuery,
  CounsellingUpload,
  CounsellingUploadListQuery,
  CounsellingUploadUpdate,
  IdParams,
} from '../../../shared/generated/index.js';
import { ok } from '../../plugins/envelope.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import type { Deps } from './booking-common.js';
import { bookForUser } from './booking-service.js';
import { availableCounsellors, listStaffBookings } from './catalogue-service.js';
import { counsellorIdOfUser } from './queries.js';
import { answer } from './route-parts.js';
import { createUpload, listUploads, updateUpload } from './upload-service.js';

/** Staff bookings: a counsellor's own, all bookings, booking for a user, and the bulk upload of booking sheets. */
export function registerBookingAdminRoutes(app: FastifyInstance, deps: Deps) {
  const db = deps.ctx.db;
  const tags = ['counselling-admin'];

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
}
