import { cookieModeOf, deliverLogin } from './session-cookie.js';
import { localeOf } from '../../request-locale.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error.js';
import type { CheckLoginUrl } from '../../../shared/generated/api/auth/check-login-url.js';
import type { IdpSettings } from '../../../shared/generated/api/auth/idp-settings.js';
import type { SsoAuthorize } from '../../../shared/generated/api/auth/sso-authorize.js';
import type { SsoLogin } from '../../../shared/generated/api/auth/sso-login.js';
import type { UrlLoginRequest } from '../../../shared/generated/api/auth/url-login-request.js';
import type { UrlLogin } from '../../../shared/generated/api/auth/url-login.js';
import checkLoginUrlSchema from '../../../../schemas/api/auth/check-login-url.schema.json';
import idpSettingsSchema from '../../../../schemas/api/auth/idp-settings.schema.json';
import ssoAuthorizeSchema from '../../../../schemas/api/auth/sso-authorize.schema.json';
import ssoLoginSchema from '../../../../schemas/api/auth/sso-login.schema.json';
import urlLoginRequestSchema from '../../../../schemas/api/auth/url-login-request.schema.json';
import urlLoginSchema from '../../../../schemas/api/auth/url-login.schema.json';
import checkLoginUrlAnswerSchema from '../../../../schemas/api/auth/check-login-url-answer.schema.json';
import idpSettingsViewSchema from '../../../../schemas/api/auth/idp-settings-view.schema.json';
import ssoAuthorizeAnswerSchema from '../../../../schemas/api/auth/sso-authorize-answer.schema.json';
import urlLoginSentSchema from '../../../../schemas/api/auth/url-login-sent.schema.json';
import type {
  CheckLoginUrlAnswer,
  IdParams,
  IdpSettingsView,
  LoginResponse,
  SsoAuthorizeAnswer,
  UrlLoginSent,
} from '../../../shared/generated/index.js';
import idParamsSchema from '../../../../schemas/api/id-params.schema.json';
import { embedded, envelopeOf, redirectAnswer, schemaRef } from '../../plugins/api-schemas.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { secretsKeyFrom } from '../../crypto/secrets.js';
import { ok } from '../../plugins/envelope.js';
import { getIdpSettings, saveIdpSettings } from '../companies/idp-settings.js';
import { finishSso, ssoLogin, startSso, type SsoDeps } from './sso.js';
import { checkLoginUrl, requestUrlLogin, urlLogin } from './url-login.js';

/** The demo's Umbrella on the configured demo identity provider (docs/sso.md "Demo"). */
async function useDemoIdp(
  ctx: AppContext,
  secretsKey: Buffer,
  demo: { issuer: string; clientId: string; clientSecret: string },
) {
  const umbrella = await ctx.db
    .selectFrom('companies')
    .select('id')
    .where('company_name', '=', 'Umbrella')
    .executeTakeFirst();
  if (!umbrella) return;
  await saveIdpSettings(ctx.db, {
    companyId: umbrella.id,
    input: {
      provider: 1,
      issuer: demo.issuer,
      client_id: demo.clientId,
      client_secret: demo.clientSecret,
      google_hd: 'umbrella.example',
      jit_create: true,
    },
    secretsKey,
    publicUrl: ctx.config.publicUrl,
    production: ctx.config.nodeEnv === 'production',
  });
}

const answer = (schema: Record<string, unknown>) => ({ 200: envelopeOf(embedded(schema)) });
const loginAnswer = { 200: envelopeOf(schemaRef('login-answer.schema.json')) };

