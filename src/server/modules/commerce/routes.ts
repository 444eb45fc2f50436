import { localeOf } from '../../request-locale.js';
import { registerJobs } from '../../plugins/jobs.js';
import { commerceTasks, setAutoRenew } from './renewals.js';
import type { FastifyInstance } from 'fastify';
import applySchema from '../../../../schemas/api/commerce/coupon-apply.schema.json';
import verifySchema from '../../../../schemas/api/commerce/coupon-verify.schema.json';
import subscribeSchema from '../../../../schemas/api/commerce/subscribe.schema.json';
import refundSchema from '../../../../schemas/api/commerce/refund.schema.json';
import signUpSchema from '../../../../schemas/api/commerce/sign-up.schema.json';
import checkEmailSchema from '../../../../schemas/api/commerce/check-email.schema.json';
import quoteSchema from '../../../../schemas/api/commerce/stock-quote.schema.json';
import bookSchema from '../../../../schemas/api/commerce/stock-book.schema.json';
import cancelSchema from '../../../../schemas/api/commerce/stock-cancel.schema.json';
import sessionCodeSchema from '../../../../schemas/api/commerce/session-code.schema.json';
import autoRenewSchema from '../../../../schemas/api/commerce/auto-renew.schema.json';
import linkRequestSchema from '../../../../schemas/api/commerce/link-email-request.schema.json';
import linkVerifySchema from '../../../../schemas/api/commerce/link-email-verify.schema.json';
import supportSchema from '../../../../schemas/api/commerce/email-support.schema.json';
import idParams from '../../../../schemas/api/id-params.schema.json';
import type { CouponApply } from '../../../shared/generated/api/commerce/coupon-apply.js';
import type { CouponVerify } from '../../../shared/generated/api/commerce/coupon-verify.js';
import type { PackageSubscribe } from '../../../shared/generated/api/commerce/subscribe.js';
import type { PackageRefund } from '../../../shared/generated/api/commerce/refund.js';
import type { SignUp } from '../../../shared/generated/api/commerce/sign-up.js';
import type { CheckEmail } from '../../../shared/generated/api/commerce/check-email.js';
import type { StockCourseQuote } from '../../../shared/generated/api/commerce/stock-quote.js';
import type { StockCourseBook } from '../../../shared/generated/api/commerce/stock-book.js';
import type { StockCourseCancel } from '../../../shared/generated/api/commerce/stock-cancel.js';
import type { SessionCodeVerify } from '../../../shared/generated/api/commerce/session-code.js';
import type { PackageAutoRenew } from '../../../shared/generated/api/commerce/auto-renew.js';
import type { LinkEmailRequest } from '../../../shared/generated/api/commerce/link-email-request.js';
import type { LinkEmailVerify } from '../../../shared/generated/api/commerce/link-email-verify.js';
import type { EmailSupport } from '../../../shared/generated/api/commerce/email-support.js';
import type { IdParams } from '../../../shared/generated/index.js';
import { AppError } from '../../../shared/app-error.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { IMAGE_MAX_BYTES, prepareImage } from '../uploads/store-upload.js';
import {
  applyCoupon,
  checkCoupon,
  checkEmail,
  checkPayment,
  refundSubscription,
  signUp,
  subscribe,
} from './accounts.js';
import {
  emailSupport,
  profileImageOf,
  requestLinkEmail,
  saveProfileImage,
  dismissSessionCodePrompt,
  sessionCodeOf,
  sessionCodePrompt,
  verifyLinkEmail,
  verifySessionCode,
} from './account-extras.js';
import { listPaidUserPackages } from './packages.js';
import { answer, arrayOf, bool, int, nullable, num, openObject as open, str } from '../../plugins/api-schemas.js';
import { courseFields, otpOrLogin, packageInfo } from './response-schemas.js';
import {
  applyCourseDiscount,
  bookCourse,
  cancelPurchase,
  courseList,
  myPurchases,
  purchaseStatus,
} from './stock-course.js';

const tags = ['commerce'];

/**
 * Sign-up, coupons, subscriptions, the stock market course and the account extras (session code,
 * link e-mail, help, profile image) for visitors and signed-in users (docs/commerce.md).
 */
