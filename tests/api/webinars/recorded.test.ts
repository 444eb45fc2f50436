/** Recorded webinars: the uploaded video served with byte ranges, and watch time counted from heartbeats. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { useWebinars, VIDEO } from './helpers.js';
import { webinarRequests } from './requests.js';

const c = useWebinars();
const { call, live, add } = webinarRequests(c);

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
