import type { FastifyInstance, FastifyRequest } from 'fastify';
import idParamsSchema from '../../../../schemas/api/knowledge-base/kb-id-params.schema.json';
import categoryParamsSchema from '../../../../schemas/api/knowledge-base/kb-category-params.schema.json';
import subCategoryParamsSchema from '../../../../schemas/api/knowledge-base/kb-sub-category-params.schema.json';
import groupParamsSchema from '../../../../schemas/api/knowledge-base/kb-group-params.schema.json';
import orderSchema from '../../../../schemas/api/knowledge-base/kb-order.schema.json';
import listQuerySchema from '../../../../schemas/api/knowledge-base/kb-list-query.schema.json';
import treeAnswerSchema from '../../../../schemas/api/knowledge-base/kb-tree-answer.schema.json';
import articlesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-articles-answer.schema.json';
import savedAnswerSchema from '../../../../schemas/api/knowledge-base/kb-saved-answer.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type { KbArticlesAnswer } from '../../../shared/generated/api/knowledge-base/kb-articles-answer.js';
import type { KbCategoryParams } from '../../../shared/generated/api/knowledge-base/kb-category-params.js';
import type { KbGroupParams } from '../../../shared/generated/api/knowledge-base/kb-group-params.js';
import type { KbIdParams } from '../../../shared/generated/api/knowledge-base/kb-id-params.js';
import type { KbListQuery } from '../../../shared/generated/api/knowledge-base/kb-list-query.js';
import type { KbOrderBody } from '../../../shared/generated/api/knowledge-base/kb-order.js';
import type { KbSavedAnswer } from '../../../shared/generated/api/knowledge-base/kb-saved-answer.js';
import type { KbSubCategoryParams } from '../../../shared/generated/api/knowledge-base/kb-sub-category-params.js';
import type { KbTreeAnswer } from '../../../shared/generated/api/knowledge-base/kb-tree-answer.js';
import { ok, type Envelope } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import {
  deleteArticle,
  deleteCategory,
  deleteRow,
  reorder,
  saveArticle,
  saveCategory,
  saveFaq,
  saveGroup,
  saveSubCategory,
  type Upload,
} from './admin-service.js';
import { KB_MAX_BYTES } from './files.js';
import { envelopeOf } from './route-schemas.js';
import { categoryTrees, listArticles } from './service.js';
import { cleanHtml } from './text.js';

const tags = ['knowledge-base admin'];
const ADMIN = { access: 'admin' } as const;

/** A form-defined record: validated against the published kb-* form in the service (E-10502 for unknown fields). */
const formBody = (formKey: string) =>
  ({
    type: 'object',
    description: `Validated against the published "${formKey}" form (GET /forms/${formKey}).`,
  }) as const;

const multipartNote = (formKey: string) =>
  `multipart/form-data: field "data" holds the ${formKey} record as JSON (validated against the published form), optional field "file".`;

const saved = envelopeOf(savedAnswerSchema);
const created = envelopeOf(savedAnswerSchema, 201);
const deleted = envelopeOf(null);

/** The record (field `data`, JSON) and at most one file of a multipart request; JSON bodies are accepted too. */
async function readMultipart(req: FastifyRequest): Promise<{ body: unknown; upload: Upload | null }> {
  if (!req.isMultipart()) return { body: req.body, upload: null };
  let body: unknown = undefined;
  let upload: Upload | null = null;
  const limit = Math.max(...Object.values(KB_MAX_BYTES));
  for await (const part of req.parts({ limits: { fileSize: limit + 1, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new AppError('E-10502', { message: `Unexpected file "${part.fieldname}".` });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > limit) throw new AppError('E-10605');
      upload = { data, filename: part.filename || 'upload' };
    } else if (part.fieldname === 'data') {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw new AppError('E-10501');
      }
    }
  }
  if (body === undefined) throw new AppError('E-10535');
  return { body, upload };
}

