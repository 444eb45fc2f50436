import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';

describe('GET /api/v1/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers success and names the database it reached, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const data = expectSuccess<{ database: string }>(res, 'S-10001');
    expect(data.database).toBe(testDbKind());
  });

  it('answers 503 in the envelope when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.ready();
    await broken.ctx.dbHandle.close();
    const res = await broken.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'ERROR', status_code: 'E-10001' });
    expect(res.body).not.toMatch(/at \S+ \(/);
    await broken.close().catch(() => undefined);
  });
});
