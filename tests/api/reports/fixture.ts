import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

export { bearer };

/**
 * Report fixture with known answers (docs/reports.md, "Tests"): two companies and three people with
 * logins, page visits, bookings, feedback, a discount redemption and recorded-webinar watch time, all
 * in March 2025 — before anything the demo seed writes — so a report asked for 2025-03-01..2025-03-31
 * sees exactly these rows. Times are UTC below with their IST wall-clock time beside them.
 */
export type ReportFixture = {
  app: App;
  admin: string;
  hr: string;
  employee: string;
  testco: number;
  partnerco: number;
  users: { u1: number; u2: number; u3: number };
  counsellors: { a: number; b: number; aName: string; bName: string };
};

export const MARCH = 'from=2025-03-01&to=2025-03-31';

export function useReportFixture(): ReportFixture {
  const c = {} as ReportFixture;
  beforeAll(async () => {
    const app = await buildTestApp();
    const db = app.ctx.db;
    const company = async (name: string, type: number) =>
      (
        await db
          .insertInto('companies')
          .values({
            company_name: name,
            user_type: type,
            email_domains: [],
            status: 1,
            type_of_login: 1,
            session_time_out_duration: 30,
            extra: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const testco = await company('Testco Reports', 3);
    const partnerco = await company('Partnerco Reports', 9);
    const user = async (no: string, first: string, companyId: number, role: number) =>
      (
        await db
          .insertInto('users')
          .values({
            unique_user_no: `RPT-${no}`,
            email: `${no}@reports.example`,
            user_type: role,
            company_id: companyId,
            first_name: first,
            last_name: 'Test',
            created_at: new Date('2025-02-01T00:00:00Z'),
            extra: '{}',
            status: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const u1 = await user('u1', 'Uma', testco, 4);
    const u2 = await user('u2', 'Varun', testco, 4);
    const u3 = await user('u3', 'Wasim', partnerco, 12);

    const login = (u: number, co: number, at: string) =>
      sql`INSERT INTO user_activity (user_id, company_id, action_id, created_at) VALUES (${u}, ${co}, 12, ${at})`.execute(
        db,
      );
    await login(u1, testco, '2025-03-03T04:00:00Z'); // Mon 03 Mar 09:30 IST, slot 05-12
    await login(u1, testco, '2025-03-03T12:00:00Z'); // Mon 03 Mar 17:30 IST, slot 17-21
    await login(u2, testco, '2025-03-04T18:00:00Z'); // Tue 04 Mar 23:30 IST, slot 21-05
    await login(u3, partnerco, '2025-03-05T20:00:00Z'); // Thu 06 Mar 01:30 IST, slot 21-05

    const visit = (u: number, co: number, path: string, seconds: number, at: string) =>
      sql`INSERT INTO page_visits (visit_id, user_id, company_id, session_id, path, seconds, started_at)
        VALUES (${randomUUID()}, ${u}, ${co}, 0, ${path}, ${seconds}, ${at})`.execute(db);
    await visit(u1, testco, '/client/home', 120, '2025-03-03T04:01:00Z'); // 09:31 IST
    await visit(u1, testco, '/client/webinars', 60, '2025-03-03T04:05:00Z'); // 09:35 IST
    await visit(u2, testco, '/client/home', 30, '2025-03-04T18:05:00Z'); // 23:35 IST
    await visit(u3, partnerco, '/client/home', 300, '2025-03-05T20:10:00Z'); // 01:40 IST on 06 Mar

    const [ka, kb] = (
      await sql<{ id: number; name: string }>`SELECT id, first_name || ' ' || last_name AS name FROM counsellors
        ORDER BY id LIMIT 2`.execute(db)
    ).rows;
    const service = (await sql<{ id: number }>`SELECT id FROM counselling_services ORDER BY id LIMIT 1`.execute(db))
      .rows[0].id;
    const code = (
      await sql<{
        id: number;
      }>`INSERT INTO discount_codes (code_name, discount_per, start_date, end_date, counsellor_categories)
        VALUES ('RPTTEN', 10, '2025-01-01', '2025-12-31', '{1}') RETURNING id`.execute(db)
    ).rows[0].id;
    const booking = async (
      u: number,
      co: number,
      status: number,
      pricePaise: number,
      discountPaise: number,
      at: string,
    ) =>
      (
        await sql<{ id: number }>`INSERT INTO counselling_bookings (uid, user_id, company_id, service_id, status,
          session_type, price_paise, discount_paise, amount_paise, source, created_at, discount_code_id)
          VALUES (${randomUUID()}, ${u}, ${co}, ${service}, ${status}, 2, ${pricePaise}, ${discountPaise},
            ${pricePaise - discountPaise}, 'admin', ${at}, ${discountPaise ? code : null}) RETURNING id`.execute(db)
      ).rows[0].id;
    const b1 = await booking(u1, testco, 5, 165_000, 15_000, '2025-03-10T05:00:00Z'); // ₹1,500.00 after ₹150 off
    const b2 = await booking(u2, testco, 3, 123_456_750, 0, '2025-03-11T06:00:00Z'); // ₹12,34,567.50
    const b3 = await booking(u3, partnerco, 6, 0, 0, '2025-03-12T07:00:00Z'); // Cancelled, ₹0
    await sql`INSERT INTO discount_redemptions (discount_code_id, redeemer_key, booking_id, created_at)
      VALUES (${code}, ${`user:${u1}`}, ${b1}, '2025-03-10T05:00:00Z')`.execute(db);
    const feedback = (b: number, k: number, u: number, rating: number, at: string) =>
      sql`INSERT INTO counselling_feedback (booking_id, counsellor_id, user_id, rating, feedback, created_at)
        VALUES (${b}, ${k}, ${u}, ${rating}, ${`Feedback ${rating}`}, ${at})`.execute(db);
    await feedback(b1, ka.id, u1, 4.5, '2025-03-15T05:00:00Z');
    await feedback(b2, kb.id, u2, 5, '2025-03-16T05:00:00Z');
    await feedback(b3, ka.id, u3, 3.5, '2025-03-17T05:00:00Z');

    const webinar = (
      await sql<{ id: number }>`SELECT id FROM webinars WHERE webinar_type = 4 ORDER BY id LIMIT 1`.execute(db)
    ).rows[0].id;
    const watch = (u: number, seconds: number, at: string) =>
      sql`INSERT INTO webinar_watch_sessions (webinar_id, user_id, started_at, last_beat_at, seconds, closed)
        VALUES (${webinar}, ${u}, ${at}, ${at}, ${seconds}, true)`.execute(db);
    await watch(u1, 100, '2025-03-12T05:00:00Z');
    await watch(u1, 50, '2025-03-13T05:00:00Z');
    await watch(u2, 200, '2025-03-14T05:00:00Z');
    // The time actually watched (merged intervals, docs/learning.md "Other videos") is what the report shows.
    const covered = (u: number, seconds: number, at: string) =>
      sql`INSERT INTO media_watch_progress (user_id, subject_kind, subject_id, intervals, watched_seconds, opened_at)
        VALUES (${u}, 'webinar', ${webinar}, ${JSON.stringify([[0, seconds]])}, ${seconds}, ${at})`.execute(db);
    await covered(u1, 150, '2025-03-12T05:00:00Z');
    await covered(u2, 200, '2025-03-14T05:00:00Z');

    const admin = await sessionFor(app, 'admin@finwell.example');
    // The first request compiles the routes' schemas (seconds on a busy machine): pay it here, not in a test.
    await app.inject({ method: 'GET', url: '/api/v1/report/portal-usage-analytics', headers: bearer(admin) });
    Object.assign(c, {
      app,
      admin,
      hr: await sessionFor(app, 'hr@acme.example'),
      employee: await sessionFor(app, 'employee@acme.example'),
      testco,
      partnerco,
      users: { u1, u2, u3 },
      counsellors: { a: ka.id, b: kb.id, aName: ka.name, bName: kb.name },
    });
  });
  afterAll(async () => {
    await c.app?.close();
  });
  return c;
}
