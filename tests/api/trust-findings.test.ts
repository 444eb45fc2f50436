import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

/** The findings of the issue-21 probe (README "Security"), one test each; every one failed before its fix. */
const EMPLOYEE = 'employee@acme.example';
const EMPLOYEE_PHONE = '9876543210';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fields: Record<string, string>, file?: { name: string; filename: string; data: Buffer }) {
  const boundary = '----finwelltrust';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function newClient(name: string, domain: string, extra: Record<string, unknown> = {}) {
  return {
    user_type: 3,
    company_name: name,
    email_domains: [`@${domain}`],
    status: 1,
    client_configuration: [
      { start_date: '2026-01-01', end_date: '2027-01-01', session_time_out_duration: 30, type_of_login: 1 },
    ],
    ...extra,
  };
}

describe('issue 21 probe findings', () => {
  let app: App;
  let employee: string;
  let hr: string;
  let admin: string;
  let superAdmin: string;

  beforeAll(async () => {
    app = await buildTestApp();
    employee = await sessionFor(app, EMPLOYEE);
    hr = await sessionFor(app, 'hr@acme.example');
    admin = await sessionFor(app, 'admin@finwell.example');
    superAdmin = await sessionFor(app, 'superadmin@finwell.example');
  });
  afterAll(async () => {
    await app.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown> | undefined,
    });
  const phoneOf = async (email: string) =>
    (await app.ctx.db.selectFrom('users').select('phone_number').where('email', '=', email).executeTakeFirstOrThrow())
      .phone_number;

  describe('a mobile number belongs to one active user', () => {
    it("another user's number on one's own profile -> 409 E-10515 on phone_number, in any stored form", async () => {
      for (const form of [EMPLOYEE_PHONE, '+919876543210', '91 9876543210'.replace(' ', '')]) {
        const res = expectError(await api('PATCH', '/user-profile', hr, { phone_number: form }), 409, 'E-10515');
        expect(fieldErrors(res)).toEqual([expect.objectContaining({ field: 'phone_number', code: 'E-10515' })]);
      }
      expect(await phoneOf('hr@acme.example')).toBeNull();
      // The owner still logs in by number.
      const sent = await app.inject({
        method: 'POST',
        url: '/api/v1/request_login_otp',
        payload: { phone_number: EMPLOYEE_PHONE },
      });
      expect(sent.statusCode).toBe(200);
    });

    it('the database itself refuses a second active owner; an inactive account does not hold a number', async () => {
      await expect(
        app.ctx.db
          .updateTable('users')
          .set({ phone_number: EMPLOYEE_PHONE })
          .where('email', '=', 'hr@acme.example')
          .execute(),
      ).rejects.toMatchObject({ code: '23505' });
      await app.ctx.db
        .updateTable('users')
        .set({ phone_number: EMPLOYEE_PHONE })
        .where('email', '=', 'inactive@acme.example')
        .execute();
      await app.ctx.db
        .updateTable('users')
        .set({ phone_number: null })
        .where('email', '=', 'inactive@acme.example')
        .execute();
      // The owner can save their own number again (no conflict with themselves).
      expectSuccess(await api('PATCH', '/user-profile', employee, { phone_number: `+91${EMPLOYEE_PHONE}` }), 'S-10006');
    });

    it("an admin edit giving an admin another user's number -> 409 E-10515", async () => {
      const list = expectSuccess<Array<Record<string, unknown>>>(await api('GET', '/admins', superAdmin));
      const target = list.find((a) => a.email === 'admin@finwell.example')!;
      const record = Object.fromEntries(
        ['first_name', 'last_name', 'email', 'user_type', 'status'].map((k) => [k, target[k]]),
      );
      const _id = target._id;
      const res = expectError(
        await api('PATCH', `/admins/${String(_id)}`, superAdmin, { ...record, phone_number: EMPLOYEE_PHONE }),
        409,
        'E-10515',
      );
      expect(fieldErrors(res)[0]).toMatchObject({ field: 'phone_number' });
    });
  });

  describe('package limits', () => {
    it('a partner employee cannot favourite a calculator outside the package (20), but can one inside (3)', async () => {
      const partner = await sessionFor(app, 'employee@globex.example');
      expectError(
        await api('POST', '/calculators/favourite', partner, { calculator_id: 20, is_favourite: true }),
        403,
        'E-10117',
      );
      expect(
        (await api('POST', '/calculators/favourite', partner, { calculator_id: 3, is_favourite: true })).statusCode,
      ).toBe(200);
    });

    it('counselors-booking-amt refuses a counsellor of a category the package lacks', async () => {
      const byCategory = async (category: number) =>
        (await app.ctx.db
          .selectFrom('counsellors' as never)
          .select('id' as never)
          .where('category' as never, '=', category as never)
          .where('status' as never, '=', 1 as never)
          .executeTakeFirstOrThrow()) as { id: number };
      const outside = await byCategory(1);
      const inside = await byCategory(3);
      const pkg = app.ctx.db.updateTable('packages').where('name', '=', 'Acme Complete');
      try {
        await pkg.set({ counsellor_category_ids: [3] }).execute();
        expectError(await api('GET', `/counselors-booking-amt/${outside.id}`, employee), 403, 'E-10117');
        expectSuccess(await api('GET', `/counselors-booking-amt/${inside.id}`, employee));
        // Admins are not limited by a package.
        expectSuccess(await api('GET', `/counselors-booking-amt/${outside.id}`, admin));
      } finally {
        await pkg.set({ counsellor_category_ids: [1, 2, 3] }).execute();
      }
    });
  });

  describe('uploads', () => {
    const logoFiles = () => {
      const dir = path.join(app.ctx.config.dataDir, 'uploads', 'logos');
      return existsSync(dir) ? readdirSync(dir) : [];
    };
    const addClient = (record: unknown, data: Buffer) => {
      const body = multipart({ data: JSON.stringify(record) }, { name: 'company_logo', filename: 'logo.png', data });
      return app.inject({
        method: 'POST',
        url: '/api/v1/company/add_client',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      });
    };

    it('a refused client record (422) or an oversized logo (413) leaves no file on disk', async () => {
      const before = logoFiles();
      const bad = newClient('Refused Ltd', 'refused.example', { email_domains: 'not-a-list' });
      expect((await addClient(bad, PNG)).statusCode).toBe(422);
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await addClient(newClient('Big Ltd', 'big.example'), big);
      expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);
      expect(['E-10065', 'E-10300']).toContain(tooBig.json().status_code);
      expect(logoFiles()).toEqual(before);
    });

    it('an accepted logo is written and served with Content-Disposition and nosniff', async () => {
      const created = expectSuccess<{ company_logo: string }>(
        await addClient(newClient('Served Ltd', 'served.example'), PNG),
        'S-10008',
        201,
      );
      expect(logoFiles()).toContain(path.basename(created.company_logo));
      const res = await app.inject({ method: 'GET', url: created.company_logo });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="[a-f0-9]{24}\.png"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('headers', () => {
    it('authenticated API answers carry Cache-Control: no-store; every document a Permissions-Policy', async () => {
      const authed = await api('GET', '/user-profile', employee);
      expect(authed.headers['cache-control']).toBe('no-store');
      const refused = await api('GET', '/user-profile', 'not-a-token');
      expect(refused.headers['cache-control']).toBe('no-store');
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(String(page.headers['permissions-policy'])).toMatch(/camera=\(\)/);
      expect(String(page.headers['permissions-policy'])).toMatch(/geolocation=\(\)/);
      expect(authed.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    });

    it('the API docs are served outside production only; HSTS only in production', async () => {
      const dev = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(dev.statusCode).toBe(200);
      expect(dev.headers['strict-transport-security']).toBeUndefined();
      const prod = await buildTestApp({ config: { nodeEnv: 'production' } });
      try {
        for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json']) {
          const res = await prod.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
        }
        const health = await prod.inject({ method: 'GET', url: '/api/v1/health' });
        expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      } finally {
        await prod.close();
      }
    });
  });

  describe('stored values', () => {
    it("a counsellor's image refuses javascript:, data: and protocol-relative URLs (E-10020); https and site paths pass", async () => {
      const id = (
        (await app.ctx.db
          .selectFrom('counsellors' as never)
          .select('id' as never)
          .where('status' as never, '=', 1 as never)
          .executeTakeFirstOrThrow()) as { id: number }
      ).id;
      const current = expectSuccess<Record<string, unknown>>(await api('GET', `/manage-counsellor/${id}`, admin));
      const editable = Object.fromEntries(
        [
          'first_name',
          'last_name',
          'email',
          'experience',
          'specialization_id',
          'category',
          'brief_profile',
          'location',
          'available_days',
          'available_times',
        ].map((k) => [k, current[k]]),
      );
      for (const image of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'data:text/html,<script>1</script>',
        '//evil.example/x.png',
      ]) {
        const res = await api('PATCH', `/manage-counsellor/${id}`, admin, { ...editable, image });
        expect(res.statusCode, image).toBe(422);
        expect(fieldErrors(res.json() as never)).toEqual(
          expect.arrayContaining([expect.objectContaining({ field: 'image', code: 'E-10020' })]),
        );
      }
      for (const image of ['https://cdn.example/p.png', '/files/uploads/counsellors/abc.png']) {
        const res = await api('PATCH', `/manage-counsellor/${id}`, admin, { ...editable, image });
        expect(res.statusCode, `${image}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    });

    it('a form overlay nested 10,000 levels -> 422 E-10527, not a stack overflow', async () => {
      // Written as text: JSON.stringify itself would overflow on such an object.
      const levels = 10_000;
      const deep = `${'{"type":"object","properties":{"x":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;
      const check = await app.inject({
        method: 'POST',
        url: '/api/v1/forms/client/check',
        headers: { ...bearer(superAdmin), 'content-type': 'application/json' },
        payload: `{"overlay":${deep}}`,
      });
      const body = expectError(check, 422, 'E-10527');
      expect(body.message).not.toMatch(/call stack/i);
      const save = await app.inject({
        method: 'POST',
        url: '/api/v1/forms/client/versions',
        headers: { ...bearer(superAdmin), 'content-type': 'application/json' },
        payload: `{"overlay":${deep},"ui_schema":{}}`,
      });
      expectError(save, 422, 'E-10527');
    });
  });
});
