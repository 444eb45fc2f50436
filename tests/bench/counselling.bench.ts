/**
 * Counselling figures (issue "Counselling", Figures):
 * - slots for one counsellor over 30 days, computed in memory (aim < 5 ms), and with the one
 *   database read that feeds them;
 * - GET counselors-slot at 50 connections (aim p99 < 20 ms), public and signed-in;
 * - 50 concurrent bookings of one slot: how many won, how many got E-10056 (aim 1 and 49).
 * Run alone: npx tsx tests/bench/counselling.bench.ts; `npm run bench` calls benchCounselling().
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type App } from '../../src/server/app.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { loadSlotInputs } from '../../src/server/modules/counselling/queries.js';
import { seedCounselling } from '../../src/server/modules/counselling/seed.js';
import { addDays, computeSlotsForRange, istInstant, istToday } from '../../src/server/modules/counselling/slots.js';
import { runLoad } from './load.js';

type Row = {
  target: string;
  endpoint: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};
/** The part of tests/bench/run.ts's BenchContext used here (not imported: run.ts runs on import). */
type Ctx = {
  seconds: number;
  connections: number;
  runAutocannon?: (o: { name: string; target: string; url: string; headers?: Record<string, string> }) => Promise<Row>;
};

export const AIM = { slotsComputeMs: 5, slotRequestP99Ms: 20 } as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measureHttp(ctx: Ctx, o: { name: string; url: string; headers?: Record<string, string> }): Promise<Row> {
  if (ctx.runAutocannon) return ctx.runAutocannon({ ...o, target: 'pglite' });
  const run = (seconds: number) => runLoad({ url: o.url, headers: o.headers, connections: ctx.connections, seconds });
  await run(2);
  const r = await run(ctx.seconds);
  return {
    target: 'pglite',
    endpoint: o.name,
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function makeUsers(app: App, n: number): Promise<string[]> {
  const acme = await app.ctx.db
    .selectFrom('companies')
    .select('id')
    .where('company_name', '=', 'Acme Corp')
    .executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await app.ctx.db
      .insertInto('users')
      .values({
        unique_user_no: `BENCH${String(i).padStart(5, '0')}`,
        email: `bench${i}@acme.example`,
        user_type: 4,
        company_id: acme.id,
        package_id: null,
        first_name: 'Bench',
        last_name: String(i),
        phone_number: null,
        gender: null,
        age_range: null,
        address: null,
        pin_code: null,
        city_name: null,
        state: null,
        country: 'India',
        billing_address: null,
        consent_at: null,
        coupon_code: null,
        status: 1,
        last_login_at: null,
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push(await createSession(app.ctx.db, { userId: u.id, idleMinutes: 120 }));
  }
  return tokens;
}

export async function benchCounselling(
  ctx: Ctx = {
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  },
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'finwell-bench-counselling-'));
  const app = await build({
    logger: false,
    config: {
      dataDir,
      memoryDb: false,
      nodeEnv: 'bench',
      serveClient: false,
      seedDemo: true,
      logLevel: 'silent',
      otpSecret: 'bench',
      rateLimits: {
        otpPerIpPerMinute: 1e9,
        otpSendsPerEmailPerHour: 1e9,
        otpResendCooldownSeconds: 0,
        userPerWindow: 1e9,
        anonPerWindow: 1e9,
        windowSeconds: 60,
        publicWritePerMinute: 30,
        webhookPerMinute: 600,
      },
    },
  });
  try {
    await seedCounselling(app.ctx.db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const db = app.ctx.db;
    const anand = (
      await db
        .selectFrom('counsellors')
        .select('id')
        .where('email', '=', 'counsellor@finwell.example')
        .executeTakeFirstOrThrow()
    ).id;
    const users = await makeUsers(app, 60);

    // Some existing bookings, so the slot engine has busy times to work around.
    const from = addDays(istToday(), 2);
    const calendar = (await (
      await fetch(`${base}/api/v1/public/counselors-slot?counsellor_id=${anand}&days=30`)
    ).json()) as { data: { available_dates: Array<{ date: string }> } };
    const dates = calendar.data.available_dates.map((d) => d.date);
    for (let i = 0; i < 8; i++) {
      await fetch(`${base}/api/v1/book-counselor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${users[50 + i]}` },
        body: JSON.stringify({
          counsellor_id: anand,
          booking_date: dates[i],
          slot_time: '11:00',
          phone_number: '9876543210',
        }),
      });
    }

    // 1. Slots over 30 days: pure computation, then with its database read.
    const inputs = await loadSlotInputs(db, {
      counsellorId: anand,
      from: new Date(istInstant(from, '00:00')),
      to: new Date(istInstant(addDays(from, 30), '00:00')),
    });
    if (!inputs) throw new Error('no counsellor');
    const pure: number[] = [];
    let slotCount = 0;
    for (let i = 0; i < 1200; i++) {
      const t = performance.now();
      const out = computeSlotsForRange(inputs.availability, from, 30, inputs.busy);
      if (i >= 200) pure.push(performance.now() - t);
      slotCount = Object.values(out).reduce((n, s) => n + s.length, 0);
    }
    const withDb: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      const inp = await loadSlotInputs(db, {
        counsellorId: anand,
        from: new Date(istInstant(from, '00:00')),
        to: new Date(istInstant(addDays(from, 30), '00:00')),
      });
      computeSlotsForRange(inp!.availability, from, 30, inp!.busy);
      if (i >= 50) withDb.push(performance.now() - t);
    }
    pure.sort((a, b) => a - b);
    withDb.sort((a, b) => a - b);

    // 2. The slot request at 50 connections (health first: what the machine gives any request now).
    const date = dates[3];
    const healthRow = await measureHttp(ctx, { name: 'GET /api/v1/health (reference)', url: `${base}/api/v1/health` });
    const publicRow = await measureHttp(ctx, {
      name: 'GET /api/v1/public/counselors-slot (date)',
      url: `${base}/api/v1/public/counselors-slot?counsellor_id=${anand}&date=${date}`,
    });
    const calendarRow = await measureHttp(ctx, {
      name: 'GET /api/v1/public/counselors-slot (30 days)',
      url: `${base}/api/v1/public/counselors-slot?counsellor_id=${anand}&days=30`,
    });
    const userRow = await measureHttp(ctx, {
      name: 'GET /api/v1/counselors-slot (signed in)',
      url: `${base}/api/v1/counselors-slot?counsellor_id=${anand}&date=${date}`,
      headers: { authorization: `Bearer ${users[0]}` },
    });

    // 3. 50 concurrent bookings of one slot.
    const answers = await Promise.all(
      users.slice(0, 50).map(async (t) => {
        const res = await fetch(`${base}/api/v1/book-counselor`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
          body: JSON.stringify({
            counsellor_id: anand,
            booking_date: dates[10],
            slot_time: '10:00',
            phone_number: '9876543210',
          }),
        });
        return ((await res.json()) as { status_code: string }).status_code;
      }),
    );
    const winners = answers.filter((c) => c === 'S-10011').length;
    const refused = answers.filter((c) => c === 'E-10056').length;

    const figures = {
      'slots, 30 days, in memory: median ms': percentile(pure, 50),
      'slots, 30 days, in memory: p99 ms': percentile(pure, 99),
      'slots, 30 days, with the DB read: median ms': percentile(withDb, 50),
      'slots, 30 days, with the DB read: p99 ms': percentile(withDb, 99),
      'slots computed per 30-day run': slotCount,
      [`${healthRow.endpoint}: req/s`]: healthRow.requestsPerSecond,
      [`${healthRow.endpoint}: p99 ms`]: healthRow.p99Ms,
      [`${publicRow.endpoint}: req/s`]: publicRow.requestsPerSecond,
      [`${publicRow.endpoint}: p99 ms`]: publicRow.p99Ms,
      [`${calendarRow.endpoint}: p99 ms`]: calendarRow.p99Ms,
      [`${userRow.endpoint}: req/s`]: userRow.requestsPerSecond,
      [`${userRow.endpoint}: p99 ms`]: userRow.p99Ms,
      'non-2xx or errors during the slot runs':
        publicRow.non2xx + publicRow.errors + calendarRow.non2xx + calendarRow.errors + userRow.non2xx + userRow.errors,
      'concurrency: bookings made of 50 requests for one slot': winners,
      'concurrency: E-10056 answers': refused,
      verdict: [
        percentile(pure, 99) < AIM.slotsComputeMs ? 'slots < 5 ms: met' : 'slots < 5 ms: MISSED',
        Math.max(publicRow.p99Ms, calendarRow.p99Ms, userRow.p99Ms) < AIM.slotRequestP99Ms
          ? 'slot p99 < 20 ms (date, 30 days, signed in): met'
          : 'slot p99 < 20 ms (date, 30 days, signed in): MISSED',
        winners === 1 && refused === 49 ? 'one winner: met' : 'one winner: MISSED',
      ].join('; '),
    };
    return figures;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchCounselling();
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [k, v] of Object.entries(figures))
    console.log(`${k.padEnd(width)}  ${typeof v === 'number' ? (Number.isInteger(v) ? v : v.toFixed(3)) : v}`);
}
