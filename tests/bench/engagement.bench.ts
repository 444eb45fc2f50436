/**
 * Notification figures (docs/engagement.md "Figures"): a client company of 100,000 employees with
 * 1,000 notifications (300 of them read by the measured person), then
 * - GET /api/v1/users/notifications/unread-count (the header bell) and
 * - GET /api/v1/users/notifications (the first page of 20 with the unread count)
 * under autocannon at BENCH_CONNECTIONS (50) connections, and
 * - POST /api/v1/admin/notifications for that company (in app), timed one after another,
 * on a throwaway PostgreSQL (tests/support/pg-server.ts) and on PGlite (on disk, as `npm start`
 * runs). Aims (issue 13): p99 < 20 ms for the two reads on PostgreSQL; creation < 200 ms.
 * Run alone with `npx tsx tests/bench/engagement.bench.ts`, or through `npm run bench`.
 * Environment: BENCH_ENG_PEOPLE (100000), BENCH_ENG_NOTIFICATIONS (1000), BENCH_TARGETS (pglite,postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { AppConfig } from '../../src/server/config.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { createDatabase, startPostgres, type PgServer } from '../support/pg-server.js';
import { listForReader, unreadCount } from '../../src/server/modules/engagement/reader.js';
import { startApp } from './bench-app.js';
import { runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const PEOPLE = Number(process.env.BENCH_ENG_PEOPLE ?? 100_000);
const NOTIFICATIONS = Number(process.env.BENCH_ENG_NOTIFICATIONS ?? 1_000);
const CREATES = 30;
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());
export const AIM = { readP99Ms: 20, createMs: 200 } as const;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function benchTarget(
  target: string,
  config: Partial<AppConfig>,
  ctx: BenchContext | null,
): Promise<{ rows: BenchRow[]; create: { p50: number; p99: number; max: number } }> {
  const { app, base } = await startApp({ ...config, jobs: false });
  try {
    const db = app.ctx.db;
    const t0 = Date.now();
    const { rows: made } = await sql<{ id: number }>`INSERT INTO companies (company_name, user_type)
      VALUES ('Bench Corp', 3) RETURNING id`.execute(db);
    const company = made[0];
    await sql`INSERT INTO users (unique_user_no, email, user_type, company_id, first_name)
      SELECT 'BENCH' || g, 'person' || g || '@bench.example', 4, ${company.id}, 'Person ' || g
      FROM generate_series(1, ${PEOPLE}) g`.execute(db);
    await sql`WITH made AS (
        INSERT INTO notifications (header, preview_message, message, type, priority, delivery, client_type,
          specific_clients, start_date, email_done_at)
        SELECT 'Notice ' || g, 'Preview ' || g, 'Message ' || g, 1 + g % 2, 1 + g % 2, '{in_app}', '{1}',
          ARRAY[${company.id}::int], now() - (g || ' minutes')::interval, now()
        FROM generate_series(1, ${NOTIFICATIONS}) g RETURNING id)
      INSERT INTO notification_audiences (company_id, notification_id) SELECT ${company.id}, id FROM made`.execute(db);
    const person = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'person50000@bench.example')
      .executeTakeFirst();
    const personId =
      person?.id ??
      (await db.selectFrom('users').select('id').where('company_id', '=', company.id).executeTakeFirstOrThrow()).id;
    await sql`INSERT INTO notification_receipts (user_id, notification_id)
      SELECT ${personId}, a.notification_id FROM notification_audiences a
      WHERE a.company_id = ${company.id} ORDER BY a.notification_id LIMIT ${Math.floor(NOTIFICATIONS * 0.3)}`.execute(
      db,
    );
    await sql`ANALYZE`.execute(db);
    console.log(`  ${target}: ${PEOPLE} people, ${NOTIFICATIONS} notifications seeded in ${Date.now() - t0} ms`);
    const token = await createSession(db, { userId: personId, idleMinutes: 600 });
    const adminUser = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@finwell.example')
      .executeTakeFirstOrThrow();
    const adminToken = await createSession(db, { userId: adminUser.id, idleMinutes: 600 });
    const headers = { authorization: `Bearer ${token}` };

    // The queries alone, one after another (what the database spends per request).
    const reader = { userId: personId, companyId: company.id, role: 4 };
    const q = async (run: () => Promise<unknown>) => {
      const t: number[] = [];
      for (let i = 0; i < 200; i++) {
        const start = performance.now();
        await run();
        t.push(performance.now() - start);
      }
      return { p50: pct(t, 50), p99: pct(t, 99) };
    };
    const countQ = await q(() => unreadCount(db, reader));
    const pageQ = await q(() => listForReader(db, reader, { page: 1, limit: 20, filter: 'all' }));
    console.log(
      `  ${target} queries alone (200 in a row): unread count p50 ${countQ.p50.toFixed(2)} ms, p99 ${countQ.p99.toFixed(2)} ms; page p50 ${pageQ.p50.toFixed(2)} ms, p99 ${pageQ.p99.toFixed(2)} ms`,
    );
    const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT count(*) FROM notification_audiences a
      JOIN notifications n ON n.id = a.notification_id
      LEFT JOIN notification_receipts r ON r.user_id = ${personId} AND r.notification_id = n.id
      WHERE a.company_id = ${company.id} AND r.user_id IS NULL`.execute(db);
    console.log(`  ${target} unread count plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);

    const rows: BenchRow[] = [];
    if (ctx) {
      rows.push(
        await ctx.runAutocannon({
          name: 'bell: unread count (100k-person company, 1k notifications)',
          target,
          url: `${base}/api/v1/users/notifications/unread-count`,
          headers,
        }),
        await ctx.runAutocannon({
          name: 'notifications page 1 (20 + unread count)',
          target,
          url: `${base}/api/v1/users/notifications?page=1&limit=20`,
          headers,
        }),
      );
    }
    const times: number[] = [];
    for (let i = 0; i < CREATES; i++) {
      const start = performance.now();
      const res = await fetch(`${base}/api/v1/admin/notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          header: `Bench notice ${i}`,
          preview_message: 'For everyone at Bench Corp.',
          message: 'Stored once with its audience.',
          type: 1,
          priority: 2,
          delivery: ['in_app'],
          client_type: [1],
          specific_clients: [company.id],
          start_date: new Date().toISOString(),
          status: true,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`create answered ${res.status}`);
      times.push(performance.now() - start);
    }
    return { rows, create: { p50: pct(times, 50), p99: pct(times, 99), max: Math.max(...times) } };
  } finally {
    await app.close();
  }
}

/** Called by tests/bench/run.ts after the HTTP figures. */
export async function benchEngagement(ctx: BenchContext | null = null): Promise<BenchRow[]> {
  console.log(
    `\nengagement: ${PEOPLE} people, ${NOTIFICATIONS} notifications (aims: read p99 < ${AIM.readP99Ms} ms on PostgreSQL, create < ${AIM.createMs} ms)`,
  );
  const rows: BenchRow[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'finwell-bench-eng-'));
  let pg: PgServer | null = null;
  try {
    for (const target of TARGETS) {
      let config: Partial<AppConfig>;
      if (target === 'postgres') {
        pg = await startPostgres();
        config = { dataDir: scratch, databaseUrl: await createDatabase(pg.url, 'bench_eng') };
      } else {
        config = { dataDir: path.join(scratch, 'pglite'), memoryDb: false, databaseUrl: undefined };
      }
      const out = await benchTarget(target, config, ctx);
      rows.push(...out.rows);
      for (const r of out.rows) {
        console.log(
          `  ${target} ${r.endpoint}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms${target === 'postgres' ? (r.p99Ms < AIM.readP99Ms ? ' (aim met)' : ' (ABOVE AIM)') : ''}`,
        );
      }
      console.log(
        `  ${target} create a notification for the company: p50 ${out.create.p50.toFixed(1)} ms, p99 ${out.create.p99.toFixed(1)} ms, max ${out.create.max.toFixed(1)} ms${out.create.p99 < AIM.createMs ? ' (aim met)' : ' (ABOVE AIM)'}`,
      );
    }
  } finally {
    await pg?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

/** Standalone: the same autocannon measurement as run.ts (its module runs the whole bench on import). */
const standaloneMeasure: BenchContext['runAutocannon'] = async (opts) => {
  const seconds = opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const load = (s: number) => runLoad({ url: opts.url, headers: opts.headers, connections, seconds: s });
  await load(Math.min(2, seconds));
  const r = await load(seconds);
  return {
    target: opts.target,
    endpoint: opts.name,
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchEngagement({
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    runAutocannon: standaloneMeasure,
  });
  process.exit(0);
}
