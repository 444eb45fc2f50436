import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { clearSessionCache } from '../auth/session.js';

/** Ends every live session of a company's users (deactivation, login-type change). */
export async function revokeCompanySessions(db: Db, companyId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('company_id', '=', companyId))
    .execute();
  clearSessionCache();
}
