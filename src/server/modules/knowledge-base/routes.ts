import type { FastifyInstance } from 'fastify';
import searchSchema from '../../../../schemas/api/knowledge-base/kb-search.schema.json';
import searchAnswerSchema from '../../../../schemas/api/knowledge-base/kb-search-answer.schema.json';
import idParamsSchema from '../../../../schemas/api/knowledge-base/kb-id-params.schema.json';
import categoryParamsSchema from '../../../../schemas/api/knowledge-base/kb-category-params.schema.json';
import categoriesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-categories-answer.schema.json';
import categoryAnswerSchema from '../../../../schemas/api/knowledge-base/kb-category-answer.schema.json';
import faqAnswerSchema from '../../../../schemas/api/knowledge-base/kb-faq-answer.schema.json';
import { hasModule, MODULE, QUICK_ACCESS } from '../../../shared/package-info.js';
import type { KbCategoriesAnswer } from '../../../shared/generated/api/knowledge-base/kb-categories-answer.js';
import type { KbCategoryAnswer } from '../../../shared/generated/api/knowledge-base/kb-category-answer.js';
import type { KbCategoryParams } from '../../../shared/generated/api/knowledge-base/kb-category-params.js';
import type { KbFaqAnswer } from '../../../shared/generated/api/knowledge-base/kb-faq-answer.js';
import type { KbIdParams } from '../../../shared/generated/api/knowledge-base/kb-id-params.js';
import type { KbSearchBody } from '../../../shared/generated/api/knowledge-base/kb-search.js';
import type { KbSearchAnswer } from '../../../shared/generated/api/knowledge-base/kb-search-answer.js';
import type { AuthContext } from '../../plugins/access.js';
import { ok, type Envelope } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import type { KbSearchKind } from '../../db/tables/knowledge-base.js';
import { ACTION } from '../activity/log-activity.js';
import { articleRoutes } from './article-routes.js';
import { buildAccountsChecklist } from './checklist.js';
import { MIME_OF_EXT, readKbFile } from './files.js';
import { envelopeOf } from './route-schemas.js';
import { fileAnswer, MEDIA } from '../../plugins/api-schemas.js';
import { FEATURE, isAdmin, kbActivity, tags } from './route-parts.js';
import { sendFile } from '../../send-file.js';
import { localiseResults, redactQuery, searchKnowledgeBase } from './search.js';
import { faqFile, getCategory, getFaq, listCategories, localisedTree } from './service.js';
import { localised } from '../../content-locale.js';
import { localeOf } from '../../request-locale.js';

/** What a caller's search may return: FAQs and blogs always, the rest by package (docs/product-rules.md "Knowledge base tabs"). */
export function searchableKinds(auth: AuthContext): KbSearchKind[] {
  if (isAdmin(auth)) return ['faq', 'blog', 'finguide', 'handbook', 'toolkit', 'scheme'];
  const p = auth.packageInfo;
  const kinds: KbSearchKind[] = ['faq', 'blog'];
  if (hasModule(p, MODULE.FINGUIDE)) kinds.push('finguide');
  if (hasModule(p, MODULE.HANDBOOK)) kinds.push('handbook');
  if (hasModule(p, MODULE.QUICK_ACCESS) && p.quick_access_ids.includes(QUICK_ACCESS.EMPLOYEE_TOOLKIT))
    kinds.push('toolkit');
  if (hasModule(p, MODULE.QUICK_ACCESS) && p.quick_access_ids.includes(QUICK_ACCESS.SCHEMES)) kinds.push('scheme');
  return kinds;
}

