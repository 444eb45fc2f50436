/**
 * POST end-user (an admin adds one employee) and sign-up by company domain (docs/employees.md): the
 * contract's validation codes, roles 4/12 and 5/10, the company's package, the welcome e-mail in the
 * employee's language, and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestOtp, type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { auditRows, newCompany, startEmployeesApp, welcomeMails } from './fixtures.js';

type Created = {
  id: number;
  email: string;
  user_type: number;
  status: number;
  company_id: number;
  locale: string | null;
};

describe('employees on record', () => {
  let app: App;
  let admin: string;
  let employee: string;
  let client: { id: number; package_id: number | null };
  let partner: { id: number; package_id: number | null };

  beforeAll(async () => {
    ({ app, admin, employee } = await startEmployeesApp());
    client = await newCompany(app, admin, {
      name: 'Signup Client',
      domain: 'signup-client.example',
      allowDomainSignup: true,
    });
    partner = await newCompany(app, admin, {
      name: 'Signup Partner',
      domain: 'signup-partner.example',
      userType: 9,
      allowDomainSignup: true,
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const add = (payload: Record<string, unknown>, token = admin) =>
    app.inject({ method: 'POST', url: '/api/v1/end-user', headers: bearer(token), payload });

  describe('POST end-user', () => {
    it('puts an employee on record (role 4), queues the welcome e-mail and logs it', async () => {
      const u = expectSuccess<Created>(
        await add({
          company_id: client.id,
          first_name: 'Kiran',
          last_name: 'Bose',
          email: 'Kiran.Bose@signup-client.example',
          phone_number: '+91 98111 22334',
          status: 1,
        }),
        'S-10008',
        201,
      );
      expect(u).toMatchObject({
        email: 'kiran.bose@signup-client.example',
        user_type: 4,
        status: 1,
        company_id: client.id,
        phone_number: '9811122334',
      });
      const [mail] = await welcomeMails(app, 'kiran.bose@signup-client.example');
      expect(mail.subject).toBe("Welcome to FinWell, Signup Client's financial-wellbeing portal");
      expect(mail.text).toContain('Hello Kiran,');
      expect(mail.text).toMatch(/http:\/\/[^\s]+\/login/);
      const audit = (await auditRows(app, 'user')).filter((r) => r.entity_id === String(u.id));
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'create',
          route: 'POST /api/v1/end-user',
          actor_email: 'admin@finwell.example',
        }),
      ]);
      expect(audit[0].after).toMatchObject({ email: 'kiran.bose@signup-client.example', user_type: 4 });
      // The new employee signs in by OTP.
      expectSuccess(
        await app.inject({
          method: 'POST',
          url: '/api/v1/request_login_otp',
          payload: { email: 'kiran.bose@signup-client.example' },
        }),
      );
    });

    it('a partner company employee is role 12; a Hindi reader gets the welcome e-mail in Hindi', async () => {
      const u = expectSuccess<Created>(
        await add({
          company_id: partner.id,
          first_name: 'Meera',
          email: 'meera@signup-partner.example',
          locale: 'hi-IN',
        }),
        'S-10008',
        201,
      );
      expect(u).toMatchObject({ user_type: 12, locale: 'hi-IN' });
      const [mail] = await welcomeMails(app, 'meera@signup-partner.example');
      expect(mail.subject).toBe('FinWell में आपका स्वागत है, Signup Partner का वित्तीय-कल्याण पोर्टल');
      expect(mail.text).toContain('नमस्ते');
      expect(mail.text).toContain('वन-टाइम पासवर्ड (OTP)');
    });

    it("answers the contract's codes: e-mail format, the company's domain, on record, mobile, name", async () => {
      const base = { company_id: client.id, first_name: 'X', status: 1 };
      const codes = async (payload: Record<string, unknown>, http: number, code: string) =>
        fieldErrors(expectError(await add(payload), http, code)).map((f) => [f.field, f.code]);
      expect(await codes({ ...base, email: 'not-an-email' }, 422, 'E-10003')).toEqual([['email', 'E-10003']]);
      expect(await codes({ ...base }, 422, 'E-10002')).toEqual([['email', 'E-10002']]);
      expect(await codes({ ...base, email: 'x@gmail.com' }, 403, 'E-10084')).toEqual([['email', 'E-10084']]);
      expect(await codes({ ...base, email: 'kiran.bose@signup-client.example' }, 409, 'E-10064')).toEqual([
        ['email', 'E-10064'],
      ]);
      expect(await codes({ ...base, email: 'p@signup-client.example', phone_number: '12345' }, 422, 'E-10052')).toEqual(
        [['phone_number', 'E-10052']],
      );
      expect(
        await codes({ ...base, email: 'p@signup-client.example', phone_number: '9811122334' }, 409, 'E-10515'),
      ).toEqual([['phone_number', 'E-10515']]);
      expect(await codes({ company_id: client.id, email: 'p@signup-client.example' }, 422, 'E-10060')).toEqual([
        ['first_name', 'E-10060'],
      ]);
      expectError(await add({ ...base, company_id: 999999, email: 'p@signup-client.example' }), 404, 'E-10533');
      expectError(await add({ ...base, email: 'p@signup-client.example' }, employee), 403, 'E-10506');
      const anon = await app.inject({ method: 'POST', url: '/api/v1/end-user', payload: base });
      expect(anon.statusCode).toBe(401);
      const none = await app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'p@signup-client.example')
        .execute();
      expect(none).toEqual([]);
    });
  });

  describe('sign-up by company domain', () => {
    const signUp = async (email: string, headers: Record<string, string> = {}) => {
      expectSuccess(
        await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email }, headers }),
        'S-10002',
      );
      const otp = await latestOtp(app, email);
      return expectSuccess<{
        token: string;
        user: { user_type: number; email: string };
        package_info: { modules: unknown[] };
      }>(
        await app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: { email, otp }, headers }),
        'S-10004',
      );
    };

    it('an unknown address of a client company that allows it becomes role 5 with the company package', async () => {
      expect(
        await app.ctx.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'new.person@signup-client.example')
          .execute(),
      ).toEqual([]);
      const login = await signUp('new.person@signup-client.example');
      const user = await app.ctx.db
        .selectFrom('users')
        .select(['id', 'user_type', 'company_id', 'package_id', 'status'])
        .where('email', '=', 'new.person@signup-client.example')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ user_type: 5, company_id: client.id, package_id: null, status: 1 });
      expect(JSON.stringify(login)).toContain('"user_type":5');
      const profile = expectSuccess<{ package_info: { package_id?: number; modules: unknown[] } }>(
        await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(login.token) }),
      );
      expect(profile.package_info.modules.length).toBeGreaterThan(0);
      const [mail] = await welcomeMails(app, 'new.person@signup-client.example');
      expect(mail.subject).toContain('Signup Client');
      const audit = (await auditRows(app, 'user')).filter((r) => r.entity_id === String(user.id));
      expect(audit).toEqual([expect.objectContaining({ action: 'create', route: 'POST /api/v1/verify_login_otp' })]);
      // A second login is an ordinary login of the account now on record.
      const again = await signUp('new.person@signup-client.example');
      expect(again.token).not.toBe(login.token);
      expect(await welcomeMails(app, 'new.person@signup-client.example')).toHaveLength(1);
    });

    it('of a partner company it becomes role 10; the welcome e-mail follows the request language', async () => {
      await signUp('saathi@signup-partner.example', { 'accept-language': 'hi-IN' });
      const user = await app.ctx.db
        .selectFrom('users')
        .select(['user_type', 'company_id'])
        .where('email', '=', 'saathi@signup-partner.example')
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ user_type: 10, company_id: partner.id });
      const [mail] = await welcomeMails(app, 'saathi@signup-partner.example');
      expect(mail.subject).toContain('स्वागत');
    });

    it('an unknown domain still answers E-10084 and a company without the flag E-10004', async () => {
      expectError(
        await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email: 'a@nowhere.example' } }),
        403,
        'E-10084',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/api/v1/request_login_otp',
          payload: { email: 'stranger@acme.example' },
        }),
        404,
        'E-10004',
      );
      // The flag is in the company form: turned off, the domain no longer signs anyone up.
      const record = expectSuccess<Record<string, unknown>>(
        await app.inject({
          method: 'GET',
          url: `/api/v1/company/get_client_by_id/${client.id}`,
          headers: bearer(admin),
        }),
      );
      expect(record.allow_domain_signup).toBe(true);
      const { id: _id, ...rest } = record;
      expectSuccess(
        await app.inject({
          method: 'PATCH',
          url: `/api/v1/company/edit_client/${client.id}`,
          headers: bearer(admin),
          payload: { ...rest, company_logo: null, allow_domain_signup: false },
        }),
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/api/v1/request_login_otp',
          payload: { email: 'late@signup-client.example' },
        }),
        404,
        'E-10004',
      );
    });
  });
});
