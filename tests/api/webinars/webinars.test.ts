import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sendWebinarReminders } from '../../../src/server/modules/webinars/jobs.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { bearer, istDay, multipart, PNG, useWebinars, VIDEO } from './helpers.js';

const c = useWebinars();

type W = {
  _id: number;
  name: string;
  webinar_type: number;
  is_registered: boolean;
  popup_type: string;
  can_join: boolean;
  join_url: string | null;
  date: string;
  time: string;
  start_time: string;
  video_url: string | null;
  watched_seconds: number;
};
type List = { upcoming: W[]; recorded: W[]; selected: W | null };

const list = async (token: string, webinarId?: number) =>
  expectSuccess<List>(
    await c.app.inject({
      method: 'GET',
      url: '/api/v1/webinar',
      query: webinarId ? { webinarId: String(webinarId) } : {},
      headers: bearer(token),
    }),
  );
const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) =>
  c.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as Record<string, unknown> });
const outbox = async (to: string) =>
  c.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();

const live = () => ({
  webinar_type: 2,
  name: 'Home loans: fixed or floating?',
  presenter: 'FinWell',
  speaker_id: c.farah,
  date: istDay(2),
  start_time: '18:30',
  end_time: '19:30',
  join_url: 'https://meet.finwell.example/home-loans',
  keyword: ['home loan'],
  client_type: [1],
  specific_clients: [c.acmeId],
});
const add = (data: unknown, files: Parameters<typeof multipart>[1] = []) => {
  const m = multipart(data, files);
  return c.app.inject({
    method: 'POST',
    url: '/api/v1/admin/webinar',
    headers: { ...bearer(c.admin), ...m.headers },
    payload: m.payload,
  });
};

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

