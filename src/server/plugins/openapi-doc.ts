import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { AppConfig } from '../config.js';
import { cookieModeOf, cookieNames } from '../modules/auth/session-cookie.js';
import type { Access } from './access.js';

/**
 * The published API description's per-operation parts that every route has in common (docs/api.md "The OpenAPI
 * document"): an `operationId` from the method and path, the security the route's declared access asks for, and the
 * error answers the envelope gives, with their E-codes. Only the document changes; the route's own validation and
 * serialisation are untouched.
 */

/** `GET /api/v1/client-emp/counselors/:counsellor_id` → `getClientEmpCounselorsByCounsellorId`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', ...part.slice(1).split(/[_-]/)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + (words.join('') || 'Root');
}

const ERROR_ENVELOPE = {
  type: 'object',
  required: ['status', 'status_code', 'message'],
  properties: {
    status: { type: 'string', enum: ['ERROR'] },
    status_code: { type: 'string', pattern: '^E-[0-9]{5}$' },
    message: { type: 'string' },
    data: {
      description:
        'For a refused field: `{ errors: [{ field, code, message }] }`; otherwise details named by the code.',
    },
  },
} as const;

const errorAnswer = (description: string) => ({ description, ...ERROR_ENVELOPE });

/** The error answers an operation can give, by what it declares. */
function errorAnswers(access: Access | undefined, schema: FastifySchema, rateLimited: boolean) {
  const out: Record<string, unknown> = {};
  if (schema.body || schema.querystring || schema.params)
    out['422'] = errorAnswer('A value was refused: E-10502, or the field code named in the schema (`x-error-codes`).');
  if (access !== 'public') {
    out['401'] = errorAnswer('No session, or it ended: E-10010, E-10016, E-10017.');
    out['403'] = errorAnswer("The caller's role or package does not allow it: E-10506, E-10117.");
  }
  if (schema.params) out['404'] = errorAnswer('Nothing with that id the caller may see: E-10507.');
  if (rateLimited) out['429'] = errorAnswer('Too many requests from this caller: E-10503.');
  out['500'] = errorAnswer('Something went wrong: E-10001.');
  return out;
}

/** A signed-in call: the bearer token, or the browser's session cookie. */
const SIGNED_IN: Array<Record<string, string[]>> = [{ bearer: [] }, { session_cookie: [] }];

type TransformInput = { schema: FastifySchema; url: string; route: RouteOptions };

/** @fastify/swagger's `transform`: operationId, security and error answers for every documented operation. */
export function openapiTransform({ schema, url, route }: TransformInput) {
  const config = (route.config ?? {}) as { access?: Access; rateLimit?: unknown };
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const base = (schema ?? {}) as FastifySchema & { operationId?: string; security?: unknown; response?: object };
  const response = { ...errorAnswers(config.access, base, config.rateLimit !== undefined), ...(base.response ?? {}) };
  return {
    schema: {
      ...base,
      operationId: base.operationId ?? operationIdOf(method, url),
      security: config.access === 'public' ? [] : SIGNED_IN,
      response,
    },
    url,
  };
}

/**
 * The OpenAPI 3.1 document at /api/docs/json, and the interactive docs at /api/docs outside production (a development
 * aid, docs/security.md).
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FinWell API',
        version: '1',
        description: 'Envelope: { status, status_code, message, data }. Codes in schemas/catalogue/errors.json.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The access token a login answers.' },
          session_cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: cookieNames(cookieModeOf(config)).session,
            description: 'The browser session (docs/security.md); writes also send the CSRF header.',
          },
        },
      },
    },
    transform: openapiTransform,
  });
  if (config.nodeEnv !== 'production')
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
