import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { PageVisitsTable } from '../../db/tables/reports.js';

const PAGES = [
  '/client/home',
  '/client/calculators',
  '/client/webinars',
  '/client/knowledge-base',
  '/client/counselling',
];

/**
 * Demo page visits (demo seed; docs/reports.md): Acme's employees over the 30 days before today, so
 * the portal usage, time-base, company-wise and page visit reports show something on `npm start`.
 * Only page visits: logins and bookings are recorded by their own modules. Deterministic (no
 * randomness in the numbers) and run once: nothing happens when any page visit exists.
 */
export async function seedReports(db: Db): Promise<boolean> {
  if (await db.selectFrom('page_visits').select('id').limit(1).executeTakeFirst()) return false;
  const people = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.company_id'])
    .where('companies.company_name', '=', 'Acme Corp')
    .where('users.user_type', '=', 4)
    .where('users.status', '=', 1)
    .execute();
  if (!people.length) return false;
  const now = Date.now();
  const rows: Array<Insertable<PageVisitsTable>> = [];
  for (let day = 1; day <= 30; day++) {
    for (const [i, p] of people.entries()) {
      const visits = 1 + ((day * 7 + i * 3) % 4);
      for (let v = 0; v < visits; v++) {
        // Spread over the day: hours 3..22 UTC (08:30..03:30 IST), so every time slot has some.
        const hour = 3 + ((day * 5 + v * 7 + i) % 20);
        rows.push({
          visit_id: randomUUID(),
          user_id: p.id,
          company_id: p.company_id,
          session_id: 0,
          path: PAGES[(day + v + i) % PAGES.length],
          seconds: 20 + ((day * 37 + v * 53 + i * 11) % 400),
          started_at: new Date(now - day * 86_400_000 + (hour - 12) * 3_600_000),
        });
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE page_visits IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('page_visits').select('id').limit(1).executeTakeFirst()) return;
    await trx.insertInto('page_visits').values(rows).execute();
  });
  return true;
}
