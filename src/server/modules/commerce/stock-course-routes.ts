import type { FastifyInstance } from 'fastify';
import quoteSchema from '../../../../schemas/api/commerce/stock-quote.schema.json';
import bookSchema from '../../../../schemas/api/commerce/stock-book.schema.json';
import cancelSchema from '../../../../schemas/api/commerce/stock-cancel.schema.json';
import type { StockCourseQuote } from '../../../shared/generated/api/commerce/stock-quote.js';
import type { StockCourseBook } from '../../../shared/generated/api/commerce/stock-book.js';
import type { StockCourseCancel } from '../../../shared/generated/api/commerce/stock-cancel.js';
import { ok } from '../../plugins/envelope.js';
import {
  answer,
  arrayOf,
  fileAnswer,
  MEDIA,
  int,
  nullable,
  num,
  openObject as open,
  str,
} from '../../plugins/api-schemas.js';
import { courseFields } from './response-schemas.js';
import { tags, type RouteParts } from './route-parts.js';
import { applyCourseDiscount, bookCourse, courseList } from './stock-course.js';
import { cancelPurchase, myPurchases, purchaseReceipt, purchaseStatus } from './stock-course-purchases.js';
import { receiptPdf } from './receipt-pdf.js';
import { localeOf } from '../../request-locale.js';
import { sendFile } from '../../send-file.js';
import { PURCHASE_REF_PATTERN } from './purchase-ref.js';

/** The stock market course for visitors and signed-in users: list, discount quote, booking, purchase status, cancel. */
export function stockCourseRoutes(app: FastifyInstance, { ctx, deps, publicWrite }: RouteParts) {
  const { db } = ctx;
  const courseAnswer = answer(
    open({ courses: arrayOf(open({ ...courseFields, name: str })), purchases: arrayOf(open({ _id: int })) }),
  );
  app.get(
    '/public/stock-market-course',
    { config: { access: 'public' }, schema: { tags, summary: 'Stock market courses', response: courseAnswer } },
    async () => ok({ courses: await courseList(db), purchases: [] }),
  );
  app.get(
    '/stock-market-course',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Stock market courses and my purchases', response: courseAnswer },
    },
    async (req) => ok({ courses: await courseList(db), purchases: await myPurchases(db, req.auth!.user.id) }),
  );

  const quoteAnswer = answer(open({ ...courseFields, code_name: str }));
  app.post<{ Body: StockCourseQuote }>(
    '/public/stock-market-course/apply-discount',
    {
      config: publicWrite,
      schema: { tags, summary: 'Price with a discount code', body: quoteSchema, response: quoteAnswer },
    },
    async (req) => ok(await applyCourseDiscount(db, req.body, null), 'S-10014'),
  );
  app.post<{ Body: StockCourseQuote }>(
    '/stock-market-course/apply-discount',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Price with a discount code', body: quoteSchema, response: quoteAnswer },
    },
    async (req) => ok(await applyCourseDiscount(db, req.body, req.auth!.user.id), 'S-10014'),
  );

  const bookAnswer = answer(open({ ...courseFields, course_id: int, purchase_ref: str, payment_link: str }), 201);
  app.post<{ Body: StockCourseBook }>(
    '/public/stock-market-course/book',
    {
      config: publicWrite,
      schema: { tags, summary: 'Book the course as a visitor', body: bookSchema, response: bookAnswer },
    },
    async (req, reply) => reply.status(201).send(ok(await bookCourse(deps, req.body, null), 'S-10011')),
  );
  app.post<{ Body: StockCourseBook }>(
    '/stock-market-course/book',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Book the course', body: bookSchema, response: bookAnswer },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await bookCourse(deps, req.body, { id: req.auth!.user.id, email: req.auth!.user.email }), 'S-10011')),
  );
  app.get<{ Params: { ref: string } }>(
    '/public/stock-market-course/purchase/:ref',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A purchase's status after the checkout returns, by the buyer's unguessable reference (no personal data)",
        params: {
          type: 'object',
          required: ['ref'],
          properties: { ref: { type: 'string', pattern: PURCHASE_REF_PATTERN } },
          additionalProperties: false,
        },
        response: answer(
          open({
            _id: int,
            status: int,
            status_label: str,
            course_name: str,
            amount_paid: num,
            paid_at: nullable(str),
            receipt: str,
          }),
        ),
      },
    },
    async (req) => ok(await purchaseStatus(db, ctx.config.secretsKey, req.params.ref)),
  );
  app.get<{ Params: { ref: string } }>(
    '/public/stock-market-course/purchase/:ref/receipt',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A paid purchase's receipt as a PDF, by the buyer's unguessable reference (E-10507 when not paid)",
        params: {
          type: 'object',
          required: ['ref'],
          properties: { ref: { type: 'string', pattern: PURCHASE_REF_PATTERN } },
          additionalProperties: false,
        },
        response: { 200: fileAnswer('The receipt', [MEDIA.pdf]) },
      },
    },
    async (req, reply) => {
      const facts = await purchaseReceipt(db, ctx.config.secretsKey, req.params.ref);
      const pdf = await receiptPdf(facts, localeOf(req));
      return sendFile(reply, pdf, 'application/pdf', `finwell-receipt-${facts.receipt}.pdf`, {
        inline: false,
        maxAge: 0,
      });
    },
  );
  app.patch<{ Body: StockCourseCancel }>(
    '/stock-market-course/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel my purchase (unpaid; paid: refund within 7 days, E-10781 after)',
        body: cancelSchema,
        response: answer(open({ _id: int, status: int, status_label: str, refunded_amount: num })),
      },
    },
    async (req) => ok(await cancelPurchase(deps, req.auth!.user.id, req.body.purchase_id)),
  );
}
