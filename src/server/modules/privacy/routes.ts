import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { renderMyDataPdf } from './pdf.js';
import {
  cancelDeletion,
  collectMyData,
  CONSENT_PURPOSE,
  CONSENT_TEXT_VERSION,
  giveConsent,
  listConsents,
  openDeletionRequest,
  requestDeletion,
  runPrivacyJobs,
  withdrawConsent,
} from './service.js';

const tags = ['privacy'];
const purposeParam = {
  type: 'object',
  required: ['purpose'],
  properties: { purpose: { type: 'string', enum: [CONSENT_PURPOSE] } },
} as const;

/** Privacy self-service on My profile (docs/privacy.md). Every signed-in account, for its own data only. */
export async function privacyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(
    '/my-data',
    { config: { access: 'user' }, schema: { tags, summary: 'All my data as JSON (a download)' } },
    async (req, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-finwell-data.json"');
      return ok(await collectMyData(db, req.auth!.user.id));
    },
  );

  app.get(
    '/my-data/pdf',
    { config: { access: 'user' }, schema: { tags, summary: 'All my data as a readable PDF' } },
    async (req, reply) => {
      const pdf = await renderMyDataPdf(await collectMyData(db, req.auth!.user.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="my-finwell-data.pdf"')
        .send(pdf);
    },
  );

  app.get(
    '/my-data/deletion-request',
    { config: { access: 'user' }, schema: { tags, summary: 'My open deletion request, if any' } },
    async (req) => {
      const open = await openDeletionRequest(db, req.auth!.user.id);
      return ok(open ? { requested_at: open.requested_at, due_at: open.due_at } : null);
    },
  );

  app.post(
    '/my-data/deletion-request',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Ask for my account and data to be deleted after the grace period (e-mailed)' },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await requestDeletion(
              { db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl },
              { userId: req.auth!.user.id },
            ),
            'S-10016',
          ),
        ),
  );

  app.delete(
    '/my-data/deletion-request',
    { config: { access: 'user' }, schema: { tags, summary: 'Cancel my deletion request during the grace period' } },
    async (req) => {
      await cancelDeletion(db, req.auth!.user.id);
      return ok(null, 'S-10017');
    },
  );

  app.get(
    '/consents',
    { config: { access: 'user' }, schema: { tags, summary: 'My consents, with their text version and times' } },
    async (req) =>
      ok({ current_text_version: CONSENT_TEXT_VERSION, consents: await listConsents(db, req.auth!.user.id) }),
  );

  app.post(
    '/consents/:purpose',
    { config: { access: 'user' }, schema: { tags, summary: 'Give consent to the current text', params: purposeParam } },
    async (req) => ok(await giveConsent(db, req.auth!.user.id, (req.params as { purpose: string }).purpose), 'S-10018'),
  );

  app.delete(
    '/consents/:purpose',
    { config: { access: 'user' }, schema: { tags, summary: 'Withdraw consent', params: purposeParam } },
    async (req) =>
      ok(await withdrawConsent(db, req.auth!.user.id, (req.params as { purpose: string }).purpose), 'S-10019'),
  );
}

/** Outside production: run the privacy job as if at `now` (the e2e moves past the grace period this way). */
export async function privacyDevRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post(
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
      },
    },
    async (req) => {
      const b = (req.body ?? {}) as { now?: string };
      return ok(await runPrivacyJobs(ctx.db, b.now ? new Date(b.now) : new Date()));
    },
  );
}
