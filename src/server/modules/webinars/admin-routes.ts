import type { FastifyInstance } from 'fastify';
import inputSchema from '../../../../schemas/api/webinars/webinar-input.schema.json';
import listQuerySchema from '../../../../schemas/api/webinars/admin-list-query.schema.json';
import idParamsSchema from '../../../../schemas/api/webinars/id-params.schema.json';
import speakerInputSchema from '../../../../schemas/api/webinars/speaker-input.schema.json';
import adminEntity from '../../../../schemas/entities/webinar-admin.schema.json';
import speakerEntity from '../../../../schemas/entities/webinar-speaker.schema.json';
import type { WebinarAdminListQuery } from '../../../shared/generated/api/webinars/admin-list-query.js';
import type { WebinarIdParams } from '../../../shared/generated/api/webinars/id-params.js';
import type { WebinarInput } from '../../../shared/generated/api/webinars/webinar-input.js';
import type { WebinarSpeakerInput } from '../../../shared/generated/api/webinars/speaker-input.js';
import { createAjv } from '../../../shared/ajv.js';
import { assertValid } from '../../../shared/validation.js';
import { arrayOf, embedded as entity, answer as envelope, objectOf as object } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { addWebinar, deleteWebinar, getForAdmin, listForAdmin, updateWebinar } from './admin-service.js';
import { readWebinarUpload } from './media.js';
import { listSpeakers, saveSpeaker } from './speaker-service.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';

const tags = ['webinars-admin'];
const ADMIN = 'admin' as const;
const webinar = entity(adminEntity);
const validateInput = createAjv().compile(inputSchema);

/**
 * Admin webinar and speaker calls (roles 1-2). Add and update take multipart (a `data` JSON field,
 * `banner` image, `video` file); the record is validated against webinar-input.schema.json, so
 * each field error carries its spec code.
 */
export async function webinarAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // A successful write changes what the home page's upcoming-webinars widget shows (docs/landing-pages.md).
  refreshHomePagesAfter(app);
  const log = (err: unknown) => app.log.error({ err }, 'webinar e-mail delivery failed');

  app.get<{ Querystring: WebinarAdminListQuery }>(
    '/webinar-list',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Webinars for admins, paged',
        querystring: listQuerySchema,
        response: envelope(
          object({
            webinars: arrayOf(webinar),
            total: { type: 'integer' },
            page: { type: 'integer' },
            limit: { type: 'integer' },
          }),
        ),
      },
    },
    async (req) => ok(await listForAdmin(ctx.db, req.query)),
  );

  app.get<{ Params: WebinarIdParams }>(
    '/webinar-list/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One webinar (view and edit modes)',
        params: idParamsSchema,
        response: envelope(webinar),
      },
    },
    async (req) => ok(await getForAdmin(ctx.db, req.params.id)),
  );

  app.post(
    '/admin/webinar',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Add a webinar (multipart: data, banner, video)', response: envelope(webinar, 201) },
    },
    async (req, reply) => {
      const upload = await readWebinarUpload(req, { storage: ctx.storage, dataDir: ctx.config.dataDir });
      const input = assertValid<WebinarInput>(validateInput, upload.data);
      const made = await addWebinar(ctx, input, upload, req.auth!.user.id);
      await upload.bannerFile?.save();
      return reply.status(201).send(ok(made, 'S-10008'));
    },
  );

  app.patch<{ Params: WebinarIdParams }>(
    '/admin/webinar/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Update a webinar (multipart); registrations kept, updated invites mailed',
        params: idParamsSchema,
        response: envelope(object({ webinar, invites_updated: { type: 'integer' } })),
      },
    },
    async (req) => {
      const upload = await readWebinarUpload(req, { storage: ctx.storage, dataDir: ctx.config.dataDir });
      const input = assertValid<WebinarInput>(validateInput, upload.data);
      const updated = await updateWebinar(ctx, req.params.id, input, upload, log);
      await upload.bannerFile?.save();
      return ok(updated, 'S-10009');
    },
  );

  app.delete<{ Params: WebinarIdParams }>(
    '/admin/webinar/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a webinar (registered people get a cancellation)',
        params: idParamsSchema,
        response: envelope(object({ _id: { type: 'integer' }, cancellations: { type: 'integer' } })),
      },
    },
    async (req) => ok(await deleteWebinar(ctx, req.params.id, log), 'S-10010'),
  );

  app.get(
    '/speakers-list',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Speakers', response: envelope(object({ speakers: arrayOf(entity(speakerEntity)) })) },
    },
    async () => ok({ speakers: await listSpeakers(ctx.db) }),
  );

  app.post<{ Body: WebinarSpeakerInput }>(
    '/admin/speaker',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a speaker (links or makes their role-8 account)',
        body: speakerInputSchema,
        response: envelope(object({ _id: { type: 'integer' } }), 201),
      },
    },
    async (req, reply) => reply.status(201).send(ok({ _id: await saveSpeaker(ctx.db, req.body) }, 'S-10008')),
  );

  app.patch<{ Params: WebinarIdParams; Body: WebinarSpeakerInput }>(
    '/admin/speaker/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Update a speaker',
        params: idParamsSchema,
        body: speakerInputSchema,
        response: envelope(object({ _id: { type: 'integer' } })),
      },
    },
    async (req) => ok({ _id: await saveSpeaker(ctx.db, req.body, req.params.id) }, 'S-10009'),
  );
}
