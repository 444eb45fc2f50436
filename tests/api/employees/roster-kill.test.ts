/**
 * A roster import whose server is killed (SIGKILL) half-way (docs/employees.md "Batches, resume, idempotence"):
 * after the restart every row is written or not (whole batches of 500, the first rows of the file, as many as the
 * import recorded), and importing the same file again completes it without a duplicate.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BATCH_ROWS } from '../../../src/server/modules/employees/import.js';
import { createTestDatabase, makeTempDir, testDbKind } from '../../support/app.js';
import { killHard, startServerProcess, type ServerProcess } from '../../support/server-process.js';

const ROWS = 10_000;

function startServer(dataDir: string, databaseUrl?: string): Promise<ServerProcess> {
  return startServerProcess({
    dataDir,
    databaseUrl,
    startTimeoutMs: 300_000,
    // The admin signs in on both servers, often within the resend cooldown of 30 s.
    env: { OTP_SECRET: 'roster-kill-secret', RATE_LIMIT_OTP_RESEND_COOLDOWN_SECONDS: '0' },
  });
}

type Envelope<T> = { status: string; status_code: string; data: T };
type Status = {
  status: string;
  done_rows: number;
  total_rows: number;
  created: number;
  unchanged: number;
  import_id: string;
};

async function call<T>(base: string, url: string, init: RequestInit = {}, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api/v1${url}`, {
    ...init,
    headers: {
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return (await res.json()) as Envelope<T>;
}

async function adminToken(base: string): Promise<string> {
  const email = 'admin@finwell.example';
  await call(base, '/request_login_otp', { method: 'POST', body: JSON.stringify({ email }) });
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: Array<{ text: string }>;
  };
  const otp = /\b(\d{6})\b/.exec(outbox.data[0].text)?.[1];
  const login = await call<{ token: string }>(base, '/verify_login_otp', {
    method: 'POST',
    body: JSON.stringify({ email, otp }),
  });
  expect(login.status, JSON.stringify(login)).toBe('success');
  return login.data.token;
}

function upload(base: string, token: string, companyId: number, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'roster.csv');
  return call<Status>(base, `/company/${companyId}/employees/import`, { method: 'POST', body: form }, token);
}

describe('roster import killed half-way', { timeout: 600_000 }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('leaves whole batches, and the same file imported again completes it', async () => {
    const tmp = makeTempDir('finwell-roster-kill-');
    cleanups.push(tmp.remove);
    const databaseUrl = testDbKind() === 'postgres' ? await createTestDatabase() : undefined;
    const server = await startServer(tmp.dir, databaseUrl);
    cleanups.push(() => killHard(server));
    const token = await adminToken(server.base);
    const company = await call<{ id: number }>(
      server.base,
      '/company/add_client',
      {
        method: 'POST',
        body: JSON.stringify({
          user_type: 3,
          company_name: 'Killed Ltd',
          email_domains: ['@killed.example'],
          status: 1,
          client_configuration: [
            { start_date: '2026-01-01', end_date: '2030-12-31', session_time_out_duration: 30, type_of_login: 1 },
          ],
        }),
      },
      token,
    );
    const companyId = company.data.id;
    const lines = ['first_name,last_name,email,phone_number,status'];
    for (let i = 0; i < ROWS; i++) lines.push(`F${i},L${i},e${i}@killed.example,,1`);
    const file = Buffer.from(lines.join('\n') + '\n');

    const started = await upload(server.base, token, companyId, file);
    expect(started.status, JSON.stringify(started)).toBe('success');
    const id = started.data.import_id;
    // Killed once the first batch is written and well before the last.
    let seen = started.data;
    while (seen.done_rows < BATCH_ROWS) {
      await new Promise((r) => setTimeout(r, 20));
      seen = (await call<Status>(server.base, `/company/${companyId}/employees/import/${id}`, {}, token)).data;
    }
    await killHard(server);
    expect(seen.done_rows).toBeLessThan(ROWS);

    const again = await startServer(tmp.dir, databaseUrl);
    cleanups.push(() => killHard(again));
    const token2 = await adminToken(again.base);
    const afterEnvelope = await call<Status>(again.base, `/company/${companyId}/employees/import/${id}`, {}, token2);
    expect(afterEnvelope.status, JSON.stringify(afterEnvelope)).toBe('success');
    const after = afterEnvelope.data;
    const users = await call<{ users: Array<{ email: string }>; total: number }>(
      again.base,
      `/end-user?company_id=${companyId}&limit=1`,
      {},
      token2,
    );
    // Every row written or not: whole batches, exactly as many as the import recorded.
    expect(after.done_rows % BATCH_ROWS).toBe(0);
    expect(after.done_rows).toBeGreaterThanOrEqual(seen.done_rows);
    expect(after.done_rows).toBeLessThan(ROWS);
    expect(users.data.total).toBe(after.done_rows);
    // The newest account is the last row of the last written batch.
    expect(users.data.users[0].email).toBe(`e${after.done_rows - 1}@killed.example`);

    const rerun = await upload(again.base, token2, companyId, file);
    let status = rerun.data;
    while (status.status !== 'done' && status.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 200));
      status = (
        await call<Status>(again.base, `/company/${companyId}/employees/import/${rerun.data.import_id}`, {}, token2)
      ).data;
    }
    expect(status).toMatchObject({ status: 'done', created: ROWS - after.done_rows, unchanged: after.done_rows });
    const total = await call<{ total: number }>(again.base, `/end-user?company_id=${companyId}&limit=1`, {}, token2);
    expect(total.data.total).toBe(ROWS);
  });
});
