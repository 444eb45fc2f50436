import { describe, expect, it } from 'vitest';
import { runRenewals } from '../../../src/server/modules/commerce/renewals.js';
import { readOutbox } from '../../support/app.js';
import { ADDRESS, bearer, json, paidUserPackage, payInSandbox, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();
const DAY = 24 * 3600_000;

/** A package for paid users: ₹1,000 at 25 % off (₹750) for 30 days unless told otherwise. */
const PACKAGE = paidUserPackage({ name: 'Renewal Test' });

const deps = () => ({ ctx: c.app.ctx, log: (err: unknown) => console.error(err) });

async function addPackage(body: Record<string, unknown>): Promise<number> {
  const res = await c.app.inject({ method: 'POST', url: '/api/v1/package', headers: bearer(c.admin), payload: body });
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}

async function editPackage(id: number, body: Record<string, unknown>) {
  const res = await c.app.inject({
    method: 'PATCH',
    url: `/api/v1/package/${id}`,
    headers: bearer(c.admin),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
}

async function subscribe(token: string, packageId: number) {
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/v1/subscribed-package',
    headers: bearer(token),
    payload: { package_id: packageId, billing_address: ADDRESS },
  });
  expect(res.statusCode).toBe(200);
  return json<{ subscription_id: number; payment_link: string | null }>(res);
}

const subscription = (id: number) =>
  c.app.ctx.db
    .selectFrom('subscriptions')
    .select(['status', 'period_start', 'period_end', 'next_charge_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const modulesOf = async (token: string) => {
  const res = await c.app.inject({ method: 'POST', url: '/api/v1/package/check-payment', headers: bearer(token) });
  return json<{ package_info: { modules: Array<{ module_id: number }> } | null }>(res).package_info?.modules ?? [];
};

describe('renewals (commerce.renewals task)', () => {
  it("bills the next period in advance at today's price, once, and a paid renewal follows the period's end", async () => {
    const pkg = await addPackage(PACKAGE);
    const u = await retailUser(c.app, 'renew-paid', 6);
    const first = await subscribe(u.token, pkg);
    await payInSandbox(c.app, first.payment_link!);
    const paid = await subscription(first.subscription_id);
    expect(paid.status).toBe('active');
    const end = new Date(paid.period_end!).getTime();
    // Due three days before the period ends.
    expect(Math.round((end - new Date(paid.next_charge_at!).getTime()) / DAY)).toBe(3);

    // A price change applies from the next cycle: the renewal is billed at ₹2,000 − 25 % = ₹1,500.
    await editPackage(pkg, { ...PACKAGE, price: 2000 });
    expect(await runRenewals(deps(), new Date(end - 4 * DAY))).toMatchObject({ billed: 0, expired: 0 });
    const at = new Date(end - 2 * DAY);
    expect(await runRenewals(deps(), at)).toMatchObject({ billed: 1, expired: 0 });
    // Claimed once: a second run (or a second node) does not bill again.
    expect((await runRenewals(deps(), at)).billed).toBe(0);
    const mails = (await readOutbox(c.app, u.email)).filter((m) => m.subject.startsWith('Your FinWell plan renews'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('₹1,500');
    const link = /https?:\/\/\S+\/api\/v1\/payments\/sandbox\/checkout\/\S+/.exec(mails[0].text)?.[0];
    expect(link).toBeDefined();
    const row = await c.app.ctx.db
      .selectFrom('commerce_payments')
      .select(['amount_paise', 'status'])
      .where('subscription_id', '=', first.subscription_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_paise: 150_000, status: 'created' });

    await payInSandbox(c.app, new URL(link!).pathname);
    const renewed = await subscription(first.subscription_id);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.period_start!).getTime()).toBe(end);
    expect(new Date(renewed.period_end!).getTime()).toBe(end + 30 * DAY);
    expect(new Date(renewed.next_charge_at!).getTime()).toBe(end + 27 * DAY);
    expect((await modulesOf(u.token)).map((m) => m.module_id)).toEqual([2, 4]);
  });

  it("bills a trial on its last day, and a trial that ends unpaid expires and closes the package's modules", async () => {
    const pkg = await addPackage({ ...PACKAGE, name: 'Trial Test', trial_days: 7 });
    const u = await retailUser(c.app, 'renew-trial', 6);
    const sub = await subscribe(u.token, pkg);
    expect(sub.payment_link).toBeNull();
    const trial = await subscription(sub.subscription_id);
    expect(trial.status).toBe('trial');
    const end = new Date(trial.period_end!).getTime();
    expect(Math.round((end - new Date(trial.next_charge_at!).getTime()) / DAY)).toBe(1);
    expect((await modulesOf(u.token)).map((m) => m.module_id)).toEqual([2, 4]);

    expect((await runRenewals(deps(), new Date(end - 12 * 3600_000))).billed).toBe(1);
    const [mail] = (await readOutbox(c.app, u.email)).filter((m) => m.subject.startsWith('Your FinWell trial ends'));
    expect(mail.text).toContain('₹750');

    expect((await runRenewals(deps(), new Date(end + 60_000))).expired).toBeGreaterThanOrEqual(1);
    expect((await subscription(sub.subscription_id)).status).toBe('expired');
    expect(await modulesOf(u.token)).toEqual([]);
    const user = await c.app.ctx.db.selectFrom('users').select('package_id').where('id', '=', u.id).executeTakeFirst();
    expect(user?.package_id).toBeNull();
  });

  it('renews a free package without a link, and does not bill a package that was withdrawn', async () => {
    const free = await addPackage({ ...PACKAGE, name: 'Free Test', discount_percentage: 100 });
    const a = await retailUser(c.app, 'renew-free', 6);
    const fs = await subscribe(a.token, free);
    expect(fs.payment_link).toBeNull();
    const before = await subscription(fs.subscription_id);
    const freeEnd = new Date(before.period_end!).getTime();

    const gone = await addPackage({ ...PACKAGE, name: 'Withdrawn Test' });
    const b = await retailUser(c.app, 'renew-gone', 6);
    const gs = await subscribe(b.token, gone);
    await payInSandbox(c.app, gs.payment_link!);
    await editPackage(gone, { ...PACKAGE, name: 'Withdrawn Test', status: 2 });

    const report = await runRenewals(deps(), new Date(freeEnd - DAY));
    expect(report.renewedFree).toBeGreaterThanOrEqual(1);
    expect(report.notRenewable).toBeGreaterThanOrEqual(1);
    const after = await subscription(fs.subscription_id);
    expect(new Date(after.period_end!).getTime()).toBe(freeEnd + 30 * DAY);
    expect((await readOutbox(c.app, a.email)).some((m) => m.subject.includes('renews'))).toBe(false);
    expect((await readOutbox(c.app, b.email)).some((m) => m.subject.includes('renews'))).toBe(false);
    // The withdrawn package runs to its end, then expires.
    expect((await subscription(gs.subscription_id)).status).toBe('active');
  });
});
