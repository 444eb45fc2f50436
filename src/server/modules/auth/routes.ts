import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { requestLoginOtp, verifyLoginOtp, type LoginDeps } from './login-service.js';
import { revokeSession } from './session.js';

const emailBody = {
  type: 'object',
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: 254 } },
  'x-error-codes': { email: 'E-10003' },
} as const;

const verifyBody = {
  type: 'object',
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: 254 }, otp: { type: ['string', 'integer'] } },
  'x-error-codes': { email: 'E-10003', otp: 'E-10006' },
} as const;

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const deps: LoginDeps = { db: ctx.db, mailer: ctx.mailer, otpSecret: ctx.config.otpSecret, limits: ctx.config.rateLimits };
  const perIp = { max: ctx.config.rateLimits.otpPerIpPerMinute, timeWindow: '1 minute' };

  app.post('/request_login_otp', {
    config: { access: 'public', rateLimit: perIp },
    schema: { tags: ['auth'], summary: 'Send a login OTP to a registered e-mail', body: emailBody },
  }, async (req) => {
    const body = (req.body ?? {}) as { email?: unknown };
    return ok(await requestLoginOtp(deps, { email: body.email, ip: req.ip, resend: false }), 'S-10002');
  });

  app.post('/resend_login_otp', {
    config: { access: 'public', rateLimit: perIp },
    schema: { tags: ['auth'], summary: 'Send a new login OTP (after the cooldown)', body: emailBody },
  }, async (req) => {
    const body = (req.body ?? {}) as { email?: unknown };
    return ok(await requestLoginOtp(deps, { email: body.email, ip: req.ip, resend: true }), 'S-10003');
  });

  app.post('/verify_login_otp', {
    config: { access: 'public', rateLimit: perIp },
    schema: { tags: ['auth'], summary: 'Exchange e-mail and OTP for a session token', body: verifyBody },
  }, async (req) => {
    const body = (req.body ?? {}) as { email?: unknown; otp?: unknown };
    return ok(await verifyLoginOtp(deps, { email: body.email, otp: body.otp, ip: req.ip, userAgent: req.headers['user-agent'] }), 'S-10004');
  });

  app.post('/logout', { config: { access: 'user' }, schema: { tags: ['auth'], summary: 'Revoke the caller’s session' } }, async (req) => {
    const auth = req.auth!;
    await revokeSession(ctx.db, auth.sessionId);
    await logActivity(ctx.db, { userId: auth.user.id, companyId: auth.user.company_id, actionId: ACTION.LOGOUT });
    return ok(null, 'S-10005');
  });
}
