/**
 * The shared rate-limit store (src/server/plugins/rate-limit-store.ts, docs/deploy.md "Shared limits"): two stores on one
 * database stand for two API servers. A limit is never exceeded across them; a large limit is reserved in blocks (one
 * statement per block, not per request); a small one is counted exactly, request by request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSize, pgRateLimitStore } from '../../src/server/plugins/rate-limit-store.js';
import { buildTestApp, type App } from '../support/app.js';

type Store = {
  incr: (
    key: string,
    cb: (err: Error | null, r?: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ) => void;
};

const incr = (store: Store, key: string, max: number, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, r) => (err ? reject(err) : resolve(r!)), windowMs, max),
  );

describe('shared rate-limit store', { timeout: 120_000 }, () => {
  let app: App;
  let serverA: Store;
  let serverB: Store;
  const hitsOf = async (key: string) =>
    (await app.ctx.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', `g:${key}`).executeTakeFirst())
      ?.hits;

  beforeAll(async () => {
    app = await buildTestApp();
    const Store = pgRateLimitStore(app.ctx.db);
    serverA = new Store();
    serverB = new Store();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reserves a block of a large limit in one statement and counts it down in memory', async () => {
    const key = `user:block-${Date.now()}`;
    expect(blockSize(1200)).toBe(75);
    const first = await incr(serverA, key, 1200);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(await hitsOf(key)).toBe(75);
    for (let i = 2; i <= 75; i++) expect((await incr(serverA, key, 1200)).current).toBe(i);
    // The block is used up: the 76th request reserves the next one.
    expect(await hitsOf(key)).toBe(75);
    expect((await incr(serverA, key, 1200)).current).toBe(76);
    expect(await hitsOf(key)).toBe(150);
  });

  it('requests that arrive while a block is being reserved wait for that one statement', async () => {
    const key = `user:parallel-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => incr(serverA, key, 1600)));
    expect(await hitsOf(key)).toBe(100);
    expect(answers.map((a) => a.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('two servers together never let more through than the limit, and lose at most a block to each other', async () => {
    const key = `user:two-${Date.now()}`;
    const max = 160;
    let allowed = 0;
    for (let i = 0; i < 2 * max; i++) {
      const r = await incr(i % 2 === 0 ? serverA : serverB, key, max);
      if (r.current <= max) allowed++;
    }
    expect(allowed).toBeLessThanOrEqual(max);
    expect(allowed).toBeGreaterThanOrEqual(max - blockSize(max));
    expect(await hitsOf(key)).toBe(max);
  });

  it('a small limit is counted request by request, exactly, across both servers', async () => {
    const key = `addr:small-${Date.now()}`;
    const currents: number[] = [];
    for (let i = 0; i < 12; i++) currents.push((await incr(i % 2 === 0 ? serverA : serverB, key, 6)).current);
    expect(currents.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(currents.slice(6).every((c) => c > 6)).toBe(true);
    expect(await hitsOf(key)).toBe(6);
  });

  it('a spent budget costs no statement until its window ends, and a new window starts from a fresh block', async () => {
    const key = `user:window-${Date.now()}`;
    for (let i = 0; i < 2; i++) await incr(serverA, key, 2, 1_000);
    expect((await incr(serverA, key, 2, 1_000)).current).toBe(3);
    // Behind the store's back: were the spent budget read again, this row would let the next request through.
    await app.ctx.db.updateTable('rate_limit_counters').set({ hits: 0 }).where('key', '=', `g:${key}`).execute();
    expect((await incr(serverA, key, 2, 1_000)).current).toBe(3);
    // Once the window is over (polled, not slept for a fixed time), the key counts again from 1.
    await expect
      .poll(async () => (await incr(serverA, key, 2, 1_000)).current, { timeout: 30_000, interval: 200 })
      .toBeLessThanOrEqual(2);
  });
});
