/**
 * A live webinar from the employee's side: who sees it, register and un-register with calendar invites,
 * the join window, the reminder, the speaker view, edit and delete.
 */
import { describe, expect, it } from 'vitest';
import { sendWebinarReminders } from '../../../src/server/modules/webinars/jobs.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, istDay, multipart, PNG, useWebinars } from './helpers.js';
import { webinarRequests } from './requests.js';

const c = useWebinars();
const { list, call, outbox, live, add } = webinarRequests(c);

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