export async function commerceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const deps = { ctx, log: (err: unknown, msg: string) => app.log.error({ err }, msg) };
  // Renewals and trial ends (docs/commerce.md "Renewals"), on the job engine.
  registerJobs(app, { jobs: ctx.jobs, db: ctx.db, tasks: commerceTasks(deps) });
  const publicWrite = {
    access: 'public' as const,
    rateLimit: { max: ctx.config.rateLimits.publicWritePerMinute, timeWindow: '1 minute' },
  };
  const clientOf = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    locale: localeOf(req),
  });

  // ---- packages for sign-up, sign-up, e-mail check ---------------------------------------------
  app.get(
    '/user-packages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Packages open to paid users (sign-up)',
        response: answer(open({ packages: arrayOf(open({ _id: int, name: str, charge: num })) })),
      },
    },
    async () => ok({ packages: await listPaidUserPackages(db) }),
  );

  app.post<{ Body: CheckEmail }>(
    '/user/check-email',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Is the e-mail free for a new account (E-10064 taken, E-10512 admin)',
        body: checkEmailSchema,
        response: answer(open({ email: str, available: bool })),
      },
    },
    async (req) => ok(await checkEmail(db, req.body.email)),
  );

  app.post<{ Body: SignUp }>(
    '/sign-up',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Sign up: details, then the e-mailed OTP; answers a login',
        body: signUpSchema,
        response: answer(otpOrLogin),
      },
    },
    async (req) => {
      const r = await signUp(ctx, req.body, clientOf(req));
      return ok(r, r.login ? 'S-10004' : 'S-10002');
    },
  );

  // ---- coupons -----------------------------------------------------------------------------------
  app.post<{ Body: CouponApply }>(
    '/apply-coupon',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Apply a coupon (signed in: to the account; visitor: OTP then account and session)',
        body: applySchema,
        response: answer(
          open({
            otp_sent: nullable(open()),
            login: nullable({ $ref: 'login-answer.schema.json' }),
            package_id: nullable(int),
            package_info: nullable(packageInfo),
          }),
        ),
      },
    },
    async (req) => {
      const r = await applyCoupon(
        ctx,
        req.body,
        { userId: req.auth?.user.id ?? null, role: req.auth?.user.role ?? null },
        clientOf(req),
      );
      return ok(r, r.package_id ? 'S-10013' : 'S-10002');
    },
  );

  app.post<{ Body: CouponVerify }>(
    '/url-coupon-verify',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: 'Check the coupon of a coupon link without using it',
        body: verifySchema,
        response: answer(open({ coupon_code: str, package_id: int, package_name: str, verified: bool })),
      },
    },
    async (req) => {
      const c = await checkCoupon(db, req.body.coupon_code);
      return ok({
        coupon_code: req.body.coupon_code,
        package_id: c.package_id,
        package_name: c.package_name,
        verified: true,
      });
    },
  );

  // ---- subscriptions -----------------------------------------------------------------------------
  app.post<{ Body: PackageSubscribe }>(
    '/subscribed-package',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Subscribe to a package: payment_link, or package_info when nothing is to pay',
        body: subscribeSchema,
        response: answer(
          open({ subscription_id: int, payment_link: nullable(str), package_info: nullable(packageInfo) }),
        ),
      },
    },
    async (req) => {
      const u = req.auth!.user;
      const r = await subscribe(deps, { id: u.id, role: u.role, email: u.email }, req.body);
      return ok(r, r.package_info ? 'S-10013' : 'S-10001');
    },
  );

  app.post(
    '/package/check-payment',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's newest subscription and package_info",
        response: answer(
          open({ subscription_id: nullable(int), status: nullable(str), user_type: int, package_info: packageInfo }),
        ),
      },
    },
    async (req) => ok(await checkPayment(db, req.auth!.user.id)),
  );

  app.post<{ Body: PackageAutoRenew }>(
    '/package/auto-renew',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turn automatic renewal of my current plan on or off (E-10790 when it is not mine or not live)',
        body: autoRenewSchema,
        response: answer(open({ subscription_id: int, auto_renew: bool, saved_method: bool })),
      },
    },
    async (req) =>
      ok(await setAutoRenew(db, req.auth!.user.id, req.body.subscription_id, req.body.auto_renew), 'S-10001'),
  );

  app.post<{ Body: PackageRefund }>(
    '/package/refund',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Refund a paid subscription within 7 days (E-10781 after)',
        body: refundSchema,
        response: answer(open({ subscription_id: int, status: str, refunded_amount: num })),
      },
    },
    async (req) => ok(await refundSubscription(deps, req.auth!.user.id, req.body.subscription_id)),
  );

  // ---- stock market course -----------------------------------------------------------------------
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

  const bookAnswer = answer(open({ ...courseFields, course_id: int, payment_link: str }), 201);
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
  app.get<{ Params: IdParams }>(
    '/public/stock-market-course/purchase/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A purchase's status after the checkout returns (no personal data)",
        params: idParams,
        response: answer(open({ _id: int, status: int, status_label: str })),
      },
    },
    async (req) => ok(await purchaseStatus(db, req.params.id)),
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

  // ---- session code, link e-mail, help, profile image --------------------------------------------
  const codeAnswer = answer(open({ session_code: str, verified: bool, first_time: bool, ask: bool }));
  app.get(
    '/session-code/prompt',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether to ask for the session code after login (not verified, not dismissed, not an admin)',
        response: answer(open({ ask: bool, session_code: nullable(str) })),
      },
    },
    async (req) => ok(await sessionCodePrompt(db, req.auth!.user.id, req.auth!.user.role)),
  );
  app.post(
    '/session-code/dismiss',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '"Don\'t ask again": the prompt after login stops',
        response: answer(open({ ask: bool })),
      },
    },
    async (req) => ok(await dismissSessionCodePrompt(db, req.auth!.user.id)),
  );
  app.get(
    '/session-code',
    { config: { access: 'user' }, schema: { tags, summary: 'My session code', response: codeAnswer } },
    async (req) => ok(await sessionCodeOf(db, req.auth!.user.id)),
  );
  app.post<{ Body: SessionCodeVerify }>(
    '/verify-session-code',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Enter my session code (E-10227 empty, E-10784 wrong)',
        body: sessionCodeSchema,
        response: codeAnswer,
      },
    },
    async (req) => ok(await verifySessionCode(db, req.auth!.user.id, req.body.session_code)),
  );

  app.post<{ Body: LinkEmailRequest }>(
    '/link-email/request-otp',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'OTP to an e-mail to link to my account',
        body: linkRequestSchema,
        response: answer(open({ sent_to: str, expires_in_seconds: int, resend_after_seconds: int })),
      },
    },
    async (req) => ok(await requestLinkEmail(ctx, req.auth!.user.id, req.body.email, req.ip), 'S-10002'),
  );
  app.post<{ Body: LinkEmailVerify }>(
    '/link-email/verify-otp',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Link the e-mail with its OTP',
        body: linkVerifySchema,
        response: answer(open({ email: str })),
      },
    },
    async (req) => ok(await verifyLinkEmail(ctx, req.auth!.user.id, req.body.email, req.body.otp), 'S-10006'),
  );

  app.post<{ Body: EmailSupport }>(
    '/email-support',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a help message to the support mailbox (mail queue)',
        body: supportSchema,
        response: answer(open({ queued: bool, sent: bool })),
      },
    },
    async (req) => ok(await emailSupport(ctx, req.auth!.user, req.body)),
  );

  app.get(
    '/profile-image',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My profile picture', response: answer(open({ profile_image: nullable(str) })) },
    },
    async (req) => ok({ profile_image: await profileImageOf(db, req.auth!.user.id) }),
  );
  app.post(
    '/profile-image',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Upload my profile picture (multipart "image"; under 5 MB, E-10065; content-checked, E-10534)',
        response: answer(open({ profile_image: str })),
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('E-10510');
      const part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1 }, throwFileSizeLimit: false });
      if (!part || part.fieldname !== 'image') throw new AppError('E-10502', { message: 'Choose an image file.' });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
      const image = await prepareImage({ dataDir: ctx.config.dataDir, folder: 'profile', data });
      await image.save();
      return ok(await saveProfileImage(db, req.auth!.user.id, image.url), 'S-10006');
    },
  );
}
