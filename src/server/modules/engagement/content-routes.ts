import type { FastifyInstance, FastifyRequest } from 'fastify';
import idParamsSchema from '../../../../schemas/api/engagement/id-params.schema.json';
import type { EngagementIdParams } from '../../../shared/generated/api/engagement/id-params.js';
import type { CtaInput } from '../../../shared/generated/entities/cta.js';
import type { SpotlightInput } from '../../../shared/generated/entities/spotlight.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { validateFormRecord } from '../forms/service.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { publicBannerAds } from './banner-ads.js';
import { deleteCta, getCta, listCtas, saveCta } from './ctas.js';
import { deleteSpotlight, getSpotlight, listSpotlights, saveSpotlight, spotlightFor } from './spotlights.js';
import { registerTaskRoutes } from './task-routes.js';
import { answer as envelope, arrayOf, objectOf as object } from '../../plugins/api-schemas.js';
import { isAdminRole } from '../../../shared/roles.js';
import { localised } from '../../content-locale.js';
import { localeOf } from '../../request-locale.js';
import { hindiSchema } from './hindi.js';

const tags = ['engagement'];
const int = { type: 'integer' };
const str = { type: 'string' };
const bool = { type: 'boolean' };
const nullableStr = { type: ['string', 'null'] };

// `hi` (the Hindi values) is in the admins' answers, for their edit forms; readers get the text in their language.
const spotlight = object(
  {
    _id: int,
    month: str,
    title: str,
    message: str,
    image_url: nullableStr,
    link_url: nullableStr,
    target: str,
    is_default: bool,
    company_ids: arrayOf(int),
    status: bool,
    created_at: { type: 'string', format: 'date-time' },
    hi: hindiSchema,
  },
  ['hi'],
);
const cta = object(
  { _id: int, title: str, text: str, button_label: str, route: str, sort_order: int, status: bool, hi: hindiSchema },
  ['hi'],
);
const removed = object({ _id: int });

const readerOf = (req: FastifyRequest) => ({
  userId: req.auth!.user.id,
  companyId: req.auth!.user.company_id,
  role: req.auth!.user.role,
  locale: localeOf(req),
});

/**
 * Monthly spotlights (monthly-spotlights, user-monthly-spotlight), calls to action (cta_option,
 * cta-options/{id}), tasks (all-tasks, my-tasks) and the streak (task-routes.ts) and public/banner-ads
 * (docs/engagement.md).
 */
export async function engagementContentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Writes change what the spotlight, cta and my-tasks widgets show (docs/landing-pages.md).
  refreshHomePagesAfter(app);

  // ---- monthly spotlights ----
  app.get(
    '/monthly-spotlights',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Monthly spotlights', response: envelope(object({ spotlights: arrayOf(spotlight) })) },
    },
    async () => ok(await listSpotlights(ctx.db)),
  );
  app.get<{ Params: EngagementIdParams }>(
    '/monthly-spotlights/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'One monthly spotlight', params: idParamsSchema, response: envelope(spotlight) },
    },
    async (req) => ok(await getSpotlight(ctx.db, req.params.id)),
  );
  app.post(
    '/monthly-spotlights',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a monthly spotlight (one per month and audience: E-10433..E-10435)',
        response: envelope(spotlight, 201),
      },
    },
    async (req, reply) => {
      const { core } = await validateFormRecord(ctx.db, 'spotlight', req.body);
      const made = await saveSpotlight(ctx.db, core as SpotlightInput, null, req.auth!.user.id);
      return reply.status(201).send(ok(made, 'S-10008'));
    },
  );
  app.patch<{ Params: EngagementIdParams }>(
    '/monthly-spotlights/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Update a monthly spotlight', params: idParamsSchema, response: envelope(spotlight) },
    },
    async (req) => {
      const { core } = await validateFormRecord(ctx.db, 'spotlight', req.body);
      return ok(await saveSpotlight(ctx.db, core as SpotlightInput, req.params.id, req.auth!.user.id), 'S-10009');
    },
  );
  app.delete<{ Params: EngagementIdParams }>(
    '/monthly-spotlights/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a monthly spotlight', params: idParamsSchema, response: envelope(removed) },
    },
    async (req) => ok(await deleteSpotlight(ctx.db, req.params.id), 'S-10010'),
  );
  app.get(
    '/user-monthly-spotlight',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "This month's spotlight for the caller's audience (null when none)",
        response: envelope(object({ spotlight: { anyOf: [spotlight, { type: 'null' }] } })),
      },
    },
    async (req) => ok({ spotlight: await spotlightFor(ctx.db, readerOf(req)) }),
  );

  // ---- calls to action ----
  app.get(
    '/cta_option',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Calls to action', response: envelope(object({ cta_options: arrayOf(cta) })) },
    },
    async () => ok({ cta_options: await listCtas(ctx.db) }),
  );
  app.post(
    '/cta_option',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Add a call to action', response: envelope(cta, 201) },
    },
    async (req, reply) => {
      const { core } = await validateFormRecord(ctx.db, 'cta', req.body);
      return reply.status(201).send(ok(await saveCta(ctx.db, core as unknown as CtaInput, null), 'S-10008'));
    },
  );
  app.patch<{ Params: EngagementIdParams }>(
    '/cta_option/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Update a call to action', params: idParamsSchema, response: envelope(cta) },
    },
    async (req) => {
      const { core } = await validateFormRecord(ctx.db, 'cta', req.body);
      return ok(await saveCta(ctx.db, core as unknown as CtaInput, req.params.id), 'S-10009');
    },
  );
  app.delete<{ Params: EngagementIdParams }>(
    '/cta_option/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a call to action', params: idParamsSchema, response: envelope(removed) },
    },
    async (req) => ok(await deleteCta(ctx.db, req.params.id), 'S-10010'),
  );
  app.get<{ Params: EngagementIdParams }>(
    '/cta-options/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One call to action', params: idParamsSchema, response: envelope(cta) },
    },
    async (req) => {
      // An admin opens it to edit (with `hi`); anyone else reads it in their language.
      const one = await getCta(ctx.db, req.params.id);
      return ok(isAdminRole(req.auth!.user.role) ? one : localised(one, localeOf(req)));
    },
  );

  // ---- tasks and streak ----
  registerTaskRoutes(app, ctx);

  // ---- ads ----
  app.get(
    '/public/banner-ads',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Banner ads for anonymous pages (a failure, E-10409, is hidden by the pages)',
        response: envelope(
          object({
            banner_ads: arrayOf(
              object({ _id: int, title: str, message: nullableStr, image_url: nullableStr, link_url: nullableStr }),
            ),
            click_delay_ms: int,
          }),
        ),
      },
    },
    async (req) => ok(await publicBannerAds(ctx.db, localeOf(req))),
  );
}
