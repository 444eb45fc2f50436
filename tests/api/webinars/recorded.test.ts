/** Recorded webinars: the uploaded video served with byte ranges, and watch time counted from heartbeats. */
import { sql } from 'kysely';
import { progressClock } from '../../../src/server/modules/learning/watch-coverage.js';
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

  // The interval played is what counts (docs/learning.md "Completion"): the rule's clock is moved, not waited for.
  let clock = Date.now();
  const beat = (seq: number, from: number, to: number, playing = true, visible = true) =>
    call('POST', '/webinar/watch/heartbeat', c.acme, { session_id: session, seq, playing, visible, from, to });

  it('heartbeats add the interval played, nothing when paused or hidden, replayed or faster than real time', async () => {
    const real = progressClock.now;
    progressClock.now = () => new Date(clock);
    try {
      session = expectSuccess<{ session_id: number }>(
        await call('POST', '/webinar/watch/start', c.acme, { webinar_id: id }),
      ).session_id;
      expectSuccess(await beat(1, 0, 0));
      clock += 5000;
      const a = expectSuccess<{ session_seconds: number; watched_seconds: number; accepted: boolean }>(
        await beat(2, 0, 5),
      );
      expect(a).toMatchObject({ accepted: true, session_seconds: 5, watched_seconds: 5 });
      // Replayed (same seq) and out of order (lower seq): nothing.
      clock += 2000;
      expect(expectSuccess(await beat(2, 5, 7))).toMatchObject({ accepted: false, watched_seconds: 5 });
      // Paused or hidden: the clock moves, no time added.
      expect(expectSuccess(await beat(3, 5, 7, false, true))).toMatchObject({ watched_seconds: 5 });
      expect(expectSuccess(await beat(4, 5, 7, true, false))).toMatchObject({ watched_seconds: 5 });
      // Replaying the start adds nothing; the clip is 7 s long, so nothing past its end counts.
      clock += 60_000;
      expect(expectSuccess(await beat(5, 0, 5))).toMatchObject({ watched_seconds: 5 });
      clock += 60_000;
      const end = expectSuccess<{ watched_seconds: number; session_seconds: number }>(await beat(6, 5, 600));
      expect(end.watched_seconds).toBeGreaterThanOrEqual(7);
      expect(end.watched_seconds).toBeLessThanOrEqual(8);
      expect(end.session_seconds).toBe(end.watched_seconds);
    } finally {
      progressClock.now = real;
    }
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
