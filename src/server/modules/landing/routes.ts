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
import { heroSectionLabels } from '../../../../widgets/hero/definition.js';
import { ROLE } from '../../../shared/roles.js';
import { landingDataVersion } from './data-version.js';

const companyParam = {
  type: 'object',
  required: ['company_id'],
  properties: { company_id: { type: 'integer', minimum: 0, description: '0 for the default page' } },
} as const;

const saveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['company_id', 'doc', 'base_revision'],
  properties: {
    company_id: { type: 'integer', minimum: 0 },
    doc: { type: 'object' },
    base_revision: { type: 'integer', minimum: 0 },
    note: { type: 'string', maxLength: 200 },
  },
} as const;

const publishBody = {
  type: 'object',
  additionalProperties: false,
  required: ['company_id', 'action', 'revision'],
  properties: {
    company_id: { type: 'integer', minimum: 0 },
    action: { type: 'string', enum: ['publish', 'rollback'] },
    revision: { type: 'integer', minimum: 1 },
    base_published_revision: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

const toCompanyId = (n: number) => (n === 0 ? null : n);

export async function landingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const cache = new PageCache();

  async function resolveContextFor(auth: AuthContext): Promise<ResolveContext> {
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
    };
  }

  function sendCached(
    req: FastifyRequest,
    reply: FastifyReply,
    entry: { etag: string; body: Buffer; headers: Record<string, string> },
  ) {
    if (req.headers['if-none-match'] === entry.etag)
      return reply.header('etag', entry.etag).header('cache-control', 'private, no-cache').status(304).send();
    return reply.headers(entry.headers).send(entry.body);
  }

  app.get(
    '/landing-page/home-page',
    {
      config: { access: 'user' },
      schema: { tags: ['landing'], summary: 'The caller’s resolved home page (one request renders it)' },
    },
    async (req, reply) => {
      const auth = req.auth!;
      const key = `c${auth.user.company_id ?? 0}:${packageKey(auth.packageInfo)}:${auth.user.id}:v${landingDataVersion()}`;
      const hit = cache.get(key);
      if (hit) return sendCached(req, reply, hit);
      const page: ResolvedPage = await resolveHomePage(await resolveContextFor(auth));
      return sendCached(req, reply, cache.set(key, JSON.stringify(ok(page))));
    },
  );

  app.get(
    '/landing-page/landing-content',
    {
      config: { access: 'user' },
      schema: {
        tags: ['landing'],
        summary: 'Hero content of one section (webinars, counselling, ...) from the caller’s page',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            section: {
              type: 'string',
              enum: Object.keys(heroSectionLabels),
            },
          },
        },
      },
    },
    async (req) => {
      const section = (req.query as { section?: string }).section ?? 'home';
      // Only the heroes and the disclaimer: the other widgets' data queries are not needed here.
      const page = await resolveHomePage(
        await resolveContextFor(req.auth!),
        (w) => w.type === 'hero' || w.type === 'disclaimer',
      );
      const hero =
        page.widgets_List.find((w) => w.type === 'hero' && !w.invalid && w.props.section === section) ?? null;
      return ok({ hero, disclaimer: page.disclaimer, is_change_disclaimer: page.is_change_disclaimer });
    },
  );

  app.get(
    '/landing-page/client-landing-page/:company_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['landing'],
        summary: 'Designer state: latest draft, published revision, history',
        params: companyParam,
      },
    },
    async (req) => ok(await getPageState(db, toCompanyId((req.params as { company_id: number }).company_id))),
  );

  app.get(
    '/landing-page/client-landing-page/:company_id/revisions/:revision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['landing'],
        summary: 'One stored revision',
        params: {
          type: 'object',
          required: ['company_id', 'revision'],
          properties: { company_id: { type: 'integer', minimum: 0 }, revision: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (req) => {
      const p = req.params as { company_id: number; revision: number };
      return ok(await getRevisionDoc(db, toCompanyId(p.company_id), p.revision));
    },
  );

  app.post(
    '/landing-page/client-landing-page',
    {
      config: { access: 'admin' },
      schema: { tags: ['landing'], summary: 'Save a draft revision', body: saveBody },
    },
    async (req, reply) => {
      const b = req.body as { company_id: number; doc: unknown; base_revision: number; note?: string };
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

  app.patch(
    '/landing-page/client-landing-page',
    {
      config: { access: 'admin' },
      schema: { tags: ['landing'], summary: 'Publish a revision or roll back to an earlier one', body: publishBody },
    },
    async (req) => {
      const b = req.body as {
        company_id: number;
        action: 'publish' | 'rollback';
        revision: number;
        base_published_revision?: number | null;
      };
      const args = {
        companyId: toCompanyId(b.company_id),
        revision: b.revision,
        basePublishedRevision: b.base_published_revision ?? null,
        userId: req.auth!.user.id,
      };
      const result = b.action === 'publish' ? await publishRevision(db, args) : await rollbackTo(db, args);
      cache.invalidate(b.company_id);
      return ok(result, 'S-10009');
    },
  );

  app.post(
    '/landing-page/layout',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['landing'],
        summary: 'Preview a page document as an employee with the given package would see it',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['doc'],
          properties: {
            doc: { type: 'object' },
            company_id: { type: 'integer', minimum: 0 },
            package_id: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (req) => {
      const b = req.body as { doc: Record<string, unknown>; company_id?: number; package_id?: number };
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
      };
      return ok({ widgets_List: await resolveDocument(rc, b.doc), package_info: rc.packageInfo });
    },
  );

  app.get(
    '/landing-page/widget-types',
    {
      config: { access: 'admin' },
      schema: { tags: ['landing'], summary: 'The widget registry: types, versions, sizes, props schemas' },
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
