/** Commerce API: end users as admins manage them, and a user's own session code, linked e-mail, help and profile image. */
import { describe, expect, it } from 'vitest';
import { bearer, codeOf, json, latestOtp, packageId, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();

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
    const starter = await packageId(c.app, 'Retail Starter');
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
