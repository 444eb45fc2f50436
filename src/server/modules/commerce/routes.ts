import { uploadRoutes } from '../../plugins/multipart.js';
import { localeOf } from '../../request-locale.js';
import { registerJobs } from '../../plugins/jobs.js';
// Registers the commerce settlement of paid webhooks (subscriptions, renewals, the stock course) when the module loads.
import './settle-payment.js';
import { commerceTasks } from './renewals.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import applySchema from '../../../../schemas/api/commerce/coupon-apply.schema.json';
import verifySchema from '../../../../schemas/api/commerce/coupon-verify.schema.json';
import signUpSchema from '../../../../schemas/api/commerce/sign-up.schema.json';
import checkEmailSchema from '../../../../schemas/api/commerce/check-email.schema.json';
import type { CouponApply } from '../../../shared/generated/api/commerce/coupon-apply.js';
import type { CouponVerify } from '../../../shared/generated/api/commerce/coupon-verify.js';
import type { SignUp } from '../../../shared/generated/api/commerce/sign-up.js';
import type { CheckEmail } from '../../../shared/generated/api/commerce/check-email.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { checkEmail, signUp } from './accounts.js';
import { cookieModeOf, deliverLogin } from '../auth/session-cookie.js';
import { accountExtrasRoutes } from './account-extras-routes.js';
import { applyCoupon, checkCoupon } from './coupons.js';
import { listPaidUserPackages } from './packages.js';
import { packageName } from './package-text.js';
import { answer, arrayOf, bool, int, nullable, num, openObject as open, str } from '../../plugins/api-schemas.js';
import { otpOrLogin, packageInfo } from './response-schemas.js';
import { publicWriteOf, tags } from './route-parts.js';
import { stockCourseRoutes } from './stock-course-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';

/**
 * Sign-up, coupons, subscriptions, the stock market course and the account extras (session code,
 * link e-mail, help, profile image) for visitors and signed-in users (docs/commerce.md). This file
 * holds sign-up and coupons; subscriptions, the course and the extras are in their *-routes.ts files,
 * registered in that order after them.
 */
export async function commerceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const deps = { ctx, log: (err: unknown, msg: string) => app.log.error({ err }, msg) };
  const cookies = cookieModeOf(ctx.config);
  /** An answer that carries a login (a sign-up, a coupon that made an account): its session delivered for the caller. */
  const withLogin = <R extends { login?: Parameters<typeof deliverLogin>[2] | null }>(
    req: FastifyRequest,
    reply: FastifyReply,
    r: R,
  ): R => (r.login ? { ...r, login: deliverLogin(req, reply, r.login, cookies) } : r);
  // Renewals and trial ends (docs/commerce.md "Renewals"), on the job engine.
  registerJobs(app, { jobs: ctx.jobs, db: ctx.db, tasks: commerceTasks(deps) });
  const publicWrite = publicWriteOf(ctx);
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
        summary:
          'Packages open to paid users (sign-up); name and description in the Accept-Language (Hindi where written)',
        response: answer(open({ packages: arrayOf(open({ _id: int, name: str, charge: num })) })),
      },
    },
    async (req) => ok({ packages: await listPaidUserPackages(db, localeOf(req)) }),
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
    async (req, reply) => {
      const r = await signUp(ctx, req.body, clientOf(req));
      return ok(withLogin(req, reply, r), r.login ? 'S-10004' : 'S-10002');
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
            package_name: nullable(str),
            package_info: nullable(packageInfo),
          }),
        ),
      },
    },
    async (req, reply) => {
      const r = await applyCoupon(
        ctx,
        req.body,
        { userId: req.auth?.user.id ?? null, role: req.auth?.user.role ?? null },
        clientOf(req),
      );
      return ok(withLogin(req, reply, r), r.package_id ? 'S-10013' : 'S-10002');
    },
  );

  app.post<{ Body: CouponVerify }>(
    '/url-coupon-verify',
    {
      config: publicWrite,
      schema: {
        tags,
        summary: "Check the coupon of a coupon link without using it; the package's name in the Accept-Language",

        body: verifySchema,
        response: answer(open({ coupon_code: str, package_id: int, package_name: str, verified: bool })),
      },
    },
    async (req) => {
      const c = await checkCoupon(db, req.body.coupon_code);
      return ok({
        coupon_code: req.body.coupon_code,
        package_id: c.package_id,
        package_name: packageName({ name: c.package_name, hi: c.package_hi }, localeOf(req)),
        verified: true,
      });
    },
  );

  const parts = { ctx, deps, publicWrite };
  subscriptionRoutes(app, parts);
  stockCourseRoutes(app, parts);
  uploadRoutes(app, (scope) => accountExtrasRoutes(scope, parts));
}
