/** OTP login with a registered mobile number: the code still goes by e-mail; number formats, owners and checks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, latestOtp, readOutbox, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { EMPLOYEE, EMPLOYEE_PHONE, requestOtp, verifyOtp, wrongCode } from './auth-otp-helpers.js';

describe('OTP login: request_login_otp, resend_login_otp, verify_login_otp', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
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
      ['5123456789'],
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

    it('a registered 6-series number logs in like any other (README "Decisions", Mobile numbers)', async () => {
      try {
        await setPhone('hr@acme.example', '6123456789');
        const data = expectSuccess<{ phone_number: string }>(
          await requestOtp(app, { phone_number: '+91 61234 56789' }),
        );
        expect(data.phone_number).toBe('6123456789');
        const code = await latestOtp(app, 'hr@acme.example');
        expectSuccess(await verifyOtp(app, { phone_number: '6123456789', otp: code }), 'S-10004');
      } finally {
        await setPhone('hr@acme.example', null);
      }
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
