import { describe, expect, it } from 'vitest';
import { ADDRESS, bearer, codeOf, json, latestOtp, payInSandbox, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();

async function packageId(name: string) {
  return (await c.app.ctx.db.selectFrom('packages').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

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
      payload: { package_id: await packageId('Retail Plus'), billing_address: ADDRESS },
    });
    const { payment_link } = json<{ payment_link: string }>(sub);
    await c.app.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', u.id).execute();
    await payInSandbox(c.app, payment_link);
    const row = await c.app.ctx.db
      .selectFrom('users')
      .select(['user_type', 'package_id'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 6, package_id: await packageId('Retail Plus') });
  });

  it('replays of the webhook change nothing and a failed payment grants nothing', async () => {
    const u = await retailUser(c.app, 'failpay');
    const sub = await c.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed-package',
      headers: bearer(u.token),
      payload: { package_id: await packageId('Retail Plus'), billing_address: ADDRESS },
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
        payload: { package_id: await packageId('Retail Plus'), billing_address: ADDRESS },
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
      payload: { package_id: await packageId('Acme Complete'), billing_address: ADDRESS },
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

describe('stock market course', () => {
  it('lists the courses publicly with cost, final price and discount fields', async () => {
    const res = await c.app.inject({ method: 'GET', url: '/api/v1/public/stock-market-course' });
    const courses = json<{ courses: Array<Record<string, unknown>> }>(res).courses;
    expect(courses).toHaveLength(3);
    expect(courses[0]).toMatchObject({ cost: 4999, final_price: 4999, discount_amount: 0, discount_percentage: 0 });
  });

  it('applies a discount code with its codes (E-10390, E-10393) and prices it', async () => {
    const post = (code_name: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/public/stock-market-course/apply-discount',
        payload: { course_id: 1, code_name, email: 'quote@example.com' },
      });
    expect(codeOf(await post(''))).toBe('E-10390');
    expect(codeOf(await post('NOSUCH'))).toBe('E-10393');
    const ok = await post('welcome20');
    expect(json(ok)).toMatchObject({ final_price: 3999.2, discount_amount: 999.8, discount_percentage: 20 });
  });

  it('a visitor books with a discount code and pays; the code is then used (E-10396); webhooks never move paid back', async () => {
    const visitor = { first_name: 'Ravi', last_name: 'Das', email: 'ravi@example.com', phone_number: '9988776655' };
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/public/stock-market-course/book',
      payload: { course_id: 3, code_name: 'WELCOME20', ...visitor },
    });
    expect(res.statusCode).toBe(201);
    const b = json<{ _id: number; final_price: number; payment_link: string }>(res);
    expect(b.final_price).toBe(8799.2);
    const back = await payInSandbox(c.app, b.payment_link);
    expect(back).toBe(`/stock-market-course?purchase=${b._id}&payment=success`);
    const status = await c.app.inject({ method: 'GET', url: `/api/v1/public/stock-market-course/purchase/${b._id}` });
    expect(json<{ status: number }>(status).status).toBe(2);
    const again = await c.app.inject({
      method: 'POST',
      url: '/api/v1/public/stock-market-course/book',
      payload: { course_id: 1, code_name: 'WELCOME20', ...visitor },
    });
    expect(codeOf(again)).toBe('E-10396');
    // A late "failed" event for the paid purchase changes nothing.
    const { settlePaymentEvent } = await import('../../../src/server/modules/payments/settle.js');
    const pay = await c.app.ctx.db
      .selectFrom('commerce_payments')
      .select(['provider', 'provider_ref'])
      .where('purchase_id', '=', b._id)
      .executeTakeFirstOrThrow();
    const r = await settlePaymentEvent(
      { ctx: c.app.ctx },
      pay.provider,
      {
        eventId: 'late-fail-1',
        eventType: 'payment.failed',
        kind: 'failed',
        providerRef: pay.provider_ref,
        providerPaymentId: null,
        amountPaise: null,
      },
      {},
    );
    expect(r).toBe('no_change');
    const dup = await settlePaymentEvent(
      { ctx: c.app.ctx },
      pay.provider,
      {
        eventId: 'late-fail-1',
        eventType: 'payment.failed',
        kind: 'failed',
        providerRef: pay.provider_ref,
        providerPaymentId: null,
        amountPaise: null,
      },
      {},
    );
    expect(dup).toBe('duplicate');
    expect(
      json<{ status: number }>(
        await c.app.inject({ method: 'GET', url: `/api/v1/public/stock-market-course/purchase/${b._id}` }),
      ).status,
    ).toBe(2);
  });

  it('validates a visitor booking (E-10060, E-10052) and an unknown course (E-10786)', async () => {
    const post = (payload: Record<string, unknown>) =>
      c.app.inject({ method: 'POST', url: '/api/v1/public/stock-market-course/book', payload });
    expect(
      codeOf(await post({ course_id: 1, last_name: 'X', email: 'a@example.com', phone_number: '9988776655' })),
    ).toBe('E-10060');
    expect(
      codeOf(await post({ course_id: 1, first_name: 'A', last_name: 'X', email: 'a@example.com', phone_number: '12' })),
    ).toBe('E-10052');
    expect(
      codeOf(
        await post({
          course_id: 99,
          first_name: 'A',
          last_name: 'X',
          email: 'a@example.com',
          phone_number: '9988776655',
        }),
      ),
    ).toBe('E-10786');
  });

  it('a signed-in user books, cancels an unpaid purchase, gets a refund within 7 days and is refused after', async () => {
    const book = async () =>
      json<{ _id: number; payment_link: string }>(
        await c.app.inject({
          method: 'POST',
          url: '/api/v1/stock-market-course/book',
          headers: bearer(c.acme),
          payload: { course_id: 1 },
        }),
      );
    const cancel = (purchase_id: number) =>
      c.app.inject({
        method: 'PATCH',
        url: '/api/v1/stock-market-course/cancel',
        headers: bearer(c.acme),
        payload: { purchase_id },
      });
    const unpaid = await book();
    expect(json<{ status: number }>(await cancel(unpaid._id)).status).toBe(4);
    expect(codeOf(await cancel(unpaid._id))).toBe('E-10785');
    const paid = await book();
    await payInSandbox(c.app, paid.payment_link);
    const refunded = await cancel(paid._id);
    expect(json<{ status: number; refunded_amount: number }>(refunded)).toMatchObject({
      status: 5,
      refunded_amount: 4999,
    });
    const old = await book();
    await payInSandbox(c.app, old.payment_link);
    await c.app.ctx.db
      .updateTable('stock_course_purchases')
      .set({ paid_at: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where('id', '=', old._id)
      .execute();
    expect(codeOf(await cancel(old._id))).toBe('E-10781');
    const mine = await c.app.inject({ method: 'GET', url: '/api/v1/stock-market-course', headers: bearer(c.acme) });
    expect(json<{ purchases: unknown[] }>(mine).purchases.length).toBe(3);
    // Someone else's purchase is not found.
    const other = await c.app.inject({
      method: 'PATCH',
      url: '/api/v1/stock-market-course/cancel',
      headers: bearer(c.paid),
      payload: { purchase_id: old._id },
    });
    expect(codeOf(other)).toBe('E-10507');
  });
});

describe('end users (admin)', () => {
  it('searches and filters end users, and exports them', async () => {
    const res = await c.app.inject({
      method: 'GET',
      url: '/api/v1/end-user?search=acme.example&status=2',
      headers: bearer(c.admin),
    });
    const users = json<{ users: Array<{ email: string; status: number }> }>(res).users;
    expect(users.map((u) => u.email)).toEqual(['inactive@acme.example']);
    const admins = await c.app.inject({
      method: 'GET',
      url: '/api/v1/end-user?search=finwell.example',
      headers: bearer(c.admin),
    });
    expect(json<{ users: unknown[] }>(admins).users).toEqual([]);
    const xlsx = await c.app.inject({ method: 'GET', url: '/api/v1/end-user?format=xlsx', headers: bearer(c.admin) });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await c.app.inject({ method: 'GET', url: '/api/v1/end-user', headers: bearer(c.acme) })).statusCode).toBe(
      403,
    );
  });

  it('deactivating a user ends their session at once; the change is in the audit log', async () => {
    const u = await retailUser(c.app, 'deactivate', 6);
    expect(
      (await c.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(u.token) })).statusCode,
    ).toBe(200);
    const res = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/end-user/${u.id}`,
      headers: bearer(c.admin),
      payload: { status: 2 },
    });
    expect(res.statusCode).toBe(200);
    const after = await c.app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(u.token) });
    expect(codeOf(after)).toBe('E-10010');
    const log = await c.app.ctx.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'before', 'after'])
      .where('route', '=', 'PATCH /api/v1/end-user/:id')
      .execute();
    const row = log.find((l) => l.entity_id === String(u.id))!;
    expect((row.before as { status: number }).status).toBe(1);
    expect((row.after as { status: number }).status).toBe(2);
  });

  it('changes a package only to an existing active one (E-10782) and refuses admin accounts (E-10512)', async () => {
    const u = await retailUser(c.app, 'pkgchange', 6);
    const bad = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/end-user/${u.id}`,
      headers: bearer(c.admin),
      payload: { package_id: 99999 },
    });
    expect(codeOf(bad)).toBe('E-10782');
    const starter = await packageId('Retail Starter');
    await c.app.ctx.db.updateTable('package_terms').set({ status: 2 }).where('package_id', '=', starter).execute();
    const inactive = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/end-user/${u.id}`,
      headers: bearer(c.admin),
      payload: { package_id: starter },
    });
    expect(codeOf(inactive)).toBe('E-10782');
    await c.app.ctx.db.updateTable('package_terms').set({ status: 1 }).where('package_id', '=', starter).execute();
    const good = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/end-user/${u.id}`,
      headers: bearer(c.admin),
      payload: { package_id: starter },
    });
    expect(json<{ package_name: string }>(good).package_name).toBe('Retail Starter');
    const admin = await c.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'superadmin@finwell.example')
      .executeTakeFirstOrThrow();
    const refused = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/end-user/${admin.id}`,
      headers: bearer(c.admin),
      payload: { status: 2 },
    });
    expect(codeOf(refused)).toBe('E-10512');
  });
});

describe('session code, link e-mail, help, profile image', () => {
  it('shows a session code and verifies it (E-10227 empty, E-10784 wrong)', async () => {
    const me = json<{ session_code: string; first_time: boolean }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/session-code', headers: bearer(c.acme) }),
    );
    expect(me.session_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(me.first_time).toBe(true);
    const post = (session_code: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/verify-session-code',
        headers: bearer(c.acme),
        payload: { session_code },
      });
    expect(codeOf(await post(''))).toBe('E-10227');
    expect(codeOf(await post('WRONG123'))).toBe('E-10784');
    expect(json<{ verified: boolean }>(await post(me.session_code.toLowerCase())).verified).toBe(true);
  });

  it('links an e-mail by OTP; a taken address is refused (E-10064)', async () => {
    const u = await retailUser(c.app, 'linker', 6);
    const taken = await c.app.inject({
      method: 'POST',
      url: '/api/v1/link-email/request-otp',
      headers: bearer(u.token),
      payload: { email: 'employee@acme.example' },
    });
    expect(codeOf(taken)).toBe('E-10064');
    const email = 'linked.address@example.com';
    await c.app.inject({
      method: 'POST',
      url: '/api/v1/link-email/request-otp',
      headers: bearer(u.token),
      payload: { email },
    });
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/link-email/verify-otp',
      headers: bearer(u.token),
      payload: { email, otp: await latestOtp(c.app, email) },
    });
    expect(res.statusCode).toBe(200);
    const row = await c.app.ctx.db.selectFrom('users').select('email').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
  });

  it('sends a help message to the support mailbox through the mail queue (E-10067, E-10210)', async () => {
    const post = (payload: Record<string, unknown>) =>
      c.app.inject({ method: 'POST', url: '/api/v1/email-support', headers: bearer(c.acme), payload });
    expect(codeOf(await post({ subject: '', message: 'Please help me with my booking.' }))).toBe('E-10067');
    expect(codeOf(await post({ subject: 'Booking', message: 'too short' }))).toBe('E-10210');
    const ok = await post({ subject: 'Booking', message: 'Please help me move my counselling booking.' });
    expect(ok.statusCode).toBe(200);
    const { readOutbox } = await import('../../support/app.js');
    const mail = (await readOutbox(c.app, 'support@finwell.example'))[0];
    expect(mail.subject).toBe('[Help] Booking');
    expect(mail.text).toContain('employee@acme.example');
  });

  it('uploads a profile picture: a non-image is refused (E-10534), a large one E-10065', async () => {
    const upload = (content: Buffer, type = 'image/png') => {
      const boundary = '----fwtest';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return c.app.inject({
        method: 'POST',
        url: '/api/v1/profile-image',
        headers: { ...bearer(c.acme), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    expect(codeOf(await upload(Buffer.from('not an image at all')))).toBe('E-10534');
    expect(codeOf(await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1)))).toBe('E-10065');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const ok = await upload(png);
    expect(ok.statusCode).toBe(200);
    expect(json<{ profile_image: string }>(ok).profile_image).toMatch(/^\/files\/uploads\/profile\//);
  });
});

describe('a payment for a purchase cancelled meanwhile', () => {
  it('is refunded and the purchase stays cancelled', async () => {
    const u = await retailUser(c.app, 'cancelthenpay', 6);
    const b = json<{ _id: number; payment_link: string }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/stock-market-course/book',
        headers: bearer(u.token),
        payload: { course_id: 2 },
      }),
    );
    await c.app.inject({
      method: 'PATCH',
      url: '/api/v1/stock-market-course/cancel',
      headers: bearer(u.token),
      payload: { purchase_id: b._id },
    });
    await payInSandbox(c.app, b.payment_link);
    const p = await c.app.ctx.db
      .selectFrom('stock_course_purchases as s')
      .innerJoin('commerce_payments as p', 'p.purchase_id', 's.id')
      .select(['s.status', 'p.status as payment_status'])
      .where('s.id', '=', b._id)
      .executeTakeFirstOrThrow();
    expect(p).toEqual({ status: 4, payment_status: 'refunded' });
  });
});
