/**
 * A 50,000-row roster import through the API (docs/employees.md), timed: `npx tsx tests/bench/roster-import.ts`
 * (PGlite in memory; DATABASE_URL=postgres://… to run it on PostgreSQL). The file goes up as multipart, the
 * import runs in the background (pg-boss queue roster-import, jobs on) and the status route is polled as the
 * page does. Prints the upload answer's time, the whole import's time and the rows per second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login, startApp } from './bench-app.js';

const ROWS = Number(process.env.ROSTER_ROWS ?? 50_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'finwell-roster-bench-'));
const { app, base } = await startApp({
  jobs: true,
  dataDir,
  memoryDb: !process.env.DATABASE_URL,
  databaseUrl: process.env.DATABASE_URL,
});
try {
  const admin = await login(base, 'admin@finwell.example');
  const auth = { authorization: `Bearer ${admin}` };
  const company = await app.ctx.db
    .insertInto('companies')
    .values({
      company_name: `Bench ${Date.now()}`,
      user_type: 3,
      email_domains: ['bench-roster.example'],
      status: 1,
      type_of_login: 1,
      start_date: '2026-01-01',
      end_date: '2030-12-31',
      session_time_out_duration: 30,
      extra: '{}',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = ['first_name,last_name,email,phone_number,status'];
  for (let i = 0; i < ROWS; i++) lines.push(`First${i},Last${i},e${i}@bench-roster.example,${7000000000 + i},1`);
  const file = Buffer.from(lines.join('\n') + '\n');
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'roster.csv');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/company/${company.id}/employees/import`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const started = (await res.json()) as {
    data: { import_id: string; status: string; percent: number; created: number; errors_total: number };
  };
  const tAnswer = performance.now() - t0;
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(started)}`);
  let status: { status: string; percent: number; created: number; errors_total: number } = started.data;
  let lastPercent = -1;
  while (status.status !== 'done' && status.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 500));
    const s = await fetch(`${base}/api/v1/company/${company.id}/employees/import/${started.data.import_id}`, {
      headers: auth,
    });
    status = ((await s.json()) as { data: typeof status }).data;
    if (status.percent !== lastPercent) {
      lastPercent = status.percent;
      process.stdout.write(`\r${status.percent}%   `);
    }
  }
  const total = performance.now() - t0;
  console.log(
    `\nroster import of ${ROWS} rows (${(file.length / 1e6).toFixed(1)} MB, ${app.ctx.dbHandle.kind}): ` +
      `answer ${(tAnswer / 1000).toFixed(1)} s, done in ${(total / 1000).toFixed(1)} s ` +
      `(${Math.round(ROWS / (total / 1000))} rows/s), ${status.status}, created ${status.created}, errors ${status.errors_total}`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
