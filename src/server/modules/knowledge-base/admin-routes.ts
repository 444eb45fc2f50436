import { uploadRoutes } from '../../plugins/multipart.js';
import type { FastifyInstance } from 'fastify';
import idParamsSchema from '../../../../schemas/api/knowledge-base/kb-id-params.schema.json';
import categoryParamsSchema from '../../../../schemas/api/knowledge-base/kb-category-params.schema.json';
import subCategoryParamsSchema from '../../../../schemas/api/knowledge-base/kb-sub-category-params.schema.json';
import orderSchema from '../../../../schemas/api/knowledge-base/kb-order.schema.json';
import listQuerySchema from '../../../../schemas/api/knowledge-base/kb-list-query.schema.json';
import treeAnswerSchema from '../../../../schemas/api/knowledge-base/kb-tree-answer.schema.json';
import articlesAnswerSchema from '../../../../schemas/api/knowledge-base/kb-articles-answer.schema.json';
import type { KbArticlesAnswer } from '../../../shared/generated/api/knowledge-base/kb-articles-answer.js';
import type { KbCategoryParams } from '../../../shared/generated/api/knowledge-base/kb-category-params.js';
import type { KbIdParams } from '../../../shared/generated/api/knowledge-base/kb-id-params.js';
import type { KbListQuery } from '../../../shared/generated/api/knowledge-base/kb-list-query.js';
import type { KbOrderBody } from '../../../shared/generated/api/knowledge-base/kb-order.js';
import type { KbSavedAnswer } from '../../../shared/generated/api/knowledge-base/kb-saved-answer.js';
import type { KbSubCategoryParams } from '../../../shared/generated/api/knowledge-base/kb-sub-category-params.js';
import type { KbTreeAnswer } from '../../../shared/generated/api/knowledge-base/kb-tree-answer.js';
import { ok, type Envelope } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { ADMIN, created, deleted, formBody, saved, tags } from './admin-route-parts.js';
import { deleteCategory, deleteRow, reorder, saveCategory, saveGroup, saveSubCategory } from './admin-service.js';
import { knowledgeBaseUploadRoutes } from './admin-upload-routes.js';
import { envelopeOf } from './route-schemas.js';
import { categoryTrees, listArticles } from './service.js';
import { cleanHtml } from './text.js';

/** The admin's knowledge-base calls (manage-knowledge-base). Names follow the api contract. */
export async function knowledgeBaseAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

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
  // ---- FAQs and articles (multipart, admin-upload-routes.ts) -------------------------------------------
  uploadRoutes(app, (scope) => knowledgeBaseUploadRoutes(scope, ctx));

  app.patch<{ Body: KbOrderBody; Reply: Envelope<null> }>(
    '/knowledge-base/order',
    { config: ADMIN, schema: { tags, summary: 'Reorder siblings', body: orderSchema, response: deleted } },
    async (req) => {
      await reorder(db, req.body);
      return ok(null, 'S-10009');
    },
  );
}