/** The admin's knowledge-base calls (manage-knowledge-base). Names follow the api contract. */
export async function knowledgeBaseAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const dataDir = ctx.config.dataDir;

  app.get<{ Reply: Envelope<KbTreeAnswer> }>(
    '/knowledge-base/admin/tree',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Every category, sub-category, group and FAQ (active and inactive)',
        response: envelopeOf(treeAnswerSchema),
      },
    },
    async () => ok({ categories: await categoryTrees(db, { all: true }) }),
  );

  app.get<{ Querystring: KbListQuery; Reply: Envelope<KbArticlesAnswer> }>(
    '/knowledge-base/admin/articles',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Blogs, finguides, handbook and toolkit items (active and inactive)',
        querystring: listQuerySchema,
        response: envelopeOf(articlesAnswerSchema),
      },
    },
    async (req) => ok({ articles: await listArticles(db, req.query.kind, true) }),
  );

  app.post<{ Body: { html?: unknown }; Reply: Envelope<{ html: string }> }>(
    '/knowledge-base/admin/preview',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'HTML as it will be stored and shown (the same sanitiser as on save)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['html'],
          properties: { html: { type: 'string', maxLength: 60000 } },
        },
        response: envelopeOf({ type: 'object', required: ['html'], properties: { html: { type: 'string' } } }),
      },
    },
    async (req) => ok({ html: cleanHtml(String(req.body.html)) }),
  );

  // ---- categories ----------------------------------------------------------------------------------
  app.post<{ Body: unknown; Reply: Envelope<KbSavedAnswer> }>(
    '/knowledge-base-categories',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a category (kb-category form)', body: formBody('kb-category'), response: created },
    },
    async (req, reply) => reply.status(201).send(ok({ id: await saveCategory(db, null, req.body) }, 'S-10008')),
  );
  app.patch<{ Params: KbIdParams; Body: unknown; Reply: Envelope<KbSavedAnswer> }>(
    '/knowledge-base-categories/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a category',
        params: idParamsSchema,
        body: formBody('kb-category'),
        response: saved,
      },
    },
    async (req) => ok({ id: await saveCategory(db, req.params.id, req.body) }, 'S-10009'),
  );
  app.delete<{ Params: KbIdParams; Reply: Envelope<null> }>(
    '/knowledge-base-categories/:id',
    {
      config: ADMIN,
      schema: { tags, summary: 'Delete a category and everything in it', params: idParamsSchema, response: deleted },
    },
    async (req) => {
      await deleteCategory(db, req.params.id);
      return ok(null, 'S-10010');
    },
  );

  // ---- sub-categories: the contract's {category_id} is the sub-category being edited ----------------
  app.post<{ Body: unknown; Reply: Envelope<KbSavedAnswer> }>(
    '/knowledge-based-sub-category',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Add a sub-category (kb-sub-category form)',
        body: formBody('kb-sub-category'),
        response: created,
      },
    },
    async (req, reply) => reply.status(201).send(ok({ id: await saveSubCategory(db, null, req.body) }, 'S-10008')),
  );
  app.patch<{ Params: KbCategoryParams; Body: unknown; Reply: Envelope<KbSavedAnswer> }>(
    '/knowledge-based-sub-category/:category_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a sub-category (path: its id)',
        params: categoryParamsSchema,
        body: formBody('kb-sub-category'),
        response: saved,
      },
    },
    async (req) => ok({ id: await saveSubCategory(db, req.params.category_id, req.body) }, 'S-10009'),
  );
  app.delete<{ Params: KbCategoryParams; Reply: Envelope<null> }>(
    '/knowledge-based-sub-category/:category_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Delete a sub-category (path: its id)',
        params: categoryParamsSchema,
        response: deleted,
      },
    },
    async (req) => {
      await deleteRow(db, 'kb_sub_categories', req.params.category_id);
      return ok(null, 'S-10010');
    },
  );

  // ---- groups: {sub_category_id} is the group being edited -------------------------------------------
  app.post<{ Body: unknown; Reply: Envelope<KbSavedAnswer> }>(
    '/group',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a group (kb-group form)', body: formBody('kb-group'), response: created },
    },
    async (req, reply) => reply.status(201).send(ok({ id: await saveGroup(db, null, req.body) }, 'S-10008')),
  );
  app.patch<{ Params: KbSubCategoryParams; Body: unknown; Reply: Envelope<KbSavedAnswer> }>(
    '/group/:sub_category_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a group (path: its id)',
        params: subCategoryParamsSchema,
        body: formBody('kb-group'),
        response: saved,
      },
    },
    async (req) => ok({ id: await saveGroup(db, req.params.sub_category_id, req.body) }, 'S-10009'),
  );
  app.delete<{ Params: KbSubCategoryParams; Reply: Envelope<null> }>(
    '/group/:sub_category_id',
    {
      config: ADMIN,
      schema: { tags, summary: 'Delete a group (path: its id)', params: subCategoryParamsSchema, response: deleted },
    },
    async (req) => {
      await deleteRow(db, 'kb_groups', req.params.sub_category_id);
      return ok(null, 'S-10010');
    },
  );

  // ---- FAQs (multipart): {group_id} is the FAQ being edited -------------------------------------------
  app.post<{ Reply: Envelope<KbSavedAnswer> }>(
    '/faq',
    { config: ADMIN, schema: { tags, summary: 'Add an FAQ', description: multipartNote('kb-faq'), response: created } },
    async (req, reply) => {
      const { body, upload } = await readMultipart(req);
      return reply.status(201).send(ok({ id: await saveFaq(db, dataDir, null, body, upload) }, 'S-10008'));
    },
  );
  app.patch<{ Params: KbGroupParams; Reply: Envelope<KbSavedAnswer> }>(
    '/faq/:group_id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit an FAQ (path: its id)',
        description: multipartNote('kb-faq'),
        params: groupParamsSchema,
        response: saved,
      },
    },
    async (req) => {
      const { body, upload } = await readMultipart(req);
      return ok({ id: await saveFaq(db, dataDir, req.params.group_id, body, upload) }, 'S-10009');
    },
  );
  app.delete<{ Params: KbGroupParams; Reply: Envelope<null> }>(
    '/faq/:group_id',
    {
      config: ADMIN,
      schema: { tags, summary: 'Delete an FAQ (path: its id)', params: groupParamsSchema, response: deleted },
    },
    async (req) => {
      await deleteRow(db, 'kb_faqs', req.params.group_id);
      return ok(null, 'S-10010');
    },
  );

  // ---- articles (multipart) -------------------------------------------------------------------------
  app.post<{ Reply: Envelope<KbSavedAnswer> }>(
    '/knowledge-base/articles',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Add a blog, finguide, handbook or toolkit item',
        description: multipartNote('kb-article'),
        response: created,
      },
    },
    async (req, reply) => {
      const { body, upload } = await readMultipart(req);
      return reply.status(201).send(ok({ id: await saveArticle(db, dataDir, null, body, upload) }, 'S-10008'));
    },
  );
  app.patch<{ Params: KbIdParams; Reply: Envelope<KbSavedAnswer> }>(
    '/knowledge-base/articles/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit an article',
        description: multipartNote('kb-article'),
        params: idParamsSchema,
        response: saved,
      },
    },
    async (req) => {
      const { body, upload } = await readMultipart(req);
      return ok({ id: await saveArticle(db, dataDir, req.params.id, body, upload) }, 'S-10009');
    },
  );
  app.delete<{ Params: KbIdParams; Reply: Envelope<null> }>(
    '/knowledge-base/articles/:id',
    { config: ADMIN, schema: { tags, summary: 'Delete an article', params: idParamsSchema, response: deleted } },
    async (req) => {
      await deleteArticle(db, req.params.id);
      return ok(null, 'S-10010');
    },
  );

  app.patch<{ Body: KbOrderBody; Reply: Envelope<null> }>(
    '/knowledge-base/order',
    { config: ADMIN, schema: { tags, summary: 'Reorder siblings', body: orderSchema, response: deleted } },
    async (req) => {
      await reorder(db, req.body);
      return ok(null, 'S-10009');
    },
  );
}
