import { beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../forms-fixtures.js';
import { bearer, codeOf, json, paidUserPackage, useCommerce } from './helpers.js';

/** Issue 29: a package needs modules (E-10250), and an inactive package takes no new company (E-10640). */
const c = useCommerce();

const req = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown) =>
  c.app.inject({ method, url: `/api/v1${url}`, headers: bearer(c.admin), payload: payload as object | undefined });

const fieldsOf = (res: { body: string }) =>
  (JSON.parse(res.body) as { data: { errors?: Array<{ field: string; code: string }> } }).data.errors ?? [];

async function addCompany(name: string, domain: string, extra: Record<string, unknown> = {}) {
  const res = await req('POST', '/company/add_client', newClient(name, domain, extra));
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}

async function addPackage(body: Record<string, unknown>) {
  const res = await req('POST', '/package', body);
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}

describe('package refusals (issue 29)', () => {
  // The first form write compiles the published package form; done here (hook time) so a busy machine does not
  // push the first test past the test timeout.
  beforeAll(async () => {
    expect((await req('POST', '/package', {})).statusCode).toBe(422);
  });

  it('refuses a package without modules, or with a module that does not exist, on modules with E-10250', async () => {
    for (const modules of [[], [11], undefined]) {
      const body: Record<string, unknown> = paidUserPackage({ name: 'No modules', modules });
      if (modules === undefined) delete body.modules;
      const res = await req('POST', '/package', body);
      expect(res.statusCode).toBe(422);
      expect(codeOf(res)).toBe('E-10250');
      expect(fieldsOf(res)).toContainEqual(expect.objectContaining({ field: 'modules', code: 'E-10250' }));
    }
    const none = await c.app.ctx.db.selectFrom('packages').select('id').where('name', '=', 'No modules').execute();
    expect(none).toEqual([]);
  });

  it('refuses to give an inactive package to a new company, or to another package than before (E-10640)', async () => {
    const inactive = await addPackage(paidUserPackage({ name: 'Retired plan', applicable_to: 2, status: 2 }));
    const active = await addPackage(paidUserPackage({ name: 'Current plan', applicable_to: 2 }));

    const refused = await req(
      'POST',
      '/company/add_client',
      newClient('Inactive Pkg Ltd', 'inactivepkg.example', { package_id: inactive }),
    );
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toContainEqual(expect.objectContaining({ field: 'package_id', code: 'E-10640' }));
    const absent = await c.app.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Inactive Pkg Ltd')
      .execute();
    expect(absent).toEqual([]);

    // A company on an active package, later made inactive, keeps it through an edit; a switch to it is refused.
    const id = await addCompany('Kept Pkg Ltd', 'keptpkg.example', { package_id: active });
    const record = json<Record<string, unknown>>(await req('GET', `/company/get_client_by_id/${id}`));
    const body = { ...record };
    for (const k of ['id', '_id', 'created_at', 'updated_at', 'company_logo']) delete body[k];
    const current = json<Record<string, unknown>>(await req('GET', `/package/${active}`));
    expect(
      (
        await req('PATCH', `/package/${active}`, {
          ...paidUserPackage({ name: 'Current plan', applicable_to: 2 }),
          status: 2,
        })
      ).statusCode,
    ).toBe(200);
    expect(current.status).toBe(1);
    const kept = await req('PATCH', `/company/edit_client/${id}`, { ...body, primary_contact_name: 'Still here' });
    expect(kept.statusCode).toBe(200);
    const other = await addCompany('Other Pkg Ltd', 'otherpkg.example');
    const otherRecord = json<Record<string, unknown>>(await req('GET', `/company/get_client_by_id/${other}`));
    const otherBody: Record<string, unknown> = { ...otherRecord, package_id: inactive };
    for (const k of ['id', '_id', 'created_at', 'updated_at', 'company_logo']) delete otherBody[k];
    const switched = await req('PATCH', `/company/edit_client/${other}`, otherBody);
    expect(switched.statusCode).toBe(422);
    expect(codeOf(switched)).toBe('E-10640');
  });

  it('refuses new companies on an inactive package for specific clients (E-10640) and keeps the ones it had', async () => {
    const a = await addCompany('Specific A Ltd', 'speca.example');
    const b = await addCompany('Specific B Ltd', 'specb.example');
    const base = paidUserPackage({ name: 'Specific plan', applicable_to: 1, company_ids: [a] });
    const refused = await req('POST', '/package', { ...base, name: 'Specific off', status: 2 });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toContainEqual(expect.objectContaining({ field: 'company_ids', code: 'E-10640' }));

    const id = await addPackage(base);
    // Made inactive with the company it already had: allowed.
    expect((await req('PATCH', `/package/${id}`, { ...base, status: 2 })).statusCode).toBe(200);
    // Adding another company to it while inactive: refused, and nothing changes.
    const add = await req('PATCH', `/package/${id}`, { ...base, status: 2, company_ids: [a, b] });
    expect(add.statusCode).toBe(422);
    expect(codeOf(add)).toBe('E-10640');
    const after = json<{ company_ids: number[]; status: number }>(await req('GET', `/package/${id}`));
    expect(after).toMatchObject({ company_ids: [a], status: 2 });
  });
});
