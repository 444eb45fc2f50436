import { localeOf } from '../../request-locale.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import bookSchema from '../../../../schemas/api/counselling-book.schema.json';
import publicBookSchema from '../../../../schemas/api/counselling-public-book.schema.json';
import withoutSlotSchema from '../../../../schemas/api/counselling-book-without-slot.schema.json';
import updateSchema from '../../../../schemas/api/counselling-update-booking.schema.json';
import feedbackSchema from '../../../../schemas/api/counselling-feedback.schema.json';
import applyDiscountSchema from '../../../../schemas/api/counselling-apply-discount.schema.json';
import counsellorQuerySchema from '../../../../schemas/api/counselling-counsellor-query.schema.json';
import slotQuerySchema from '../../../../schemas/api/counselling-slot-query.schema.json';
import bookingDetailsQuery from '../../../../schemas/api/counselling-booking-details-query.schema.json';
import idParams from '../../../../schemas/api/id-params.schema.json';
import counsellorIdParams from '../../../../schemas/api/counsellor-id-params.schema.json';
import typeIdParams from '../../../../schemas/api/type-id-params.schema.json';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type {
  CounsellingApplyDiscount,
  CounsellingBook,
  CounsellingBookingDetailsQuery,
  CounsellingBookWithoutSlot,
  CounsellingCounsellorQuery,
  CounsellingFeedback,
  CounsellingPublicBook,
  CounsellingSlotQuery,
  CounsellingUpdateBooking,
  CounsellorIdParams,
  IdParams,
  TypeIdParams,
} from '../../../shared/generated/index.js';
import { isAdminRole, ROLE } from '../../../shared/roles.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { registerJobs } from '../../plugins/jobs.js';
import type { AppContext } from '../../context.js';
import { assertCounsellingModule, listUserBookings, type Actor, type Deps } from './booking-common.js';
import { cancelBooking, markAttendance, rescheduleBooking } from './booking-changes.js';
import { bookSlot, bookWithoutSlot, quoteBooking } from './booking-service.js';
import { submitFeedback } from './feedback-service.js';
import { findCounsellors, getCounsellorInfo, getMasterList, getServices, getSlots } from './catalogue-service.js';
import { quoteDiscount, redeemerKey } from './discount-service.js';
import { bookingQuery, counsellorIdOfUser, toBookingView } from './queries.js';
import { counsellingTasks } from './scheduled-tasks.js';
import { ensureCounsellingServices } from './seed.js';

const COUNSELLING = { module: 3 } as const;

/** A route's success answer: the envelope around schemas/api/<id>.schema.json (docs/api.md, "Response schemas"). */
const answer = (id: string, status: 200 | 201 = 200) => ({ [status]: envelopeOf(schemaRef(`${id}.schema.json`)) });
/** Which bookings a signed-in caller acts on: admins all, a counsellor their sessions, anyone else their own. */
export async function actorOf(ctx: AppContext, req: FastifyRequest): Promise<Actor> {
  const auth = req.auth!;
  if (isAdminRole(auth.user.role)) return { kind: 'admin', userId: auth.user.id };
  if (auth.user.role === ROLE.COUNSELOR) {
    return {
      kind: 'counsellor',
      userId: auth.user.id,
      counsellorId: await counsellorIdOfUser(ctx.db, auth.user.id),
    };
  }
  assertCounsellingModule(auth.packageInfo, auth.user.role);
  return { kind: 'user', userId: auth.user.id };
}

/**
 * A visitor booking through the public pages: their name and e-mail (required: the slot booking's schema says so, the
 * booking without a slot checks here) and the language their mails are written in.
 */
function publicBooker(req: FastifyRequest, b: { first_name?: string; last_name?: string; email?: string }) {
  if (!b.first_name) throw fieldError('first_name', 'E-10060');
  if (!b.last_name) throw fieldError('last_name', 'E-10061');
  if (!b.email) throw fieldError('email', 'E-10002');
  return {
    kind: 'public' as const,
    firstName: b.first_name,
    lastName: b.last_name,
    email: b.email,
    locale: localeOf(req),
  };
}

