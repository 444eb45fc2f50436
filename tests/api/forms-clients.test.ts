/**
 * Client (company) records validated by the client form definition: listing, adding with field
 * errors and a logo upload, editing (the form definitions themselves: forms-definitions.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { formsRequest, newClient, startFormsApp } from './forms-fixtures.js';

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
  let employee: string;

  beforeAll(async () => {
    ({ app, admin, employee } = await startFormsApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const req = formsRequest(() => app);

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
});