describe('employee: list, register, un-register, join, invites', () => {
  let id = 0;
  it('an admin adds a live webinar for Acme with a banner; times are IST, stored as instants', async () => {
    const made = expectSuccess<{ _id: number; starts_at: string; banner: string | null; start_time: string }>(
      await add(live(), [{ field: 'banner', name: 'b.png', type: 'image/png', content: PNG }]),
      'S-10008',
      201,
    );
    id = made._id;
    expect(made.start_time).toBe('18:30');
    expect(made.starts_at).toBe(new Date(`${istDay(2)}T13:00:00Z`).toISOString());
    expect(made.banner).toMatch(/^\/files\/uploads\/webinars\/[a-f0-9]{24}\.png$/);
  });

  it('Acme sees it (Register popup), Globex and the paid user do not; webinarId of an unseen one is 404', async () => {
    const acme = await list(c.acme, id);
    const w = acme.upcoming.find((x) => x._id === id)!;
    expect(w).toMatchObject({ popup_type: 'Register', is_registered: false, time: '18:30', can_join: false });
    expect(w.join_url).toBeNull();
    expect(acme.selected?._id).toBe(id);
    expect((await list(c.globex)).upcoming.some((x) => x._id === id)).toBe(false);
    expect((await list(c.paid)).upcoming.some((x) => x._id === id)).toBe(false);
    expectError(
      await c.app.inject({ method: 'GET', url: `/api/v1/webinar?webinarId=${id}`, headers: bearer(c.globex) }),
      404,
      'E-10507',
    );
    expectError(await call('POST', '/webinar/register', c.globex, { webinar_id: id }), 404, 'E-10507');
  });

  it('register once (invite REQUEST in the outbox), twice is refused; un-register once (CANCEL, same UID, higher SEQUENCE)', async () => {
    expectSuccess(await call('POST', '/webinar/register', c.acme, { webinar_id: id }), 'S-10012', 201);
    expectError(await call('POST', '/webinar/register', c.acme, { webinar_id: id }), 409, 'E-10650');
    const [invite] = await outbox('employee@acme.example');
    expect(invite.subject).toContain('Registered');
    expect(invite.text).toContain('6:30 pm');
    expect(invite.ics).toContain('METHOD:REQUEST');
    const uid = /UID:(.+)\r\n/.exec(invite.ics!)![1];
    expect(invite.ics).toContain('SEQUENCE:0');
    expect((await list(c.acme)).upcoming.find((x) => x._id === id)?.popup_type).toBe('Join');

    expectSuccess(await call('PATCH', '/webinar/un-register', c.acme, { webinar_id: id }));
    expectError(await call('PATCH', '/webinar/un-register', c.acme, { webinar_id: id }), 409, 'E-10651');
    const [cancel] = await outbox('employee@acme.example');
    expect(cancel.ics).toContain('METHOD:CANCEL');
    expect(cancel.ics).toContain(`UID:${uid}`);
    expect(cancel.ics).toContain('SEQUENCE:1');

    // Registering again re-uses the UID with a still higher SEQUENCE.
    expectSuccess(await call('POST', '/webinar/register', c.acme, { webinar_id: id }), 'S-10012', 201);
    const [again] = await outbox('employee@acme.example');
    expect(again.ics).toContain(`UID:${uid}`);
    expect(again.ics).toContain('SEQUENCE:2');
    const acts = await c.app.ctx.db
      .selectFrom('user_activity')
      .select('action_id')
      .where('webinar_id', '=', id)
      .orderBy('id')
      .execute();
    expect(acts.map((a) => a.action_id)).toEqual([14, 15, 14]);
  });

  it('join only inside the window (15 min before start to end)', async () => {
    expectError(await call('POST', '/webinar/join', c.acme, { webinar_id: id }), 409, 'E-10654');
    await c.app.ctx.db
      .updateTable('webinars')
      .set({ starts_at: new Date(Date.now() + 10 * 60_000), ends_at: new Date(Date.now() + 70 * 60_000) })
      .where('id', '=', id)
      .execute();
    const j = expectSuccess<{ join_url: string }>(await call('POST', '/webinar/join', c.acme, { webinar_id: id }));
    expect(j.join_url).toBe('https://meet.finwell.example/home-loans');
    expect((await list(c.acme)).upcoming.find((x) => x._id === id)).toMatchObject({ can_join: true });
  });

  it('the reminder goes exactly once per registration', async () => {
    const before = (await outbox('employee@acme.example')).length;
    const first = await sendWebinarReminders(c.app.ctx);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const second = await sendWebinarReminders(c.app.ctx);
    expect(second.reminded).toBe(0);
    const mails = await outbox('employee@acme.example');
    expect(mails.length).toBe(before + 1);
    expect(mails[0].subject).toContain('Starting soon');
  });

  it('edit keeps the registration and mails an updated invite (same UID, higher SEQUENCE)', async () => {
    const [last] = await outbox('employee@acme.example');
    const uid = /UID:(.+)\r\n/.exec(last.ics!)![1];
    const m = multipart({ ...live(), date: istDay(4), start_time: '10:00', end_time: '11:00' });
    const res = await c.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/webinar/${id}`,
      headers: { ...bearer(c.admin), ...m.headers },
      payload: m.payload,
    });
    const out = expectSuccess<{ invites_updated: number; webinar: { registrations: number; banner: string | null } }>(
      res,
      'S-10009',
    );
    expect(out.invites_updated).toBe(1);
    expect(out.webinar.registrations).toBe(1);
    expect(out.webinar.banner).not.toBeNull();
    const [updated] = await outbox('employee@acme.example');
    expect(updated.subject).toContain('Updated');
    expect(updated.ics).toContain(`UID:${uid}`);
    expect(updated.ics).toContain('SEQUENCE:3');
    expect(updated.text).toContain('10:00 am');
  });

  it('the speaker sees the webinar with the registration; others may not call the speaker view', async () => {
    const v = expectSuccess<{ webinars: Array<{ webinar: { _id: number }; registrations: Array<{ email: string }> }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/speaker/webinars', headers: bearer(c.speaker) }),
    );
    const mine = v.webinars.find((w) => w.webinar._id === id)!;
    expect(mine.registrations.map((r) => r.email)).toContain('employee@acme.example');
    expect(
      (await c.app.inject({ method: 'GET', url: '/api/v1/speaker/webinars', headers: bearer(c.acme) })).statusCode,
    ).toBe(403);
  });

  it('an ended webinar cannot be registered for; delete mails a cancellation', async () => {
    const made = expectSuccess<{ _id: number }>(await add({ ...live(), name: 'Past one' }), 'S-10008', 201);
    await c.app.ctx.db
      .updateTable('webinars')
      .set({ starts_at: new Date(Date.now() - 7200_000), ends_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', made._id)
      .execute();
    expectError(await call('POST', '/webinar/register', c.acme, { webinar_id: made._id }), 409, 'E-10652');

    const del = await c.app.inject({ method: 'DELETE', url: `/api/v1/admin/webinar/${id}`, headers: bearer(c.admin) });
    expect(expectSuccess<{ cancellations: number }>(del, 'S-10010').cancellations).toBe(1);
    const [cancel] = await outbox('employee@acme.example');
    expect(cancel.ics).toContain('METHOD:CANCEL');
    expect(cancel.ics).toContain('SEQUENCE:4');
    expect((await list(c.acme)).upcoming.some((x) => x._id === id)).toBe(false);
    expectError(
      await c.app.inject({ method: 'DELETE', url: `/api/v1/admin/webinar/${id}`, headers: bearer(c.admin) }),
      404,
      'E-10507',
    );
  });

  it('type 1 (client link) and type 4 (recorded) take no registration', async () => {
    const all = await list(c.acme);
    const clientLink = all.upcoming.find((x) => x.webinar_type === 1)!;
    expect(clientLink.popup_type).toBe('Join');
    expectError(await call('POST', '/webinar/register', c.acme, { webinar_id: clientLink._id }), 409, 'E-10653');
    const rec = all.recorded[0];
    expect(rec.popup_type).toBe('Video');
    expectError(await call('POST', '/webinar/register', c.acme, { webinar_id: rec._id }), 409, 'E-10653');
  });
});

describe('recorded webinars: upload and watch time', () => {
  let id = 0;
  let session = 0;
  it('an admin uploads a recorded webinar with its video; the video is served with byte ranges', async () => {
    const made = expectSuccess<{ _id: number; video_url: string }>(
      await add(
        { ...live(), webinar_type: 4, join_url: undefined, end_time: undefined, duration: 1, name: 'Recorded test' },
        [{ field: 'video', name: 'v.webm', type: 'video/webm', content: VIDEO() }],
      ),
      'S-10008',
      201,
    );
    id = made._id;
    const part = await c.app.inject({ method: 'GET', url: made.video_url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${VIDEO().length}`);
    expect(part.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  const beat = (seq: number, playing = true, visible = true) =>
    call('POST', '/webinar/watch/heartbeat', c.acme, { session_id: session, seq, playing, visible });
  const age = (seconds: number) =>
    sql`UPDATE webinar_watch_sessions SET last_beat_at = now() - make_interval(secs => ${seconds}) WHERE id = ${session}`.execute(
      c.app.ctx.db,
    );

  it('heartbeats add at most the time that passed, nothing when paused or hidden, nothing when replayed', async () => {
    session = expectSuccess<{ session_id: number }>(
      await call('POST', '/webinar/watch/start', c.acme, { webinar_id: id }),
    ).session_id;
    await age(20);
    const a = expectSuccess<{ session_seconds: number; accepted: boolean }>(await beat(1));
    expect(a.accepted).toBe(true);
    expect(a.session_seconds).toBeGreaterThanOrEqual(20);
    expect(a.session_seconds).toBeLessThanOrEqual(21);
    const base = a.session_seconds;
    // Replayed (same seq) and out of order (lower seq): nothing.
    await age(20);
    expect(expectSuccess<{ session_seconds: number; accepted: boolean }>(await beat(1))).toMatchObject({
      accepted: false,
      session_seconds: base,
    });
    // Paused or hidden: the clock moves, no time added.
    expect(expectSuccess<{ session_seconds: number }>(await beat(2, false, true)).session_seconds).toBe(base);
    await age(20);
    expect(expectSuccess<{ session_seconds: number }>(await beat(3, true, false)).session_seconds).toBe(base);
    // An hour since the last beat is credited 30 s at most.
    await age(3600);
    expect(expectSuccess<{ session_seconds: number }>(await beat(4)).session_seconds).toBeLessThanOrEqual(base + 30);
    // An immediate beat adds (about) nothing.
    const now = expectSuccess<{ session_seconds: number; watched_seconds: number }>(await beat(5));
    expect(now.session_seconds).toBeLessThanOrEqual(base + 31);
    // Another person's session is not found.
    expectError(
      await call('POST', '/webinar/watch/heartbeat', c.globex, {
        session_id: session,
        seq: 9,
        playing: true,
        visible: true,
      }),
      404,
      'E-10507',
    );
  });

  it('a new session closes the old one (two tabs never count twice); Play is logged', async () => {
    const old = session;
    expectSuccess(await call('POST', '/webinar/watch/start', c.acme, { webinar_id: id }));
    await sql`UPDATE webinar_watch_sessions SET last_beat_at = now() - interval '20 seconds' WHERE id = ${old}`.execute(
      c.app.ctx.db,
    );
    const r = expectSuccess<{ accepted: boolean }>(
      await call('POST', '/webinar/watch/heartbeat', c.acme, {
        session_id: old,
        seq: 50,
        playing: true,
        visible: true,
      }),
    );
    expect(r.accepted).toBe(false);
    const plays = await c.app.ctx.db
      .selectFrom('user_activity')
      .select('action_id')
      .where('webinar_id', '=', id)
      .where('action_id', '=', 18)
      .execute();
    expect(plays.length).toBe(2);
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
