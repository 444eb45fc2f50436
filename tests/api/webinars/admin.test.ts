/** The webinar admin: the add form's field errors with their spec codes, speakers, admin lists, module access. */
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { bearer, multipart, PNG, useWebinars } from './helpers.js';
import { webinarRequests } from './requests.js';

const c = useWebinars();
const { call, live, add } = webinarRequests(c);

describe('admin add: each field error with its spec code', () => {
  it.each([
    ['webinar_type', 'E-10120'],
    ['name', 'E-10121'],
    ['presenter', 'E-10122'],
    ['speaker_id', 'E-10124'],
    ['date', 'E-10125'],
    ['start_time', 'E-10126'],
    ['join_url', 'E-10127'],
    ['keyword', 'E-10203'],
    ['client_type', 'E-10141'],
    ['specific_clients', 'E-10357'],
  ])('missing %s answers %s', async (field, code) => {
    const data: Record<string, unknown> = live();
    delete data[field];
    const body = expectError(await add(data), 422, code);
    expect(fieldErrors(body).map((f) => f.code)).toContain(code);
  });

  it('empty keyword list, empty client type, partners without partners, bad time, unknown speaker', async () => {
    expectError(await add({ ...live(), keyword: [] }), 422, 'E-10203');
    expectError(await add({ ...live(), client_type: [] }), 422, 'E-10141');
    expectError(await add({ ...live(), client_type: [4], specific_partners: [] }), 422, 'E-10358');
    expectError(await add({ ...live(), start_time: '25:00' }), 422, 'E-10126');
    expectError(await add({ ...live(), end_time: '17:00' }), 422, 'E-10126');
    expectError(await add({ ...live(), speaker_id: 9999 }), 422, 'E-10124');
    // A partner id given as a client is refused.
    expectError(await add({ ...live(), specific_clients: [c.globexId] }), 422, 'E-10357');
  });

  it('recorded: needs a video (E-10153) and a duration (E-10246); a non-video file is refused', async () => {
    const rec = { ...live(), webinar_type: 4, join_url: undefined, end_time: undefined, duration: 12 };
    expectError(await add(rec), 422, 'E-10153');
    expectError(await add({ ...rec, duration: undefined }), 422, 'E-10246');
    expectError(await add(rec, [{ field: 'video', name: 'v.mp4', type: 'video/mp4', content: PNG }]), 422, 'E-10655');
  });

  it('refuses non-admins', async () => {
    const m = multipart(live());
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/admin/webinar',
      headers: { ...bearer(c.acme), ...m.headers },
      payload: m.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await c.app.inject({ method: 'GET', url: '/api/v1/webinar-list', headers: bearer(c.acme) })).statusCode,
    ).toBe(403);
  });
});

describe('speakers and lists', () => {
  it('speakers-list, add (makes a role-8 account), duplicate e-mail refused, admin list and view', async () => {
    const before = expectSuccess<{ speakers: Array<{ email: string; has_account: boolean }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/speakers-list', headers: bearer(c.admin) }),
    );
    expect(before.speakers.find((s) => s.email === 'speaker@finwell.example')?.has_account).toBe(true);
    const body = { name: 'Leena Das', email: 'leena.das@finwell.example', designation: 'Insurance educator' };
    expectSuccess(await call('POST', '/admin/speaker', c.admin, body), 'S-10008', 201);
    expectError(await call('POST', '/admin/speaker', c.admin, body), 409, 'E-10656');
    expectError(
      await call('POST', '/admin/speaker', c.admin, { ...body, email: 'employee@acme.example' }),
      409,
      'E-10064',
    );
    const u = await c.app.ctx.db
      .selectFrom('users')
      .select('user_type')
      .where('email', '=', 'leena.das@finwell.example')
      .executeTakeFirstOrThrow();
    expect(u.user_type).toBe(8);
    const l = expectSuccess<{ webinars: Array<{ _id: number }>; total: number }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/webinar-list?when=upcoming', headers: bearer(c.admin) }),
    );
    expect(l.total).toBeGreaterThan(0);
    expectSuccess(
      await c.app.inject({ method: 'GET', url: `/api/v1/webinar-list/${l.webinars[0]._id}`, headers: bearer(c.admin) }),
    );
  });

  it('a user without module 4 is refused (E-10117)', async () => {
    // Initech's package has no webinars; use a fresh session for its active-company sibling Umbrella (basic package).
    await c.app.ctx.db
      .updateTable('users')
      .set({ status: 1 })
      .where('email', '=', 'employee@umbrella.example')
      .execute();
    const { sessionFor } = await import('../../support/app.js');
    const umbrella = await sessionFor(c.app, 'employee@umbrella.example');
    expectError(
      await c.app.inject({ method: 'GET', url: '/api/v1/webinar', headers: bearer(umbrella) }),
      403,
      'E-10117',
    );
  });
});
