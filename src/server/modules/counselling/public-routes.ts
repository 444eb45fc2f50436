import type { FastifyInstance, FastifyRequest } from 'fastify';
import publicBookSchema from '../../../../schemas/api/counselling-public-book.schema.json';
import withoutSlotSchema from '../../../../schemas/api/counselling-book-without-slot.schema.json';
import feedbackSchema from '../../../../schemas/api/counselling-feedback.schema.json';
import applyDiscountSchema from '../../../../schemas/api/counselling-apply-discount.schema.json';
import counsellorQuerySchema from '../../../../schemas/api/counselling-counsellor-query.schema.json';
import companyCounsellorQuerySchema from '../../../../schemas/api/counselling-company-counsellor-query.schema.json';
import slotQuerySchema from '../../../../schemas/api/counselling-slot-query.schema.json';
import bookingDetailsQuery from '../../../../schemas/api/counselling-booking-details-query.schema.json';
import idParams from '../../../../schemas/api/id-params.schema.json';
import counsellorIdParams from '../../../../schemas/api/counsellor-id-params.schema.json';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type {
  CounsellingApplyDiscount,
  CounsellingBookingDetailsQuery,
  CounsellingBookWithoutSlot,
  CounsellingCompanyCounsellorQuery,
  CounsellingCounsellorQuery,
  CounsellingFeedback,
  CounsellingPublicBook,
  CounsellingSlotQuery,
  CounsellorIdParams,
  IdParams,
} from '../../../shared/generated/index.js';
import { ok } from '../../plugins/envelope.js';
import { localeOf } from '../../request-locale.js';
import type { Deps } from './booking-common.js';
import { quoteBooking } from './booking-quote.js';
import { bookSlot } from './booking-service.js';
import { bookWithoutSlot } from './partner-booking.js';
import { submitFeedback } from './feedback-service.js';
import { companyCounsellors } from './company-catalogue.js';
import { findCounsellors, getCounsellorInfo, getServices, getSlots } from './catalogue-service.js';
import { quoteDiscount, redeemerKey } from './discount-service.js';
import { bookingQuery, toBookingView } from './queries.js';
import { answer, slotOf } from './route-parts.js';

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

/** The public counselling pages' calls (no sign-in): catalogue, price, booking and paying, a booking by reference, feedback. */
export function registerPublicRoutes(app: FastifyInstance, deps: Deps) {
  const { ctx } = deps;
  const db = ctx.db;
  const tags = ['counselling'];

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

  app.get<{ Querystring: CounsellingCompanyCounsellorQuery }>(
    '/client-emp/counselors',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: ctx.config.rateLimits.otpPerIpPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (r: FastifyRequest) => r.ip,
        },
      },
      schema: {
        tags,
        summary: "A company's counsellors (no sign-in): those of the categories its package opens",
        description: companyCounsellorQuerySchema.description,
        querystring: companyCounsellorQuerySchema,
        response: answer('company-counsellor-list'),
      },
    },
    async (req) => ok(await companyCounsellors(db, req.query, localeOf(req))),
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
      const res = await bookSlot(deps, { booker: publicBooker(req, b), ...slotOf(b) });
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
