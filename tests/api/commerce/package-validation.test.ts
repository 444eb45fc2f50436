import { describe, expect, it } from 'vitest';
import { runRenewals } from '../../../src/server/modules/commerce/renewals.js';
import { expectError } from '../../support/envelope.js';
import { ADDRESS, bearer, json, paidUserPackage, payInSandbox, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();
const deps = () => ({ ctx: c.app.ctx, log: (err: unknown) => console.error(err) });

type Validation = {
  valid: boolean;
  subscription_id: number;
  status: string;
  payment_link: string | null;
  package_info: { modules: Array<{ module_id: number }> };
};

async function addPackage(body: Record<string, unknown>): Promise<number> {
  const res = await c.app.inject({ method: 'POST', url: '/api/v1/package', headers: bearer(c.admin), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

const validate = (token: string, payload: Record<string, unknown> = {}) =>
  c.app.inject({ method: 'POST', url: '/api/v1/package-validation', headers: bearer(token), payload });

const subscriptionsOf = (userId: number) =>
  c.app.ctx.db.selectFrom('subscriptions').select(['id', 'status']).where('user_id', '=', userId).execute();

describe('POST package-validation', () => {
  it('answers valid for a live plan without starting anything', async () => {
    const pkg = await addPackage(paidUserPackage({ name: 'Validation Live' }));
    const u = await retailUser(c.app, 'valid-live');
    const sub = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(u.token),
      payload: { package_id: pkg, billing_address: ADDRESS },
    });
    await payInSandbox(c.app, json<{ payment_link: string }>(sub).payment_link);
    const before = await subscriptionsOf(u.id);
    const r = json<Validation>(await validate(u.token));
    expect(r).toMatchObject({ valid: true, status: 'active', payment_link: null });
    expect(r.package_info.modules.map((m) => m.module_id).sort()).toEqual([2, 4]);
    expect(await subscriptionsOf(u.id)).toEqual(before);
  });

  it('starts an ended plan again with the saved address: payment link, then valid once paid', async () => {
    const pkg = await addPackage(paidUserPackage({ name: 'Validation Ended' }));
    const u = await retailUser(c.app, 'valid-ended');
    const first = json<{ subscription_id: number; payment_link: string }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/subscribed-package',
        headers: bearer(u.token),
        payload: { package_id: pkg, billing_address: ADDRESS },
      }),
    );
    await payInSandbox(c.app, first.payment_link);
    const row = await c.app.ctx.db
      .selectFrom('subscriptions')
      .select('period_end')
      .where('id', '=', first.subscription_id)
      .executeTakeFirstOrThrow();
    await runRenewals(deps(), new Date(new Date(row.period_end!).getTime() + 60_000));
    const ended = json<Validation>(await validate(u.token));
    expect(ended.valid).toBe(false);
    expect(ended.status).toBe('pending');
    expect(ended.subscription_id).not.toBe(first.subscription_id);
    expect(ended.payment_link).toMatch(/\/payments\/sandbox\/checkout\//);
    expect(ended.package_info.modules).toEqual([]);
    await payInSandbox(c.app, ended.payment_link!);
    const after = json<Validation>(await validate(u.token));
    expect(after).toMatchObject({ valid: true, status: 'active', subscription_id: ended.subscription_id });
  });

  it('opens a free plan at once, and refuses what cannot be validated', async () => {
    const free = await addPackage(paidUserPackage({ name: 'Validation Free', price: 0 }));
    const u = await retailUser(c.app, 'valid-none');
    // Nothing to renew yet.
    expectError(await validate(u.token), 409, 'E-10791');
    // A named free package needs no address and opens now.
    const r = json<Validation>(await validate(u.token, { package_id: free }));
    expect(r).toMatchObject({ valid: true, payment_link: null });
    expect(r.package_info.modules.length).toBeGreaterThan(0);
    // A priced package without a saved billing address asks for it.
    const priced = await addPackage(paidUserPackage({ name: 'Validation Priced' }));
    const v = await retailUser(c.app, 'valid-noaddr');
    expectError(await validate(v.token, { package_id: priced }), 422, 'E-10403');
    // A package that does not exist; a company employee (their company's package is not theirs to buy).
    expectError(await validate(u.token, { package_id: 999_999 }), 422, 'E-10782');
    expectError(await validate(c.acme), 403, 'E-10506');
    expectError(await c.app.inject({ method: 'POST', url: '/api/v1/package-validation', payload: {} }), 401, 'E-10010');
  });
});
