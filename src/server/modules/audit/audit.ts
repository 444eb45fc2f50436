import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isAdminRole } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';

type Json = Record<string, unknown>;
type IdFrom = (req: FastifyRequest, data: Json | null) => unknown;

/**
 * What each admin write changes: the entity, the table and key column its record is read from
 * (before the handler runs, and again after it answered), and where its id comes from. Keyed by
 * "METHOD /route/pattern", so no route file changes; a write route not listed is still logged,
 * with its request body as `after` (see `auditedRoute`).
 */
type Target = { entity: string; table: string; key: string; id: IdFrom };

const param =
  (name: string): IdFrom =>
  (req) =>
    (req.params as Json | undefined)?.[name];
const body =
  (name: string): IdFrom =>
  (req) =>
    (req.body as Json | undefined)?.[name];
const answer =
  (...names: string[]): IdFrom =>
  (_req, data) => {
    for (const n of names) if (data?.[n] !== undefined && data[n] !== null) return data[n];
    return undefined;
  };
const either =
  (...fns: IdFrom[]): IdFrom =>
  (req, data) => {
    for (const f of fns) {
      const v = f(req, data);
      if (v !== undefined && v !== null) return v;
    }
    return undefined;
  };

const V1 = '/api/v1';
export const AUDITED: Record<string, Target> = {
  [`POST ${V1}/company/add_client`]: { entity: 'client', table: 'companies', key: 'id', id: answer('id', '_id') },
  [`PATCH ${V1}/company/edit_client/:id`]: { entity: 'client', table: 'companies', key: 'id', id: param('id') },
  [`POST ${V1}/admins`]: { entity: 'user', table: 'users', key: 'id', id: answer('_id', 'id') },
  [`PATCH ${V1}/admins/:_id`]: { entity: 'user', table: 'users', key: 'id', id: param('_id') },
  [`POST ${V1}/company/widget`]: { entity: 'widget', table: 'widget_items', key: 'id', id: answer('id', '_id') },
  [`PATCH ${V1}/company/widget/:id`]: { entity: 'widget', table: 'widget_items', key: 'id', id: param('id') },
  [`DELETE ${V1}/company/widget/:id`]: { entity: 'widget', table: 'widget_items', key: 'id', id: param('id') },
  [`POST ${V1}/landing-page/client-landing-page`]: {
    entity: 'page',
    table: 'landing_page_heads',
    key: 'company_id',
    id: body('company_id'),
  },
  [`PATCH ${V1}/landing-page/client-landing-page`]: {
    entity: 'page',
    table: 'landing_page_heads',
    key: 'company_id',
    id: body('company_id'),
  },
  [`POST ${V1}/landing-page/layout`]: {
    entity: 'page',
    table: 'landing_page_heads',
    key: 'company_id',
    id: body('company_id'),
  },
  [`POST ${V1}/forms/:form_key/versions`]: {
    entity: 'form',
    table: 'form_definition_heads',
    key: 'form_key',
    id: param('form_key'),
  },
  [`PATCH ${V1}/forms/:form_key`]: {
    entity: 'form',
    table: 'form_definition_heads',
    key: 'form_key',
    id: param('form_key'),
  },
  [`POST ${V1}/manage-counsellor`]: { entity: 'counsellor', table: 'counsellors', key: 'id', id: answer('id', '_id') },
  [`PATCH ${V1}/manage-counsellor/:id`]: { entity: 'counsellor', table: 'counsellors', key: 'id', id: param('id') },
  [`POST ${V1}/book-counselling`]: {
    entity: 'booking',
    table: 'counselling_bookings',
    key: 'id',
    id: answer('booking_id', 'id', '_id'),
  },
  [`PATCH ${V1}/update-booking`]: {
    entity: 'booking',
    table: 'counselling_bookings',
    key: 'id',
    id: body('booking_id'),
  },
  [`POST ${V1}/upload-user-booking`]: {
    entity: 'booking-upload',
    table: 'booking_uploads',
    key: 'id',
    id: answer('id', '_id'),
  },
  [`PATCH ${V1}/upload-user-booking`]: {
    entity: 'booking-upload',
    table: 'booking_uploads',
    key: 'id',
    id: either(body('id'), body('upload_id'), answer('id')),
  },
  [`POST ${V1}/discount-code`]: {
    entity: 'discount-code',
    table: 'discount_codes',
    key: 'id',
    id: answer('id', '_id'),
  },
  [`PATCH ${V1}/discount-code/:id`]: { entity: 'discount-code', table: 'discount_codes', key: 'id', id: param('id') },
  [`DELETE ${V1}/discount-code/:id`]: {
    entity: 'discount-code',
    table: 'discount_codes',
    key: 'id',
    id: param('id'),
  },
  [`POST ${V1}/package`]: { entity: 'package', table: 'packages', key: 'id', id: answer('id', '_id') },
  [`PATCH ${V1}/package/:id`]: { entity: 'package', table: 'packages', key: 'id', id: param('id') },
  [`DELETE ${V1}/package/:id`]: { entity: 'package', table: 'packages', key: 'id', id: param('id') },
  [`POST ${V1}/generate-coupon-code`]: { entity: 'coupon-batch', table: 'coupon_batches', key: 'id', id: answer('id') },
  [`PATCH ${V1}/end-user/:id`]: { entity: 'user', table: 'users', key: 'id', id: param('id') },
  [`POST ${V1}/end-user`]: { entity: 'user', table: 'users', key: 'id', id: answer('id', '_id') },
  [`POST ${V1}/company/:id/employees/import`]: {
    entity: 'employee-import',
    table: 'roster_imports',
    key: 'id',
    id: answer('import_id'),
  },
  [`PATCH ${V1}/counselling-charge`]: {
    entity: 'setting',
    table: 'app_settings',
    key: 'key',
    id: () => 'counselling_charge_paise',
  },
};

