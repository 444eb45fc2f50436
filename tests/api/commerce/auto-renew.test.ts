import { describe, expect, it } from 'vitest';
import { runRenewals } from '../../../src/server/modules/commerce/renewals.js';
import { getPayments } from '../../../src/server/modules/payments/registry.js';
import { readOutbox } from '../../support/app.js';
import { ADDRESS, bearer, codeOf, json, paidUserPackage, payInSandbox, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();
const DAY = 24 * 3600_000;

/** ₹1,000 at 25 % off: ₹750 (75,000 paise) for 30 days. */
const PACKAGE = paidUserPackage({ name: 'Auto Renew Test' });

const deps = () => ({ ctx: c.app.ctx, log: () => undefined });
let pkgId = 0;

async function packageId(): Promise<number> {
  if (pkgId) return pkgId;
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/v1/package',
    headers: bearer(c.admin),
    payload: PACKAGE,
  });
  expect(res.statusCode).toBe(201);
  pkgId = json<{ id: number }>(res).id;
  return pkgId;
}

/** A paid user who bought the package (with or without "Renew automatically") and paid in the sandbox. */
async function buyer(tag: string, autoRenew: boolean) {
  const u = await retailUser(c.app, tag, 6);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/v1/subscribed-package',
    headers: bearer(u.token),
    payload: { package_id: await packageId(), billing_address: ADDRESS, ...(autoRenew ? { auto_renew: true } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const sub = json<{ subscription_id: number; payment_link: string }>(res);
  await payInSandbox(c.app, sub.payment_link);
  const row = await subscription(sub.subscription_id);
  return { ...u, subscriptionId: sub.subscription_id, end: new Date(row.period_end!).getTime(), row };
}

const subscription = (id: number) =>
  c.app.ctx.db
    .selectFrom('subscriptions')
    .select(['status', 'period_end', 'next_charge_at', 'auto_renew', 'mandate_provider', 'mandate_token'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const payments = (subscriptionId: number) =>
  c.app.ctx.db
    .selectFrom('commerce_payments')
    .select(['amount_paise', 'status', 'auto'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();

const mails = async (email: string) => {
  const all = await readOutbox(c.app, email);
  return {
    receipts: all.filter((m) => m.subject === 'Your FinWell plan has renewed'),
    links: all.filter((m) => m.subject.startsWith('Your FinWell plan renews')),
  };
};

describe('automatic renewal (consented debit)', { timeout: 90_000 }, () => {
  it('saves the payment method at the consented first payment and charges it at renewal, exactly once', async () => {
    const b = await buyer('auto-ok', true);
    expect(b.row).toMatchObject({ status: 'active', auto_renew: true, mandate_provider: 'sandbox' });
    expect(b.row.mandate_token).toMatch(/^sbxtok_/);

    const at = new Date(b.end - 2 * DAY);
    const first = await runRenewals(deps(), at);
    expect(first).toMatchObject({ autoCharged: 1, autoFailed: 0 });
    // A second run (or a second node) finds nothing due: charged once.
    expect((await runRenewals(deps(), at)).autoCharged).toBe(0);

    const after = await subscription(b.subscriptionId);
    expect(after.status).toBe('active');
    expect(new Date(after.period_end!).getTime()).toBe(b.end + 30 * DAY);
    expect(new Date(after.next_charge_at!).getTime()).toBe(b.end + 27 * DAY);
    expect(await payments(b.subscriptionId)).toEqual([
      { amount_paise: 75_000, status: 'paid', auto: false },
      { amount_paise: 75_000, status: 'paid', auto: true },
    ]);
    const m = await mails(b.email);
    expect(m.links).toHaveLength(0);
    expect(m.receipts).toHaveLength(1);
    expect(m.receipts[0].text).toContain('We charged ₹750 to your saved payment method for Auto Renew Test.');
    expect(m.receipts[0].text).toContain('/client/help');
  });

  it('falls back to the e-mailed payment link when the saved method is declined', async () => {
    const b = await buyer('auto-declined', true);
    await getPayments(c.app.ctx).sandbox!.setTokenDeclines(b.row.mandate_token!, true);
    const report = await runRenewals(deps(), new Date(b.end - 2 * DAY));
    expect(report).toMatchObject({ autoCharged: 0, autoFailed: 1, billed: 1 });
    expect(await payments(b.subscriptionId)).toEqual([
      { amount_paise: 75_000, status: 'paid', auto: false },
      { amount_paise: 75_000, status: 'created', auto: false },
    ]);
    const m = await mails(b.email);
    expect(m.receipts).toHaveLength(0);
    expect(m.links).toHaveLength(1);
    expect(m.links[0].text).toContain('We could not charge your saved payment method for Auto Renew Test');
    expect(m.links[0].text).toContain('₹750');
    // Not extended until the link is paid.
    expect(new Date((await subscription(b.subscriptionId)).period_end!).getTime()).toBe(b.end);
  });

  it('e-mails the link when the buyer did not consent', async () => {
    const b = await buyer('auto-none', false);
    expect(b.row).toMatchObject({ auto_renew: false, mandate_token: null });
    const report = await runRenewals(deps(), new Date(b.end - 2 * DAY));
    expect(report).toMatchObject({ autoCharged: 0, autoFailed: 0, billed: 1 });
    const m = await mails(b.email);
    expect(m.links).toHaveLength(1);
    expect(m.links[0].text).not.toContain('could not charge');
    expect(m.receipts).toHaveLength(0);
  });

  it('the owner can turn it off (then the link is e-mailed); others cannot (E-10790)', async () => {
    const b = await buyer('auto-off', true);
    const other = await retailUser(c.app, 'auto-other', 6);
    const set = (token: string, on: boolean) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/package/auto-renew',
        headers: bearer(token),
        payload: { subscription_id: b.subscriptionId, auto_renew: on },
      });
    const refused = await set(other.token, false);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('E-10790');
    expect((await subscription(b.subscriptionId)).auto_renew).toBe(true);

    const off = await set(b.token, false);
    expect(off.statusCode).toBe(200);
    expect(json(off)).toEqual({ subscription_id: b.subscriptionId, auto_renew: false, saved_method: false });
    const state = json<{ auto_renew: boolean; saved_method: boolean }>(
      await c.app.inject({ method: 'POST', url: '/api/v1/package/check-payment', headers: bearer(b.token) }),
    );
    expect(state).toMatchObject({ auto_renew: false, saved_method: false });

    const report = await runRenewals(deps(), new Date(b.end - 2 * DAY));
    expect(report).toMatchObject({ autoCharged: 0, billed: 1 });
    const m = await mails(b.email);
    expect(m.links).toHaveLength(1);
    expect(m.receipts).toHaveLength(0);
  });

  it('a consented trial gets a link that saves the method; the renewal after it is automatic', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package',
      headers: bearer(c.admin),
      payload: { ...PACKAGE, name: 'Auto Trial Test', trial_days: 7 },
    });
    const trialPkg = json<{ id: number }>(res).id;
    const u = await retailUser(c.app, 'auto-trial', 6);
    const sub = json<{ subscription_id: number; payment_link: string | null }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/subscribed-package',
        headers: bearer(u.token),
        payload: { package_id: trialPkg, auto_renew: true },
      }),
    );
    expect(sub.payment_link).toBeNull();
    const trial = await subscription(sub.subscription_id);
    expect(trial).toMatchObject({ status: 'trial', auto_renew: true, mandate_token: null });
    const end = new Date(trial.period_end!).getTime();
    expect((await runRenewals(deps(), new Date(end - 12 * 3600_000))).billed).toBe(1);
    const [mail] = (await readOutbox(c.app, u.email)).filter((m) => m.subject.startsWith('Your FinWell trial ends'));
    const link = /https?:\/\/\S+(\/api\/v1\/payments\/sandbox\/checkout\/\S+)/.exec(mail.text)![1];
    await payInSandbox(c.app, link);
    const paid = await subscription(sub.subscription_id);
    expect(paid.status).toBe('active');
    expect(paid.mandate_token).toMatch(/^sbxtok_/);
    const paidEnd = new Date(paid.period_end!).getTime();
    expect((await runRenewals(deps(), new Date(paidEnd - 2 * DAY))).autoCharged).toBe(1);
    expect(new Date((await subscription(sub.subscription_id)).period_end!).getTime()).toBe(paidEnd + 30 * DAY);
  });
});
