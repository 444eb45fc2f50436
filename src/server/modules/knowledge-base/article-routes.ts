import type { FastifyInstance } from 'fastify';
import idParamsSchema from '../../../../schemas/api/knowledge-base/kb-id-params.schema.json';
import articlesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-articles-answer.schema.json';
import articleAnswerSchema from '../../../../schemas/api/knowledge-base/kb-article-answer.schema.json';
import schemesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-schemes-answer.schema.json';
import { MODULE, QUICK_ACCESS } from '../../../shared/package-info.js';
import type { KbArticleAnswer } from '../../../shared/generated/api/knowledge-base/kb-article-answer.js';
import type { KbArticlesAnswer } from '../../../shared/generated/api/knowledge-base/kb-articles-answer.js';
import type { KbIdParams } from '../../../shared/generated/api/knowledge-base/kb-id-params.js';
import type { KbSchemesAnswer } from '../../../shared/generated/api/knowledge-base/kb-schemes-answer.js';
import { ok, type Envelope } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import type { KbArticleKind } from '../../db/tables/knowledge-base.js';
import { ACTION } from '../activity/log-activity.js';
import { readKbFile, renderGuidePdf } from './files.js';
import { envelopeOf } from './route-schemas.js';
import { fileAnswer, MEDIA } from '../../plugins/api-schemas.js';
import { assertQuickAccess, FEATURE, kbActivity, tags } from './route-parts.js';
import { sendFile } from '../../send-file.js';
import { articlePdfFile, getArticle, listArticles, listSchemes, toArticleView } from './service.js';
import { htmlToSections } from './text.js';
import { localised, localisedAll } from '../../content-locale.js';
import { localeOf } from '../../request-locale.js';

/** Generated guide PDFs, by article id and last change (small: 6 finguides and ~37 handbook/toolkit items). */
const pdfCache = new Map<string, Promise<Buffer>>();

/** The employee's blogs, finguides, handbook and toolkit items (lists, blog pages, PDFs) and government schemes. */
export function articleRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const activity = kbActivity(db);

  const listRoute = (path: string, kind: KbArticleKind, access: 'user' | { module: number }, summary: string) =>
    app.get<{ Reply: Envelope<KbArticlesAnswer> }>(
      path,
      { config: { access }, schema: { tags, summary, response: envelopeOf(articlesAnswerSchema) } },
      async (req) => {
        if (kind === 'toolkit') assertQuickAccess(req.auth!, QUICK_ACCESS.EMPLOYEE_TOOLKIT);
        return ok({
          articles: localisedAll(await listArticles(db, kind, false), localeOf(req)),
        });
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
      const article = localised(toArticleView(await getArticle(db, req.params.id, 'blog', false)), localeOf(req));
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
          response: { 200: fileAnswer('The PDF', [MEDIA.pdf]) },
        },
      },
      async (req, reply) => {
        if (kind === 'toolkit') assertQuickAccess(req.auth!, QUICK_ACCESS.EMPLOYEE_TOOLKIT);
        const article = await getArticle(db, req.params.id, kind, false);
        let data: Buffer;
        const uploaded = article.file_id ? await articlePdfFile(db, article.file_id) : undefined;
        if (uploaded) data = await readKbFile(ctx.storage, uploaded.name);
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
        return sendFile(reply, data, 'application/pdf', `${article.slug}.pdf`, { inline: true });
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