/** The employee's and the public counselling calls. Thin: schema, access, one service call. */
export async function counsellingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const db = ctx.db;
  const deps: Deps = { ctx, log: (err, msg) => app.log.error({ err }, msg) };
  await ensureCounsellingServices(ctx.db);
  registerJobs(app, { jobs: ctx.jobs, db: ctx.db, tasks: counsellingTasks(deps) });
  const categoriesOf = (req: FastifyRequest) =>
    isAdminRole(req.auth!.user.role) ? null : req.auth!.packageInfo.counsellor_category_ids;
  const tags = ['counselling'];

  // ---- signed-in employees --------------------------------------------------------------
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

  app.get(
    '/counselors-booking',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'The caller’s bookings, upcoming and past',
        response: answer('counselling-booking-list'),
      },
    },
    async (req) => {
      const list = await listUserBookings(db, req.auth!.user.id, localeOf(req));
      return ok({ ...list, booking_list: list.bookings });
    },
  );

  app.get<{ Params: IdParams }>(
    '/counselors-booking-amt/:id',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Price and free-session flag for a counsellor',
        params: idParams,
        response: answer('counselling-quote'),
      },
    },
    async (req) =>
      ok(
        await quoteBooking(deps, {
          counsellorId: req.params.id,
          userId: req.auth!.user.id,
          categories: categoriesOf(req),
        }),
      ),
  );

  app.post<{ Body: CounsellingBook }>(
    '/book-counselor',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Book a slot (free: confirmed; paid: payment_url)',
        body: bookSchema,
        response: answer('counselling-book-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const res = await bookSlot(deps, {
        booker: { kind: 'user', userId: req.auth!.user.id, packageInfo: req.auth!.packageInfo },
        counsellorId: b.counsellor_id,
        serviceId: b.service_id,
        date: b.booking_date,
        slot: b.slot_time,
        phone: b.phone_number,
        discountCode: b.discount_code,
        note: b.note,
      });
      return reply.status(201).send(ok(res, 'S-10011'));
    },
  );

  app.post<{ Body: CounsellingBookWithoutSlot }>(
    '/book-counselor-without-slot',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Book a partner service (answers redirect_url)',
        body: withoutSlotSchema,
        response: answer('counselling-partner-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const res = await bookWithoutSlot(deps, {
        booker: { kind: 'user', userId: req.auth!.user.id, packageInfo: req.auth!.packageInfo },
        serviceId: b.service_id,
        phone: b.phone_number,
      });
      return reply.status(201).send(ok(res, 'S-10011'));
    },
  );

  app.patch<{ Body: CounsellingUpdateBooking }>(
    '/update-booking',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Reschedule, cancel or record attendance',
        body: updateSchema,
        response: answer('counselling-booking-change'),
      },
    },
    async (req) => {
      const b = req.body;
      const actor = await actorOf(ctx, req);
      const action = b.action ?? 'reschedule';
      const res =
        action === 'cancel'
          ? await cancelBooking(deps, { actor, bookingId: b.booking_id, reason: b.reason })
          : action === 'reschedule'
            ? await rescheduleBooking(deps, { actor, bookingId: b.booking_id, date: b.booking_date, slot: b.slot_time })
            : await markAttendance(deps, { actor, bookingId: b.booking_id, attended: action === 'mark_attended' });
      return ok({ ...res, booking_list: res.bookings }, 'S-10009');
    },
  );

  app.post<{ Body: CounsellingFeedback }>(
    '/counselling-feedback',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Feedback on an attended session',
        body: feedbackSchema,
        response: answer('counselling-feedback-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      if (!b.booking_id) throw fieldError('booking_id', 'E-10507');
      const res = await submitFeedback(deps, {
        actor: { kind: 'user', userId: req.auth!.user.id },
        bookingId: b.booking_id,
        rating: b.rating,
        feedback: b.feedback,
      });
      return reply.status(201).send(ok(res, 'S-10008'));
    },
  );

  app.post<{ Body: CounsellingApplyDiscount }>(
    '/apply-discount-code',
    {
      config: { access: COUNSELLING },
      schema: {
        tags,
        summary: 'Check a discount code for a counsellor',
        body: applyDiscountSchema,
        response: answer('counselling-discount-quote'),
      },
    },
    async (req) => {
      const b = req.body;
      return ok(
        await quoteDiscount(db, {
          code: b.code_name,
          counsellorId: b.counsellor_id,
          redeemer: redeemerKey({ userId: req.auth!.user.id }),
          categories: categoriesOf(req),
        }),
        'S-10014',
      );
    },
  );

  app.get<{ Params: TypeIdParams }>(
    '/master-list/:type_id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Option lists: 1 categories, 2 specializations, 3 languages, 4 experience levels, 5 booking statuses, 6 filters, 7 weekdays, 8 counsellors',
        params: typeIdParams,
        response: answer('counselling-master-list'),
      },
    },
    async (req) => ok({ list: await getMasterList(db, req.params.type_id) }),
  );

  // ---- public visitors -----------------------------------------------------------------
  const publicWrite = {
    access: 'public' as const,
    rateLimit: { max: ctx.config.rateLimits.publicWritePerMinute, timeWindow: '1 minute' },
  };

  app.get(
    '/public/counselling-services',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Services (public)', response: answer('counselling-service-list') },
    },
    async (req) => ok({ services: await getServices(db, null, localeOf(req)) }),
  );

  app.get<{ Querystring: CounsellingCounsellorQuery }>(
    '/public/counselors',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Counsellors (public)',
        querystring: counsellorQuerySchema,
        response: answer('counsellor-list'),
      },
    },
    async (req) => ok(await findCounsellors(db, req.query, null, localeOf(req))),
  );

  app.get<{ Params: CounsellorIdParams }>(
    '/public/counselors/:counsellor_id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Counsellor info (public)',
        params: counsellorIdParams,
        response: answer('counsellor-view'),
      },
    },
    async (req) => ok(await getCounsellorInfo(db, req.params.counsellor_id, null, localeOf(req))),
  );

  app.get<{ Querystring: CounsellingSlotQuery }>(
    '/public/counselors-slot',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Free slots (public)',
        querystring: slotQuerySchema,
        response: answer('counselling-slots'),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(await getSlots(db, { counsellorId: q.counsellor_id, date: q.date, days: q.days, categories: null }));
    },
  );

  app.get<{ Params: IdParams }>(
    '/public/counselors-booking-amt/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Price (public: always paid)', params: idParams, response: answer('counselling-quote') },
    },
    async (req) => ok(await quoteBooking(deps, { counsellorId: req.params.id, userId: null })),
  );

  app.post<{ Body: CounsellingPublicBook }>(
    '/public/book-counselor',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Book and pay as a visitor',
        body: publicBookSchema,
        response: answer('counselling-book-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const res = await bookSlot(deps, {
        booker: publicBooker(req, b),
        counsellorId: b.counsellor_id,
        serviceId: b.service_id,
        date: b.booking_date,
        slot: b.slot_time,
        phone: b.phone_number,
        discountCode: b.discount_code,
        note: b.note,
      });
      return reply.status(201).send(ok(res, 'S-10011'));
    },
  );

  app.post<{ Body: CounsellingBookWithoutSlot }>(
    '/public/book-counselor-without-slot',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Book a partner service as a visitor',
        body: withoutSlotSchema,
        response: answer('counselling-partner-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const res = await bookWithoutSlot(deps, {
        booker: publicBooker(req, b),
        serviceId: b.service_id,
        phone: b.phone_number,
      });
      return reply.status(201).send(ok(res, 'S-10011'));
    },
  );

  app.post<{ Body: CounsellingApplyDiscount }>(
    '/public/apply-discount-code',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Check a discount code (public)',
        body: applyDiscountSchema,
        response: answer('counselling-discount-quote'),
      },
    },
    async (req) => {
      const b = req.body;
      if (!b.email) throw fieldError('email', 'E-10002');
      return ok(
        await quoteDiscount(db, {
          code: b.code_name,
          counsellorId: b.counsellor_id,
          redeemer: redeemerKey({ email: b.email }),
          categories: null,
        }),
        'S-10014',
      );
    },
  );

  app.get<{ Querystring: CounsellingBookingDetailsQuery }>(
    '/public/booking-details',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A visitor’s booking by its reference',
        querystring: bookingDetailsQuery,
        response: answer('counselling-public-booking'),
      },
    },
    async (req) => {
      const { uid } = req.query;
      const row = await bookingQuery(db).where('b.uid', '=', uid).executeTakeFirst();
      if (!row) throw new AppError('E-10507');
      const v = toBookingView(row);
      // The reference is the only credential here: no e-mail or phone in the answer.
      return ok({ booking: { ...v, email: null, phone_number: null, can_reschedule: false, can_cancel: false } });
    },
  );

  app.post<{ Body: CounsellingFeedback }>(
    '/public/counselling-feedback',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Feedback from a visitor (booking reference and e-mail)',
        body: feedbackSchema,
        response: answer('counselling-feedback-answer', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      if (!b.uid) throw fieldError('uid', 'E-10507');
      if (!b.email) throw fieldError('email', 'E-10002');
      const res = await submitFeedback(deps, {
        actor: { kind: 'public', uid: b.uid },
        uid: b.uid,
        email: b.email,
        rating: b.rating,
        feedback: b.feedback,
      });
      return reply.status(201).send(ok(res, 'S-10008'));
    },
  );
}
