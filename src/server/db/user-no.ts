import { randomBytes } from 'node:crypto';

/**
 * A new account's `unique_user_no`: a short prefix naming how it was made (FWA admin form, FWS
 * SSO or speaker) and ten random hex digits. Nullable columns are left out of a users insert:
 * they default to NULL.
 */
export function uniqueUserNo(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
}
