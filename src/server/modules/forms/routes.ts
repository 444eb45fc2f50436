import type { FastifyInstance } from 'fastify';
import keyParam from '../../../../schemas/api/form-key-params.schema.json';
import overlayCheckSchema from '../../../../schemas/api/form-overlay-check.schema.json';
import versionCreateSchema from '../../../../schemas/api/form-version-create.schema.json';
import publishSchema from '../../../../schemas/api/form-publish.schema.json';
import type {
  FormKeyParams,
  FormOverlayCheck,
  FormPublish,
  FormVersionCreate,
} from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { checkOverlay, createFormVersion, listForms, listFormVersions, publishFormVersion } from './form-versions.js';
import { getPublishedForm } from './service.js';

const answer = (id: string) => envelopeOf(schemaRef(`${id}.schema.json`));

export async function formRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Params: FormKeyParams }>(
    '/forms/:form_key',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['forms'],
        summary: 'The published form: core schema, overlay, uiSchema and the combined schema',
        params: keyParam,
        response: { 200: answer('published-form') },
      },
    },
    async (req) => ok(await getPublishedForm(db, req.params.form_key)),
  );

  app.get(
    '/forms',
    {
      config: { access: 'superAdmin' },
      schema: { tags: ['forms'], summary: 'All form definitions', response: { 200: answer('form-definition-list') } },
    },
    async () => ok(await listForms(db)),
  );

  app.get<{ Params: FormKeyParams }>(
    '/forms/:form_key/versions',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Every version of a form definition',
        params: keyParam,
        response: { 200: answer('form-version-list') },
      },
    },
    async (req) => ok(await listFormVersions(db, req.params.form_key)),
  );

  app.post<{ Params: FormKeyParams; Body: FormOverlayCheck }>(
    '/forms/:form_key/check',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Check an overlay without saving it',
        params: keyParam,
        body: overlayCheckSchema,
        response: { 200: answer('form-overlay-check-answer') },
      },
    },
    async (req) => ok(await checkOverlay(db, req.params.form_key, req.body.overlay)),
  );

  app.post<{ Params: FormKeyParams; Body: FormVersionCreate }>(
    '/forms/:form_key/versions',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Save a new version of a form definition (not yet published)',
        params: keyParam,
        body: versionCreateSchema,
        response: { 201: answer('form-version-created') },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const saved = await createFormVersion(db, {
        formKey: req.params.form_key,
        overlay: b.overlay,
        uiSchema: b.ui_schema,
        note: b.note,
        userId: req.auth!.user.id,
      });
      return reply.status(201).send(ok(saved, 'S-10008'));
    },
  );

  app.patch<{ Params: FormKeyParams; Body: FormPublish }>(
    '/forms/:form_key',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['forms'],
        summary: 'Publish or restore a version',
        params: keyParam,
        body: publishSchema,
        response: { 200: answer('form-published') },
      },
    },
    async (req) => {
      const b = req.body;
      return ok(
        await publishFormVersion(db, {
          formKey: req.params.form_key,
          version: b.version,
          basePublishedVersion: b.base_published_version,
        }),
        'S-10009',
      );
    },
  );
}
