import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { DEMO_COUNSELLORS } from './seed-counsellors.js';
import { COUNSELLING_SERVICES } from './seed-services.js';

/**
 * Seeding counselling: the 12 services (reference data: seed-services.ts) at every start, and the demo counsellors
 * (seed-counsellors.ts) with a discount code into an empty database.
 */

/** Inserts the services that are missing (reference data; runs at every start, changes nothing when present). */
export async function ensureCounsellingServices(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('counselling_services')
    .values(
      COUNSELLING_SERVICES.map((s) => ({
        ...s,
        covered: JSON.stringify(s.covered),
        excluded: JSON.stringify(s.excluded),
        disclaimer_points: JSON.stringify(s.disclaimer_points),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Counselling demo data: the services, the demo counsellors with their availability, and a
 * discount code WELCOME20 (20 %, financial counsellors). Only into a database without counsellors,
 * so calling it twice changes nothing. Called by the demo seed (export kept stable for the lead).
 */
export async function seedCounselling(db: Kysely<Database>): Promise<boolean> {
  await ensureCounsellingServices(db);
  const any = await db.selectFrom('counsellors').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (trx) => {
    let seq = 1;
    for (const c of DEMO_COUNSELLORS) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(email) = ${c.email}`)
        .where('user_type', '=', 7)
        .executeTakeFirst();
      await trx
        .insertInto('counsellors')
        .values({
          ...c,
          user_id: user?.id ?? null,
          phone_number: null,
          keyword: null,
          sequence_number: seq++,
          status: 1,
          available_times: JSON.stringify(c.available_times),
          hi: JSON.stringify(c.hi),
          session_minutes: 45,
          image: null,
        })
        .execute();
    }
    await trx
      .insertInto('discount_codes')
      .values({
        code_name: 'WELCOME20',
        discount_per: 20,
        start_date: '2025-01-01',
        end_date: '2030-12-31',
        counsellor_categories: [3],
        counsellor_ids: [],
        status: 1,
        deleted_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  return true;
}
