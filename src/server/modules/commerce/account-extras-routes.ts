import type { FastifyInstance } from 'fastify';
import sessionCodeSchema from '../../../../schemas/api/commerce/session-code.schema.json';
import linkRequestSchema from '../../../../schemas/api/commerce/link-email-request.schema.json';
import linkVerifySchema from '../../../../schemas/api/commerce/link-email-verify.schema.json';
import supportSchema from '../../../../schemas/api/commerce/email-support.schema.json';
import type { SessionCodeVerify } from '../../../shared/generated/api/commerce/session-code.js';
import type { LinkEmailRequest } from '../../../shared/generated/api/commerce/link-email-request.js';
import type { LinkEmailVerify } from '../../../shared/generated/api/commerce/link-email-verify.js';
import type { EmailSupport } from '../../../shared/generated/api/commerce/email-support.js';
import { AppError } from '../../../shared/app-error.js';
import { ok } from '../../plugins/envelope.js';
import { answer, bool, int, nullable, openObject as open, str } from '../../plugins/api-schemas.js';
import { IMAGE_MAX_BYTES, prepareImage } from '../uploads/store-upload.js';
import {
  emailSupport,
  profileImageOf,
  requestLinkEmail,
  saveProfileImage,
  dismissSessionCodePrompt,
  sessionCodeOf,
  sessionCodePrompt,
  verifyLinkEmail,
  verifySessionCode,
} from './account-extras.js';
import { tags, type RouteParts } from './route-parts.js';

/** A signed-in user's account extras: session code, link e-mail, help message, profile image. */
export function accountExtrasRoutes(app: FastifyInstance, { ctx }: RouteParts) {
  const { db } = ctx;
  const codeAnswer = answer(open({ session_code: str, verified: bool, first_time: bool, ask: bool }));
  app.get(
    '/session-code/prompt',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether to ask for the session code after login (not verified, not dismissed, not an admin)',
        response: answer(open({ ask: bool, session_code: nullable(str) })),
      },
    },
    async (req) => ok(await sessionCodePrompt(db, req.auth!.user.id, req.auth!.user.role)),
  );
  app.post(
    '/session-code/dismiss',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '"Don\'t ask again": the prompt after login stops',
        response: answer(open({ ask: bool })),
      },
    },
    async (req) => ok(await dismissSessionCodePrompt(db, req.auth!.user.id)),
  );
  app.get(
    '/session-code',
    { config: { access: 'user' }, schema: { tags, summary: 'My session code', response: codeAnswer } },
    async (req) => ok(await sessionCodeOf(db, req.auth!.user.id)),
  );
  app.post<{ Body: SessionCodeVerify }>(
    '/verify-session-code',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Enter my session code (E-10227 empty, E-10784 wrong)',
        body: sessionCodeSchema,
        response: codeAnswer,
      },
    },
    async (req) => ok(await verifySessionCode(db, req.auth!.user.id, req.body.session_code)),
  );

  app.post<{ Body: LinkEmailRequest }>(
    '/link-email/request-otp',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'OTP to an e-mail to link to my account',
        body: linkRequestSchema,
        response: answer(open({ sent_to: str, expires_in_seconds: int, resend_after_seconds: int })),
      },
    },
    async (req) => ok(await requestLinkEmail(ctx, req.auth!.user.id, req.body.email, req.ip), 'S-10002'),
  );
  app.post<{ Body: LinkEmailVerify }>(
    '/link-email/verify-otp',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Link the e-mail with its OTP',
        body: linkVerifySchema,
        response: answer(open({ email: str })),
      },
    },
    async (req) => ok(await verifyLinkEmail(ctx, req.auth!.user.id, req.body.email, req.body.otp), 'S-10006'),
  );

  app.post<{ Body: EmailSupport }>(
    '/email-support',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a help message to the support mailbox (mail queue)',
        body: supportSchema,
        response: answer(open({ queued: bool, sent: bool })),
      },
    },
    async (req) => ok(await emailSupport(ctx, req.auth!.user, req.body)),
  );

  app.get(
    '/profile-image',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My profile picture', response: answer(open({ profile_image: nullable(str) })) },
    },
    async (req) => ok({ profile_image: await profileImageOf(db, req.auth!.user.id) }),
  );
  app.post(
    '/profile-image',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Upload my profile picture (multipart "image"; under 5 MB, E-10065; content-checked, E-10534)',
        response: answer(open({ profile_image: str })),
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('E-10510');
      const part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1 }, throwFileSizeLimit: false });
      if (!part || part.fieldname !== 'image') throw new AppError('E-10502', { message: 'Choose an image file.' });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
      const image = await prepareImage({ storage: ctx.storage, folder: 'profile', data });
      await image.save();
      return ok(await saveProfileImage(db, req.auth!.user.id, image.url), 'S-10006');
    },
  );
}
