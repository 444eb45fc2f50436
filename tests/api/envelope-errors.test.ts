import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/app-error.js';
import { buildTestApp, type App } from '../support/app.js';
import { envelopeOf, expectError } from '../support/envelope.js';
import { multipart } from '../support/multipart.js';

/** Failures that never reach a handler's own rules: all answer in the envelope, none leaks internals. */
describe('error envelope', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
    // Routes that fail the ways real code can fail, to see what the client receives.
    app.get('/api/v1/__test/throw-error', { config: { access: 'public' } }, async () => {
      throw new Error('kaboom: password=hunter2 at /srv/secret/path.ts:12');
    });
    app.get('/api/v1/__test/throw-type-error', { config: { access: 'public' } }, async () => {
      const missing = null as unknown as { deep: { value: number } };
      return { value: missing.deep.value };
    });
    app.get('/api/v1/__test/throw-string', { config: { access: 'public' } }, async () => {
      throw 'a bare string with internals /etc/passwd';
    });
    app.get('/api/v1/__test/throw-app-error', { config: { access: 'public' } }, async () => {
      throw new AppError('E-10507');
    });
    app.get('/api/v1/__test/reject-later', { config: { access: 'public' } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw Object.assign(new Error('db connection string postgres://u:p@h/db'), { statusCode: 500 });
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['GET', '/api/v1/no-such-route'],
    ['POST', '/api/v1/no-such-route'],
    ['DELETE', '/api/v1/health'],
    ['GET', '/api/no-version'],
    ['GET', '/files/nothing.png'],
  ] as const)('unknown route %s %s -> 404 E-10500', async (method, url) => {
    const res = await app.inject({ method, url });
    expectError(res, 404, 'E-10500');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('malformed JSON -> 400 E-10501', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/request_login_otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@acme.example",',
    });
    expectError(res, 400, 'E-10501');
  });

  it('an empty body declared as JSON -> 400 E-10501', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/request_login_otp',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectError(res, 400, 'E-10501');
  });

  it('an unsupported content type -> 415 E-10510', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/request_login_otp',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'email=x',
    });
    expectError(res, 415, 'E-10510');
  });

  it('a body over 20 MB -> 413 E-10300', async () => {
    const payload = JSON.stringify({ email: 'x'.repeat(20 * 1024 * 1024 + 16) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/request_login_otp',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectError(res, 413, 'E-10300');
  });

  it('a body just under 20 MB is read (and then judged by the route: 422, not 413)', async () => {
    const payload = JSON.stringify({ email: 'x'.repeat(20 * 1024 * 1024 - 64) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/request_login_otp',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectError(res, 422, 'E-10003');
  });

  it.each([
    '/api/v1/__test/throw-error',
    '/api/v1/__test/throw-type-error',
    '/api/v1/__test/throw-string',
    '/api/v1/__test/reject-later',
  ])('an unexpected exception (%s) -> 500 E-10001 without a stack trace or its message', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    const body = expectError(res, 500, 'E-10001');
    expect(body.message).toBe('Something went wrong. Please try again later.');
    expect(body.data).toBeNull();
    for (const leak of [
      /kaboom/,
      /hunter2/,
      /\bat \S+/,
      /\.ts:\d+/,
      /TypeError/,
      /Cannot read/,
      /postgres:\/\//,
      /\/etc\/passwd/,
      /stack/i,
    ]) {
      expect(res.body).not.toMatch(leak);
    }
  });

  it('an AppError thrown anywhere answers with its catalogue status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/__test/throw-app-error' });
    const body = expectError(res, 404, 'E-10507');
    expect(body.message).toBe('Not found.');
  });

  it('success responses use the same envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const body = envelopeOf(res);
    expect(body).toMatchObject({ status: 'success', status_code: 'S-10001', message: 'Success.' });
  });

  it('CORS: no cross-origin answers by default; an origin listed in CORS_ORIGINS may read them', async () => {
    const origin = 'https://partner.example';
    const plain = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const open = await buildTestApp({ config: { corsOrigins: [origin] } });
    try {
      const allowed = await open.inject({ method: 'GET', url: '/api/v1/health', headers: { origin } });
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      const other = await open.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('a multipart body to a route that takes no uploads answers E-10510 (uploads only where a route reads them)', async () => {
    const body = multipart({ email: 'someone@acme.example' });
    const res = await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', ...body });
    expectError(res, 415, 'E-10510');
  });

  it('API answers carry the API security headers, documents the full set (docs/security.md)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Document-only headers are not sent with JSON.
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // An error answer is JSON too.
    const missing = await app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(page.headers['permissions-policy'])).toMatch(/camera=\(\)/);
  });
});