/** The employee's knowledge-base, handbook, toolkit and schemes calls. */
export async function knowledgeBaseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const activity = kbActivity(db);

  // ---- categories (always allowed: docs/product-rules.md "Client route access") ---------------------
  app.get<{ Reply: Envelope<KbCategoriesAnswer> }>(
    '/knowledge-base-categories',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Knowledge-base categories with FAQ counts',
        response: envelopeOf(categoriesAnswerSchema),
      },
    },
    async (req) => ok(await listCategories(db, { all: false, locale: localeOf(req) })),
  );

  app.get<{ Params: KbCategoryParams; Reply: Envelope<KbCategoryAnswer> }>(
    '/knowledge-base-categories/:category_id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One category with its sub-categories, groups and FAQs',
        params: categoryParamsSchema,
        response: envelopeOf(categoryAnswerSchema),
      },
    },
    async (req) =>
      ok({
        category: localisedTree(await getCategory(db, req.params.category_id, false), localeOf(req)),
      }),
  );

  app.get<{ Params: KbIdParams; Reply: Envelope<KbFaqAnswer> }>(
    '/knowledge-base/faqs/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Open an FAQ (logged)', params: idParamsSchema, response: envelopeOf(faqAnswerSchema) },
    },
    async (req) => {
      const { faq, categoryId } = await getFaq(db, req.params.id, false);
      await activity(
        req.auth!,
        ACTION.VIEWED,
        FEATURE.KNOWLEDGE_BASE,
        `/client/knowledgebase/${categoryId}?faqId=${faq.id}`,
      );
      return ok({ faq: localised(faq, localeOf(req)) });
    },
  );

  app.get<{ Params: KbIdParams }>(
    '/knowledge-base/faqs/:id/file',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "An FAQ's video, image or PDF",
        params: idParamsSchema,
        response: {
          200: fileAnswer('The file (mp4, webm, png, jpeg, webp or pdf)', [
            MEDIA.mp4,
            MEDIA.webm,
            MEDIA.png,
            MEDIA.jpeg,
            MEDIA.webp,
            MEDIA.pdf,
          ]),
        },
      },
    },
    async (req, reply) => {
      const file = await faqFile(db, req.params.id);
      const data = await readKbFile(ctx.storage, file.name);
      const ext = file.name.split('.').pop() ?? '';
      return sendFile(reply, data, MIME_OF_EXT[ext] ?? file.mime, file.original ?? file.name, { inline: true });
    },
  );

  app.post<{ Body: KbSearchBody; Reply: Envelope<KbSearchAnswer> }>(
    '/questions-by-keywords',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Search FAQs, articles, guides and schemes by words (typo- and synonym-tolerant)',
        body: searchSchema,
        response: envelopeOf(searchAnswerSchema),
      },
    },
    async (req) => {
      const allowed = searchableKinds(req.auth!);
      const kinds = req.body.kinds ? allowed.filter((k) => req.body.kinds!.includes(k)) : allowed;
      const answer = await searchKnowledgeBase(db, { question: req.body.question, kinds, limit: req.body.limit ?? 10 });
      // The query log keeps no user and no personal data; the activity row keeps no query. The two
      // writes are independent, so on PostgreSQL they go out together (docs/knowledge-base.md "Figures").
      await Promise.all([
        db
          .insertInto('kb_search_log')
          .values({ query: redactQuery(req.body.question), result_count: answer.results.length })
          .execute(),
        activity(req.auth!, ACTION.SEARCH, FEATURE.KNOWLEDGE_BASE, '/client/knowledgebase'),
      ]);
      return ok(await localiseResults(db, answer, localeOf(req)));
    },
  );
  // ---- articles and schemes (article-routes.ts) ---------------------------------------------------
  articleRoutes(app, ctx);
}

let checklistCache: Promise<Buffer> | null = null;

/** The financial accounts repository checklist under /files/ (a blank template: no token needed). */
export async function accountsChecklistRoute(app: FastifyInstance) {
  app.get(
    '/files/financial-accounts-repository-checklist.xlsx',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The financial accounts repository checklist spreadsheet (quick access 2)',
        response: { 200: fileAnswer('The spreadsheet (xlsx)', [MEDIA.xlsx]) },
      },
    },
    async (_req, reply) => {
      checklistCache ??= buildAccountsChecklist();
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'attachment; filename="financial-accounts-repository-checklist.xlsx"')
        .send(await checklistCache);
    },
  );
}
