import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

/**
 * Form definitions (core schema + editable overlay, versioned, published without a deploy) and
 * the admin records they validate: clients, admin users and widget messages (counsellors and
 * discount codes: tests/api/counselling/counsellor-form.test.ts and discount-code-form.test.ts).
 */
type Form = {
  formKey: string;
  version: number;
  core: Record<string, unknown>;
  overlay: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  schema: { allOf: unknown[]; 'x-error-codes': Record<string, string> };
};
type Head = { form_key: string; latest_version: number; published_version: number };

const EMPLOYEE_COUNT = {
  type: 'object',
  properties: { employee_count: { type: 'integer', minimum: 1, maximum: 1_000_000, title: 'Employees' } },
};

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

/** A real 1x1 PNG: the upload check reads the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = '----finwelltest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('form definitions and the records they validate', () => {
  let app: App;
  let admin: string;
  let superAdmin: string;
  let employee: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await loginAs(app, 'admin@finwell.example');
    superAdmin = await loginAs(app, 'superadmin@finwell.example');
    employee = await loginAs(app, 'employee@acme.example');
  });
  afterAll(async () => {
    await app.close();
  });

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown> | undefined,
    });
  const heads = async () => expectSuccess<Head[]>(await req('GET', '/forms', superAdmin));
  const head = async (key: string) => (await heads()).find((h) => h.form_key === key)!;

  describe('GET forms/:key (admins)', () => {
    it.each(['client', 'admin-user', 'widget', 'counsellor', 'discount-code'])(
      '%s: the core, the overlay, the uiSchema and allOf[core, overlay] with the codes',
      async (key) => {
        const form = expectSuccess<Form>(await req('GET', `/forms/${key}`, admin));
        expect(form).toMatchObject({ formKey: key, version: 1 });
        expect(form.schema.allOf).toHaveLength(2);
        expect(form.schema['x-error-codes']).toEqual(form.core['x-error-codes']);
      },
    );

    it('an unknown form is 404 E-10530', async () => {
      expectError(await req('GET', '/forms/nope', admin), 404, 'E-10530');
    });

    it('employees are refused (403 E-10506), no token 401 E-10010', async () => {
      expectError(await req('GET', '/forms/client', employee), 403, 'E-10506');
      expectError(await req('GET', '/forms/client', null), 401, 'E-10010');
    });
  });

  describe('editing form definitions (super admins only)', () => {
    it.each([
      ['GET', '/forms', undefined],
      ['GET', '/forms/client/versions', undefined],
      ['POST', '/forms/client/check', { overlay: EMPLOYEE_COUNT }],
      ['POST', '/forms/client/versions', { overlay: EMPLOYEE_COUNT, ui_schema: {} }],
      ['PATCH', '/forms/client', { version: 1, base_published_version: 1 }],
    ] as const)('an admin is refused %s %s (403 E-10506)', async (method, url, body) => {
      expectError(await req(method, url, admin, body), 403, 'E-10506');
      expectError(await req(method, url, employee, body), 403, 'E-10506');
    });

    it('lists every form with its versions', async () => {
      expect((await heads()).map((h) => h.form_key).sort()).toEqual([
        'admin-user',
        'assessment',
        'client',
        'counsellor',
        'course',
        'course-chapter',
        'cta',
        'discount-code',
        'elearning-video',
        'kb-article',
        'kb-category',
        'kb-faq',
        'kb-group',
        'kb-sub-category',
        'notification',
        'package',
        'reminder',
        'spotlight',
        'video-playlist',
        'widget',
      ]);
      const versions = expectSuccess<Array<{ version: number; note: string }>>(
        await req('GET', '/forms/client/versions', superAdmin),
      );
      expect(versions[0]).toMatchObject({ version: 1, note: 'Shipped with the product' });
      expectError(await req('GET', '/forms/nope/versions', superAdmin), 404, 'E-10530');
    });

    it('check: a valid overlay reports how many existing records it was checked against', async () => {
      const r = expectSuccess<{ checked: number; rejected: unknown[] }>(
        await req('POST', '/forms/client/check', superAdmin, { overlay: EMPLOYEE_COUNT }),
      );
      expect(r.checked).toBe(4);
      expect(r.rejected).toEqual([]);
    });

    it('check: an overlay that rejects some records counts them', async () => {
      const overlay = { type: 'object', properties: { company_name: { type: 'string', pattern: '^A' } } };
      const r = expectSuccess<{
        checked: number;
        rejected: Array<{ index: number; errors: Array<{ field: string; code: string }> }>;
      }>(await req('POST', '/forms/client/check', superAdmin, { overlay }));
      expect(r.rejected.length).toBe(3); // all but Acme Corp
      expect(r.rejected[0].errors[0]).toMatchObject({ field: 'company_name', code: 'E-10018' });
    });

    it.each([
      ['E-10527', 'not a JSON Schema', { type: 'object', properties: { x: { type: 'nonsense' } } }],
      [
        'E-10527',
        'an unknown keyword (strict)',
        { type: 'object', properties: { x: { type: 'string', widget: 'big' } } },
      ],
      ['E-10527', 'not an object', ['a']],
      [
        'E-10528',
        'a new required field no record has',
        { type: 'object', required: ['employee_count'], properties: EMPLOYEE_COUNT.properties },
      ],
    ])('%s: %s', async (code, _name, overlay) => {
      expectError(await req('POST', '/forms/client/check', superAdmin, { overlay }), 422, code);
      if (!Array.isArray(overlay))
        expectError(await req('POST', '/forms/client/versions', superAdmin, { overlay, ui_schema: {} }), 422, code);
    });

    it('a super admin adds a field: save a version, publish it, and the form and the server follow at once', async () => {
      const saved = expectSuccess<{ version: number }>(
        await req('POST', '/forms/client/versions', superAdmin, {
          overlay: EMPLOYEE_COUNT,
          ui_schema: { employee_count: { 'ui:help': 'Head count' } },
          note: 'Add employee count',
        }),
        'S-10008',
        201,
      );
      expect(saved.version).toBe(2);
      // Saved, not yet published: the admin form is unchanged and the field is still unknown.
      expect(expectSuccess<Form>(await req('GET', '/forms/client', admin)).version).toBe(1);
      const early = expectError(
        await req('POST', '/company/add_client', admin, newClient('Early Ltd', 'early.example', { employee_count: 5 })),
        422,
        'E-10502',
      );
      expect(fieldErrors(early)).toEqual([expect.objectContaining({ field: 'employee_count', code: 'E-10502' })]);

      expectSuccess(
        await req('PATCH', '/forms/client', superAdmin, { version: 2, base_published_version: 1 }),
        'S-10009',
      );
      const form = expectSuccess<Form>(await req('GET', '/forms/client', admin));
      expect(form.version).toBe(2);
      expect(form.overlay).toEqual(EMPLOYEE_COUNT);
      expect(form.uiSchema).toEqual({ employee_count: { 'ui:help': 'Head count' } });

      // The overlay's rule is enforced by the server...
      expect(
        fieldErrors(
          expectError(
            await req(
              'POST',
              '/company/add_client',
              admin,
              newClient('Zero Ltd', 'zero.example', { employee_count: 0 }),
            ),
            422,
            'E-10502',
          ),
        ),
      ).toEqual([expect.objectContaining({ field: 'employee_count' })]);
      // ...a valid value is stored with the record, returned, and listed as an extra column.
      const created = expectSuccess<{ id: number; employee_count: number }>(
        await req(
          'POST',
          '/company/add_client',
          admin,
          newClient('Counted Ltd', 'counted.example', { employee_count: 250 }),
        ),
        'S-10008',
        201,
      );
      expect(created.employee_count).toBe(250);
      const list = expectSuccess<{
        companies: Array<{ company_name: string; employee_count?: number }>;
        extra_fields: Array<{ key: string; title: string }>;
      }>(await req('GET', '/company/get_all_client?search=Counted', admin));
      expect(list.extra_fields).toEqual([{ key: 'employee_count', title: 'Employees' }]);
      expect(list.companies[0].employee_count).toBe(250);
      expect(
        expectSuccess<{ employee_count: number }>(await req('GET', `/company/get_client_by_id/${created.id}`, admin))
          .employee_count,
      ).toBe(250);
    });

    it('publishing over a concurrent publish is refused with 409 E-10531', async () => {
      expectError(
        await req('PATCH', '/forms/client', superAdmin, { version: 1, base_published_version: 1 }),
        409,
        'E-10531',
      );
      expect((await head('client')).published_version).toBe(2);
    });

    it('an unknown version is 404 E-10529', async () => {
      expectError(
        await req('PATCH', '/forms/client', superAdmin, { version: 99, base_published_version: 2 }),
        404,
        'E-10529',
      );
    });

    it('restoring version 1 takes the field away again (unknown fields are rejected, not stripped)', async () => {
      expectSuccess(
        await req('PATCH', '/forms/client', superAdmin, { version: 1, base_published_version: 2 }),
        'S-10009',
      );
      expect(expectSuccess<Form>(await req('GET', '/forms/client', admin)).version).toBe(1);
      expectError(
        await req('POST', '/company/add_client', admin, newClient('Late Ltd', 'late.example', { employee_count: 3 })),
        422,
        'E-10502',
      );
      expect(
        expectSuccess<{ extra_fields: unknown[] }>(await req('GET', '/company/get_all_client', admin)).extra_fields,
      ).toEqual([]);
    });
  });

  describe('clients (company/*)', () => {
    it('lists with search, type and status filters and paging', async () => {
      type List = {
        companies: Array<{ company_name: string; user_type: number; status: number }>;
        total: number;
        current_page: number;
        next_page: number | null;
        total_page: number;
      };
      const all = expectSuccess<List>(await req('GET', '/company/get_all_client?limit=2', admin));
      expect(all).toMatchObject({ current_page: 1, next_page: 2 });
      expect(all.companies).toHaveLength(2);
      expect(all.total_page).toBe(Math.ceil(all.total / 2));
      const partners = expectSuccess<List>(await req('GET', '/company/get_all_client?user_type=9', admin));
      expect(partners.companies.map((c) => c.company_name)).toEqual(['Globex']);
      const inactive = expectSuccess<List>(await req('GET', '/company/get_all_client?status=2', admin));
      expect(inactive.companies.map((c) => c.company_name)).toEqual(['Initech']);
      expect(
        expectSuccess<List>(await req('GET', '/company/get_all_client?search=acm', admin)).companies.map(
          (c) => c.company_name,
        ),
      ).toEqual(['Acme Corp']);
      expectError(await req('GET', '/company/get_all_client?user_type=4', admin), 422, 'E-10502');
      expectError(await req('GET', '/company/get_all_client', employee), 403, 'E-10506');
    });

    it('add_client answers each field with its own E-code', async () => {
      const res = expectError(
        await req('POST', '/company/add_client', admin, {
          user_type: 3,
          company_name: '',
          email_domains: ['nodomain'],
          client_configuration: [],
        }),
        422,
        'E-10018',
      );
      const codes = Object.fromEntries(fieldErrors(res).map((f) => [f.field, f.code]));
      expect(codes).toMatchObject({
        company_name: 'E-10018',
        email_domains: 'E-10019',
        client_configuration: 'E-10028',
      });
    });

    it('add_client refuses a duplicate company (409 E-10183) and an end date before the start', async () => {
      expectError(
        await req('POST', '/company/add_client', admin, newClient('Acme Corp', 'other.example')),
        409,
        'E-10183',
      );
      const bad = newClient('Backwards Ltd', 'backwards.example', {
        client_configuration: [
          { start_date: '2027-01-01', end_date: '2026-01-01', session_time_out_duration: 30, type_of_login: 1 },
        ],
      });
      const res = expectError(await req('POST', '/company/add_client', admin, bad), 422, 'E-10022');
      expect(fieldErrors(res)[0].field).toBe('client_configuration.0.end_date');
    });

    it('add_client as multipart stores the logo; edit_client keeps it and changes fields', async () => {
      const body = multipart(
        { data: JSON.stringify(newClient('Logo Ltd', 'logo.example')) },
        { name: 'company_logo', filename: 'logo.png', type: 'image/png', data: PNG },
      );
      const created = expectSuccess<{ id: number; company_logo: string }>(
        await app.inject({
          method: 'POST',
          url: '/api/v1/company/add_client',
          headers: { ...bearer(admin), ...body.headers },
          payload: body.payload,
        }),
        'S-10008',
        201,
      );
      expect(created.company_logo).toMatch(/^\/files\//);
      const record = expectSuccess<Record<string, unknown>>(
        await req('GET', `/company/get_client_by_id/${created.id}`, admin),
      );
      const edited = expectSuccess<{ primary_contact_name: string; company_logo: string }>(
        await req('PATCH', `/company/edit_client/${created.id}`, admin, { ...record, primary_contact_name: 'Finance' }),
        'S-10009',
      );
      expect(edited).toMatchObject({ primary_contact_name: 'Finance', company_logo: created.company_logo });
    });

    it('a logo that is not an image is refused', async () => {
      const body = multipart(
        { data: JSON.stringify(newClient('Fake Ltd', 'fake.example')) },
        { name: 'company_logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('not an image at all') },
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/company/add_client',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().status_code).toBe('E-10534');
    });

    it('an unknown company is 404 E-10533', async () => {
      expectError(await req('GET', '/company/get_client_by_id/999', admin), 404, 'E-10533');
      expectError(
        await req('PATCH', '/company/edit_client/999', admin, newClient('Nobody', 'nobody.example')),
        404,
        'E-10533',
      );
    });
  });

  describe('admins (super admins only)', () => {
    it('an admin or an employee is refused (403 E-10506)', async () => {
      expectError(await req('GET', '/admins', admin), 403, 'E-10506');
      expectError(
        await req('POST', '/admins', admin, {
          first_name: 'A',
          last_name: 'B',
          email: 'x@finwell.example',
          user_type: 2,
        }),
        403,
        'E-10506',
      );
      expectError(await req('GET', '/admins', employee), 403, 'E-10506');
    });

    it('creates, lists and edits an admin from the admin-user form', async () => {
      const created = expectSuccess<{ _id: string; email: string; status: number }>(
        await req('POST', '/admins', superAdmin, {
          first_name: 'Asha',
          last_name: 'Pillai',
          email: 'Asha@Finwell.example',
          user_type: 2,
        }),
        'S-10008',
        201,
      );
      expect(created).toMatchObject({ email: 'asha@finwell.example', status: 1 });
      const list = expectSuccess<Array<{ _id: string }>>(await req('GET', '/admins', superAdmin));
      expect(list.some((a) => a._id === created._id)).toBe(true);
      const edited = expectSuccess<{ status: number }>(
        await req('PATCH', `/admins/${created._id}`, superAdmin, {
          first_name: 'Asha',
          last_name: 'Pillai',
          email: 'asha@finwell.example',
          user_type: 2,
          status: 2,
        }),
        'S-10009',
      );
      expect(edited.status).toBe(2);
    });

    it('answers field errors with their E-codes and refuses a used email (E-10064)', async () => {
      const res = expectError(
        await req('POST', '/admins', superAdmin, {
          first_name: '',
          last_name: 'X',
          email: 'bad',
          user_type: 3,
          phone_number: '123',
        }),
        422,
        'E-10060',
      );
      const codes = Object.fromEntries(fieldErrors(res).map((f) => [f.field, f.code]));
      expect(codes).toMatchObject({
        first_name: 'E-10060',
        email: 'E-10003',
        user_type: 'E-10204',
        phone_number: 'E-10052',
      });
      expectError(
        await req('POST', '/admins', superAdmin, {
          first_name: 'Arjun',
          last_name: 'M',
          email: 'admin@finwell.example',
          user_type: 2,
        }),
        409,
        'E-10064',
      );
    });
  });

  describe('widget messages (company/widget)', () => {
    const item = {
      title: 'Tax-saving week',
      placement: 'widget',
      message: '<p>Save <script>alert(1)</script>tax</p>',
      start_date: '2026-01-01',
      end_date: '2099-01-31',
      is_default: true,
      is_retail: false,
      company_ids: [],
      status: 1,
    };

    it('creates (message sanitised), lists, edits and deletes', async () => {
      const created = expectSuccess<{ id: number; message: string }>(
        await req('POST', '/company/widget', admin, item),
        'S-10008',
        201,
      );
      expect(created.message).toBe('<p>Save tax</p>');
      const list = expectSuccess<{ list: Array<{ id: number }>; total: number }>(
        await req('GET', '/company/widget', admin),
      );
      expect(list.list.some((w) => w.id === created.id)).toBe(true);
      expectSuccess(
        await req('PATCH', `/company/widget/${created.id}`, admin, { ...item, title: 'Tax week' }),
        'S-10009',
      );
      // The ad banner on the employee's home page shows it.
      const homePage = expectSuccess<{ widgets_List: Array<{ type: string }> }>(
        await req('POST', '/landing-page/layout', admin, {
          doc: {
            schemaVersion: 2,
            companyId: null,
            widgets: [
              {
                id: 'ads',
                type: 'ad_banner',
                typeVersion: 1,
                grid: { x: 0, y: 0, w: 12, h: 2 },
                props: { placement: 'widget' },
              },
            ],
          },
        }),
      );
      expect(JSON.stringify(homePage.widgets_List)).toContain('Tax week');
      expectSuccess(await req('DELETE', `/company/widget/${created.id}`, admin), 'S-10010');
      expectError(await req('DELETE', `/company/widget/${created.id}`, admin), 404, 'E-10507');
    });

    it('answers field and rule errors with their E-codes', async () => {
      const res = expectError(
        await req('POST', '/company/widget', admin, { placement: 'banner', start_date: 'x', end_date: '2026-01-01' }),
        422,
        'E-10248',
      );
      expect(Object.fromEntries(fieldErrors(res).map((f) => [f.field, f.code]))).toMatchObject({
        title: 'E-10248',
        placement: 'E-10249',
        start_date: 'E-10021',
      });
      expectError(await req('POST', '/company/widget', admin, { ...item, end_date: '2025-01-01' }), 422, 'E-10394');
      expectError(await req('POST', '/company/widget', admin, { ...item, is_retail: true }), 422, 'E-10417');
      expectError(await req('GET', '/company/widget', employee), 403, 'E-10506');
    });
  });
});
