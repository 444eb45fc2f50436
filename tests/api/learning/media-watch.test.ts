/**
 * The coverage rule of course chapters applied to the other videos (issue 32, docs/learning.md "Completion"): an
 * e-learning library video, a journey topic's video (its Video step refused with E-10833 until 90 % watched) and a
 * recorded webinar (its time watched is the merged intervals, not wall-clock time), and the e-learning time report's
 * video time watched. The rules' clock (progressClock) is moved instead of waiting. Runs on PGlite and on PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { learningCalls, startLearningApp, useProgressClock } from './learning-fixtures.js';

let app: App;
let acme: string;
let acme2: string;
let globex: string;
let admin: string;

const { tick, now } = useProgressClock();

beforeAll(async () => {
  ({ app, acme, acme2, globex, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send } = learningCalls(() => ({ app, admin }));
type Watch = {
  watched_seconds: number;
  duration_seconds: number;
  coverage_percent: number;
  seconds_left: number;
  watched: boolean;
  credited_seconds?: number;
};

/** A file row the storage does not hold: the video's length is then its minutes. */
async function videoFile() {
  return app.ctx.db
    .insertInto('learning_files')
    .values({ name: `missing-${now()}.mp4`, kind: 'video', mime: 'video/mp4', size_bytes: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('e-learning library videos', () => {
  let videoId: number;
  const beat = async (token: string, from: number, to: number) =>
    expectSuccess<Watch>(await send('POST', `/e-learning-videos/${videoId}/watched`, token, { from, to }));
  const detail = async (token: string) =>
    expectSuccess<{ watch: Watch }>(await get(`/e-learning-videos/${videoId}`, token)).watch;

  beforeAll(async () => {
    const file = await videoFile();
    const category = await app.ctx.db.selectFrom('video_categories').select('id').executeTakeFirstOrThrow();
    videoId = (
      await app.ctx.db
        .insertInto('elearning_videos')
        .values({ title: 'Ten minutes', category_id: category.id, duration_minutes: 10, file_id: file.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('counts played intervals: gaps stay gaps, seeks ahead and replays add nothing, speed is cut to real time', async () => {
    expect(await detail(acme)).toMatchObject({ watched_seconds: 0, duration_seconds: 600, watched: false });
    await beat(acme, 0, 0); // play
    tick(60);
    expect(await beat(acme, 0, 60)).toMatchObject({ credited_seconds: 60, watched_seconds: 60, coverage_percent: 10 });
    // Seek ahead to 300 (the jump is never reported), play 60 s: a gap stays between 60 and 300.
    tick(60);
    expect(await beat(acme, 300, 360)).toMatchObject({ watched_seconds: 120, coverage_percent: 20 });
    // A replay of what was watched adds nothing.
    tick(60);
    expect(await beat(acme, 0, 60)).toMatchObject({ credited_seconds: 60, watched_seconds: 120 });
    // Claiming 5 minutes after 10 s of wall-clock time: cut to 10 s plus the 5 s slack.
    tick(10);
    expect(await beat(acme, 360, 660)).toMatchObject({ credited_seconds: 15, watched_seconds: 135 });
    // A forged beat claiming the whole video at once adds (almost) nothing either.
    expect((await beat(acme, 0, 600)).watched_seconds).toBeLessThan(140);
    expect(await detail(acme)).toMatchObject({ watched: false, coverage_percent: 22 });
  });

  it('counts as watched at 90 % covered; another person has their own coverage', async () => {
    let position = 375;
    while (position < 600) {
      tick(60);
      const to = Math.min(600, position + 60);
      await beat(acme, position, to);
      position = to;
    }
    for (let at = 60; at < 300; at += 60) {
      tick(60);
      await beat(acme, at, at + 60);
    }
    const w = await detail(acme);
    expect(w.coverage_percent).toBeGreaterThanOrEqual(90);
    expect(w).toMatchObject({ watched: true, seconds_left: 0 });
    expect(await detail(acme2)).toMatchObject({ watched_seconds: 0, watched: false });
  });

  it('refuses a person without the videos module and an unknown video', async () => {
    expectError(
      await send('POST', `/e-learning-videos/${videoId}/watched`, globex, { from: 0, to: 5 }),
      403,
      'E-10117',
    );
    expectError(await send('POST', '/e-learning-videos/999999/watched', acme, { from: 0, to: 5 }), 404, 'E-10507');
    expectError(await send('POST', `/e-learning-videos/${videoId}/watched`, acme, { from: 5 }), 422, 'E-10502');
  });
});

describe('journey topic videos', () => {
  let topicId: number;
  let lockedId: number;
  type Topic = { status: string; video_watch: Watch | null };
  const open = async (token: string, id = topicId) => expectSuccess<Topic>(await get(`/journey/topic/${id}`, token));
  const beat = (token: string, from: number, to: number, id = topicId) =>
    send('POST', `/journey/topic/${id}/watched`, token, { from, to });
  const step = (token: string) => send('POST', '/journey/steps/completed', token, { topic_id: topicId, step: 'Video' });

  beforeAll(async () => {
    const cards = await app.ctx.db
      .selectFrom('journey_cards')
      .select('id')
      .where('status', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
    // The first topic of the first card is open; the second waits for it (locked).
    const topics = await app.ctx.db
      .selectFrom('journey_topics')
      .select('id')
      .where('card_id', '=', cards[0].id)
      .where('status', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
    topicId = topics[0].id;
    lockedId = topics[1].id;
    // A 5-minute video at its own address (no library file): its length is its minutes.
    await app.ctx.db
      .updateTable('journey_topics')
      .set({ video_id: null, video_url: 'https://videos.example/topic.mp4', video_minutes: 5 })
      .where('id', 'in', [topicId, lockedId])
      .execute();
  });

  it('refuses the Video step until 90 % watched (E-10833 with the minutes left), then allows it', async () => {
    expect(await open(acme)).toMatchObject({
      status: 'In_progress',
      video_watch: { watched_seconds: 0, duration_seconds: 300, watched: false },
    });
    const refused = expectError(await step(acme), 409, 'E-10833');
    expect(refused.data).toMatchObject({ minutes_left: 5, coverage_percent: 0, needed_percent: 90 });
    expectSuccess(await beat(acme, 0, 0));
    tick(60);
    expectSuccess(await beat(acme, 0, 60));
    // Skipped ahead to the end: the jump does not count.
    tick(30);
    expect(expectSuccess<Watch>(await beat(acme, 270, 300))).toMatchObject({ watched_seconds: 90, watched: false });
    const again = expectError(await step(acme), 409, 'E-10833');
    expect(again.data).toMatchObject({ minutes_left: 3, coverage_percent: 30 });
    expect((await open(acme)).status).toBe('In_progress');
    for (let at = 60; at < 270; at += 30) {
      tick(30);
      expectSuccess(await beat(acme, at, at + 30));
    }
    const ready = await open(acme);
    expect(ready.video_watch).toMatchObject({ watched_seconds: 300, coverage_percent: 100, watched: true });
    expect(expectSuccess<Topic>(await step(acme)).status).toBe('Watched_video');
    // Done once: a second Video step keeps the machine's refusal.
    expectError(await step(acme), 409, 'E-10740');
  });

  it('a replay played faster than real time does not make another person ready', async () => {
    await open(acme2);
    expectSuccess(await beat(acme2, 0, 0));
    tick(20);
    // 20 s of wall-clock time claiming the whole video at 15x: 25 s at most.
    expect(expectSuccess<Watch>(await beat(acme2, 0, 300))).toMatchObject({ watched_seconds: 25 });
    tick(1);
    expect(expectSuccess<Watch>(await beat(acme2, 0, 25))).toMatchObject({ watched_seconds: 25 });
    expectError(await step(acme2), 409, 'E-10833');
  });

  it('refuses heartbeats of a locked topic and of an unknown one', async () => {
    expectError(await beat(acme, 0, 10, lockedId), 409, 'E-10743');
    expectError(await beat(acme, 0, 10, 999999), 404, 'E-10507');
  });
});

describe('recorded webinars', () => {
  let webinarId: number;
  let session = 0;
  let seq = 0;
  const beat = (token: string, from: number, to: number, playing = true) =>
    send('POST', '/webinar/watch/heartbeat', token, {
      session_id: session,
      seq: ++seq,
      playing,
      visible: true,
      from,
      to,
    });

  beforeAll(async () => {
    const w = await app.ctx.db
      .selectFrom('webinars')
      .select('id')
      .where('webinar_type', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    webinarId = w.id;
    // A 10-minute recording whose file is not stored: its length is its minutes.
    await app.ctx.db
      .updateTable('webinars')
      .set({ video: 'aaaaaaaaaaaaaaaaaaaaaaaa.webm', duration_minutes: 10 })
      .where('id', '=', w.id)
      .execute();
  });

  it('reports the merged time watched, not wall-clock time, replays or skips', async () => {
    const started = expectSuccess<{ session_id: number; watched_seconds: number }>(
      await send('POST', '/webinar/watch/start', acme, { webinar_id: webinarId }),
    );
    session = started.session_id;
    expect(started.watched_seconds).toBe(0);
    expectSuccess(await beat(acme, 0, 0));
    tick(60);
    expect(expectSuccess<{ watched_seconds: number }>(await beat(acme, 0, 60)).watched_seconds).toBe(60);
    // Paused for ten minutes (wall-clock passes, nothing is played or counted).
    tick(600);
    expect(expectSuccess<{ watched_seconds: number }>(await beat(acme, 60, 60, false)).watched_seconds).toBe(60);
    // Replayed the first minute, then skipped ahead to 500 and played 30 s.
    tick(60);
    expect(expectSuccess<{ watched_seconds: number }>(await beat(acme, 0, 60)).watched_seconds).toBe(60);
    tick(30);
    const skipped = expectSuccess<{ watched_seconds: number; session_seconds: number }>(await beat(acme, 500, 530));
    expect(skipped).toMatchObject({ watched_seconds: 90, session_seconds: 90 });
    // Faster than real time: 5 s of wall-clock claiming 2 minutes adds 10 s at most.
    tick(5);
    expect(expectSuccess<{ watched_seconds: number }>(await beat(acme, 100, 220)).watched_seconds).toBe(100);
    // A replayed beat (same seq) adds nothing; another person's session is not theirs.
    tick(60);
    seq -= 1;
    expect(expectSuccess(await beat(acme, 110, 170))).toMatchObject({ accepted: false, watched_seconds: 100 });
    expectError(await beat(globex, 0, 10), 404, 'E-10507');
    const list = expectSuccess<{ recorded: Array<{ _id: number; watched_seconds: number }> }>(
      await get('/webinar', acme),
    );
    expect(list.recorded.find((x) => x._id === webinarId)?.watched_seconds).toBe(100);
  });

  it('the recorded-webinar report shows the time watched (100 s), not the wall-clock time of the sessions', async () => {
    // The session's own clock says it ran for hours: the report still shows what was watched.
    await sql`UPDATE webinar_watch_sessions SET seconds = 7200 WHERE id = ${session}`.execute(app.ctx.db);
    const r = expectSuccess<{ list: Array<Record<string, unknown>>; totals: Record<string, number> }>(
      await get('/report/time-spent-recorded-webinar?range=all', admin),
    );
    expect(r.totals).toMatchObject({ seconds: 100, viewers: 1 });
  });
});

describe('the e-learning time report', () => {
  it('shows the video time actually watched beside the wall-clock time spent', async () => {
    // Library video (acme 90 %+ of 600 s) and course chapter coverage count; journey topics and webinars do not.
    const rows = await app.ctx.db
      .selectFrom('media_watch_progress')
      .select(['subject_kind', 'watched_seconds'])
      .where('subject_kind', '=', 'video')
      .execute();
    const expected = Math.round(rows.reduce((s, r) => s + Number(r.watched_seconds), 0));
    expect(expected).toBeGreaterThanOrEqual(540);
    // Hours of time on course pages with nothing played: time spent, not time watched.
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const course = await app.ctx.db.selectFrom('course_chapters').select(['id', 'course_id']).executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('course_time_sessions')
      .values({ user_id: user.id, course_id: course.course_id, chapter_id: course.id, seconds: 9000, last_seq: 1 })
      .execute();
    const r = expectSuccess<{ totals: Record<string, number> }>(
      await get('/report/e-learning-time-base?range=all', admin),
    );
    expect(r.totals.seconds).toBeGreaterThanOrEqual(9000);
    expect(r.totals.watched_seconds).toBe(expected);
  });
});
