import type { FastifyInstance, FastifyRequest } from 'fastify';
import bookSchema from '../../../../schemas/api/counselling-book.schema.json';
import withoutSlotSchema from '../../../../schemas/api/counselling-book-without-slot.schema.json';
import updateSchema from '../../../../schemas/api/counselling-update-booking.schema.json';
import feedbackSchema from '../../../../schemas/api/counselling-feedback.schema.json';
import applyDiscountSchema from '../../../../schemas/api/counselling-apply-discount.schema.json';
import idParams from '../../../../schemas/api/id-params.schema.json';
import { fieldError } from '../../../shared/app-error.js';
import type {
  CounsellingApplyDiscount,
  CounsellingBook,
  CounsellingBookWithoutSlot,
  CounsellingFeedback,
  CounsellingUpdateBooking,
  IdParams,
} from '../../../shared/generated/index.js';
import { isAdminRole, ROLE } from '../../../shared/roles.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { localeOf } from '../../request-locale.js';
import { assertCounsellingModule, listUserBookings, type Actor, type Deps } from './booking-common.js';
import { cancelBooking, markAttendance, rescheduleBooking } from './booking-changes.js';
import { quoteBooking } from './booking-quote.js';
import { bookSlot } from './booking-service.js';
import { bookWithoutSlot } from './partner-booking.js';
import { submitFeedback } from './feedback-service.js';
import { quoteDiscount, redeemerKey } from './discount-service.js';
import { counsellorIdOfUser } from './queries.js';
import { answer, categoriesOf, COUNSELLING, slotOf } from './route-parts.js';

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

/** The signed-in employee's bookings: list, price, book (with or without a slot), change, feedback, discount codes. */
export function registerEmployeeBookingRoutes(app: FastifyInstance, deps: Deps) {
  const { ctx } = deps;
  const db = ctx.db;
  const tags = ['counselling'];

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
        ...slotOf(b),
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
}
