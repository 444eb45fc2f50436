import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';

/**
 * One-time passwords for e-mail login (notes/booking-security-payments.md 3.2): 6 digits from a
 * CSPRNG, stored only as HMAC-SHA-256 under a server key and bound to the challenge id and the
 * e-mail, valid 10 minutes, consumed atomically once, dead after 5 wrong tries. A new code
 * invalidates the older ones of the same e-mail.
 */
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;

export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashOtp(opts: { secret: string; challengeId: string; email: string; code: string }): string {
  return createHmac('sha256', opts.secret)
    .update(`${opts.challengeId}:${opts.email.toLowerCase()}:${opts.code}`)
    .digest('hex');
}

/** The per-address send limits createChallenge enforces (config.rateLimits). */
export type SendLimits = { otpResendCooldownSeconds: number; otpSendsPerEmailPerHour: number };

/**
 * A new challenge for `email`. With `limits`, the cooldown and the hourly cap are checked in the same
 * transaction under a PostgreSQL advisory lock on the address, so parallel requests through several
 * servers cannot all pass the check before any of them records its send (docs/deploy.md "Shared
 * limits"): too soon E-10505 (with `sentTo`), too many E-10503.
 */
export async function createChallenge(
  db: Db,
  opts: { secret: string; email: string; ip: string | null; limits?: SendLimits; sentTo?: string },
): Promise<string> {
  const code = generateOtp();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (opts.limits) {
      const email = opts.email.toLowerCase();
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-send:${email}`}))`.execute(trx);
      const sends = await recentSends(trx, email);
      const cooldown = opts.limits.otpResendCooldownSeconds;
      if (sends.secondsSinceLast !== null && sends.secondsSinceLast < cooldown) {
        const wait = Math.ceil(cooldown - sends.secondsSinceLast);
        throw new AppError('E-10505', { data: { retry_after_seconds: wait, sent_to: opts.sentTo ?? opts.email } });
      }
      if (sends.lastHour >= opts.limits.otpSendsPerEmailPerHour)
        throw new AppError('E-10503', { data: { retry_after_seconds: 3600 } });
    }
    await trx
      .updateTable('otp_challenges')
      .set({ invalidated_at: sql`now()` })
      .where(sql<boolean>`lower(email) = ${opts.email.toLowerCase()}`)
      .where('consumed_at', 'is', null)
      .where('invalidated_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_challenges')
      .values({
        id,
        email: opts.email.toLowerCase(),
        code_hash: hashOtp({ secret: opts.secret, challengeId: id, email: opts.email, code }),
        expires_at: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        consumed_at: null,
        invalidated_at: null,
        ip: opts.ip,
      })
      .execute();
  });
  return code;
}

/** Sends in the last hour and seconds since the newest, for the cooldown and hourly cap. */
export async function recentSends(
  db: Db,
  email: string,
): Promise<{ lastHour: number; secondsSinceLast: number | null }> {
  const row = await db
    .selectFrom('otp_challenges')
    .select([
      sql<number>`count(*) FILTER (WHERE created_at > now() - interval '1 hour')`.as('last_hour'),
      sql<number | null>`extract(epoch FROM now() - max(created_at))`.as('since_last'),
    ])
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
  return {
    lastHour: Number(row?.last_hour ?? 0),
    secondsSinceLast: row?.since_last == null ? null : Number(row.since_last),
  };
}

export type VerifyResult = 'ok' | 'wrong' | 'expired' | 'dead';

/**
 * Checks a code against the e-mail's live challenge. A wrong code spends an attempt atomically
 * (the UPDATE's WHERE holds the budget, so parallel guesses cannot exceed it); a right code is
 * consumed atomically, so two parallel right answers log in once.
 */
export async function verifyChallenge(
  db: Db,
  opts: { secret: string; email: string; code: string },
): Promise<VerifyResult> {
  const email = opts.email.toLowerCase();
  const ch = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email}`)
    .where('consumed_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!ch) return 'expired';
  if (new Date(ch.expires_at).getTime() <= Date.now()) return 'expired';
  if (ch.attempts >= OTP_MAX_ATTEMPTS) return 'dead';
  const expected = Buffer.from(ch.code_hash, 'hex');
  const given = Buffer.from(hashOtp({ secret: opts.secret, challengeId: ch.id, email, code: opts.code }), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const spent = await db
      .updateTable('otp_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', ch.id)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    return !spent || spent.attempts >= OTP_MAX_ATTEMPTS ? 'dead' : 'wrong';
  }
  const consumed = await db
    .updateTable('otp_challenges')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', ch.id)
    .where('consumed_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return consumed ? 'ok' : 'expired';
}
