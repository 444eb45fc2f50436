import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOtp, hashOtp, OTP_TTL_SECONDS } from '../../src/server/modules/auth/otp.js';
import { bearer, buildTestApp, latestOtp, readOutbox, type App } from '../support/app.js';
import { timeOf } from '../support/time.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

const EMPLOYEE = 'employee@acme.example';
/** The demo employee's registered mobile number (src/server/db/seed/demo.ts). */
const EMPLOYEE_PHONE = '9876543210';

function requestOtp(app: App, payload: unknown, route = 'request_login_otp') {
  return app.inject({ method: 'POST', url: `/api/v1/${route}`, payload: payload as Record<string, unknown> });
}

function verifyOtp(app: App, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: payload as Record<string, unknown> });
}

/** A wrong 6-digit code for this right one. */
function wrongCode(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, '0');
}

describe('OTP login: request_login_otp, resend_login_otp, verify_login_otp', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('e-mail rules', () => {
    it.each([
      [{}, 422, 'E-10002'],
      [{ email: '' }, 422, 'E-10002'],
      [{ email: '   ' }, 422, 'E-10002'],
      [{ email: 'not-an-email' }, 422, 'E-10003'],
      [{ email: 'a@b' }, 422, 'E-10003'],
      [{ email: 'bp_user@acme.example' }, 422, 'E-10003'],
      [{ email: 'employee.bp_x@acme.example' }, 422, 'E-10003'],
      [{ email: 42 }, 422, 'E-10003'],
      [{ email: `${'a'.repeat(250)}@acme.example` }, 422, 'E-10003'],
      [{ email: 'nobody@acme.example' }, 404, 'E-10004'],
      [{ email: 'someone@not-a-customer.example' }, 403, 'E-10084'],
      [{ email: 'inactive@acme.example' }, 403, 'E-10005'],
      [{ email: 'employee@initech.example' }, 403, 'E-10049'],
      [{ email: 'employee@umbrella.example' }, 403, 'E-10050'],
    ])('request %j -> %i %s', async (payload, http, code) => {
      const res = await requestOtp(app, payload);
      expectError(res, http, code);
    });

    it('names the failing field', async () => {
      const body = expectError(await requestOtp(app, { email: 'bp_x@acme.example' }), 422, 'E-10003');
      expect(fieldErrors(body)).toEqual([expect.objectContaining({ field: 'email', code: 'E-10003' })]);
    });

    it('rejects unknown body fields (not stripped) with E-10502', async () => {
      const body = expectError(await requestOtp(app, { email: EMPLOYEE, admin: true }), 422, 'E-10502');
      expect(fieldErrors(body)[0]?.field).toBe('admin');
    });

    it('applies the same rules to resend and verify', async () => {
      expectError(await requestOtp(app, { email: 'bp_x@acme.example' }, 'resend_login_otp'), 422, 'E-10003');
      expectError(
        await requestOtp(app, { email: 'someone@not-a-customer.example' }, 'resend_login_otp'),
        403,
        'E-10084',
      );
      expectError(await verifyOtp(app, { otp: '123456' }), 422, 'E-10002');
      expectError(await verifyOtp(app, { email: 'inactive@acme.example', otp: '123456' }), 403, 'E-10005');
    });

    it('refuses a company whose agreement has ended or not begun (E-10370), and accepts it again when current', async () => {
      const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
      try {
        await acme().set({ end_date: '2020-03-31' }).execute();
        expectError(await requestOtp(app, { email: EMPLOYEE }), 403, 'E-10370');
        await acme().set({ start_date: '2099-01-01', end_date: '2099-12-31' }).execute();
        expectError(await requestOtp(app, { email: EMPLOYEE }), 403, 'E-10370');
      } finally {
        await acme().set({ start_date: '2025-04-01', end_date: '2030-03-31' }).execute();
      }
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }), 'S-10002');
    });

    it('refuses an inactive company even for its active users (E-10049)', async () => {
      const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
      try {
        await acme().set({ status: 2 }).execute();
        expectError(await requestOtp(app, { email: 'hr@acme.example' }), 403, 'E-10049');
      } finally {
        await acme().set({ status: 1 }).execute();
      }
    });

    it('accepts mixed case and surrounding spaces as the same account', async () => {
      const data = expectSuccess<{ email: string }>(
        await requestOtp(app, { email: '  Employee@ACME.example ' }),
        'S-10002',
      );
      expect(data.email).toBe(EMPLOYEE);
    });
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

  describe('login with a registered mobile number (the code still goes by e-mail)', () => {
    const setPhone = (email: string, phone: string | null) =>
      app.ctx.db.updateTable('users').set({ phone_number: phone }).where('email', '=', email).execute();
    const challengeCount = async () => (await app.ctx.db.selectFrom('otp_challenges').select('id').execute()).length;
    const newestMailId = async (to: string) => (await readOutbox(app, to))[0]?.id ?? 0;

    it('the demo employee has the number in the seed', async () => {
      const row = await app.ctx.db
        .selectFrom('users')
        .select('phone_number')
        .where('email', '=', EMPLOYEE)
        .executeTakeFirstOrThrow();
      expect(row.phone_number).toBe(EMPLOYEE_PHONE);
    });

    it.each(['9876543210', '+919876543210', '919876543210', '+91 98765 43210', ' 98765-43210 '])(
      'request with %j sends the OTP to the registered e-mail, names it only masked, and verify with the number logs in',
      async (phone) => {
        const before = await newestMailId(EMPLOYEE);
        const res = await requestOtp(app, { phone_number: phone });
        const data = expectSuccess<Record<string, unknown>>(res, 'S-10002');
        expect(data).toEqual({
          phone_number: EMPLOYEE_PHONE,
          sent_to: 'e•••@acme.example',
          expires_in_seconds: 600,
          resend_after_seconds: 0,
        });
        // Knowing a number must not reveal the address it belongs to.
        expect(res.body).not.toContain(EMPLOYEE);
        const [mail] = await readOutbox(app, EMPLOYEE);
        expect(mail.id).toBeGreaterThan(before);
        expect(mail.to).toBe(EMPLOYEE);
        expect(mail.text).toContain('+91 98•••••210');
        const code = await latestOtp(app, EMPLOYEE);
        const login = expectSuccess<{ token: string; user_type: number }>(
          await verifyOtp(app, { phone_number: phone, otp: code }),
          'S-10004',
        );
        expect(login.user_type).toBe(4);
        const me = await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(login.token) });
        expect(expectSuccess<{ email: string }>(me).email).toBe(EMPLOYEE);
      },
    );

    it('resend by number sends a fresh code to the same e-mail and replaces the older one', async () => {
      expectSuccess(await requestOtp(app, { phone_number: EMPLOYEE_PHONE }));
      const first = await latestOtp(app, EMPLOYEE);
      const data = expectSuccess<{ sent_to: string }>(
        await requestOtp(app, { phone_number: EMPLOYEE_PHONE }, 'resend_login_otp'),
        'S-10003',
      );
      expect(data.sent_to).toBe('e•••@acme.example');
      const second = await latestOtp(app, EMPLOYEE);
      if (first !== second)
        expectError(await verifyOtp(app, { phone_number: EMPLOYEE_PHONE, otp: first }), 401, 'E-10007');
      expectSuccess(await verifyOtp(app, { phone_number: EMPLOYEE_PHONE, otp: second }), 'S-10004');
    });

    it("a code is the account's: sent by number, it verifies by e-mail too, and both share one attempt budget", async () => {
      expectSuccess(await requestOtp(app, { phone_number: EMPLOYEE_PHONE }));
      const code = await latestOtp(app, EMPLOYEE);
      expectSuccess(await verifyOtp(app, { email: EMPLOYEE, otp: code }), 'S-10004');

      expectSuccess(await requestOtp(app, { email: EMPLOYEE }));
      const live = await latestOtp(app, EMPLOYEE);
      for (let i = 1; i <= 4; i++) {
        const payload =
          i % 2
            ? { phone_number: `+91${EMPLOYEE_PHONE}`, otp: wrongCode(live, i) }
            : { email: EMPLOYEE, otp: wrongCode(live, i) };
        expectError(await verifyOtp(app, payload), 401, 'E-10007');
      }
      expectError(await verifyOtp(app, { phone_number: EMPLOYEE_PHONE, otp: wrongCode(live, 5) }), 429, 'E-10504');
      expectError(await verifyOtp(app, { phone_number: EMPLOYEE_PHONE, otp: live }), 429, 'E-10504');
      expectError(await verifyOtp(app, { email: EMPLOYEE, otp: live }), 429, 'E-10504');
    });

    it.each([
      ['12345'],
      ['6123456789'],
      ['98765432'],
      ['987654321012'],
      ['+92 9876543210'],
      ['0919876543210'],
      ['98765 4321O'],
      [''],
      ['   '],
      [42],
      [null],
    ])('a malformed number %j -> 422 E-10052 on phone_number, on every route, and nothing is sent', async (phone) => {
      const challenges = await challengeCount();
      for (const route of ['request_login_otp', 'resend_login_otp']) {
        const body = expectError(await requestOtp(app, { phone_number: phone }, route), 422, 'E-10052');
        expect(fieldErrors(body)).toEqual([expect.objectContaining({ field: 'phone_number', code: 'E-10052' })]);
      }
      expectError(await verifyOtp(app, { phone_number: phone, otp: '123456' }), 422, 'E-10052');
      expect(await challengeCount()).toBe(challenges);
    });

    it('an unregistered number answers as an unknown e-mail does (404 E-10004 on its field), sends nothing and creates no code', async () => {
      const challenges = await challengeCount();
      const mails = (await readOutbox(app)).length;
      const byEmail = expectError(await requestOtp(app, { email: 'nobody@acme.example' }), 404, 'E-10004');
      const byPhone = expectError(await requestOtp(app, { phone_number: '7000000001' }), 404, 'E-10004');
      expect(fieldErrors(byEmail)).toEqual([expect.objectContaining({ field: 'email', code: 'E-10004' })]);
      expect(fieldErrors(byPhone)).toEqual([expect.objectContaining({ field: 'phone_number', code: 'E-10004' })]);
      expect(Object.keys(byPhone.data as object)).toEqual(Object.keys(byEmail.data as object));
      expectError(await requestOtp(app, { phone_number: '+917000000001' }, 'resend_login_otp'), 404, 'E-10004');
      expectError(await verifyOtp(app, { phone_number: '7000000001', otp: '123456' }), 404, 'E-10004');
      expect(await challengeCount()).toBe(challenges);
      expect((await readOutbox(app)).length).toBe(mails);
    });

    it('a second active owner of a number is refused by the database (migration 2100), so login by number stays unambiguous', async () => {
      // Stored in another form: the unique index is on the normalised 10 digits.
      await expect(setPhone('hr@acme.example', '+919876543210')).rejects.toMatchObject({ code: '23505' });
      expectSuccess(await requestOtp(app, { phone_number: EMPLOYEE_PHONE }), 'S-10002');
      expectSuccess(await requestOtp(app, { email: EMPLOYEE }), 'S-10002');
    });

    it('an inactive user sharing the number does not count: the active owner logs in; an inactive sole owner gets E-10005', async () => {
      try {
        await setPhone('inactive@acme.example', EMPLOYEE_PHONE);
        expectSuccess(await requestOtp(app, { phone_number: EMPLOYEE_PHONE }), 'S-10002');
        expectSuccess(
          await verifyOtp(app, { phone_number: EMPLOYEE_PHONE, otp: await latestOtp(app, EMPLOYEE) }),
          'S-10004',
        );
        await setPhone('inactive@acme.example', '8888888888');
        expectError(await requestOtp(app, { phone_number: '8888888888' }), 403, 'E-10005');
      } finally {
        await setPhone('inactive@acme.example', null);
      }
    });

    it('after finding the user the phone path runs the same company and login-type checks', async () => {
      const cases: Array<[string, string, number, string]> = [
        ['employee@initech.example', '7111111111', 403, 'E-10049'],
        ['employee@umbrella.example', '7222222222', 403, 'E-10050'],
      ];
      try {
        for (const [email, phone, http, code] of cases) {
          await setPhone(email, phone);
          expectError(await requestOtp(app, { phone_number: phone }), http, code);
          expectError(await verifyOtp(app, { phone_number: phone, otp: '123456' }), http, code);
        }
        const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
        try {
          await acme().set({ end_date: '2020-03-31' }).execute();
          expectError(await requestOtp(app, { phone_number: EMPLOYEE_PHONE }), 403, 'E-10370');
        } finally {
          await acme().set({ end_date: '2030-03-31' }).execute();
        }
      } finally {
        for (const [email] of cases) await setPhone(email, null);
      }
    });

    it.each([
      [{ email: EMPLOYEE, phone_number: EMPLOYEE_PHONE }, 'both'],
      [{ email: EMPLOYEE, phone_number: '' }, 'both, one empty'],
      [{ email: '', phone_number: EMPLOYEE_PHONE }, 'both, the other empty'],
    ])('%j (%s) -> 422 E-10514 on both fields, on every route', async (payload, _why) => {
      for (const route of ['request_login_otp', 'resend_login_otp']) {
        const body = expectError(await requestOtp(app, payload, route), 422, 'E-10514');
        expect(fieldErrors(body).map((f) => [f.field, f.code])).toEqual([
          ['email', 'E-10514'],
          ['phone_number', 'E-10514'],
        ]);
      }
      expectError(await verifyOtp(app, { ...payload, otp: '123456' }), 422, 'E-10514');
    });

    it('neither identifier -> 422 E-10002 as before phone login existed', async () => {
      expectError(await requestOtp(app, {}), 422, 'E-10002');
      expectError(await requestOtp(app, {}, 'resend_login_otp'), 422, 'E-10002');
      expectError(await verifyOtp(app, { otp: '123456' }), 422, 'E-10002');
    });

    it('still refuses unknown body fields with E-10502 next to a phone number', async () => {
      expectError(await requestOtp(app, { phone_number: EMPLOYEE_PHONE, user_id: 1 }), 422, 'E-10502');
    });
  });
});
