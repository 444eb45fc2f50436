/**
 * Scale data for the report benchmark (docs/reports.md, "Scale"): companies, users, activity-log rows
 * (a quarter of them logins) and page visits spread over the two years before now, generated inside
 * the database with generate_series (deterministic: no random(), so every run builds the same data).
 * `npx tsx scripts/seed-report-scale.ts` seeds DATABASE_URL (PostgreSQL) with the issue's sizes;
 * tests/bench/reports.bench.ts calls `seedReportScale` with its own sizes.
 */
import { sql } from 'kysely';
import { pathToFileURL } from 'node:url';
import type { Db } from '../src/server/db/index.js';

export type ScaleSizes = { companies: number; users: number; activity: number; visits: number };

export const ISSUE_SIZES: ScaleSizes = { companies: 200, users: 500_000, activity: 10_000_000, visits: 1_000_000 };

const BATCH = 1_000_000;
const PATHS = [
  '/client/home',
  '/client/calculators',
  '/client/webinars',
  '/client/knowledge-base',
  '/client/counselling',
];

export async function seedReportScale(
  db: Db,
  s: ScaleSizes,
  log: (m: string) => void = () => undefined,
): Promise<void> {
  const first = Number(
    (await sql<{ n: string }>`SELECT coalesce(max(id), 0) AS n FROM companies`.execute(db)).rows[0].n,
  );
  await sql`INSERT INTO companies (company_name, user_type)
    SELECT 'Scale company ' || g, CASE WHEN g % 5 = 0 THEN 9 ELSE 3 END FROM generate_series(1, ${s.companies}::int) g`.execute(
    db,
  );
  log(`companies: ${s.companies}`);
  const firstUser = Number(
    (await sql<{ n: string }>`SELECT coalesce(max(id), 0) AS n FROM users`.execute(db)).rows[0].n,
  );
  await sql`INSERT INTO users (unique_user_no, email, user_type, company_id, first_name, last_name, created_at)
    SELECT 'SCALE-' || g, 'scale' || g || '@scale.example', 4, ${first}::int + 1 + (g % ${s.companies}::int), 'Scale', 'User ' || g,
      now() - ((g % 730) || ' days')::interval
    FROM generate_series(1, ${s.users}::int) g`.execute(db);
  log(`users: ${s.users}`);
  // An activity row per step of 63 seconds back from now (about two years for ten million rows),
  // spread over the users; every fourth is a login.
  for (let from = 1; from <= s.activity; from += BATCH) {
    const to = Math.min(s.activity, from + BATCH - 1);
    await sql`INSERT INTO user_activity (user_id, company_id, feature_id, action_id, created_at)
      SELECT ${firstUser}::int + 1 + (g % ${s.users}::int), ${first}::int + 1 + ((g % ${s.users}::int) % ${s.companies}::int),
        (g % 5) + 1, CASE WHEN g % 4 = 0 THEN 12 ELSE 2 END, now() - (g * 63 || ' seconds')::interval
      FROM generate_series(${from}::int, ${to}::int) g`.execute(db);
    log(`activity: ${to}`);
  }
  for (let from = 1; from <= s.visits; from += BATCH) {
    const to = Math.min(s.visits, from + BATCH - 1);
    await sql`INSERT INTO page_visits (visit_id, user_id, company_id, session_id, path, seconds, started_at)
      SELECT md5('visit' || g)::uuid, ${firstUser}::int + 1 + (g % ${s.users}::int), ${first}::int + 1 + ((g % ${s.users}::int) % ${s.companies}::int),
        0, (${PATHS}::text[])[1 + g % ${PATHS.length}::int], 5 + (g * 37) % 900,
        now() - (g * ${Math.floor((730 * 86_400) / Math.max(1, s.visits))}::int || ' seconds')::interval
      FROM generate_series(${from}::int, ${to}::int) g`.execute(db);
    log(`page visits: ${to}`);
  }
  await sql`ANALYZE`.execute(db);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { createDb } = await import('../src/server/db/index.js');
  const { migrateToLatest } = await import('../src/server/db/migrate.js');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');
  const handle = await createDb({ databaseUrl: url });
  try {
    await migrateToLatest(handle.db);
    await seedReportScale(handle.db, ISSUE_SIZES, (m) => console.log(m));
  } finally {
    await handle.close();
  }
}
