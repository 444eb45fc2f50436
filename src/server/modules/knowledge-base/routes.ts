import type { FastifyInstance, FastifyReply } from 'fastify';
import searchSchema from '../../../../schemas/api/knowledge-base/kb-search.schema.json';
import searchAnswerSchema from '../../../../schemas/api/knowledge-base/kb-search-answer.schema.json';
import idParamsSchema from '../../../../schemas/api/knowledge-base/kb-id-params.schema.json';
import categoryParamsSchema from '../../../../schemas/api/knowledge-base/kb-category-params.schema.json';
import categoriesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-categories-answer.schema.json';
import categoryAnswerSchema from '../../../../schemas/api/knowledge-base/kb-category-answer.schema.json';
import articlesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-articles-answer.schema.json';
import articleAnswerSchema from '../../../../schemas/api/knowledge-base/kb-article-answer.schema.json';
import faqAnswerSchema from '../../../../schemas/api/knowledge-base/kb-faq-answer.schema.json';
import schemesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-schemes-answer.schema.json';
import { AppError } from '../../../shared/app-error.js';
import { hasModule, MODULE, QUICK_ACCESS } from '../../../shared/package-info.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { KbArticleAnswer } from '../../../shared/generated/api/knowledge-base/kb-article-answer.js';
import type { KbArticlesAnswer } from '../../../shared/generated/api/knowledge-base/kb-articles-answer.js';
import type { KbCategoriesAnswer } from '../../../shared/generated/api/knowledge-base/kb-categories-answer.js';
import type { KbCategoryAnswer } from '../../../shared/generated/api/knowledge-base/kb-category-answer.js';
import type { KbCategoryParams } from '../../../shared/generated/api/knowledge-base/kb-category-params.js';
import type { KbFaqAnswer } from '../../../shared/generated/api/knowledge-base/kb-faq-answer.js';
import type { KbIdParams } from '../../../shared/generated/api/knowledge-base/kb-id-params.js';
import type { KbSchemesAnswer } from '../../../shared/generated/api/knowledge-base/kb-schemes-answer.js';
import type { KbSearchBody } from '../../../shared/generated/api/knowledge-base/kb-search.js';
import type { KbSearchAnswer } from '../../../shared/generated/api/knowledge-base/kb-search-answer.js';
import type { AuthContext } from '../../plugins/access.js';
import { ok, type Envelope } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import type { KbArticleKind, KbSearchKind } from '../../db/types.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { buildAccountsChecklist } from './checklist.js';
import { MIME_OF_EXT, readKbFile, renderGuidePdf } from './files.js';
import { envelopeOf } from './route-schemas.js';
import { fileAnswer } from '../../plugins/api-schemas.js';
import { redactQuery, searchKnowledgeBase } from './search.js';
import {
  articlePdfFile,
  faqFile,
  getArticle,
  getCategory,
  getFaq,
  listArticles,
  listCategories,
  listSchemes,
  toArticleView,
} from './service.js';
import { htmlToSections } from './text.js';

/** Feature ids of enums.json "feature" used in the activity log. */
const FEATURE = { KNOWLEDGE_BASE: 5, HANDBOOK: 6 } as const;
const tags = ['knowledge-base'];

const isAdmin = (auth: AuthContext | null) => !!auth && isAdminRole(auth.user.role);

/** Toolkit and schemes need module 9 (checked by config.access) and their quick-access item. */
function assertQuickAccess(auth: AuthContext, item: number): void {
  if (isAdmin(auth)) return;
  if (!auth.packageInfo.quick_access_ids.includes(item)) throw new AppError('E-10117');
}

/** What a caller's search may return: FAQs and blogs always, the rest by package (product.md section 6). */
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

/** Files are never sniffed by the browser and stay private to the signed-in caller. */
function sendFile(reply: FastifyReply, data: Buffer, mime: string, filename: string, inline: boolean) {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'file';
  return reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${safe}"`)
    .send(data);
}

/** Generated guide PDFs, by article id and last change (small: 6 finguides and ~37 handbook/toolkit items). */
const pdfCache = new Map<string, Promise<Buffer>>();

