/** Commerce API: sign-up by e-mail OTP and paid users buying, paying for and refunding a package. */
import { describe, expect, it } from 'vitest';
import {
  ADDRESS,
  bearer,
  codeOf,
  json,
  latestOtp,
  packageId,
  payInSandbox,
  retailUser,
  useCommerce,
} from './helpers.js';

const c = useCommerce();

describe('sign-up and paid users', () => {
  it('checks the e-mail early: taken E-10064, admin E-10512, free answers available', async () => {
    const post = (email: string) =>
      c.app.inject({ method: 'POST', url: '/api/v1/user/check-email', payload: { email } });
    expect(codeOf(await post('employee@acme.example'))).toBe('E-10064');
    expect(codeOf(await post('admin@finwell.example'))).toBe('E-10512');
    expect(codeOf(await post('not-an-email'))).toBe('E-10003');
    expect(json<{ available: boolean }>(await post('new.person@example.com')).available).toBe(true);
  });

  it('validates name, mobile and OTP with the spec codes', async () => {
    const base = { first_name: 'Asha', last_name: 'Kumar', email: 'asha@example.com', phone_number: '9123456789' };
    const post = (payload: Record<string, unknown>) =>
      c.app.inject({ method: 'POST', url: '/api/v1/sign-up', payload });
    expect(codeOf(await post({ ...base, first_name: '' }))).toBe('E-10060');
    expect(codeOf(await post({ ...base, last_name: ' ' }))).toBe('E-10061');
    expect(codeOf(await post({ ...base, phone_number: '5123456789' }))).toBe('E-10052');
    expect(codeOf(await post({ ...base, otp: '12ab' }))).toBe('E-10006');
  });

  it('signs up with a 6-series mobile (README "Decisions", Mobile numbers); a 5-series one stays E-10052', async () => {
    const email = 'six.series@example.com';
    const details = { first_name: 'Ravi', last_name: 'Nair', email, phone_number: '+91 61234 56780' };
    const post = (payload: Record<string, unknown>) =>
      c.app.inject({ method: 'POST', url: '/api/v1/sign-up', payload });
    const refused = await post({ ...details, phone_number: '+91 51234 56780' });
    expect(refused.statusCode).toBe(422);
    expect(codeOf(refused)).toBe('E-10052');
    expect((await post(details)).statusCode).toBe(200);
    const res = await post({ ...details, otp: await latestOtp(c.app, email) });
    expect(res.statusCode).toBe(200);
    const user = await c.app.ctx.db
      .selectFrom('users')
      .select('phone_number')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.phone_number).toBe('6123456780');
  });

  it('signs up with the e-mail OTP, pays for a package in the sandbox and becomes a paid user with its modules', async () => {
    const email = 'signup.buyer@example.com';
    const details = { first_name: 'Neha', last_name: 'Gupta', email, phone_number: '+91 91234 56780' };
    const sent = await c.app.inject({ method: 'POST', url: '/api/v1/sign-up', payload: details });
    expect(sent.statusCode).toBe(200);
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/sign-up',
      payload: { ...details, otp: await latestOtp(c.app, email) },
    });
    expect(res.statusCode).toBe(200);
    const login = json<{ login: { token: string; user_type: number; package_info: { modules: unknown[] } } }>(
      res,
    ).login;
    expect(login.user_type).toBe(11);
    expect(login.package_info.modules).toEqual([]);
    const pkgs = json<{ packages: Array<{ _id: number; name: string }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/user-packages' }),
    ).packages;
    const starter = pkgs.find((p) => p.name === 'Retail Starter')!;
    // The billing address is asked before a paid purchase (E-10403..E-10407).
    const noAddress = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(login.token),
      payload: { package_id: starter._id },
    });
    expect(codeOf(noAddress)).toBe('E-10403');
    const badPin = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(login.token),
      payload: { package_id: starter._id, billing_address: { ...ADDRESS, pin_code: '12' } },
    });
    expect(codeOf(badPin)).toBe('E-10404');
    const sub = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(login.token),
      payload: { package_id: starter._id, billing_address: ADDRESS },
    });
    expect(sub.statusCode).toBe(200);
    const { payment_link, subscription_id } = json<{ payment_link: string; subscription_id: number }>(sub);
    expect(payment_link).toMatch(/^\/api\/v1\/payments\/sandbox\/checkout\//);
    const back = await payInSandbox(c.app, payment_link);
    expect(back).toBe(`/signup?subscription=${subscription_id}&payment=success`);
    const check = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package/check-payment',
      headers: bearer(login.token),
    });
    const state = json<{ status: string; user_type: number; package_info: { modules: Array<{ module_id: number }> } }>(
      check,
    );
    expect(state.status).toBe('active');
    expect(state.user_type).toBe(6);
    expect(state.package_info.modules.map((m) => m.module_id)).toEqual([2, 5]);
    // The calculators module opens for this session at once (no new login).
    const calc = await c.app.inject({
      method: 'GET',
      url: '/api/v1/calculators/user-count',
      headers: bearer(login.token),
    });
    expect(calc.statusCode).toBe(200);
    const act = await c.app.ctx.db
      .selectFrom('user_activity as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.action_id')
      .where('u.email', '=', email)
      .execute();
    expect(act.map((a) => a.action_id)).toContain(14);
  });

  it('grants a package paid after the session expired', async () => {
    const u = await retailUser(c.app, 'lateexpiry');
    const sub = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(u.token),
      payload: { package_id: await packageId(c.app, 'Retail Plus'), billing_address: ADDRESS },
    });
    const { payment_link } = json<{ payment_link: string }>(sub);
    await c.app.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', u.id).execute();
    await payInSandbox(c.app, payment_link);
    const row = await c.app.ctx.db
      .selectFrom('users')
      .select(['user_type', 'package_id'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 6, package_id: await packageId(c.app, 'Retail Plus') });
  });

  it('replays of the webhook change nothing and a failed payment grants nothing', async () => {
    const u = await retailUser(c.app, 'failpay');
    const sub = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(u.token),
      payload: { package_id: await packageId(c.app, 'Retail Plus'), billing_address: ADDRESS },
    });
    await payInSandbox(c.app, json<{ payment_link: string }>(sub).payment_link, 'fail');
    const row = await c.app.ctx.db
      .selectFrom('users')
      .select(['user_type', 'package_id'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 11, package_id: null });
  });

  it('refunds within 7 days and refuses later (E-10781)', async () => {
    const u = await retailUser(c.app, 'refunder');
    const buy = async () => {
      const sub = await c.app.inject({
        method: 'POST',
        url: '/api/v1/subscribed-package',
        headers: bearer(u.token),
        payload: { package_id: await packageId(c.app, 'Retail Plus'), billing_address: ADDRESS },
      });
      const d = json<{ payment_link: string; subscription_id: number }>(sub);
      await payInSandbox(c.app, d.payment_link);
      return d.subscription_id;
    };
    const first = await buy();
    const ok = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package/refund',
      headers: bearer(u.token),
      payload: { subscription_id: first },
    });
    expect(ok.statusCode).toBe(200);
    expect(json<{ status: string; refunded_amount: number }>(ok)).toMatchObject({
      status: 'refunded',
      refunded_amount: 999,
    });
    const second = await buy();
    await c.app.ctx.db
      .updateTable('commerce_payments')
      .set({ paid_at: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where('subscription_id', '=', second)
      .execute();
    const late = await c.app.inject({
      method: 'POST',
      url: '/api/v1/package/refund',
      headers: bearer(u.token),
      payload: { subscription_id: second },
    });
    expect(codeOf(late)).toBe('E-10781');
  });

  it('refuses a package that is not open to paid users or inactive', async () => {
    const u = await retailUser(c.app, 'wrongpkg');
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(u.token),
      payload: { package_id: await packageId(c.app, 'Acme Complete'), billing_address: ADDRESS },
    });
    expect(codeOf(res)).toBe('E-10787');
    const none = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(u.token),
      payload: { package_id: 99999, billing_address: ADDRESS },
    });
    expect(codeOf(none)).toBe('E-10782');
  });
});
