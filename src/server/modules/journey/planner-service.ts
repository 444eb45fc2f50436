import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/app-error.js';
import { expiryAfter, readSignedPayload, signPayload } from '../../crypto/signed-payload.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';

/** How long a handoff token lives (seconds). The page redirects 1 s after asking for it. */
export const HANDOFF_SECONDS = 60;
/** The spec's planner redirect delay (docs/product-rules.md "Delays and limits"). */
export const PLANNER_REDIRECT_MS = 1000;
export const PLANNER_URL = '/client/financial-planner';

/**
 * The handoff token (docs/journey.md, "Planner handoff"): `<id>.<expiry>` signed for the purpose
 * `planner-handoff` (src/server/crypto/signed-payload.ts), where id is 24 random bytes and expiry the
 * Unix second it ends. Not the session token: it opens nothing in FinWell, lives one minute, and the
 * verify call accepts it once (its SHA-256 is stored with used_at).
 */
const PURPOSE = 'planner-handoff';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type Handoff = { redirect_url: string; expires_in: number; delay_ms: number };

/** financial-planner/handoff: logs the navigation and issues a token for the planner's address. */
export async function createHandoff(
  db: Db,
  opts: { secretsKey: string; plannerUrl: string },
  user: { id: number; company_id: number | null },
  now = Date.now(),
): Promise<Handoff> {
  const exp = expiryAfter(HANDOFF_SECONDS, now);
  const token = signPayload(opts.secretsKey, PURPOSE, `${randomBytes(24).toString('base64url')}.${exp}`);
  await db
    .insertInto('planner_handoffs')
    .values({ user_id: user.id, token_hash: hashOf(token), expires_at: new Date(exp * 1000) })
    .execute();
  await logActivity(db, {
    userId: user.id,
    companyId: user.company_id,
    actionId: ACTION.NAVIGATION,
    navigationUrl: PLANNER_URL,
  });
  const url = new URL(opts.plannerUrl);
  url.searchParams.set('handoff', token);
  return { redirect_url: url.toString(), expires_in: HANDOFF_SECONDS, delay_ms: PLANNER_REDIRECT_MS };
}

export type VerifiedHandoff = {
  user: {
    _id: string;
    unique_user_no: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    company: { _id: string; company_name: string } | null;
  };
  is_financial_planner_register: boolean;
  issued_at: Date;
};

/**
 * financial-planner/verify: the planner's call. A token whose MAC does not match answers E-10748,
 * an expired one E-10747, a used one E-10746. The first success marks the user registered with the
 * planner (planner_registrations: the login answer's is_financial_planner_register).
 */
export async function verifyHandoff(
  db: Db,
  secretsKey: string,
  token: string,
  now = Date.now(),
): Promise<VerifiedHandoff> {
  const m = /^[A-Za-z0-9_-]{32}\.(\d{10})$/.exec(readSignedPayload(secretsKey, PURPOSE, token) ?? '');
  if (!m) throw new AppError('E-10748');
  if (Number(m[1]) * 1000 <= now) throw new AppError('E-10747');
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('planner_handoffs')
      .set({ used_at: new Date(now) })
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .returning(['user_id', 'created_at'])
      .executeTakeFirst();
    if (!used) {
      const row = await trx
        .selectFrom('planner_handoffs')
        .select(['used_at'])
        .where('token_hash', '=', hashOf(token))
        .executeTakeFirst();
      throw new AppError(!row ? 'E-10748' : row.used_at ? 'E-10746' : 'E-10747');
    }
    const user = await trx
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.unique_user_no', 'u.email', 'u.first_name', 'u.last_name', 'c.id as cid', 'c.company_name'])
      .where('u.id', '=', used.user_id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('planner_registrations')
      .values({ user_id: user.id })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return {
      user: {
        _id: String(user.id),
        unique_user_no: user.unique_user_no,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        company: user.cid === null ? null : { _id: String(user.cid), company_name: user.company_name ?? '' },
      },
      is_financial_planner_register: true,
      issued_at: used.created_at,
    };
  });
}

/** The login answer's is_financial_planner_register: whether the planner has verified a handoff of this user. */
export async function isPlannerRegistered(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('planner_registrations')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}
