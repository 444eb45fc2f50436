import { describe, expect, it } from 'vitest';
import { createSession } from '../../../src/server/modules/auth/session.js';
import { DEMO_COUPONS } from '../../../src/server/modules/commerce/seed.js';
import { bearer, codeOf, json, paidUserPackage, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();

const PACKAGE = paidUserPackage({ name: 'Test Gold', price: 2000, billing_days: 365, free_sessions: 2 });

async function addPackage(body: Record<string, unknown> = PACKAGE) {
  const res = await c.app.inject({ method: 'POST', url: '/api/v1/package', headers: bearer(c.admin), payload: body });
  return res;
}

describe('packages (admin)', () => {
  it('adds, reads, lists by applicable-to and edits a package through its form', async () => {
    const res = await addPackage();
    expect(res.statusCode).toBe(201);
    const p = json<{ id: number; charge: number; modules: number[] }>(res);
    expect(p.charge).toBe(1500);
    expect(p.modules).toEqual([2, 4]);
    const list = await c.app.inject({
      method: 'GET',
      url: '/api/v1/package-list?applicable_to=3',
      headers: bearer(c.admin),
    });
    const names = json<{ packages: Array<{ name: string; applicable_to: number }> }>(list).packages;
    expect(names.map((x) => x.name)).toContain('Test Gold');
    expect(names.every((x) => x.applicable_to === 3)).toBe(true);
    const edit = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/package/${p.id}`,
      headers: bearer(c.admin),
      payload: { ...PACKAGE, name: 'Test Gold 2', modules: [2] },
    });
    expect(edit.statusCode).toBe(200);
    expect(json<{ name: string }>(edit).name).toBe('Test Gold 2');
  });

  it('refuses a package without name, modules or level with their codes, and a missing price', async () => {
    expect(codeOf(await addPackage({ ...PACKAGE, name: '' }))).toBe('E-10783');
    expect(codeOf(await addPackage({ ...PACKAGE, modules: [] }))).toBe('E-10250');
    const { level: _l, ...noLevel } = PACKAGE;
    expect(codeOf(await addPackage(noLevel))).toBe('E-10282');
    const { discount_percentage: _d, ...noPercent } = PACKAGE;
    expect(codeOf(await addPackage(noPercent))).toBe('E-10392');
    const { price: _p, ...noPrice } = PACKAGE;
    expect(codeOf(await addPackage(noPrice))).toBe('E-10789');
  });

  it("keeps a module ad in the package's info, and refuses one without a safe image (E-10301) or for a module not in the package (E-10250)", async () => {
    const ad = {
      module_id: 4,
      ad_image: 'https://cdn.example/webinar-ad.png',
      ad_url: 'https://partner.example/webinars',
    };
    expect(codeOf(await addPackage({ ...PACKAGE, ads: [{ module_id: 4, ad_url: ad.ad_url }] }))).toBe('E-10301');
    expect(codeOf(await addPackage({ ...PACKAGE, ads: [{ ...ad, ad_image: 'javascript:alert(1)' }] }))).toBe('E-10301');
    expect(codeOf(await addPackage({ ...PACKAGE, ads: [{ ...ad, module_id: 5 }] }))).toBe('E-10250');
    const p = json<{ id: number }>(await addPackage({ ...PACKAGE, name: 'With an ad', ads: [ad] }));
    const u = await retailUser(c.app, 'withad', 6);
    await c.app.ctx.db.updateTable('users').set({ package_id: p.id }).where('id', '=', u.id).execute();
    const check = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package/check-payment',
      headers: bearer(u.token),
    });
    const modules = json<{ package_info: { modules: Array<Record<string, unknown>> } }>(check).package_info.modules;
    expect(modules).toEqual([
      { module_id: 2, ad_image: null, ad_url: null },
      { module_id: 4, ad_image: ad.ad_image, ad_url: ad.ad_url },
    ]);
  });

  it('is admin only', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package',
      headers: bearer(c.acme),
      payload: PACKAGE,
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows a package change at the next request of a signed-in user, without a new login', async () => {
    const p = json<{ id: number }>(await addPackage({ ...PACKAGE, name: 'Live change', modules: [2] }));
    const u = await retailUser(c.app, 'livechange', 6);
    await c.app.ctx.db.updateTable('users').set({ package_id: p.id }).where('id', '=', u.id).execute();
    const before = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package/check-payment',
      headers: bearer(u.token),
    });
    expect(json<{ package_info: { modules: unknown[] } }>(before).package_info.modules).toHaveLength(1);
    // The session's own view (what the access checks use) follows too: a module route opens.
    await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/package/${p.id}`,
      headers: bearer(c.admin),
      payload: { ...PACKAGE, name: 'Live change', modules: [2, 4, 5] },
    });
    const after = await c.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(u.token) });
    expect(after.statusCode).toBe(200);
    const check = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package/check-payment',
      headers: bearer(u.token),
    });
    expect(json<{ package_info: { modules: unknown[] } }>(check).package_info.modules).toHaveLength(3);
  });

  it('logs package writes in the audit log', async () => {
    const rows = await c.app.ctx.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('entity', '=', 'package')
      .execute();
    expect(rows.some((r) => r.action === 'create')).toBe(true);
    expect(rows.some((r) => r.action === 'update')).toBe(true);
  });
});

