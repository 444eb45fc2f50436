import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../plugins/access.js';
import { toPackageInfo } from '../auth/session.js';
import { PageCache, packageKey, resolveDocument, resolveHomePage, type ResolvedPage } from './resolve-page.js';
import type { ResolveContext } from './resolvers.js';
import { getPageState, getRevisionDoc, publishRevision, rollbackTo, saveDraft } from './service.js';
import { getWidgetDefinition, isWidgetType, WIDGET_TYPES } from '../../../../widgets/registry.js';
import { ROLE } from '../../../shared/roles.js';
import { landingDataVersion } from './data-version.js';
import { localeOf } from '../../request-locale.js';
import type { Locale } from '../../../i18n/locales.js';
import contentQuery from '../../../../schemas/api/landing-content-query.schema.json';
import companyParams from '../../../../schemas/api/landing-company-params.schema.json';
import revisionParams from '../../../../schemas/api/landing-revision-params.schema.json';
import saveDraftBody from '../../../../schemas/api/landing-save-draft.schema.json';
import publishBody from '../../../../schemas/api/landing-publish.schema.json';
import layoutBody from '../../../../schemas/api/landing-layout-request.schema.json';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import type { Answer } from '../../plugins/route-types.js';
import type {
  HomePageResponse,
  LandingCompanyParams,
  LandingContentQuery,
  LandingContentResponse,
  LandingDraftSaved,
  LandingLayoutRequest,
  LandingPageState,
  LandingPublish,
  LandingPublished,
  LandingRevision,
  LandingRevisionParams,
  LandingSaveDraft,
  LandingWidgetTypes,
  LayoutPreviewResponse,
} from '../../../shared/generated/index.js';
import { invalidate } from '../../invalidation.js';

const tags = ['landing'];
const answer = (id: string, status = 200) => ({ [status]: envelopeOf(schemaRef(id)) });

const toCompanyId = (n: number) => (n === 0 ? null : n);

