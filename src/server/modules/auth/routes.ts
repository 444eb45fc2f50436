import type { FastifyInstance, FastifyRequest } from 'fastify';
import loginOtpRequestSchema from '../../../../schemas/api/login-otp-request.schema.json';
import loginOtpVerifySchema from '../../../../schemas/api/login-otp-verify.schema.json';
import type {
  LoginOtpRequest,
  LoginOtpVerify,
  LoginResponse,
  OtpSentResponse,
} from '../../../shared/generated/index.js';
import { envelopeOf, nullEnvelope, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { requestLoginOtp, verifyLoginOtp, type LoginDeps } from './login-service.js';
import { localeOf } from '../../request-locale.js';
import { revokeSession } from './session.js';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const deps: LoginDeps = {
    db: ctx.db,
    mailer: ctx.mailer,
    otpSecret: ctx.config.otpSecret,
    limits: ctx.config.rateLimits,
    publicUrl: ctx.config.publicUrl,
  };
  // Per address whether or not the caller sends a session (README, "Rate limits").
  const perIp = {
    max: ctx.config.rateLimits.otpPerIpPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => req.ip,
  };

  // Request and resend run the same code (cooldown and caps included); only the success code differs.
  const sendOtpRoute = (url: string, summary: string, successCode: string) =>
    app.post<{ Body: LoginOtpRequest | undefined; Reply: Answer<OtpSentResponse> }>(
      url,
      {
        config: { access: 'public', rateLimit: perIp },
        schema: {
          tags: ['auth'],
          summary,
          description: loginOtpRequestSchema.description,
          body: loginOtpRequestSchema,
          response: { 200: envelopeOf(schemaRef('otp-sent.schema.json')) },
        },
      },
      async (req) => {
        const body = req.body ?? {};
        return ok(
          await requestLoginOtp(deps, {
            email: body.email,
            phone_number: body.phone_number,
            ip: req.ip,
            login_token: body.login_token,
            // The e-mail reads in the language of the page that asked (docs/i18n.md).
            locale: localeOf(req),
          }),
          successCode,
        );
      },
    );
  sendOtpRoute(
    '/request_login_otp',
    'Send a login OTP to the e-mail of a registered e-mail or mobile number',
    'S-10002',
  );
  sendOtpRoute('/resend_login_otp', 'Send a new login OTP (after the cooldown)', 'S-10003');

  app.post<{ Body: LoginOtpVerify | undefined; Reply: Answer<LoginResponse> }>(
    '/verify_login_otp',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Exchange e-mail or mobile number and OTP for a session token',
        description: loginOtpVerifySchema.description,
        body: loginOtpVerifySchema,
        response: { 200: envelopeOf(schemaRef('login-answer.schema.json')) },
      },
    },
    async (req) => {
      const body = req.body ?? {};
      return ok(
        await verifyLoginOtp(deps, {
          email: body.email,
          phone_number: body.phone_number,
          otp: body.otp,
          ip: req.ip,
          login_token: body.login_token,
          userAgent: req.headers['user-agent'],
          locale: localeOf(req),
        }),
        'S-10004',
      );
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Revoke the caller’s session', response: { 200: nullEnvelope } },
    },
    async (req) => {
      const auth = req.auth!;
      await revokeSession(ctx.db, auth.sessionId);
      await logActivity(ctx.db, { userId: auth.user.id, companyId: auth.user.company_id, actionId: ACTION.LOGOUT });
      return ok(null, 'S-10005');
    },
  );
}