describe('coupons', () => {
  it('generates a batch, lists its codes as Pending and downloads them as a spreadsheet', async () => {
    const pkg = await c.app.ctx.db
      .selectFrom('packages')
      .select('id')
      .where('name', '=', 'Retail Plus')
      .executeTakeFirstOrThrow();
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/generate-coupon-code',
      headers: bearer(c.admin),
      payload: { package_id: pkg.id, paid_to: 1, quantity: 25 },
    });
    expect(res.statusCode).toBe(201);
    const batch = json<{ id: number; quantity: number }>(res);
    const detail = await c.app.inject({
      method: 'GET',
      url: `/api/v1/coupon-code/${batch.id}`,
      headers: bearer(c.admin),
    });
    const list = json<{ list: Array<{ code: string; status: string }> }>(detail).list;
    expect(list).toHaveLength(25);
    expect(new Set(list.map((x) => x.code)).size).toBe(25);
    expect(list.every((x) => /^[A-Z0-9]{6}$/.test(x.code) && x.status === 'Pending')).toBe(true);
    const xlsx = await c.app.inject({
      method: 'GET',
      url: `/api/v1/coupon-code/${batch.id}?format=xlsx`,
      headers: bearer(c.admin),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a batch for a package that does not exist or is inactive (E-10782)', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/generate-coupon-code',
      headers: bearer(c.admin),
      payload: { package_id: 99999, paid_to: 3, quantity: 1 },
    });
    expect(codeOf(res)).toBe('E-10782');
    // Who pays for the batch is required (E-10254, "Please select who pays.").
    const noPayer = await c.app.inject({
      method: 'POST',
      url: '/api/v1/generate-coupon-code',
      headers: bearer(c.admin),
      payload: { package_id: 1, quantity: 1 },
    });
    expect(codeOf(noPayer)).toBe('E-10254');
  });

  it('checks the code format (E-10244), unknown codes (E-10245) and a coupon link (url-coupon-verify)', async () => {
    const u = await retailUser(c.app, 'format');
    for (const bad of ['abc123', 'ABC12', 'ABCDEFG'])
      expect(
        codeOf(
          await c.app.inject({
            method: 'POST',
            url: '/api/v1/apply-coupon',
            headers: bearer(u.token),
            payload: { coupon_code: bad },
          }),
        ),
      ).toBe('E-10244');
    const unknown = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      headers: bearer(u.token),
      payload: { coupon_code: 'ZZZZZZ' },
    });
    expect(codeOf(unknown)).toBe('E-10245');
    const link = await c.app.inject({
      method: 'POST',
      url: '/api/v1/url-coupon-verify',
      payload: { coupon_code: DEMO_COUPONS[1] },
    });
    const linked = json<{ package_name: string; verified: boolean }>(link);
    expect([linked.package_name, linked.verified]).toEqual(['Retail Plus', true]);
  });

  it('grants the package to a signed-in user, makes an unknown paid user a paid user, and is used once', async () => {
    const u = await retailUser(c.app, 'redeem1');
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      headers: bearer(u.token),
      payload: { coupon_code: DEMO_COUPONS[2] },
    });
    expect(res.statusCode).toBe(200);
    const granted = json<{ package_name: string; package_info: { modules: unknown[] } }>(res);
    expect([granted.package_name, granted.package_info.modules.length > 0]).toEqual(['Retail Plus', true]);
    const row = await c.app.ctx.db
      .selectFrom('users')
      .select(['user_type', 'package_id'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.user_type).toBe(6);
    const again = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      headers: bearer(c.paid),
      payload: { coupon_code: DEMO_COUPONS[2] },
    });
    expect(codeOf(again)).toBe('E-10780');
  });

  it('lets a visitor redeem with an e-mailed OTP and answers a session', async () => {
    const email = 'coupon.visitor@example.com';
    const first = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      payload: { coupon_code: DEMO_COUPONS[3], email },
    });
    expect(first.statusCode).toBe(200);
    const { latestOtp } = await import('./helpers.js');
    const otp = await latestOtp(c.app, email);
    const wrong = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      payload: { coupon_code: DEMO_COUPONS[3], email, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(codeOf(wrong)).toBe('E-10007');
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      payload: { coupon_code: DEMO_COUPONS[3], email, otp: await latestOtp(c.app, email) },
    });
    expect(res.statusCode).toBe(200);
    const login = json<{ login: { token: string; user_type: number } }>(res).login;
    expect(login.user_type).toBe(6);
    const me = await c.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(login.token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses admin accounts (E-10512)', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/apply-coupon',
      payload: { coupon_code: DEMO_COUPONS[4], email: 'admin@finwell.example' },
    });
    expect(codeOf(res)).toBe('E-10512');
  });

  it('gives one success out of 50 concurrent redemptions of one single-use coupon', async () => {
    const code = DEMO_COUPONS[5];
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      const u = await c.app.ctx.db
        .insertInto('users')
        .values({ unique_user_no: `RACE${i}`, email: `race${i}@retail.example`, user_type: 11, status: 1, extra: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens.push(await createSession(c.app.ctx.db, { userId: u.id, idleMinutes: 60 }));
    }
    const answers = await Promise.all(
      tokens.map((t) =>
        c.app.inject({
          method: 'POST',
          url: '/api/v1/apply-coupon',
          headers: bearer(t),
          payload: { coupon_code: code },
        }),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : codeOf(r)));
    expect(codes.filter((x) => x === 'ok')).toHaveLength(1);
    expect(codes.filter((x) => x === 'E-10780')).toHaveLength(49);
    const subs = await c.app.ctx.db
      .selectFrom('subscriptions as s')
      .innerJoin('coupons as k', 'k.id', 's.coupon_id')
      .select('s.id')
      .where('k.code', '=', code)
      .execute();
    expect(subs).toHaveLength(1);
  });
});