/** The employee's knowledge-base, handbook, toolkit and schemes calls. */
export async function knowledgeBaseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const activity = (auth: AuthContext, actionId: number, featureId: number, url: string) =>
    logActivity(db, {
      userId: auth.user.id,
      companyId: auth.user.company_id,
      actionId,
      featureId,
      navigationUrl: url,
    });

  // ---- categories (always allowed: product.md section 6) ----------------------------------------
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
    async () => ok(await listCategories(db, { all: false })),
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
    async (req) => ok({ category: await getCategory(db, req.params.category_id, false) }),
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
      return ok({ faq });
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
        response: { 200: fileAnswer('The file (mp4, webm, png, jpeg, webp or pdf)') },
      },
    },
    async (req, reply) => {
      const file = await faqFile(db, req.params.id);
      const data = await readKbFile(ctx.config.dataDir, file.name);
      const ext = file.name.split('.').pop() ?? '';
      return sendFile(reply, data, MIME_OF_EXT[ext] ?? file.mime, file.original ?? file.name, true);
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
      return ok(answer);
    },
  );

  // ---- articles ----------------------------------------------------------------------------------
  const listRoute = (path: string, kind: KbArticleKind, access: 'user' | { module: number }, summary: string) =>
    app.get<{ Reply: Envelope<KbArticlesAnswer> }>(
      path,
      { config: { access }, schema: { tags, summary, response: envelopeOf(articlesAnswerSchema) } },
      async (req) => {
        if (kind === 'toolkit') assertQuickAccess(req.auth!, QUICK_ACCESS.EMPLOYEE_TOOLKIT);
        return ok({ articles: await listArticles(db, kind, false) });
      },
    );
  listRoute('/knowledge-base/blogs', 'blog', 'user', 'Blogs (always available)');
  listRoute('/knowledge-base/finguides', 'finguide', { module: MODULE.FINGUIDE }, 'Finguides (package module 7)');
  listRoute('/knowledge-base/handbook', 'handbook', { module: MODULE.HANDBOOK }, 'Employee handbook items (module 8)');
  listRoute('/knowledge-base/toolkit', 'toolkit', { module: MODULE.QUICK_ACCESS }, 'Employee toolkit (quick access 3)');

  app.get<{ Params: KbIdParams; Reply: Envelope<KbArticleAnswer> }>(
    '/knowledge-base/blogs/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Open a blog (logged)',
        params: idParamsSchema,
        response: envelopeOf(articleAnswerSchema),
      },
    },
    async (req) => {
      const article = toArticleView(await getArticle(db, req.params.id, 'blog', false));
      await activity(req.auth!, ACTION.VIEWED, FEATURE.KNOWLEDGE_BASE, `/client/knowledgebase?blogId=${article.id}`);
      return ok({ article });
    },
  );

  const pdfRoute = (
    path: string,
    kind: KbArticleKind,
    module: number,
    feature: number,
    pageUrl: (id: number) => string,
  ) =>
    app.get<{ Params: KbIdParams }>(
      path,
      {
        config: { access: { module } },
        schema: {
          tags,
          summary: `The PDF of a ${kind} item (logged as a download)`,
          params: idParamsSchema,
          response: { 200: fileAnswer('The PDF') },
        },
      },
      async (req, reply) => {
        if (kind === 'toolkit') assertQuickAccess(req.auth!, QUICK_ACCESS.EMPLOYEE_TOOLKIT);
        const article = await getArticle(db, req.params.id, kind, false);
        let data: Buffer;
        const uploaded = article.file_id ? await articlePdfFile(db, article.file_id) : undefined;
        if (uploaded) data = await readKbFile(ctx.config.dataDir, uploaded.name);
        else {
          const key = `${article.id}:${article.updated_at.getTime()}`;
          let pdf = pdfCache.get(key);
          if (!pdf) {
            pdf = renderGuidePdf({
              title: article.title,
              summary: article.summary,
              sections: htmlToSections(article.body_html).map((s) => ({ heading: s.heading, lines: s.lines })),
            });
            pdfCache.set(key, pdf);
            pdf.catch(() => pdfCache.delete(key));
          }
          data = await pdf;
        }
        await activity(req.auth!, ACTION.DOWNLOAD, feature, pageUrl(article.id));
        return sendFile(reply, data, 'application/pdf', `${article.slug}.pdf`, true);
      },
    );
  pdfRoute(
    '/knowledge-base/finguides/:id/pdf',
    'finguide',
    MODULE.FINGUIDE,
    FEATURE.KNOWLEDGE_BASE,
    (id) => `/client/knowledgebase?finguideId=${id}`,
  );
  pdfRoute(
    '/knowledge-base/handbook/:id/pdf',
    'handbook',
    MODULE.HANDBOOK,
    FEATURE.HANDBOOK,
    (id) => `/client/handbook?handbookId=${id}`,
  );
  pdfRoute(
    '/knowledge-base/toolkit/:id/pdf',
    'toolkit',
    MODULE.QUICK_ACCESS,
    FEATURE.HANDBOOK,
    (id) => `/client/employee-toolkit?toolkitId=${id}`,
  );

  app.get<{ Reply: Envelope<KbSchemesAnswer> }>(
    '/knowledge-base/schemes',
    {
      config: { access: { module: MODULE.QUICK_ACCESS } },
      schema: { tags, summary: 'Government schemes (quick access 1)', response: envelopeOf(schemesAnswerSchema) },
    },
    async (req) => {
      assertQuickAccess(req.auth!, QUICK_ACCESS.SCHEMES);
      return ok(await listSchemes(db));
    },
  );
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
        response: { 200: fileAnswer('The spreadsheet (xlsx)') },
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
