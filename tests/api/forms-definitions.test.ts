/**
 * Form definitions (core schema + editable overlay, versioned, published without a deploy): reading
 * them, and super admins checking, saving, publishing and restoring versions. The admin records they
 * validate: forms-clients.test.ts and forms-admins-widgets.test.ts (counsellors and discount codes:
 * tests/api/counselling/counsellor-form.test.ts and discount-code-form.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { formsRequest, newClient, startFormsApp } from './forms-fixtures.js';

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

describe('form definitions and the records they validate', () => {
  let app: App;
  let admin: string;
  let superAdmin: string;
  let employee: string;

  beforeAll(async () => {
    ({ app, admin, superAdmin, employee } = await startFormsApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const req = formsRequest(() => app);
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
});
