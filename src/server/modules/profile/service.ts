import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { normaliseIndianMobile } from '../../../shared/login-identifier.js';
import type { BillingAddress } from '../../../shared/generated/index.js';
import type { Db } from '../../db/index.js';
import { TtlCache } from '../../ttl-cache.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { giveConsent } from '../privacy/consent.js';
import { onInvalidate } from '../../invalidation-bus.js';
import { invalidate } from '../../invalidation.js';

export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  gender?: number;
  age_range?: number;
  phone_number?: string | null;
  address?: string | null;
  pin_code?: string | null;
  city_name?: string | null;
  state?: string | null;
  country?: string | null;
  preferences?: number[];
  billing_address?: Record<string, string> | null;
  locale?: 'en-IN' | 'hi-IN';
};

const PROFILE_COLUMNS = [
  'id',
  'unique_user_no',
  'email',
  'user_type',
  'company_id',
  'first_name',
  'last_name',
  'phone_number',
  'gender',
  'age_range',
  'preferences',
  'address',
  'pin_code',
  'city_name',
  'state',
  'country',
  'billing_address',
  'coupon_code',
  'is_new_user',
  'consent_at',
  'extra',
  'locale',
] as const;

type ProfileRow = Awaited<ReturnType<typeof readProfileRow>>;
function readProfileRow(db: Db, userId: number) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/**
 * The profile read is the busiest authenticated call (every page load). With `cacheMs` (the
 * session cache's SESSION_CACHE_MS) a row read within that time is reused; every write to a
 * user's row in this process forgets it first, so this node always reads its own writes. Another
 * API node's write shows here within `cacheMs`, as with sessions.
 */
const profileCache = new TtlCache<number, NonNullable<ProfileRow>>();
onInvalidate('profile', (key) => (key === '*' ? profileCache.clear() : profileCache.delete(Number(key))));

/** A user's row changed: every server forgets it (src/server/invalidation.ts). */
export function forgetProfile(userId: number): void {
  invalidate('profile', userId);
}

export async function getUserProfile(db: Db, userId: number, opts: { cacheMs?: number } = {}) {
  const cacheMs = opts.cacheMs ?? 0;
  let row = cacheMs > 0 ? profileCache.get(userId) : undefined;
  if (!row) {
    row = await readProfileRow(db, userId);
    if (!row) throw new AppError('E-10507');
    profileCache.set(userId, row, cacheMs);
  }
  return {
    _id: String(row.id),
    ...row,
    // The column holds schemas/entities/address.schema.json documents (profile-update validates them on write).
    billing_address: row.billing_address as BillingAddress | null,
    profile_complete: isProfileComplete(row),
  };
}

/** Profile completeness (spec): an age range and at least one preference (package_info is checked by the caller). */
export function isProfileComplete(row: { age_range: number | null; preferences: number[] }): boolean {
  return row.age_range !== null && row.preferences.length > 0;
}

/**
 * A mobile number belongs to at most one active user (migration 2100-unique-mobile, README
 * "Mobile number login"): the database refuses a second one, answered as E-10515 on phone_number.
 */
export function mobileTakenError(err: unknown): AppError | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return null;
  const names = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  return names.includes('users_active_phone_uq') ? fieldError('phone_number', 'E-10515') : null;
}

export async function updateUserProfile(
  db: Db,
  opts: { userId: number; companyId: number | null; patch: ProfileUpdate },
) {
  const { patch } = opts;
  const values = {
    ...patch,
    // Stored as its 10 digits; profile-update.schema.json has already refused a number that breaks the rule.
    phone_number: patch.phone_number == null ? patch.phone_number : normaliseIndianMobile(patch.phone_number),
    billing_address:
      patch.billing_address === undefined
        ? undefined
        : patch.billing_address === null
          ? null
          : JSON.stringify(patch.billing_address),
    updated_at: sql<Date>`now()`,
  };
  try {
    await db
      .updateTable('users')
      .set(values as never)
      .where('id', '=', opts.userId)
      .execute();
  } catch (err) {
    throw mobileTakenError(err) ?? err;
  }
  forgetProfile(opts.userId);
  await logActivity(db, {
    userId: opts.userId,
    companyId: opts.companyId,
    actionId: ACTION.EDIT,
    navigationUrl: '/client/my-profile',
  });
  return getUserProfile(db, opts.userId);
}

/** The first-login popups: age range, preferences and consent. Marks the user as no longer new. */
export async function saveUserPreference(
  db: Db,
  opts: { userId: number; ageRange?: number; preferences?: number[]; consent?: boolean },
) {
  const set: Record<string, unknown> = { updated_at: sql`now()` };
  if (opts.ageRange !== undefined) set.age_range = opts.ageRange;
  if (opts.preferences !== undefined) set.preferences = opts.preferences;
  if (opts.consent === true) set.consent_at = sql`coalesce(consent_at, now())`;
  const row = await db
    .updateTable('users')
    .set(set as never)
    .where('id', '=', opts.userId)
    .returning(['age_range', 'preferences', 'consent_at'])
    .executeTakeFirstOrThrow();
  // The consent is recorded with its time and text version (docs/privacy.md "Consent").
  if (opts.consent === true) await giveConsent(db, opts.userId);
  if (row.age_range !== null && row.preferences.length > 0 && row.consent_at !== null) {
    await db.updateTable('users').set({ is_new_user: false }).where('id', '=', opts.userId).execute();
  }
  forgetProfile(opts.userId);
  return getUserProfile(db, opts.userId);
}
