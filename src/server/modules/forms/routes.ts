import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import {
  checkOverlay,
  createFormVersion,
  getPublishedForm,
  listForms,
  listFormVersions,
  publishFormVersion,
} from './service.js';

const keyParam = {
  type: 'object',
  required: ['form_key'],
  properties: { form_key: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
} as const;

export async function formRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(
    '/forms/:form_key',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['forms'],
        summary: 'The published form: core schema, overlay, uiSchema and the combined schema',
        params: keyParam,
      },
    },
    async (req) => ok(await getPublishedForm(db, (req.params as { form_key: string }).form_key)),
  );

  app.get(
    '/forms',
    { config: { access: 'superAdmin' }, schema: { tags: ['forms'], summary: 'All form definitions' } },
    async () => ok(await listForms(db)),
  );

  app.get(
    '/forms/:form_key/versions',
    {
      config: { access: 'superAdmin' },
      schema: { tags: ['forms'], summary: 'Every version of a form definition', params: keyParam },
    },
    async (req) => ok(await listFormVersions(db, (req.params as { form_key: string }).form_key)),
  );

  app.post(
    '/forms/:form_key/check',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Check an overlay without saving it',
        params: keyParam,
        body: { type: 'object', additionalProperties: false, required: ['overlay'], properties: { overlay: {} } },
      },
    },
    async (req) =>
      ok(
        await checkOverlay(
          db,
          (req.params as { form_key: string }).form_key,
          (req.body as { overlay: unknown }).overlay,
        ),
      ),
  );

  app.post(
    '/forms/:form_key/versions',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Save a new version of a form definition (not yet published)',
        params: keyParam,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['overlay', 'ui_schema'],
          properties: {
            overlay: { type: 'object' },
            ui_schema: { type: 'object' },
            note: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (req, reply) => {
      const b = req.body as { overlay: Record<string, unknown>; ui_schema: Record<string, unknown>; note?: string };
      const saved = await createFormVersion(db, {
        formKey: (req.params as { form_key: string }).form_key,
        overlay: b.overlay,
        uiSchema: b.ui_schema,
        note: b.note,
        userId: req.auth!.user.id,
      });
      return reply.status(201).send(ok(saved, 'S-10008'));
    },
  );

  app.patch(
    '/forms/:form_key',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Publish or restore a version',
        params: keyParam,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'base_published_version'],
          properties: {
            version: { type: 'integer', minimum: 1 },
            base_published_version: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req) => {
      const b = req.body as { version: number; base_published_version: number };
      return ok(
        await publishFormVersion(db, {
          formKey: (req.params as { form_key: string }).form_key,
          version: b.version,
          basePublishedVersion: b.base_published_version,
        }),
        'S-10009',
      );
    },
  );
}
