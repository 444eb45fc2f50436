import type { Db } from '../../db/index.js';

/** The consent the first-login dialog asks for, and the version of its text (change it when the text changes). */
export const CONSENT_PURPOSE = 'terms-privacy';
export const CONSENT_TEXT_VERSION = '2026-11-24';
/** Records consent to the current text (idempotent while one is in force). */
export async function giveConsent(db: Db, userId: number, purpose = CONSENT_PURPOSE) {
  const p = db;
  const open = await p
    .selectFrom('privacy_consents')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('text_version', '=', CONSENT_TEXT_VERSION)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!open) {
    await p
      .insertInto('privacy_consents')
      .values({ user_id: userId, purpose, text_version: CONSENT_TEXT_VERSION })
      .execute();
  }
  return listConsents(db, userId);
}

export async function listConsents(db: Db, userId: number) {
  return db
    .selectFrom('privacy_consents')
    .select(['purpose', 'text_version', 'given_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('given_at', 'desc')
    .execute();
}
