import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

const EMPLOYEE = 'employee@acme.example';

type Profile = Record<string, unknown> & {
  email: string;
  preferences: number[];
  is_new_user: boolean;
  profile_complete: boolean;
};

/** GET and PATCH /api/v1/user-profile, POST /api/v1/user-preference. */
describe('profile', () => {
  let app: App;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await loginAs(app, EMPLOYEE);
  });
  afterAll(async () => {
    await app.close();
  });

  const patch = (payload: unknown, t = token) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/user-profile',
      headers: bearer(t),
      payload: payload as Record<string, unknown>,
    });
  const preference = (payload: unknown, t = token) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user-preference',
      headers: bearer(t),
      payload: payload as Record<string, unknown>,
    });

  describe('GET /api/v1/user-profile', () => {
    it("returns the caller's own profile with package and company", async () => {
      const data = expectSuccess<Profile & { package_info: { modules: unknown[] }; company: { company_name: string } }>(
        await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) }),
      );
      expect(data).toMatchObject({
        email: EMPLOYEE,
        first_name: 'Priya',
        last_name: 'Sharma',
        user_type: 4,
        country: 'India',
      });
      expect(data.package_info.modules).toHaveLength(10);
      expect(data.company.company_name).toBe('Acme Corp');
      expect(data).not.toHaveProperty('token_hash');
    });

    it('needs a token', async () => {
      expectError(await app.inject({ method: 'GET', url: '/api/v1/user-profile' }), 401, 'E-10010');
    });
  });

  describe('PATCH /api/v1/user-profile', () => {
    it('saves the fields sent and leaves the others', async () => {
      const data = expectSuccess<Profile>(
        await patch({ first_name: 'Priyanka', phone_number: '+919876543210', gender: 2, city_name: 'Pune' }),
        'S-10006',
      );
      expect(data).toMatchObject({
        first_name: 'Priyanka',
        last_name: 'Sharma',
        phone_number: '9876543210',
        gender: 2,
        city_name: 'Pune',
      });
      const again = expectSuccess<Profile>(
        await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) }),
      );
      expect(again).toMatchObject({ first_name: 'Priyanka', phone_number: '9876543210' });
    });

    it('accepts a 6-series mobile number and stores its 10 digits (README "Decisions", Mobile numbers)', async () => {
      expect(expectSuccess<Profile>(await patch({ phone_number: '+916123456789' })).phone_number).toBe('6123456789');
      expect(expectSuccess<Profile>(await patch({ phone_number: '9876543210' })).phone_number).toBe('9876543210');
    });

    it('saves and clears a billing address', async () => {
      const address = {
        address: '12 MG Road',
        pin_code: '560001',
        state: 'Karnataka',
        city: 'Bengaluru',
        country: 'India',
      };
      expect(expectSuccess<Profile>(await patch({ billing_address: address })).billing_address).toEqual(address);
      expect(expectSuccess<Profile>(await patch({ billing_address: null })).billing_address).toBeNull();
    });

    it('saves the chosen language (docs/i18n.md); a locale the portal does not have is refused', async () => {
      type WithLocale = { locale: string | null };
      expect(expectSuccess<WithLocale>(await patch({ locale: 'hi-IN' })).locale).toBe('hi-IN');
      const after = await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) });
      expect(expectSuccess<WithLocale>(after).locale).toBe('hi-IN');
      const refused = await patch({ locale: 'fr-FR' });
      expect(refused.statusCode).toBe(422);
      expect(expectSuccess<WithLocale>(await patch({ locale: 'en-IN' })).locale).toBe('en-IN');
    });

    it('accepts letters beyond ASCII, apostrophes and hyphens in names', async () => {
      const data = expectSuccess<Profile>(await patch({ first_name: 'Zoë-Anne', last_name: "D'Souza" }));
      expect(data).toMatchObject({ first_name: 'Zoë-Anne', last_name: "D'Souza" });
    });

    it('logs an Edit action', async () => {
      const user = await app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', EMPLOYEE)
        .executeTakeFirstOrThrow();
      const edits = await app.ctx.db
        .selectFrom('user_activity')
        .select('navigation_url')
        .where('user_id', '=', user.id)
        .where('action_id', '=', 6)
        .execute();
      expect(edits.length).toBeGreaterThan(0);
    });

    it.each([
      [{ first_name: '' }, 'E-10060', 'first_name'],
      [{ first_name: 'R2D2' }, 'E-10060', 'first_name'],
      [{ first_name: 'x'.repeat(51) }, 'E-10060', 'first_name'],
      [{ first_name: null }, 'E-10060', 'first_name'],
      [{ last_name: '<script>' }, 'E-10061', 'last_name'],
      [{ gender: 4 }, 'E-10062', 'gender'],
      [{ gender: '1' }, 'E-10062', 'gender'],
      [{ age_range: 0 }, 'E-10063', 'age_range'],
      [{ age_range: '3' }, 'E-10063', 'age_range'],
      [{ phone_number: '12345' }, 'E-10052', 'phone_number'],
      [{ phone_number: '5123456789' }, 'E-10052', 'phone_number'],
      [{ pin_code: '012345' }, 'E-10404', 'pin_code'],
      [{ pin_code: 560001 }, 'E-10404', 'pin_code'],
      [
        { billing_address: { address: '', pin_code: '560001', state: 'KA', city: 'B', country: 'IN' } },
        'E-10403',
        'billing_address.address',
      ],
      [
        { billing_address: { address: 'a', pin_code: '56', state: 'KA', city: 'B', country: 'IN' } },
        'E-10404',
        'billing_address.pin_code',
      ],
      [
        { billing_address: { address: 'a', pin_code: '560001', state: '', city: 'B', country: 'IN' } },
        'E-10405',
        'billing_address.state',
      ],
      [
        { billing_address: { address: 'a', pin_code: '560001', state: 'KA', city: '', country: 'IN' } },
        'E-10406',
        'billing_address.city',
      ],
      [
        { billing_address: { address: 'a', pin_code: '560001', state: 'KA', city: 'B' } },
        'E-10407',
        'billing_address.country',
      ],
      [{ billing_address: 'somewhere' }, 'E-10403', 'billing_address'],
    ])('%j -> 422 %s on %s', async (payload, code, field) => {
      const body = expectError(await patch(payload), 422, code);
      expect(fieldErrors(body).map((f) => f.field)).toContain(field);
    });

    it('rejects unknown or read-only fields with E-10502 instead of dropping them', async () => {
      for (const payload of [
        { email: 'other@acme.example' },
        { user_type: 1 },
        { company_id: 2 },
        { status: 2 },
        { nickname: 'P' },
      ]) {
        const body = expectError(await patch(payload), 422, 'E-10502');
        expect(fieldErrors(body)[0]?.field).toBe(Object.keys(payload)[0]);
      }
      const me = expectSuccess<Profile>(
        await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) }),
      );
      expect(me.email).toBe(EMPLOYEE);
      expect(me.user_type).toBe(4);
    });

    it('reports every failing field, the specific code first', async () => {
      const body = expectError(await patch({ first_name: '', gender: 9, nickname: 'x' }), 422, 'E-10060');
      expect(
        fieldErrors(body)
          .map((f) => f.code)
          .sort(),
      ).toEqual(['E-10060', 'E-10062', 'E-10502']);
    });

    it('writes nothing when one field fails', async () => {
      await patch({ first_name: 'Valid', gender: 9 });
      const me = expectSuccess<Profile>(
        await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) }),
      );
      expect(me.first_name).not.toBe('Valid');
    });

    it('only ever edits the caller', async () => {
      const hr = await loginAs(app, 'hr@acme.example');
      expectSuccess(await patch({ city_name: 'Chennai' }, hr));
      const me = expectSuccess<Profile>(
        await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) }),
      );
      expect(me.city_name).not.toBe('Chennai');
    });

    it('needs a token', async () => {
      expectError(
        await app.inject({ method: 'PATCH', url: '/api/v1/user-profile', payload: { first_name: 'X' } }),
        401,
        'E-10010',
      );
    });
  });

  describe('POST /api/v1/user-preference', () => {
    it('saves age range, preferences and consent, and then the user is no longer new', async () => {
      const fresh = await loginAs(app, 'employee@globex.example');
      const partial = expectSuccess<Profile>(await preference({ age_range: 2, preferences: [1, 4] }, fresh), 'S-10007');
      expect(partial).toMatchObject({ age_range: 2, preferences: [1, 4], is_new_user: true, profile_complete: true });
      const done = expectSuccess<Profile>(await preference({ consent: true }, fresh), 'S-10007');
      expect(done.is_new_user).toBe(false);
      expect(done.consent_at).not.toBeNull();
    });

    it.each([
      [{ age_range: 6 }, 'E-10063'],
      [{ age_range: 'old' }, 'E-10063'],
      [{ preferences: [13] }, 'E-10502'],
      [{ preferences: [1, 1] }, 'E-10502'],
      [{ preferences: 'all' }, 'E-10502'],
      [{ consent: 'yes' }, 'E-10502'],
      [{ mood: 1 }, 'E-10502'],
    ])('%j -> 422 %s', async (payload, code) => {
      expectError(await preference(payload), 422, code);
    });

    it('needs a token', async () => {
      expectError(
        await app.inject({ method: 'POST', url: '/api/v1/user-preference', payload: { age_range: 1 } }),
        401,
        'E-10010',
      );
    });
  });
});
