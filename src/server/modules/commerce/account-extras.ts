import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { normaliseEmail } from '../auth/login-input.js';
import { clearSessionCache } from '../auth/session.js';
import { escapeHtml } from '../../html.js';
import { consumeOtp, sendOtp } from './otp-step.js';

const SESSION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A user's session code (docs/product-rules.md "Login screen"; docs/commerce.md "Session code"): made on first use, shown in the
 * header to copy. `verified` is set once the user has entered it back (verify-session-code).
 */
export async function sessionCodeOf(db: Db, userId: number) {
  let row = await db.selectFrom('session_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  for (let i = 0; !row && i < 5; i++) {
    let code = '';
    for (let k = 0; k < 8; k++) code += SESSION_CODE_ALPHABET[randomInt(SESSION_CODE_ALPHABET.length)];
    row = await db
      .insertInto('session_codes')
      .values({ user_id: userId, code })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    row ??= await db.selectFrom('session_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }
  if (!row) throw new AppError('E-10001');
  return {
    session_code: row.code,
    verified: row.verified_at !== null,
    first_time: row.verified_at === null,
    // The prompt after login (docs/commerce.md "Session code"): until verified once or "Don't ask again".
    ask: row.verified_at === null && row.prompt_dismissed_at === null,
  };
}

/**
 * The session-code prompt after login: whether to show it (never for admins, who have no session code
 * in the client area) and "Don't ask again" (stored server-side, so it follows the user across devices).
 */
export async function sessionCodePrompt(db: Db, userId: number, role: number) {
  if (isAdminRole(role)) return { ask: false, session_code: null };
  const code = await sessionCodeOf(db, userId);
  return { ask: code.ask, session_code: code.session_code };
}

export async function dismissSessionCodePrompt(db: Db, userId: number) {
  await sessionCodeOf(db, userId);
  await db
    .updateTable('session_codes')
    .set({ prompt_dismissed_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
  return { ask: false };
}

/** verify-session-code: E-10227 when empty (schema), E-10784 when it is not the caller's code. */
export async function verifySessionCode(db: Db, userId: number, code: string) {
  const mine = await sessionCodeOf(db, userId);
  if (code.trim().toUpperCase() !== mine.session_code) throw fieldError('session_code', 'E-10784');
  await db
    .updateTable('session_codes')
    .set({ verified_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
  return { session_code: mine.session_code, verified: true, first_time: false, ask: false };
}

async function assertFreeEmail(db: Db, email: string, userId: number) {
  const other = await db
    .selectFrom('users')
    .select(['id', 'user_type'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
  if (other && isAdminRole(other.user_type)) throw new AppError('E-10512');
  if (other && other.id !== userId) throw fieldError('email', 'E-10064');
}

/** link-email/request-otp: an OTP to the new address (it must be free: E-10064; admin addresses E-10512). */
export async function requestLinkEmail(ctx: AppContext, userId: number, raw: string, ip: string) {
  const email = normaliseEmail(raw);
  await assertFreeEmail(ctx.db, email, userId);
  return sendOtp(ctx, email, ip, { userId });
}

/** link-email/verify-otp: the address becomes the account's e-mail (the unique index refuses a race: E-10064). */
export async function verifyLinkEmail(ctx: AppContext, userId: number, raw: string, otp: string) {
  const email = normaliseEmail(raw);
  await assertFreeEmail(ctx.db, email, userId);
  await consumeOtp(ctx, email, otp);
  try {
    await ctx.db
      .updateTable('users')
      .set({ email, updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw fieldError('email', 'E-10064');
    throw err;
  }
  clearSessionCache();
  return { email };
}

/** The support mailbox (SUPPORT_EMAIL, else support@finwell.example). */
export function supportAddress(env: NodeJS.ProcessEnv = process.env): string {
  return env.SUPPORT_EMAIL?.trim() || 'support@finwell.example';
}

/** email-support: the message goes to the support mailbox through the mail queue (retried until sent). */
export async function emailSupport(
  ctx: AppContext,
  user: { id: number; email: string; first_name: string | null; last_name: string | null; unique_user_no: string },
  input: { subject: string; message: string },
) {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const subject = `[Help] ${input.subject.trim().slice(0, 150)}`;
  const text = `From: ${name} <${user.email}> (user ${user.unique_user_no})\n\n${input.message.trim()}\n`;
  const html = `<p>From: ${escapeHtml(name)} &lt;${escapeHtml(user.email)}&gt; (user ${escapeHtml(user.unique_user_no)})</p><p style="white-space:pre-wrap">${escapeHtml(input.message.trim())}</p>`;
  const queued = await ctx.mailer.queue({ to: supportAddress(), subject, text, html });
  return { queued: true, sent: queued.sent };
}

export async function profileImageOf(db: Db, userId: number): Promise<string | null> {
  const r = await db.selectFrom('profile_images').select('url').where('user_id', '=', userId).executeTakeFirst();
  return r?.url ?? null;
}

export async function saveProfileImage(db: Db, userId: number, url: string) {
  await db
    .insertInto('profile_images')
    .values({ user_id: userId, url })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ url, updated_at: sql`now()` }))
    .execute();
  return { profile_image: url };
}
