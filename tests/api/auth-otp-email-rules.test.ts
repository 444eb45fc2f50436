/** OTP login: the e-mail rules of request_login_otp, resend_login_otp and verify_login_otp, and the company checks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { EMPLOYEE, requestOtp, verifyOtp } from './auth-otp-helpers.js';

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
});