/** Columns never copied into the log (secrets, large documents that have their own history). */
const REDACT = new Set(['token_hash', 'code_hash', 'key_secret', 'client_secret', 'webhook_secret']);

async function snapshot(db: Db, t: Target, id: unknown): Promise<Json | null> {
  if (id === undefined || id === null || id === '') return null;
  const row = await sql<{ j: Json }>`SELECT to_jsonb(t) AS j FROM ${sql.table(t.table)} t WHERE ${sql.ref(
    `t.${t.key}`,
  )}::text = ${String(id)} LIMIT 1`
    .execute(db)
    .catch(() => ({ rows: [] as Array<{ j: Json }> }));
  const j = row.rows[0]?.j;
  if (!j) return null;
  // A roster import's waiting rows are the file itself (up to 20 MB): the log keeps its counts and errors.
  return Object.fromEntries(
    Object.entries(j).filter(([k]) => !REDACT.has(k) && !(t.table === 'roster_imports' && k === 'rows')),
  );
}

function actionOf(method: string, before: Json | null): string {
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' && !before) return 'create';
  return 'update';
}

declare module 'fastify' {
  interface FastifyRequest {
    auditBefore?: Json | null;
  }
}

/** The route key ("METHOD /pattern") of an admin write that is audited, or null. */
export function auditedRoute(req: FastifyRequest): string | null {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return null;
  if (!req.auth || !isAdminRole(req.auth.user.role)) return null;
  const url = req.routeOptions.url;
  if (!url || !url.startsWith(`${V1}/`)) return null;
  // Checks and previews (a roster's dry run) change nothing.
  if (url.endsWith('/check')) return null;
  if ((req.query as Json | undefined)?.dry_run === 1) return null;
  return `${req.method} ${url}`;
}

/**
 * Hooks on every route (registered before the modules, so they apply to all of them): for an admin's
 * write, the record is read before the handler, and after a 2xx answer the record is read again and
 * one audit row is appended. A failed write (4xx/5xx) changes nothing and logs nothing.
 */
export function registerAudit(app: FastifyInstance, db: Db): void {
  // Callback hooks: a request that is not an audited write (every read) passes without a promise
  // (docs/performance.md).
  app.addHook('preHandler', (req, _reply, done) => {
    const key = auditedRoute(req);
    const t = key ? AUDITED[key] : undefined;
    if (!t) return done();
    snapshot(db, t, t.id(req, null)).then(
      (before) => {
        req.auditBefore = before;
        done();
      },
      (err: unknown) => done(err as Error),
    );
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const key = auditedRoute(req);
    if (!key || reply.statusCode >= 400) return done(null, payload);
    appendAudit(db, req, key, payload).then(
      () => done(null, payload),
      (err: unknown) => done(err as Error),
    );
  });
}

/** After an audited write's 2xx answer: reads the record again and appends one audit row. */
async function appendAudit(db: Db, req: FastifyRequest, key: string, payload: unknown): Promise<void> {
  let data: Json | null = null;
  if (typeof payload === 'string') {
    try {
      data = ((JSON.parse(payload) as { data?: unknown }).data as Json | null) ?? null;
    } catch {
      data = null;
    }
  }
  const t = AUDITED[key];
  const before = req.auditBefore ?? null;
  const entityId = t ? t.id(req, data) : undefined;
  const after = t
    ? req.method === 'DELETE'
      ? await snapshot(db, t, entityId)
      : ((await snapshot(db, t, entityId)) ?? data)
    : ((req.body as Json | undefined) ?? null);
  try {
    await db
      .insertInto('audit_log')
      .values({
        actor_id: req.auth!.user.id,
        actor_email: req.auth!.user.email,
        actor_role: req.auth!.user.role,
        action: actionOf(req.method, before),
        entity: t?.entity ?? 'other',
        entity_id: entityId === undefined || entityId === null ? null : String(entityId),
        route: key,
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
        ip: req.ip,
      })
      .execute();
  } catch (err) {
    req.log.error({ err, route: key }, 'audit log write failed');
  }
}

export type AuditQuery = {
  page: number;
  page_size: number;
  entity?: string;
  entity_id?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
};

/** The log, newest first, with filters (entity, record id, actor e-mail or id, action, date range). */
export async function listAuditLog(db: Db, q: AuditQuery) {
  let query = db.selectFrom('audit_log');
  if (q.entity) query = query.where('entity', '=', q.entity);
  if (q.entity_id) query = query.where('entity_id', '=', q.entity_id);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.actor) {
    const actor = q.actor.trim();
    query = /^\d+$/.test(actor)
      ? query.where('actor_id', '=', Number(actor))
      : query.where(sql<boolean>`lower(actor_email) LIKE ${`%${actor.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  }
  if (q.from) query = query.where('at', '>=', new Date(`${q.from}T00:00:00Z`));
  if (q.to) query = query.where('at', '<', new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000));
  const total = Number((await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { total, rows: rows.map((r) => ({ ...r, id: Number(r.id) })) };
}
