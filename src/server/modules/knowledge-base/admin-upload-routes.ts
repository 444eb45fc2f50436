import type { FastifyInstance } from 'fastify';
import idParamsSchema from '../../../../schemas/api/knowledge-base/kb-id-params.schema.json';
import groupParamsSchema from '../../../../schemas/api/knowledge-base/kb-group-params.schema.json';
import type { KbGroupParams } from '../../../shared/generated/api/knowledge-base/kb-group-params.js';
import type { KbIdParams } from '../../../shared/generated/api/knowledge-base/kb-id-params.js';
import type { KbSavedAnswer } from '../../../shared/generated/api/knowledge-base/kb-saved-answer.js';
import { ok, type Envelope } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { ADMIN, created, deleted, multipartNote, readMultipart, saved, tags } from './admin-route-parts.js';
import { deleteRow } from './admin-service.js';
import { deleteArticle, saveArticle, saveFaq } from './admin-upload-service.js';

/** The admin's FAQ and article calls: records with an optional file, sent as multipart (admin-route-parts.ts). */
export function knowledgeBaseUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const storage = ctx.storage;

  // ---- FAQs (multipart): {group_id} is the FAQ being edited -------------------------------------------
  app.post<{ Reply: Envelope<KbSavedAnswer> }>(
    '/faq',
    { config: ADMIN, schema: { tags, summary: 'Add an FAQ', description: multipartNote('kb-faq'), response: created } },
    async (req, reply) => {
      const { body, upload } = await readMultipart(req);
      return reply.status(201).send(ok({ id: await saveFaq(db, storage, null, body, upload) }, 'S-10008'));
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
      return ok({ id: await saveFaq(db, storage, req.params.group_id, body, upload) }, 'S-10009');
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
      return reply.status(201).send(ok({ id: await saveArticle(db, storage, null, body, upload) }, 'S-10008'));
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
      return ok({ id: await saveArticle(db, storage, req.params.id, body, upload) }, 'S-10009');
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
}