export async function landingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const cache = new PageCache();
  // A publish or rollback on any server drops the company's pages here before it is acknowledged
  // (src/server/invalidation.ts); '*' (the LISTEN connection was lost) drops them all.
  ctx.bus.on('landing-page', (key) => cache.invalidate(key === '*' ? 0 : Number(key)));

  async function resolveContextFor(auth: AuthContext, locale: Locale): Promise<ResolveContext> {
    const company =
      auth.user.company_id === null
        ? null
        : ((await db
            .selectFrom('companies')
            .select(['disclaimer'])
            .where('id', '=', auth.user.company_id)
            .executeTakeFirst()) ?? null);
    return {
      db,
      userId: auth.user.id,
      companyId: auth.user.company_id,
      isRetail: auth.user.role === ROLE.PAID_USER,
      packageInfo: auth.packageInfo,
      company,
      locale,
    };
  }

  function sendCached(
    req: FastifyRequest,
    reply: FastifyReply,
    entry: { etag: string; body: Buffer; headers: Record<string, string> },
  ) {
    if (req.headers['if-none-match'] === entry.etag)
      return reply
        .header('etag', entry.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Language')
        .status(304)
        .send();
    return reply.headers(entry.headers).send(entry.body);
  }

  // Sent from the page cache as bytes already serialised (JSON.stringify of the envelope), so the response schema
  // documents the answer and types it; the serialiser does not run on a Buffer.
  app.get<{ Reply: Answer<HomePageResponse> | Buffer | undefined }>(
    '/landing-page/home-page',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The caller’s resolved home page (one request renders it)',
        response: answer('landing-home-page.schema.json'),
      },
    },
    // Not an async function: a cache hit is answered without a promise (docs/performance.md).
    (req, reply) => {
      const auth = req.auth!;
      // The page's text is in the reader's language (widget props' and records' `hi` values), so the locale is part
      // of the key: an English and a Hindi reader of one company never get each other's answer.
      const locale = localeOf(req);
      const key = `c${auth.user.company_id ?? 0}:${packageKey(auth.packageInfo)}:${auth.user.id}:${locale}:v${landingDataVersion(auth.user.id)}`;
      const hit = cache.get(key);
      if (hit) {
        sendCached(req, reply, hit);
        return;
      }
      return resolveContextFor(auth, locale)
        .then((context) => resolveHomePage(context))
        .then((page: ResolvedPage) => {
          sendCached(req, reply, cache.set(key, JSON.stringify(ok(page)), locale));
        });
    },
  );

  app.get<{ Querystring: LandingContentQuery; Reply: Answer<LandingContentResponse> }>(
    '/landing-page/landing-content',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Hero content of one section (webinars, counselling, ...) from the caller’s page',
        querystring: contentQuery,
        response: answer('landing-content.schema.json'),
      },
    },
    async (req) => {
      const section = req.query.section ?? 'home';
      // Only the heroes and the disclaimer: the other widgets' data queries are not needed here.
      const page = await resolveHomePage(
        await resolveContextFor(req.auth!, localeOf(req)),
        (w) => w.type === 'hero' || w.type === 'disclaimer',
      );
      const hero =
        page.widgets_List.find((w) => w.type === 'hero' && !w.invalid && w.props.section === section) ?? null;
      return ok({ hero, disclaimer: page.disclaimer, is_change_disclaimer: page.is_change_disclaimer });
    },
  );

  app.get<{ Params: LandingCompanyParams; Reply: Answer<LandingPageState> }>(
    '/landing-page/client-landing-page/:company_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Designer state: latest draft, published revision, history',
        params: companyParams,
        response: answer('landing-page-state.schema.json'),
      },
    },
    async (req) => ok(await getPageState(db, toCompanyId(req.params.company_id))),
  );

  app.get<{ Params: LandingRevisionParams; Reply: Answer<LandingRevision> }>(
    '/landing-page/client-landing-page/:company_id/revisions/:revision',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One stored revision',
        params: revisionParams,
        response: answer('landing-revision.schema.json'),
      },
    },
    async (req) => ok(await getRevisionDoc(db, toCompanyId(req.params.company_id), req.params.revision)),
  );

  app.post<{ Body: LandingSaveDraft; Reply: Answer<LandingDraftSaved> }>(
    '/landing-page/client-landing-page',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Save a draft revision',
        body: saveDraftBody,
        response: answer('landing-draft-saved.schema.json', 201),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const saved = await saveDraft(db, {
        companyId: toCompanyId(b.company_id),
        doc: b.doc,
        baseRevision: b.base_revision,
        userId: req.auth!.user.id,
        note: b.note,
      });
      return reply.status(201).send(ok(saved, 'S-10008'));
    },
  );

  app.patch<{ Body: LandingPublish; Reply: Answer<LandingPublished> }>(
    '/landing-page/client-landing-page',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish a revision or roll back to an earlier one',
        body: publishBody,
        response: answer('landing-published.schema.json'),
      },
    },
    async (req) => {
      const b = req.body;
      const args = {
        companyId: toCompanyId(b.company_id),
        revision: b.revision,
        basePublishedRevision: b.base_published_revision ?? null,
        userId: req.auth!.user.id,
      };
      const result = b.action === 'publish' ? await publishRevision(db, args) : await rollbackTo(db, args);
      invalidate('landing-page', b.company_id);
      return ok(result, 'S-10009');
    },
  );

  app.post<{ Body: LandingLayoutRequest; Reply: Answer<LayoutPreviewResponse> }>(
    '/landing-page/layout',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Preview a page document as an employee with the given package would see it',
        body: layoutBody,
        response: answer('landing-layout-preview.schema.json'),
      },
    },
    async (req) => {
      const b = req.body;
      const companyId = b.company_id ? b.company_id : null;
      const company =
        companyId === null
          ? null
          : await db
              .selectFrom('companies')
              .select(['disclaimer', 'package_id'])
              .where('id', '=', companyId)
              .executeTakeFirst();
      if (companyId !== null && !company) throw new AppError('E-10533');
      const packageId = b.package_id ?? company?.package_id ?? null;
      const pkg =
        packageId === null
          ? null
          : await db.selectFrom('packages').selectAll().where('id', '=', packageId).executeTakeFirst();
      if (packageId !== null && !pkg) throw new AppError('E-10507', { message: 'That package does not exist.' });
      const rc: ResolveContext = {
        db,
        userId: null,
        companyId,
        isRetail: false,
        packageInfo: toPackageInfo(pkg ?? null),
        company: company ? { disclaimer: company.disclaimer } : null,
        locale: localeOf(req),
      };
      return ok({ widgets_List: await resolveDocument(rc, b.doc), package_info: rc.packageInfo });
    },
  );

  app.get<{ Reply: Answer<LandingWidgetTypes> }>(
    '/landing-page/widget-types',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The widget registry: types, versions, sizes, props schemas',
        response: answer('landing-widget-types.schema.json'),
      },
    },
    async () => {
      return ok(
        WIDGET_TYPES.filter(isWidgetType).map((t) => {
          const d = getWidgetDefinition(t);
          return {
            type: t,
            version: d.version,
            title: d.title,
            description: d.description,
            defaultSize: d.defaultSize,
            minSize: d.minSize,
            maxSize: d.maxSize,
            schema: d.schemas[d.version],
          };
        }),
      );
    },
  );
}
