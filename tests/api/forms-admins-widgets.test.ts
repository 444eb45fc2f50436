/**
 * Admin users (admin-user form, super admins only) and widget messages (widget form) as the form
 * definitions validate them (the form definitions themselves: forms-definitions.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { formsRequest, startFormsApp } from './forms-fixtures.js';

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