/** Enterprise login: SSO, company login URL, URL with token (docs/sso.md). */
export async function ssoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, config } = ctx;
  const secretsKey = secretsKeyFrom(config.secretsKey);
  const cookies = cookieModeOf(config);
  const deps: SsoDeps = {
    db,
    secretsKey,
    get publicUrl() {
      return config.publicUrl;
    },
    // Read at each login, so a changed setting needs no restart.
    get clockSkewSeconds() {
      return config.oidcClockSkewSeconds;
    },
    production: config.nodeEnv === 'production',
  };
  if (config.seedDemo && config.demoSso) await useDemoIdp(ctx, secretsKey, config.demoSso);

  // The same per-address budget as the OTP routes (README, "Rate limits").
  const perIp = {
    max: config.rateLimits.otpPerIpPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => req.ip,
  };

  app.post<{ Body: SsoAuthorize; Reply: Answer<SsoAuthorizeAnswer> }>(
    '/sso/authorize',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Start single sign-on: the identity provider URL to open',
        description: ssoAuthorizeSchema.description,
        body: ssoAuthorizeSchema,
        response: answer(ssoAuthorizeAnswerSchema),
      },
    },
    async (req) => ok(await startSso(deps, req.body)),
  );

  app.get(
    '/sso/callback',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Redirect URI of the identity providers',
        description:
          'Consumes the state, exchanges the code (PKCE) and checks the ID token, then redirects to /sso/complete with a single-use code in the fragment, or to /login?sso_error=<code>.',
        response: { 303: redirectAnswer },
      },
    },
    async (req, reply) => {
      const url = new URL(req.url, 'http://callback.invalid');
      // The provider's own error (the person cancelled, consent refused) has no code to exchange.
      if (url.searchParams.has('error') && !url.searchParams.has('code')) {
        return reply.redirect('/login?sso_error=E-10661', 303);
      }
      try {
        const code = await finishSso(deps, url);
        return reply.redirect(`/sso/complete#code=${encodeURIComponent(code)}`, 303);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'E-10661';
        req.log.warn({ code }, 'sso callback refused');
        return reply.redirect(`/login?sso_error=${code}`, 303);
      }
    },
  );

  app.post<{ Body: SsoLogin; Reply: Answer<LoginResponse> }>(
    '/sso_login',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the SSO hand-off code for a session',
        description: ssoLoginSchema.description,
        body: ssoLoginSchema,
        response: loginAnswer,
      },
    },
    async (req, reply) =>
      ok(
        deliverLogin(
          req,
          reply,
          await ssoLogin(deps, { code: req.body.code, ip: req.ip, userAgent: req.headers['user-agent'] }),
          cookies,
        ),
        'S-10660',
      ),
  );

  app.post<{ Body: UrlLoginRequest; Reply: Answer<UrlLoginSent> }>(
    '/url-login-request-otp',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use sign-in link (login type 5)',
        description: urlLoginRequestSchema.description,
        body: urlLoginRequestSchema,
        response: answer(urlLoginSentSchema),
      },
    },
    async (req) =>
      ok(
        await requestUrlLogin(
          {
            db,
            mailer: ctx.mailer,
            publicUrl: config.publicUrl,
            otpSecret: config.otpSecret,
            cooldownSeconds: config.rateLimits.otpResendCooldownSeconds,
          },
          { email: req.body.email, locale: localeOf(req) },
        ),
        'S-10661',
      ),
  );

  app.post<{ Body: UrlLogin; Reply: Answer<LoginResponse> }>(
    '/url-login',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the token of a sign-in link (the Continue button)',
        description: urlLoginSchema.description,
        body: urlLoginSchema,
        response: loginAnswer,
      },
    },
    async (req, reply) =>
      ok(
        deliverLogin(
          req,
          reply,
          await urlLogin({ db }, { token: req.body.token, ip: req.ip, userAgent: req.headers['user-agent'] }),
          cookies,
        ),
        'S-10660',
      ),
  );

  app.post<{ Body: CheckLoginUrl; Reply: Answer<CheckLoginUrlAnswer> }>(
    '/company/check-login-url',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'The company at a login URL: logo, login methods, login token',
        description: checkLoginUrlSchema.description,
        body: checkLoginUrlSchema,
        response: answer(checkLoginUrlAnswerSchema),
      },
    },
    async (req) => ok(await checkLoginUrl({ db, otpSecret: config.otpSecret }, { url: req.body.url })),
  );

  app.get<{ Params: IdParams; Reply: Answer<IdpSettingsView> }>(
    '/company/sso-settings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['companies'],
        summary: "A company's identity provider settings (never the secret)",
        params: idParamsSchema,
        response: answer(idpSettingsViewSchema),
      },
    },
    async (req) => ok(await getIdpSettings(db, req.params.id, config.publicUrl)),
  );

  app.put<{ Params: IdParams; Body: IdpSettings; Reply: Answer<IdpSettingsView> }>(
    '/company/sso-settings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['companies'],
        summary: "Save a company's identity provider settings",
        description: idpSettingsSchema.description,
        params: idParamsSchema,
        body: idpSettingsSchema,
        response: answer(idpSettingsViewSchema),
      },
    },
    async (req) =>
      ok(
        await saveIdpSettings(db, {
          companyId: req.params.id,
          input: req.body,
          secretsKey,
          publicUrl: config.publicUrl,
          production: config.nodeEnv === 'production',
        }),
        'S-10009',
      ),
  );
}
