/**
 * Load shedding (issue 38, plugins/load-shed.ts): a server that cannot keep up answers 503 with Retry-After and
 * E-10820 at once, and answers normally again when the pressure is gone. Two signals, each made real here: queries
 * queued for the database's connections (a transaction holds the connection while more queries wait), and an
 * event loop blocked by synchronous work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { buildTestApp, type App } from '../support/app.js';

type Envelope = { status: string; status_code: string; data: { retry_after_seconds?: number } | null };

const OFF = { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxDbWaiting: 0, retryAfterSeconds: 7 };

describe('load shedding: database queue', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { loadShed: { ...OFF, maxDbWaiting: 2, sampleIntervalMs: 250 } } });
  }, 120_000);
  afterAll(async () => app?.close());

  it('refuses with 503, Retry-After and E-10820 while more queries wait than the limit, then answers again', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const waiting = app.ctx.dbHandle.waiting!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const started = new Promise<void>((resolve) => (holding = resolve));
    const pool = app.ctx.dbHandle.kind;
    // One transaction holds a connection; on PostgreSQL the pool has 10, so the other nine are held as well.
    const holders = Array.from({ length: pool === 'postgres' ? 10 : 1 }, (_, i) =>
      app.ctx.db.transaction().execute(async (trx) => {
        await trx.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        if (i === 0) holding();
        await held;
      }),
    );
    await started;
    // Three more queries queue behind the held connections.
    const queued = [1, 2, 3].map(() => app.ctx.db.selectNoFrom((eb) => eb.val(1).as('one')).execute());
    await expect.poll(() => waiting(), { timeout: 30_000 }).toBeGreaterThan(2);

    const refused = await app.inject({ method: 'GET', url: '/api/v1/public/counselors' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    const body = refused.json<Envelope>();
    expect(body.status_code).toBe('E-10820');
    expect(body.data?.retry_after_seconds).toBe(7);
    // Only API calls are refused: the page's own files (here the client's fallback route) still answer.
    expect((await app.inject({ method: 'GET', url: '/client/home' })).statusCode).not.toBe(503);

    release();
    await Promise.all([...holders, ...queued]);
    expect(waiting()).toBe(0);
    const again = await app.inject({ method: 'GET', url: '/api/v1/public/counselors' });
    expect(again.statusCode).toBe(200);
  });
});

describe('load shedding: event loop', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { loadShed: { ...OFF, maxEventLoopDelayMs: 40, sampleIntervalMs: 20 } } });
  }, 120_000);
  afterAll(async () => app?.close());

  /** Synchronous work that keeps the event loop from running anything else for `ms`. */
  function block(ms: number): void {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      /* busy */
    }
  }

  it('refuses while the event loop lags past the limit, and answers again once it keeps up', async () => {
    // The loop is sampled every 20 ms: a request right after 300 ms of blocking meets the measured lag.
    let refused: Awaited<ReturnType<App['inject']>> | undefined;
    let fileAnswer = 0;
    for (let i = 0; i < 50 && !refused; i++) {
      await new Promise((r) => setTimeout(r, 25));
      block(300);
      await new Promise((r) => setTimeout(r, 25));
      const [file, res] = await Promise.all([
        app.inject({ method: 'GET', url: '/client/home' }),
        app.inject({ method: 'GET', url: '/api/v1/health' }),
      ]);
      if (res.statusCode === 503) {
        refused = res;
        fileAnswer = file.statusCode;
      }
    }
    expect(refused, 'a request after the loop was blocked').toBeDefined();
    expect(refused!.headers['retry-after']).toBe('7');
    expect(refused!.json<Envelope>().status_code).toBe('E-10820');
    // The same moment, a page address (not the API) was not refused.
    expect(fileAnswer).not.toBe(503);

    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(200);
  });
});

describe('load shedding: configuration', () => {
  it('is on by default outside tests and off under NODE_ENV=test unless a limit is given', () => {
    const production = loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'x', SECRETS_KEY: 'y' });
    expect(production.loadShed.maxEventLoopDelayMs).toBeGreaterThan(0);
    expect(production.loadShed.maxDbWaiting).toBeGreaterThan(0);
    const test = loadConfig({ NODE_ENV: 'test', OTP_SECRET: 'x', SECRETS_KEY: 'y' });
    expect(test.loadShed.maxEventLoopDelayMs).toBe(0);
    expect(test.loadShed.maxDbWaiting).toBe(0);
    const asked = loadConfig({ NODE_ENV: 'test', OTP_SECRET: 'x', SECRETS_KEY: 'y', LOAD_SHED_DB_WAITING: '50' });
    expect(asked.loadShed.maxDbWaiting).toBe(50);
    expect(() => loadConfig({ NODE_ENV: 'test', OTP_SECRET: 'x', LOAD_SHED_DB_WAITING: '-1' })).toThrow(
      /LOAD_SHED_DB_WAITING/,
    );
  });
});
