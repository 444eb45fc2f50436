import type { FastifyInstance } from 'fastify';
import subscribeSchema from '../../../../schemas/api/commerce/subscribe.schema.json';
import refundSchema from '../../../../schemas/api/commerce/refund.schema.json';
import autoRenewSchema from '../../../../schemas/api/commerce/auto-renew.schema.json';
import validationSchema from '../../../../schemas/api/commerce/package-validation.schema.json';
import validationAnswerSchema from '../../../../schemas/api/commerce/package-validation-answer.schema.json';
import type { PackageSubscribe } from '../../../shared/generated/api/commerce/subscribe.js';
import type { PackageRefund } from '../../../shared/generated/api/commerce/refund.js';
import type { PackageAutoRenew } from '../../../shared/generated/api/commerce/auto-renew.js';
import type { PackageValidation } from '../../../shared/generated/api/commerce/package-validation.js';
import { ROLE } from '../../../shared/roles.js';
import { ok } from '../../plugins/envelope.js';
import { localeOf } from '../../request-locale.js';
import { answer, bool, embedded, int, nullable, num, openObject as open, str } from '../../plugins/api-schemas.js';
import { setAutoRenew } from './auto-renew.js';
import { packageInfo } from './response-schemas.js';
import { tags, type RouteParts } from './route-parts.js';
import { checkPayment, refundSubscription, subscribe, validatePackage } from './subscriptions.js';

/** A signed-in paid user's subscriptions: subscribe, check the payment, automatic renewal, refund (docs/commerce.md). */
export function subscriptionRoutes(app: FastifyInstance, { ctx, deps }: RouteParts) {
  const { db } = ctx;
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
        summary: "The caller's newest subscription (package_name in the Accept-Language) and package_info",
        response: answer(
          open({ subscription_id: nullable(int), status: nullable(str), user_type: int, package_info: packageInfo }),
        ),
      },
    },
    async (req) => ok(await checkPayment(db, req.auth!.user.id, localeOf(req))),
  );

  app.post<{ Body: PackageValidation }>(
    '/package-validation',
    {
      config: { access: { roles: [ROLE.PAID_USER, ROLE.UNKNOWN_PAID_USER] } },
      schema: {
        tags,
        summary: 'Check my plan is live; an ended one is started again (payment_link, or package_info when free)',
        description: validationSchema.description,
        body: validationSchema,
        response: answer(embedded(validationAnswerSchema)),
      },
    },
    async (req) => {
      const u = req.auth!.user;
      const r = await validatePackage(deps, { id: u.id, role: u.role, email: u.email }, req.body ?? {});
      return ok(r, r.payment_link ? 'S-10001' : 'S-10013');
    },
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
}
