import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { forgetProfile } from '../profile/service.js';
import { CONSENT_PURPOSE, listConsents } from './consent.js';

/**
 * Withdrawing consent (docs/privacy.md). Apart from consent.ts because it drops the cached profile:
 * profile/service.ts imports consent.ts, so consent.ts may not import it back.
 */

/**
 * Withdraws consent: recorded with its time, and the person is asked again at the next page load
 * (the first-login consent dialog shows while consent_at is empty).
 */
export async function withdrawConsent(db: Db, userId: number, purpose = CONSENT_PURPOSE) {
  const p = db;
  const res = await p
    .updateTable('privacy_consents')
    .set({ withdrawn_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10507');
  if (purpose === CONSENT_PURPOSE) {
    await db
      .updateTable('users')
      .set({ consent_at: null, is_new_user: true, updated_at: sql`now()` } as never)
      .where('id', '=', userId)
      .execute();
    forgetProfile(userId);
  }
  return listConsents(db, userId);
}
