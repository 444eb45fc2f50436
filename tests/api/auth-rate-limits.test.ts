import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../src/server/config.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

const EMPLOYEE = 'employee@acme.example';
/** The demo employee's registered mobile number (seed). */
const EMPLOYEE_PHONE = '9876543210';

/**
 * Limits on sending and trying codes: cooldown, per e-mail, per IP, and the global per-IP cap. Each test builds its
 * own app with its own limits inside the test, so the per-test time allows for a slow start on a busy machine.
 */
describe('OTP and global rate limits', { timeout: 120_000 }, () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const send = (a: App, email: string, opts: { route?: string; ip?: string } = {}) =>
    a.inject({
      method: 'POST',
      url: `/api/v1/${opts.route ?? 'request_login_otp'}`,
      payload: { email },
      remoteAddress: opts.ip ?? '127.0.0.1',
    });

  it('uses the production limits by default', () => {
    expect(DEFAULT_RATE_LIMITS).toMatchObject({ otpSendsPerEmailPerHour: 5, otpResendCooldownSeconds: 30 });
  });

  it('a resend inside the cooldown -> 429 E-10505 with the wait, and no e-mail', async () => {
    app = await buildTestApp({ rateLimits: 'real' });
    expectSuccess(await send(app, EMPLOYEE), 'S-10002');
    const body = expectError(await send(app, EMPLOYEE, { route: 'resend_login_otp' }), 429, 'E-10505');
    const wait = (body.data as { retry_after_seconds: number }).retry_after_seconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    // A second request_login_otp is a resend too.
    expectError(await send(app, EMPLOYEE), 429, 'E-10505');
    const mails = await app.ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', EMPLOYEE).execute();
    expect(mails).toHaveLength(1);
    // Another address is not held back by this one's cooldown.
    expectSuccess(await send(app, 'hr@acme.example'), 'S-10002');
  });

  it('more sends to one e-mail than the hourly cap -> 429 E-10503', async () => {
    app = await buildTestApp({ rateLimits: { otpSendsPerEmailPerHour: 3, otpResendCooldownSeconds: 0 } });
    for (let i = 0; i < 3; i++)
      expectSuccess(await send(app, EMPLOYEE, { route: i === 0 ? 'request_login_otp' : 'resend_login_otp' }));
    const body = expectError(await send(app, EMPLOYEE, { route: 'resend_login_otp' }), 429, 'E-10503');
    expect(body.data).toMatchObject({ retry_after_seconds: expect.any(Number) });
    expectSuccess(await send(app, 'hr@acme.example'));
  });

  it('more OTP calls from one IP than allowed per minute -> 429 E-10503 for that IP only', async () => {
    app = await buildTestApp({ rateLimits: { otpPerIpPerMinute: 5 } });
    for (let i = 0; i < 5; i++) {
      const res = await send(app, `user${i}@not-a-customer.example`, { ip: '203.0.113.7' });
      expect(res.statusCode).toBe(403);
    }
    const res = await send(app, EMPLOYEE, { ip: '203.0.113.7' });
    expectError(res, 429, 'E-10503');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectSuccess(await send(app, EMPLOYEE, { ip: '198.51.100.9' }), 'S-10002');
  });

  it("guessing codes from one IP is held back by verify_login_otp's own per-IP limit", async () => {
    app = await buildTestApp({ rateLimits: { otpPerIpPerMinute: 5 } });
    const guess = (ip: string) =>
      app!.inject({
        method: 'POST',
        url: '/api/v1/verify_login_otp',
        payload: { email: EMPLOYEE, otp: '123456' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await guess('203.0.113.8')).statusCode).toBe(401);
    expectError(await guess('203.0.113.8'), 429, 'E-10503');
    expect((await guess('203.0.113.9')).statusCode).toBe(401);
  });

  it('the production per-IP limit holds at its configured number', async () => {
    app = await buildTestApp({ rateLimits: 'real' });
    const limit = DEFAULT_RATE_LIMITS.otpPerIpPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push((await send(app, `user${i}@not-a-customer.example`, { ip: '192.0.2.1' })).statusCode);
    expect(statuses.slice(0, limit).every((s) => s === 403)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  const sendByPhone = (a: App, phone: string, opts: { route?: string; ip?: string } = {}) =>
    a.inject({
      method: 'POST',
      url: `/api/v1/${opts.route ?? 'request_login_otp'}`,
      payload: { phone_number: phone },
      remoteAddress: opts.ip ?? '127.0.0.1',
    });

  it("the phone path shares the account's cooldown: a request by number right after one by e-mail -> 429 E-10505, no e-mail", async () => {
    app = await buildTestApp({ rateLimits: 'real' });
    expectSuccess(await send(app, EMPLOYEE), 'S-10002');
    for (const route of ['request_login_otp', 'resend_login_otp']) {
      const body = expectError(await sendByPhone(app, `+91${EMPLOYEE_PHONE}`, { route }), 429, 'E-10505');
      // The refusal names where the still-valid code went, masked as on success.
      expect(body.data).toMatchObject({ retry_after_seconds: expect.any(Number), sent_to: 'e•••@acme.example' });
      expect(JSON.stringify(body)).not.toContain(EMPLOYEE);
    }
    const mails = await app.ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', EMPLOYEE).execute();
    expect(mails).toHaveLength(1);
  });

  it("sends by number count against the e-mail's hourly cap -> 429 E-10503", async () => {
    app = await buildTestApp({ rateLimits: { otpSendsPerEmailPerHour: 3, otpResendCooldownSeconds: 0 } });
    expectSuccess(await sendByPhone(app, EMPLOYEE_PHONE));
    expectSuccess(await send(app, EMPLOYEE, { route: 'resend_login_otp' }));
    expectSuccess(await sendByPhone(app, '919876543210', { route: 'resend_login_otp' }));
    expectError(await sendByPhone(app, EMPLOYEE_PHONE, { route: 'resend_login_otp' }), 429, 'E-10503');
    expectError(await send(app, EMPLOYEE), 429, 'E-10503');
    expectSuccess(await send(app, 'hr@acme.example'));
  });

  it('the per-IP limit counts requests by number too, unknown numbers included', async () => {
    app = await buildTestApp({ rateLimits: { otpPerIpPerMinute: 5 } });
    for (let i = 0; i < 5; i++)
      expectError(await sendByPhone(app, `700000000${i}`, { ip: '203.0.113.17' }), 404, 'E-10004');
    expectError(await sendByPhone(app, EMPLOYEE_PHONE, { ip: '203.0.113.17' }), 429, 'E-10503');
    expectSuccess(await sendByPhone(app, EMPLOYEE_PHONE, { ip: '198.51.100.19' }), 'S-10002');
  });

  it("guessing codes by number is held back by verify_login_otp's per-IP limit", async () => {
    app = await buildTestApp({ rateLimits: { otpPerIpPerMinute: 5 } });
    const guess = (ip: string) =>
      app!.inject({
        method: 'POST',
        url: '/api/v1/verify_login_otp',
        payload: { phone_number: EMPLOYEE_PHONE, otp: '123456' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await guess('203.0.113.18')).statusCode).toBe(401);
    expectError(await guess('203.0.113.18'), 429, 'E-10503');
  });

  it('the anonymous per-address limit answers 429 E-10503 on any route', async () => {
    app = await buildTestApp({ rateLimits: { anonPerWindow: 10 } });
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '192.0.2.50' })).statusCode).toBe(
        200,
      );
    expectError(
      await app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '192.0.2.50' }),
      429,
      'E-10503',
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '192.0.2.51' })).statusCode).toBe(
      200,
    );
  });

  it('one address flooding anonymously does not block a signed-in user behind it (NAT); that user has their own limit', async () => {
    app = await buildTestApp({ rateLimits: { anonPerWindow: 10, userPerWindow: 15 } });
    const nat = '192.0.2.60';
    const anonymous = () => app!.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: nat });
    const profile = (token: string, ip = nat) =>
      app!.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token), remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await anonymous()).statusCode).toBe(200);
    expectError(await anonymous(), 429, 'E-10503');

    // User B behind the same address is not held back by the anonymous flood ...
    const b = await sessionFor(app, 'employee@acme.example');
    for (let i = 0; i < 15; i++) expectSuccess(await profile(b));
    // ... but meets their own limit, wherever they call from ...
    const res = await profile(b);
    expectError(res, 429, 'E-10503');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await profile(b, '198.51.100.20'), 429, 'E-10503');
    // ... which counts the user, not the session: a second session of B shares it.
    expectError(await profile(await sessionFor(app, 'employee@acme.example')), 429, 'E-10503');
    // Another signed-in colleague behind the same address still has a whole budget.
    expectSuccess(await profile(await sessionFor(app, 'hr@acme.example')));
  });

  it('reads every limit from the environment, and keeps the OTP defaults', () => {
    const { rateLimits } = loadConfig({
      OTP_SECRET: 'x',
      RATE_LIMIT_USER_MAX: '300',
      RATE_LIMIT_ANON_MAX: '900',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_PUBLIC_WRITE_PER_MIN: '12',
      RATE_LIMIT_WEBHOOK_PER_MIN: '100',
    });
    expect(rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      userPerWindow: 300,
      anonPerWindow: 900,
      windowSeconds: 30,
      publicWritePerMinute: 12,
      webhookPerMinute: 100,
    });
    expect(rateLimits).toMatchObject({
      otpPerIpPerMinute: 30,
      otpSendsPerEmailPerHour: 5,
      otpResendCooldownSeconds: 30,
    });
    expect(loadConfig({ OTP_SECRET: 'x', RATE_LIMIT_OTP_PER_IP_PER_MIN: '7' }).rateLimits.otpPerIpPerMinute).toBe(7);
    expect(() => loadConfig({ OTP_SECRET: 'x', RATE_LIMIT_USER_MAX: 'lots' })).toThrow(/RATE_LIMIT_USER_MAX/);
  });
});
