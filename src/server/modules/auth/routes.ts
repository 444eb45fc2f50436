import type { FastifyInstance, FastifyRequest } from 'fastify';
import loginOtpRequestSchema from '../../../../schemas/api/login-otp-request.schema.json';
import loginOtpVerifySchema from '../../../../schemas/api/login-otp-verify.schema.json';
import sessionInfoSchema from '../../../../schemas/api/auth/session-info.schema.json';
import type { SessionInfo } from '../../../shared/generated/api/auth/session-info.js';
import type {
  LoginOtpRequest,
  LoginOtpVerify,
  LoginResponse,
  OtpSentResponse,
} from '../../../shared/generated/index.js';
import { answer, envelopeOf, nullEnvelope, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { requestLoginOtp, verifyLoginOtp, type LoginDeps } from './login-service.js';
import { localeOf } from '../../request-locale.js';
import { revokeSession, revokeUserSessions, sessionInfo, touchSession } from './session.js';
import { clearSessionCookies, cookieModeOf, deliverLogin } from './session-cookie.js';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const deps: LoginDeps = {
    db: ctx.db,
    mailer: ctx.mailer,
    otpSecret: ctx.config.otpSecret,
    limits: ctx.config.rateLimits,
    publicUrl: ctx.config.publicUrl,
  };
  const cookies = cookieModeOf(ctx.config);
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
    async (req, reply) => {
      const body = req.body ?? {};
      const login = await verifyLoginOtp(deps, {
        email: body.email,
        phone_number: body.phone_number,
        otp: body.otp,
        ip: req.ip,
        login_token: body.login_token,
        userAgent: req.headers['user-agent'],
        locale: localeOf(req),
      });
      // The browser gets the session as cookies (docs/security.md "Browser sessions"); API clients the bearer token.
      return ok(deliverLogin(req, reply, login, cookies), 'S-10004');
    },
  );

  app.post<{ Body: { all_devices?: boolean } | undefined; Reply: Answer<null> }>(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the caller’s session, or with all_devices every session of the caller',
        description:
          'Ends the session the call is made with and drops the browser’s session cookies. With `all_devices: true` ' +
          '("Sign out of all devices" on My profile) every live session of the person ends, on every device. ' +
          'A replayed logout changes nothing: the session is already revoked and the call answers E-10010.',
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            all_devices: {
              type: 'boolean',
              description: 'true: end every session of the caller, not only this one.',
            },
          },
        },
        response: { 200: nullEnvelope },
      },
    },
    async (req, reply) => {
      const auth = req.auth!;
      if (req.body?.all_devices === true) await revokeUserSessions(ctx.db, auth.user.id);
      else await revokeSession(ctx.db, auth.sessionId);
      if (req.sessionVia === 'cookie') clearSessionCookies(reply, cookies);
      await logActivity(ctx.db, { userId: auth.user.id, companyId: auth.user.company_id, actionId: ACTION.LOGOUT });
      return ok(null, 'S-10005');
    },
  );

  app.get<{ Querystring: { active?: boolean }; Reply: Answer<SessionInfo> }>(
    '/session',
    {
      // The tab's check runs on a timer: only `active=true` (someone used the page since the last check) counts as
      // activity and slides the idle time-out.
      config: { access: 'user', sessionActivity: false },
      schema: {
        tags: ['auth'],
        summary: 'The caller’s session: idle time-out and when it ends',
        description:
          'A signed-in tab asks this once a minute. `active=true` says the person used the page since the last ' +
          'check and slides the idle time-out; without it the call does not count as activity. A session that ' +
          'timed out answers E-10017 with `data.reason` (idle or absolute) and `data.idle_minutes`.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { active: { type: 'boolean' } },
        },
        response: answer(sessionInfoSchema),
      },
    },
    async (req) => {
      const auth = req.auth!;
      if (req.query.active === true) await touchSession(ctx.db, auth.sessionId, { force: true });
      return ok(await sessionInfo(ctx.db, auth.sessionId));
    },
  );
}
