import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../request-locale.js';
import refSchema from '../../../../schemas/api/webinars/webinar-ref.schema.json';
import querySchema from '../../../../schemas/api/webinars/webinar-query.schema.json';
import heartbeatSchema from '../../../../schemas/api/webinars/watch-heartbeat.schema.json';
import webinarEntity from '../../../../schemas/entities/webinar.schema.json';
import adminEntity from '../../../../schemas/entities/webinar-admin.schema.json';
import registrationEntity from '../../../../schemas/entities/webinar-registration.schema.json';
import type { WebinarRef } from '../../../shared/generated/api/webinars/webinar-ref.js';
import type { WebinarQuery } from '../../../shared/generated/api/webinars/webinar-query.js';
import type { WebinarWatchHeartbeat } from '../../../shared/generated/api/webinars/watch-heartbeat.js';
import { MODULE } from '../../../shared/package-info.js';
import { ROLE } from '../../../shared/roles.js';
import {
  fileAnswer,
  MEDIA,
  arrayOf,
  embedded as entity,
  answer as envelope,
  objectOf as object,
} from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { registerJobs } from '../../plugins/jobs.js';
import type { AppContext } from '../../context.js';
import { speakerWebinars } from './speaker-service.js';
import { webinarTasks } from './jobs.js';
import { sendVideo } from './media.js';
import { join, listForUser, register, unregister, type Viewer } from './service.js';
import { heartbeat, startWatch } from './watch-service.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';

const WEBINARS = { module: MODULE.WEBINARS } as const;
const tags = ['webinars'];

const webinar = entity(webinarEntity);
const refAnswer = object({ webinar_id: { type: 'integer' }, is_registered: { type: 'boolean' } });

/** The employee's webinar calls (module 4), the speaker's own view (role 8) and the video files. */
export async function webinarRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // A successful write changes what the home page's upcoming-webinars widget shows (docs/landing-pages.md).
  refreshHomePagesAfter(app);
  const log = (err: unknown) => app.log.error({ err }, 'webinar e-mail delivery failed');
  registerJobs(app, { jobs: ctx.jobs, db: ctx.db, tasks: webinarTasks(ctx, log) });
  const viewerOf = (auth: { user: { id: number; company_id: number | null } } | null): Viewer => ({
    userId: auth!.user.id,
    companyId: auth!.user.company_id,
  });

  app.get<{ Querystring: WebinarQuery }>(
    '/webinar',
    {
      config: { access: WEBINARS },
      schema: {
        tags,
        summary: 'Upcoming and recorded webinars for the caller (webinarId: one for the popup)',
        querystring: querySchema,
        response: envelope(
          object({
            upcoming: arrayOf(webinar),
            recorded: arrayOf(webinar),
            selected: { anyOf: [webinar, { type: 'null' }] },
          }),
        ),
      },
    },
    async (req) =>
      ok(
        await listForUser(ctx.db, viewerOf(req.auth), {
          webinarId: req.query.webinarId,
          locale: localeOf(req),
        }),
      ),
  );

  app.post<{ Body: WebinarRef }>(
    '/webinar/register',
    {
      config: { access: WEBINARS },
      schema: { tags, summary: 'Register (mails an .ics invite)', body: refSchema, response: envelope(refAnswer, 201) },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await register(ctx, viewerOf(req.auth), req.body.webinar_id, log), 'S-10012')),
  );

  app.patch<{ Body: WebinarRef }>(
    '/webinar/un-register',
    {
      config: { access: WEBINARS },
      schema: { tags, summary: 'Un-register (mails a CANCEL)', body: refSchema, response: envelope(refAnswer) },
    },
    async (req) => ok(await unregister(ctx, viewerOf(req.auth), req.body.webinar_id, log)),
  );

  app.post<{ Body: WebinarRef }>(
    '/webinar/join',
    {
      config: { access: WEBINARS },
      schema: {
        tags,
        summary: 'The join link, inside the join window (15 min before start to end)',
        body: refSchema,
        response: envelope(object({ webinar_id: { type: 'integer' }, join_url: { type: 'string' } })),
      },
    },
    async (req) => ok(await join(ctx, viewerOf(req.auth), req.body.webinar_id)),
  );

  app.post<{ Body: WebinarRef }>(
    '/webinar/watch/start',
    {
      config: { access: WEBINARS },
      schema: {
        tags,
        summary: 'Start a watch session of a recorded webinar',
        body: refSchema,
        response: envelope(
          object({
            session_id: { type: 'integer' },
            heartbeat_seconds: { type: 'integer' },
            watched_seconds: { type: 'integer' },
          }),
        ),
      },
    },
    async (req) => ok(await startWatch(ctx, viewerOf(req.auth), req.body.webinar_id)),
  );

  app.post<{ Body: WebinarWatchHeartbeat }>(
    '/webinar/watch/heartbeat',
    {
      config: { access: WEBINARS },
      schema: {
        tags,
        summary: 'Watch-time heartbeat: the interval played, counted once and never faster than real time',
        body: heartbeatSchema,
        response: envelope(
          object({
            session_id: { type: 'integer' },
            accepted: { type: 'boolean' },
            session_seconds: { type: 'integer' },
            watched_seconds: { type: 'integer' },
          }),
        ),
      },
    },
    async (req) => ok(await heartbeat(ctx, viewerOf(req.auth), req.body)),
  );

  app.get(
    '/speaker/webinars',
    {
      config: { access: { roles: [ROLE.SPEAKER] } },
      schema: {
        tags,
        summary: 'The signed-in speaker’s webinars with registrations',
        response: envelope(
          object({
            speaker: { anyOf: [object({ _id: { type: 'integer' }, name: { type: 'string' } }), { type: 'null' }] },
            webinars: arrayOf(
              object({ webinar: entity(adminEntity), registrations: arrayOf(entity(registrationEntity)) }),
            ),
          }),
        ),
      },
    },
    async (req) => ok(await speakerWebinars(ctx.db, req.auth!.user)),
  );

  app.get<{ Params: { name: string } }>(
    '/files/webinar-videos/:name',
    {
      // Public like every upload: the <video> element sends no bearer token; names are 96 random bits.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A recorded webinar’s video (byte ranges)',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[a-f0-9]{24}\\.(mp4|webm)$' } },
        },
        response: {
          200: fileAnswer('The whole video (mp4 or webm)', [MEDIA.mp4, MEDIA.webm]),
          206: fileAnswer('The requested byte range (Range header)', [MEDIA.mp4, MEDIA.webm]),
        },
      },
    },
    async (req, reply) => sendVideo(req, reply, ctx.storage, req.params.name),
  );
}
