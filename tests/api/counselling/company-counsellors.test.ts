import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, useCounselling } from './helpers.js';

const c = useCounselling();

type List = {
  company_name: string;
  category_ids: number[];
  counselors: Array<{ name: string; category: number }>;
  total: number;
};

const get = (q: string, headers?: Record<string, string>) =>
  c.app.inject({ method: 'GET', url: `/api/v1/client-emp/counselors?${q}`, headers });

describe('GET client-emp/counselors (a company’s counsellors, no sign-in)', () => {
  it('answers, without a token, the same counsellors the signed-in employee sees', async () => {
    const open = expectSuccess<List>(await get('company=acme'));
    const signedIn = expectSuccess<{ counselors: Array<{ name: string }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/counselors', headers: bearer(c.employee) }),
    );
    expect(open.company_name).toBe('Acme Corp');
    expect(open.counselors.map((x) => x.name)).toEqual(signedIn.counselors.map((x) => x.name));
    expect(open.counselors.every((x) => open.category_ids.includes(x.category))).toBe(true);
    // The login address works as well as the slug, and filters apply.
    const byUrl = expectSuccess<List>(
      await get(`company=${encodeURIComponent('https://portal.example/login/c/ACME')}`),
    );
    expect(byUrl.total).toBe(open.total);
    const named = expectSuccess<List>(await get('company=acme&name=lakshmi'));
    expect(named.counselors.map((x) => x.name)).toEqual(['Lakshmi Narayanan']);
  });

  it('limits the list to the categories the package opens', async () => {
    const all = expectSuccess<List>(await get('company=acme'));
    const pkg = await c.db
      .selectFrom('companies as co')
      .innerJoin('packages as p', 'p.id', 'co.package_id')
      .select(['p.id', 'p.counsellor_category_ids'])
      .where('co.login_slug', '=', 'acme')
      .executeTakeFirstOrThrow();
    const kept = [pkg.counsellor_category_ids![0]];
    await c.db.updateTable('packages').set({ counsellor_category_ids: kept }).where('id', '=', pkg.id).execute();
    try {
      const narrowed = expectSuccess<List>(await get('company=acme'));
      expect(narrowed.category_ids).toEqual(kept);
      expect(narrowed.counselors.every((x) => x.category === kept[0])).toBe(true);
      expect(narrowed.total).toBeLessThan(all.total);
    } finally {
      await c.db
        .updateTable('packages')
        .set({ counsellor_category_ids: pkg.counsellor_category_ids })
        .where('id', '=', pkg.id)
        .execute();
    }
  });

  it('answers the sign-in page’s codes for an unknown, inactive or package-less company', async () => {
    expectError(await get('company=no-such-company'), 404, 'E-10665');
    expectError(await get('company=initech'), 403, 'E-10049');
    expectError(await get('company=globex'), 403, 'E-10117');
    expectError(await get(''), 422, 'E-10502');
    expectError(await get('company=acme&page_size=1000'), 422, 'E-10502');
  });

  it('refuses a company whose agreement is not in force', async () => {
    await c.db.updateTable('companies').set({ end_date: '2020-01-01' }).where('login_slug', '=', 'acme').execute();
    try {
      expectError(await get('company=acme'), 403, 'E-10370');
    } finally {
      await c.db.updateTable('companies').set({ end_date: null }).where('login_slug', '=', 'acme').execute();
    }
  });
});
