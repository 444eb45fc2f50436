/** OTP login: the code (sent by e-mail, stored as a keyed hash, single use, expiry, attempts, resend, language). */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOtp, hashOtp, OTP_TTL_SECONDS } from '../../src/server/modules/auth/otp.js';
import { bearer, buildTestApp, latestOtp, readOutbox, type App } from '../support/app.js';
import { timeOf } from '../support/time.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { EMPLOYEE, requestOtp, verifyOtp, wrongCode } from './auth-otp-helpers.js';

describe('OTP login: request_login_otp, resend_login_otp, verify_login_otp', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('the code', () => {
    it('is sent by e-mail, 6 digits, stored only as a keyed hash, valid 10 minutes', async () => {
      const res = await requestOtp(app, { email: EMPLOYEE });
      const data = expectSuccess<{ expires_in_seconds: number; resend_after_seconds: number }>(res, 'S-10002');
      expect(data.expires_in_seconds).toBe(600);
      const code = await latestOtp(app, EMPLOYEE);
      expect(code).toMatch(/^\d{6}$/);
      expect(res.body).not.toContain(code);

      const row = await app.ctx.db
        .selectFrom('otp_challenges')
        .selectAll()
        .where('email', '=', EMPLOYEE)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).toBe(
        hashOtp({ secret: app.ctx.config.otpSecret, challengeId: row.id, email: EMPLOYEE, code }),
      );
      // Keyed: the same input under another key (or none) gives another hash.
      expect(row.code_hash).not.toBe(hashOtp({ secret: 'other-key', challengeId: row.id, email: EMPLOYEE, code }));
      expect(row.code_hash).not.toBe(createHmac('sha256', '').update(code).digest('hex'));
      const lifetime = (timeOf(row.expires_at) - timeOf(row.created_at)) / 1000;
      expect(Math.abs(lifetime - OTP_TTL_SECONDS)).toBeLessThan(5);
    });

    it('comes from a CSPRNG helper that yields 6-digit strings spread over the range', () => {
      const codes = Array.from({ length: 2000 }, () => generateOtp());
      expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
      expect(new Set(codes).size).toBeGreaterThan(1900);
      const firstDigits = new Set(codes.map((c) => c[0]));
      expect(firstDigits.size).toBe(10);
    });

    it.each([
      [{ email: EMPLOYEE }, 'missing'],
      [{ email: EMPLOYEE, otp: '12345' }, 'five digits'],
      [{ email: EMPLOYEE, otp: '1234567' }, 'seven digits'],
      [{ email: EMPLOYEE, otp: 'abcdef' }, 'letters'],
      [{ email: EMPLOYEE, otp: '12 456' }, 'a space'],
      [{ email: EMPLOYEE, otp: 12345 }, 'a 5-digit number'],
      [{ email: EMPLOYEE, otp: 1.5 }, 'a fraction'],
      [{ email: EMPLOYEE, otp: true }, 'a boolean'],
    ])('verify %j (%s) -> 422 E-10006', async (payload, _reason) => {
      expectError(await verifyOtp(app, payload), 422, 'E-10006');
    });

    it('a wrong code -> 401 E-10007; the right one logs in with the login response of the spec', async () => {
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }), 'S-10002');
      const code = await latestOtp(app, EMPLOYEE);
      expectError(await verifyOtp(app, { email: EMPLOYEE, otp: wrongCode(code) }), 401, 'E-10007');
      const data = expectSuccess<Record<string, unknown>>(
        await verifyOtp(app, { email: EMPLOYEE, otp: code }),
        'S-10004',
      );
      for (const field of [
        'user_type',
        'is_new_user',
        'company',
        'auth_token',
        'is_financial_planner_register',
        'login_type',
        'token',
        'sso_type',
        'package_info',
        '_id',
        'unique_user_no',
        'user_preference',
      ]) {
        expect(data, field).toHaveProperty(field);
      }
      expect(data.user_type).toBe(4);
      expect(data.token).toBe(data.auth_token);
      expect(data.login_type).toBe(1);
      expect(data.company).toMatchObject({ company_name: 'Acme Corp' });
      expect((data.package_info as { modules: unknown[] }).modules).toHaveLength(10);
      const me = await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(String(data.token)) });
      expect(expectSuccess<{ email: string }>(me).email).toBe(EMPLOYEE);
    });

    it('logs the login in the activity log and stamps last_login_at', async () => {
      const user = await app.ctx.db
        .selectFrom('users')
        .select(['id', 'last_login_at'])
        .where('email', '=', EMPLOYEE)
        .executeTakeFirstOrThrow();
      expect(user.last_login_at).not.toBeNull();
      const logins = await app.ctx.db
        .selectFrom('user_activity')
        .select('id')
        .where('user_id', '=', user.id)
        .where('action_id', '=', 12)
        .execute();
      expect(logins.length).toBeGreaterThanOrEqual(1);
    });

    it('accepts the code as a number when it has 6 digits', async () => {
      const email = 'hr@acme.example';
      expectSuccess(await requestOtp(app, { email }));
      const code = await latestOtp(app, email);
      if (code.startsWith('0')) {
        expectSuccess(await verifyOtp(app, { email, otp: code }), 'S-10004');
        return;
      }
      expectSuccess(await verifyOtp(app, { email, otp: Number(code) }), 'S-10004');
    });

    it('is single use', async () => {
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      const code = await latestOtp(app, EMPLOYEE);
      expectSuccess(await verifyOtp(app, { email: EMPLOYEE, otp: code }), 'S-10004');
      expectError(await verifyOtp(app, { email: EMPLOYEE, otp: code }), 401, 'E-10008');
    });

    it('logs in once when the right code is sent twice at the same time', async () => {
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      const code = await latestOtp(app, EMPLOYEE);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => verifyOtp(app, { email: EMPLOYEE, otp: code })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    });

    it('is bound to the e-mail it was sent to', async () => {
      const other = 'hr@acme.example';
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      expectSuccess(await requestOtp(app, { email: other }));
      const employeeCode = await latestOtp(app, EMPLOYEE);
      const otherCode = await latestOtp(app, other);
      if (employeeCode !== otherCode)
        expectError(await verifyOtp(app, { email: other, otp: employeeCode }), 401, 'E-10007');
      expectSuccess(await verifyOtp(app, { email: EMPLOYEE, otp: employeeCode }), 'S-10004');
    });

    it('expires: after 10 minutes -> 401 E-10008', async () => {
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      const code = await latestOtp(app, EMPLOYEE);
      await app.ctx.db
        .updateTable('otp_challenges')
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where('email', '=', EMPLOYEE)
        .execute();
      expectError(await verifyOtp(app, { email: EMPLOYEE, otp: code }), 401, 'E-10008');
    });

    it('without any code requested -> 401 E-10008', async () => {
      expectError(await verifyOtp(app, { email: 'superadmin@finwell.example', otp: '123456' }), 401, 'E-10008');
    });

    it('dies after 5 wrong tries (E-10504), and then even the right code is refused', async () => {
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      const code = await latestOtp(app, EMPLOYEE);
      for (let i = 1; i <= 4; i++)
        expectError(await verifyOtp(app, { email: EMPLOYEE, otp: wrongCode(code, i) }), 401, 'E-10007');
      expectError(await verifyOtp(app, { email: EMPLOYEE, otp: wrongCode(code, 5) }), 429, 'E-10504');
      expectError(await verifyOtp(app, { email: EMPLOYEE, otp: code }), 429, 'E-10504');
    });

    it('a new code replaces the older one', async () => {
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      const first = await latestOtp(app, EMPLOYEE);
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }, 'resend_login_otp'), 'S-10003');
      const second = await latestOtp(app, EMPLOYEE);
      if (first !== second) expectError(await verifyOtp(app, { email: EMPLOYEE, otp: first }), 401, 'E-10007');
      expectSuccess(await verifyOtp(app, { email: EMPLOYEE, otp: second }), 'S-10004');
    });

    it('resend sends a fresh e-mail', async () => {
      const before = (await readOutbox(app, EMPLOYEE)).length;
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }, 'resend_login_otp'), 'S-10003');
      const after = await readOutbox(app, EMPLOYEE);
      expect(after.length).toBe(before + 1);
      expect(after[0].subject).toMatch(/^\d{6} is your FinWell login code$/);
    });

    it('the OTP e-mail reads in the language of the page that asked (Accept-Language), English otherwise', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/resend_login_otp',
        headers: { 'accept-language': 'hi-IN' },
        payload: { email: EMPLOYEE },
      });
      expectSuccess(res, 'S-10003');
      const [hindi] = await readOutbox(app, EMPLOYEE);
      expect(hindi.subject).toMatch(/^\d{6} आपका FinWell लॉग इन कोड है$/);
      // A browser's own list: English before Hindi gives English.
      const english = await app.inject({
        method: 'POST',
        url: '/api/v1/resend_login_otp',
        headers: { 'accept-language': 'en-GB,en;q=0.9,hi;q=0.8' },
        payload: { email: EMPLOYEE },
      });
      expectSuccess(english, 'S-10003');
      expect((await readOutbox(app, EMPLOYEE))[0].subject).toMatch(/^\d{6} is your FinWell login code$/);
    });

    it('admins without a company log in by OTP too', async () => {
      const email = 'superadmin@finwell.example';
      expectSuccess(await requestOtp(app, { email }));
      const data = expectSuccess<{ user_type: number; company: unknown }>(
        await verifyOtp(app, { email, otp: await latestOtp(app, email) }),
        'S-10004',
      );
      expect(data.user_type).toBe(1);
      expect(data.company).toBeNull();
    });
  });
});
