import { localeOf } from '../../request-locale.js';
import type { FastifyInstance } from 'fastify';
import consentListSchema from '../../../../schemas/api/privacy/consent-list.schema.json';
import consentParamsSchema from '../../../../schemas/api/privacy/consent-params.schema.json';
import consentsAnswerSchema from '../../../../schemas/api/privacy/consents-answer.schema.json';
import deletionOpenSchema from '../../../../schemas/api/privacy/deletion-request-open.schema.json';
import deletionRequestedSchema from '../../../../schemas/api/privacy/deletion-requested.schema.json';
import myDataSchema from '../../../../schemas/api/privacy/my-data.schema.json';
import type {
  ConsentList,
  ConsentParams,
  ConsentsAnswer,
  DeletionRequestOpen,
  DeletionRequested,
  MyData,
} from '../../../shared/generated/index.js';
import { embedded, envelopeOf, fileAnswer, MEDIA, nullEnvelope } from '../../plugins/api-schemas.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { renderMyDataPdf } from './pdf.js';
import { recipientLocale } from '../../i18n.js';
import { CONSENT_TEXT_VERSION, giveConsent, listConsents } from './consent.js';
import { withdrawConsent } from './consent-withdrawal.js';
import { cancelDeletion, openDeletionRequest, requestDeletion } from './deletion.js';
import { collectMyData } from './my-data.js';
import { runPrivacyJobs } from './service.js';

const tags = ['privacy'];
const answer = (schema: Record<string, unknown>, status = 200) => ({ [status]: envelopeOf(embedded(schema)) });

/** Privacy self-service on My profile (docs/privacy.md). Every signed-in account, for its own data only. */
export async function privacyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Reply: Answer<MyData> }>(
    '/my-data',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'All my data as JSON (a download)', response: answer(myDataSchema) },
    },
    async (req, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-finwell-data.json"');
      return ok(await collectMyData(db, req.auth!.user.id));
    },
  );

  app.get(
    '/my-data/pdf',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'All my data as a readable PDF', response: { 200: fileAnswer('The PDF', [MEDIA.pdf]) } },
    },
    async (req, reply) => {
      const userId = req.auth!.user.id;
      const locale = await recipientLocale(db, { userId }, localeOf(req));
      const pdf = await renderMyDataPdf(await collectMyData(db, userId), locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="my-finwell-data.pdf"')
        .send(pdf);
    },
  );

  app.get<{ Reply: Answer<DeletionRequestOpen> }>(
    '/my-data/deletion-request',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My open deletion request, if any', response: answer(deletionOpenSchema) },
    },
    async (req) => {
      const open = await openDeletionRequest(db, req.auth!.user.id);
      return ok(open ? { requested_at: open.requested_at, due_at: open.due_at } : null);
    },
  );

  app.post<{ Reply: Answer<DeletionRequested> }>(
    '/my-data/deletion-request',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask for my account and data to be deleted after the grace period (e-mailed)',
        response: answer(deletionRequestedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await requestDeletion(
              { db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl },
              { userId: req.auth!.user.id, locale: localeOf(req) },
            ),
            'S-10016',
          ),
        ),
  );

  app.delete(
    '/my-data/deletion-request',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Cancel my deletion request during the grace period', response: { 200: nullEnvelope } },
    },
    async (req) => {
      await cancelDeletion(db, req.auth!.user.id);
      return ok(null, 'S-10017');
    },
  );

  app.get<{ Reply: Answer<ConsentsAnswer> }>(
    '/consents',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My consents, with their text version and times',
        response: answer(consentsAnswerSchema),
      },
    },
    async (req) =>
      ok({ current_text_version: CONSENT_TEXT_VERSION, consents: await listConsents(db, req.auth!.user.id) }),
  );

  app.post<{ Params: ConsentParams; Reply: Answer<ConsentList> }>(
    '/consents/:purpose',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Give consent to the current text',
        params: consentParamsSchema,
        response: answer(consentListSchema),
      },
    },
    async (req) => ok(await giveConsent(db, req.auth!.user.id, req.params.purpose), 'S-10018'),
  );

  app.delete<{ Params: ConsentParams; Reply: Answer<ConsentList> }>(
    '/consents/:purpose',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Withdraw consent', params: consentParamsSchema, response: answer(consentListSchema) },
    },
    async (req) => ok(await withdrawConsent(db, req.auth!.user.id, req.params.purpose), 'S-10019'),
  );
}

/** Outside production: run the privacy job as if at `now` (the e2e moves past the grace period this way). */
export async function privacyDevRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post<{ Body: { now?: string } | undefined }>(
    '/privacy/run',
    {
      config: { access: 'dev' },
      schema: {
        tags: ['dev'],
        summary: 'Run the privacy job at a given time',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { now: { type: 'string', format: 'date-time' } },
        },
        response: {
          200: envelopeOf({
            type: 'object',
            additionalProperties: false,
            required: [
              'deleted_accounts',
              'activity_removed',
              'sessions_removed',
              'bookings_anonymised',
              'accounts_anonymised',
            ],
            properties: {
              deleted_accounts: { type: 'integer' },
              activity_removed: { type: 'integer' },
              sessions_removed: { type: 'integer' },
              bookings_anonymised: { type: 'integer' },
              accounts_anonymised: { type: 'integer' },
            },
          }),
        },
      },
    },
    async (req) => {
      const b = req.body ?? {};
      return ok(await runPrivacyJobs(ctx.db, b.now ? new Date(b.now) : new Date()));
    },
  );
}
