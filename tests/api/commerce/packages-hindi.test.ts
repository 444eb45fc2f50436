/**
 * Packages in Hindi (docs/i18n.md "Admin content in Hindi", docs/commerce.md "Hindi"): a package's name and
 * description carry optional Hindi values (`hi`). Visitors and users get them by Accept-Language where they read a
 * package (user-packages at sign-up, check-payment on the sign-up result and the help page, url-coupon-verify), the
 * renewal e-mail in the buyer's language, English field by field where a field has none; the admin detail answers
 * `hi` for the form and the package form saves it. The demo retail packages ship with Hindi. Runs on PGlite and on
 * PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { RETAIL_PLUS, RETAIL_STARTER } from '../../../src/server/modules/commerce/demo-packages.js';
import { runRenewals } from '../../../src/server/modules/commerce/renewals.js';
import { DEMO_COUPONS } from '../../../src/server/modules/commerce/seed.js';
import { readOutbox } from '../../support/app.js';
import { ADDRESS, bearer, json, paidUserPackage, payInSandbox, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();

const HI = { 'accept-language': 'hi-IN' };
const EN = { 'accept-language': 'en-IN' };
type Lang = typeof HI;
type Offered = { _id: number; name: string; description: string; hi?: unknown };
type AdminPackage = { id: number; name: string; description: string; hi: Record<string, string> };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, lang: Lang, token?: string, payload?: unknown) =>
  c.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const offered = async (lang: Lang) => json<{ packages: Offered[] }>(await call('GET', '/user-packages', lang)).packages;

const DESCRIPTION = 'Calculators and webinars for a month.';
const PACKAGE = paidUserPackage({ name: 'Hindi Test', description: DESCRIPTION });
const HINDI_NAME = 'हिंदी टेस्ट';

describe('the demo packages read in Hindi', () => {
  it('sign-up offers the Hindi name and description to a Hindi reader, the English to an English one', async () => {
    const hi = await offered(HI);
    expect(hi).toEqual(
      expect.arrayContaining([
        expect.objectContaining(RETAIL_PLUS.hi),
        expect.objectContaining({ name: RETAIL_STARTER.hi.name, description: RETAIL_STARTER.hi.description }),
      ]),
    );
    expect(hi[0]).not.toHaveProperty('hi');
    const en = await offered(EN);
    expect(en).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: RETAIL_PLUS.name, description: RETAIL_PLUS.description }),
      ]),
    );
  });

  it("a user's plan (check-payment) and a coupon link name the package in the reader's language", async () => {
    const plan = (lang: Lang) => call('POST', '/package/check-payment', lang, c.paid);
    expect(json<{ package_name: string }>(await plan(HI)).package_name).toBe(RETAIL_PLUS.hi.name);
    expect(json<{ package_name: string }>(await plan(EN)).package_name).toBe(RETAIL_PLUS.name);
    const link = (lang: Lang) =>
      call('POST', '/url-coupon-verify', lang, undefined, { coupon_code: DEMO_COUPONS[DEMO_COUPONS.length - 1] });
    expect(json<{ package_name: string }>(await link(HI)).package_name).toBe(RETAIL_PLUS.hi.name);
    expect(json<{ package_name: string }>(await link(EN)).package_name).toBe(RETAIL_PLUS.name);
  });
});

describe('admins write a package’s Hindi', () => {
  let id: number;

  it('saves it with the form and reads it back; a field without Hindi falls back to English', async () => {
    const res = await call('POST', '/package', EN, c.admin, {
      ...PACKAGE,
      hi: { name: ` ${HINDI_NAME} `, description: '' },
    });
    expect(res.statusCode).toBe(201);
    const made = json<AdminPackage>(res);
    id = made.id;
    expect(made).toMatchObject({ name: PACKAGE.name, hi: { name: HINDI_NAME } });
    const admin = json<AdminPackage>(await call('GET', `/package/${id}`, HI, c.admin));
    expect(admin).toMatchObject({ name: PACKAGE.name, description: DESCRIPTION });
    expect(admin.hi).toEqual({ name: HINDI_NAME });

    const hi = (await offered(HI)).find((p) => p._id === id);
    expect(hi).toMatchObject({ name: HINDI_NAME, description: DESCRIPTION });
    expect((await offered(EN)).find((p) => p._id === id)).toMatchObject({
      name: PACKAGE.name,
      description: DESCRIPTION,
    });
  });

  it('an edit without hi keeps the Hindi; with hi it replaces it; over the limits it is refused', async () => {
    expect((await call('PATCH', `/package/${id}`, EN, c.admin, { ...PACKAGE, price: 1200 })).statusCode).toBe(200);
    expect(json<AdminPackage>(await call('GET', `/package/${id}`, EN, c.admin)).hi).toEqual({ name: HINDI_NAME });
    const description = 'एक महीने के लिए कैलकुलेटर और वेबिनार।';
    const edit = await call('PATCH', `/package/${id}`, EN, c.admin, {
      ...PACKAGE,
      hi: { name: HINDI_NAME, description },
    });
    expect(json<AdminPackage>(edit).hi).toEqual({ name: HINDI_NAME, description });
    expect((await offered(HI)).find((p) => p._id === id)).toMatchObject({ name: HINDI_NAME, description });
    for (const hi of [{ name: 'क'.repeat(121) }, { description: 'क'.repeat(1001) }, { price: 'मुफ़्त' }])
      expect((await call('PATCH', `/package/${id}`, EN, c.admin, { ...PACKAGE, hi })).statusCode).toBe(422);
    expect(json<AdminPackage>(await call('GET', `/package/${id}`, EN, c.admin)).hi).toEqual({
      name: HINDI_NAME,
      description,
    });
  });

  it('the shipped form shows the Hindi group collapsed, with the fields titled “(Hindi)”', async () => {
    const form = json<{ uiSchema: Record<string, unknown>; core: { properties: Record<string, unknown> } }>(
      await call('GET', '/forms/package', EN, c.admin),
    );
    expect(form.uiSchema.hi).toMatchObject({ 'ui:options': { collapsible: true } });
    expect(form.core.properties.hi).toMatchObject({
      title: 'Hindi (optional)',
      properties: { name: { title: 'Package name (Hindi)' }, description: { title: 'Description (Hindi)' } },
    });
  });

  it('the renewal e-mail names the package in Hindi for a buyer who reads Hindi', async () => {
    const u = await retailUser(c.app, 'renew-hindi', 6);
    await c.app.ctx.db.updateTable('users').set({ locale: 'hi-IN' }).where('id', '=', u.id).execute();
    const sub = json<{ subscription_id: number; payment_link: string }>(
      await call('POST', '/subscribed-package', HI, u.token, { package_id: id, billing_address: ADDRESS }),
    );
    await payInSandbox(c.app, sub.payment_link);
    const { period_end } = await c.app.ctx.db
      .selectFrom('subscriptions')
      .select('period_end')
      .where('id', '=', sub.subscription_id)
      .executeTakeFirstOrThrow();
    const at = new Date(new Date(period_end!).getTime() - 2 * 24 * 3600_000);
    await runRenewals({ ctx: c.app.ctx, log: (err: unknown) => console.error(err) }, at);
    const mails = (await readOutbox(c.app, u.email)).filter((m) => m.text.includes('नवीनीकरण'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0].text).toContain(HINDI_NAME);
  });
});
