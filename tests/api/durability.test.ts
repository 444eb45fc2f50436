import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestDatabase, loginAs, makeTempDir, testDbKind } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';
import { killHard, startServerProcess, type ServerProcess } from '../support/server-process.js';

const EMPLOYEE = 'employee@acme.example';

/** Where the database lives for this run: a PGlite folder, or a PostgreSQL database. */
async function durableTarget(dir: string): Promise<{ dataDir?: string; databaseUrl?: string }> {
  return testDbKind() === 'postgres' ? { databaseUrl: await createTestDatabase() } : { dataDir: dir };
}

function startServer(opts: { dataDir: string; databaseUrl?: string }): Promise<ServerProcess> {
  return startServerProcess({ ...opts, env: { OTP_SECRET: 'durability-test-secret' } });
}

async function json(res: Response): Promise<{ status: string; status_code: string; data: Record<string, unknown> }> {
  return (await res.json()) as { status: string; status_code: string; data: Record<string, unknown> };
}

/** A crash or restart loses no committed write. Each test starts its own servers, so it allows for a slow start. */
describe('durability', { timeout: 120_000 }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('a profile change survives closing the app and building it again on the same database', async () => {
    const tmp = makeTempDir('finwell-durable-');
    cleanups.push(tmp.remove);
    const target = await durableTarget(tmp.dir);

    const first = await buildTestApp(target);
    const token = await loginAs(first, EMPLOYEE);
    expectSuccess(
      await first.inject({
        method: 'PATCH',
        url: '/api/v1/user-profile',
        headers: bearer(token),
        payload: { first_name: 'Persisted', city_name: 'Kochi' },
      }),
    );
    await first.close();

    const second = await buildTestApp(target);
    cleanups.push(() => second.close());
    const me = expectSuccess<{ first_name: string; city_name: string }>(
      await second.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) }),
    );
    expect(me).toMatchObject({ first_name: 'Persisted', city_name: 'Kochi' });
    // The seed ran once: a second start on a seeded database adds nothing.
    const users = await second.ctx.db.selectFrom('users').select('id').where('email', '=', EMPLOYEE).execute();
    expect(users).toHaveLength(1);
  }, 60_000);

  it('a write acknowledged just before SIGKILL of the server process is there after a restart', async () => {
    const tmp = makeTempDir('finwell-killed-');
    cleanups.push(tmp.remove);
    const target = await durableTarget(tmp.dir);

    const server = await startServer({ dataDir: tmp.dir, databaseUrl: target.databaseUrl });
    cleanups.push(() => killHard(server));
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    expect((await post('/api/v1/request_login_otp', { email: EMPLOYEE })).status).toBe(200);
    const outbox = await json(await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(EMPLOYEE)}`));
    const code = /\b(\d{6})\b/.exec(String((outbox.data as unknown as Array<{ text: string }>)[0].text))?.[1];
    const login = await json(await post('/api/v1/verify_login_otp', { email: EMPLOYEE, otp: code }));
    const token = String(login.data.token);

    const patch = await fetch(`${server.base}/api/v1/user-profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ last_name: 'Survivor', pin_code: '682001' }),
    });
    expect(patch.status).toBe(200);
    await killHard(server);
    expect(server.child.signalCode).toBe('SIGKILL');

    const again = await startServer({ dataDir: tmp.dir, databaseUrl: target.databaseUrl });
    cleanups.push(() => killHard(again));
    const me = await json(await fetch(`${again.base}/api/v1/user-profile`, { headers: bearer(token) }));
    expect(me.status).toBe('success');
    expect(me.data).toMatchObject({ last_name: 'Survivor', pin_code: '682001' });
  }, 240_000);

  it('kill -9 under write load: every acknowledged write is there after the restart', async () => {
    const tmp = makeTempDir('finwell-load-killed-');
    cleanups.push(tmp.remove);
    const target = await durableTarget(tmp.dir);
    const server = await startServer({ dataDir: tmp.dir, databaseUrl: target.databaseUrl });
    cleanups.push(() => killHard(server));
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await post('/api/v1/request_login_otp', { email: EMPLOYEE })).status).toBe(200);
    const outbox = await json(await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(EMPLOYEE)}`));
    const code = /\b(\d{6})\b/.exec(String((outbox.data as unknown as Array<{ text: string }>)[0].text))?.[1];
    const token = String(
      (await json(await post('/api/v1/verify_login_otp', { email: EMPLOYEE, otp: code }))).data.token,
    );

    // Four writers insert numbered activity rows until the server dies; each 200 is an acknowledged write.
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const marker = `/durability/${n++}`;
        try {
          const res = await post('/api/v1/user-activity', { action_id: 1, navigation_url: marker }, bearer(token));
          if (res.status === 200) acknowledged.push(marker);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    await killHard(server);
    stop = true;
    await Promise.all(writers);
    expect(server.child.signalCode).toBe('SIGKILL');

    const again = await startServer({ dataDir: tmp.dir, databaseUrl: target.databaseUrl });
    cleanups.push(() => killHard(again));
    const mine = await json(await fetch(`${again.base}/api/v1/my-data`, { headers: bearer(token) }));
    const stored = new Set(
      (mine.data as unknown as { activity: Array<{ navigation_url: string | null }> }).activity.map(
        (a) => a.navigation_url,
      ),
    );
    const lost = acknowledged.filter((m) => !stored.has(m));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(lost).toEqual([]);
  }, 300_000);
});
