/**
 * Completion that proves learning (issue 32, docs/learning.md "Completion"): a video chapter completes at 90 % of its
 * length actually played (heartbeats cut to the wall-clock time since the previous one, replays merged), a document
 * after its reading time or read to its end, a link once opened; early completion is refused with what is left
 * (E-10830-E-10832). The rules' clock (progressClock) is moved instead of waiting. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoClip } from '../../../src/server/modules/learning/demo-media.js';
import type { App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { learningCalls, startLearningApp, useProgressClock, type Chapter } from './learning-fixtures.js';

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

const { send, courses, view } = learningCalls(() => ({ app, admin }));
type Progress = { rule: string; state: string; coverage_percent: number | null; seconds_left: number };
type Beat = { credited_seconds: number; watched_seconds: number; duration_seconds: number; coverage_percent: number };

const watched = async (token: string, chapterId: number, from: number, to: number) =>
  expectSuccess<Beat>(await send('POST', `/courses/chapters/${chapterId}/watched`, token, { from, to }));
const opened = (token: string, chapterId: number, body: Record<string, unknown> = {}) =>
  send('POST', `/courses/chapters/${chapterId}/opened`, token, body);
const completeChapter = (token: string, courseId: number, chapterId: number) =>
  send('POST', '/courses/completed', token, { course_id: courseId, chapter_id: chapterId });
const chaptersOf = async (token: string, courseId: number) =>
  (await view(token, courseId)).sections.flatMap((s) => s.chapters) as Array<Chapter & { progress: Progress | null }>;

/** A published course of one section with one video chapter of `minutes` (no file: its length is the chapter's). */
async function videoCourse(minutes: number) {
  const db = app.ctx.db;
  const course = await db
    .insertInto('courses')
    .values({ title: `Coverage ${minutes} min ${now()}`, difficulty: 1, duration_minutes: minutes })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto('course_sections')
    .values({ course_id: course.id, title: 'Only' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chapter = await db
    .insertInto('course_chapters')
    .values({
      course_id: course.id,
      section_id: section.id,
      title: 'A long video',
      content_type: 'Video',
      file_type: 'mp4',
      file_id: null,
      url: null,
      duration_minutes: minutes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { courseId: course.id, chapterId: chapter.id };
}

describe('video chapters', () => {
  let courseId: number;
  let chapterId: number;
  beforeEach(async () => {
    ({ courseId, chapterId } = await videoCourse(10));
  });

  it('refuses a video at 0 % with the minutes left; a heartbeat that jumps ahead earns only the time that passed', async () => {
    expectSuccess(await send('POST', `/courses/enroll/${courseId}`, acme), undefined, 201);
    const refused = expectError(await completeChapter(acme, courseId, chapterId), 409, 'E-10830');
    // 90 % of 600 s = 540 s = 9 minutes.
    expect(refused.data).toEqual({ minutes_left: 9, coverage_percent: 0, needed_percent: 90 });
    expect(refused.message).toBe('Watch about 9 more minutes of this video before it counts as complete.');

    expectSuccess(await opened(acme, chapterId));
    tick(10);
    expect(await watched(acme, chapterId, 0, 10)).toMatchObject({ credited_seconds: 10, watched_seconds: 10 });
    // 10 s later the player claims 300 s of the video: only 10 s (plus 5 s slack) can have been played.
    tick(10);
    const jump = await watched(acme, chapterId, 300, 600);
    expect(jump).toMatchObject({ credited_seconds: 15, watched_seconds: 25, duration_seconds: 600 });
    // At once again: the slack is spent, no time has passed, nothing is earned.
    expect(await watched(acme, chapterId, 315, 500)).toMatchObject({ credited_seconds: 0, watched_seconds: 25 });
    // A beat far beyond the video's end earns nothing either.
    tick(30);
    expect(await watched(acme, chapterId, 5000, 6000)).toMatchObject({ watched_seconds: 25 });
    const left = expectError(await completeChapter(acme, courseId, chapterId), 409, 'E-10830');
    expect(left.data).toMatchObject({ minutes_left: 9, coverage_percent: 4 });
    const [ch] = await chaptersOf(acme, courseId);
    expect(ch.completed).toBe(false);
    expect(ch.progress).toEqual({ rule: 'watch', state: 'in_progress', coverage_percent: 4, seconds_left: 515 });
  });

  it('never counts a replay twice, and completes at 90 % watched', async () => {
    expectSuccess(await send('POST', `/courses/enroll/${courseId}`, acme), undefined, 201);
    expectSuccess(await opened(acme, chapterId));
    // A zero-length beat marks the start of playing (the page sends it on "play").
    await watched(acme, chapterId, 0, 0);
    let position = 0;
    for (let i = 0; i < 20; i++) {
      tick(15);
      await watched(acme, chapterId, position, position + 15);
      position += 15;
    }
    // The first five minutes watched again: still 300 s.
    for (let i = 0; i < 20; i++) {
      tick(15);
      expect((await watched(acme, chapterId, i * 15, i * 15 + 15)).watched_seconds).toBe(300);
    }
    // Overlapping the end of what was seen: only the new part counts.
    tick(15);
    expect((await watched(acme, chapterId, 290, 305)).watched_seconds).toBe(305);
    position = 305;
    while (position < 530) {
      tick(15);
      await watched(acme, chapterId, position, position + 15);
      position += 15;
    }
    expect(expectError(await completeChapter(acme, courseId, chapterId), 409, 'E-10830').data).toMatchObject({
      minutes_left: 1,
      coverage_percent: 88,
    });
    tick(10);
    expect(await watched(acme, chapterId, 530, 540)).toMatchObject({ watched_seconds: 540, coverage_percent: 90 });
    const done = expectSuccess(await completeChapter(acme, courseId, chapterId));
    expect(done).toMatchObject({ chapter_completed: true, course_completed: true });
    expect((await chaptersOf(acme, courseId))[0].progress).toMatchObject({ state: 'completed', coverage_percent: 90 });
  });

  it("counts only the caller's own heartbeats", async () => {
    for (const who of [acme, acme2])
      expectSuccess(await send('POST', `/courses/enroll/${courseId}`, who), undefined, 201);
    expectSuccess(await opened(acme2, chapterId));
    for (let at = 0; at < 600; at += 15) {
      tick(15);
      await watched(acme2, chapterId, at, at + 15);
    }
    expectSuccess(await completeChapter(acme2, courseId, chapterId));
    expect((await chaptersOf(acme, courseId))[0].progress).toMatchObject({ state: 'not_started', coverage_percent: 0 });
    expectError(await completeChapter(acme, courseId, chapterId), 409, 'E-10830');
  });

  it('refuses heartbeats and openings from someone not enrolled, or no longer', async () => {
    const beat = () => send('POST', `/courses/chapters/${chapterId}/watched`, acme, { from: 0, to: 10 });
    expectError(await beat(), 409, 'E-10707');
    expectError(await opened(acme, chapterId), 409, 'E-10707');
    // Globex's package has no courses (module 1): refused before the chapter is looked at.
    expectError(
      await send('POST', `/courses/chapters/${chapterId}/watched`, globex, { from: 0, to: 1 }),
      403,
      'E-10117',
    );
    expectSuccess(await send('POST', `/courses/enroll/${courseId}`, acme), undefined, 201);
    expectSuccess(await send('PATCH', `/courses/cancel/${courseId}`, acme));
    expectError(await beat(), 409, 'E-10707');
    expect(
      await app.ctx.db.selectFrom('course_chapter_progress').selectAll().where('chapter_id', '=', chapterId).execute(),
    ).toEqual([]);
    // An unknown chapter, a malformed interval.
    expectError(await send('POST', '/courses/chapters/999999/watched', acme, { from: 0, to: 1 }), 404, 'E-10507');
    expect((await send('POST', `/courses/chapters/${chapterId}/watched`, acme, { from: -1, to: 1 })).statusCode).toBe(
      422,
    );
  });
});

describe('the demo course: document, video, link and assignment', () => {
  it('reads the document for its reading time, watches the real video, opens the link, completes the course', async () => {
    const course = (await courses(acme)).find((c) => c.title === 'Budgeting that sticks')!;
    expectSuccess(await send('POST', `/courses/enroll/${course._id}`, acme), undefined, 201);
    const [doc, video, link, assignment] = await chaptersOf(acme, course._id);
    expect([doc.content_type, video.content_type, link.content_type, assignment.content_type]).toEqual([
      'Document',
      'Video',
      'Url',
      'Assignment',
    ]);
    // The PDF has one page: one minute of reading, counted from its first opening.
    expect(doc.progress).toEqual({ rule: 'read', state: 'not_started', coverage_percent: null, seconds_left: 60 });
    expect(expectError(await completeChapter(acme, course._id, doc._id), 409, 'E-10831').data).toEqual({
      minutes_left: 1,
      seconds_left: 60,
    });
    expectSuccess(await opened(acme, doc._id));
    tick(59);
    expect(expectError(await completeChapter(acme, course._id, doc._id), 409, 'E-10831').data).toMatchObject({
      seconds_left: 1,
    });
    tick(1);
    expectSuccess(await completeChapter(acme, course._id, doc._id));

    // The chapter plays its own demo clip (data-seed/media): its length is read from the WebM file.
    const length = demoClip(video.title)!.seconds;
    expectError(await completeChapter(acme, course._id, video._id), 409, 'E-10830');
    expectSuccess(await opened(acme, video._id));
    tick(length / 2);
    const half = await watched(acme, video._id, 0, length / 2);
    expect(half.duration_seconds).toBeCloseTo(length, 0);
    expect(half.coverage_percent).toBeGreaterThanOrEqual(49);
    expect(half.coverage_percent).toBeLessThanOrEqual(51);
    expectError(await completeChapter(acme, course._id, video._id), 409, 'E-10830');
    tick(length / 2);
    // The player's position at the end is a frame short of the file's length: it still counts to the end.
    const endBeat = await watched(acme, video._id, length / 2, length - 0.3);
    expect(endBeat.coverage_percent).toBe(100);
    expectSuccess(await completeChapter(acme, course._id, video._id));

    // The link (optional) counts once opened; the assignment once submitted (assignments.test.ts).
    expectError(await completeChapter(acme, course._id, link._id), 409, 'E-10832');
    expect(expectSuccess<Progress>(await opened(acme, link._id))).toMatchObject({ rule: 'open', state: 'ready' });
    expectSuccess(await completeChapter(acme, course._id, link._id));
    expectError(await completeChapter(acme, course._id, assignment._id), 409, 'E-10840');
    const last = expectSuccess<{ completion: unknown }>(
      await send('POST', `/courses/chapters/${assignment._id}/submission`, acme, { answer: 'My budget.' }),
    ).completion;
    expect(last).toMatchObject({ course_completed: true, progress: 2 });
  });

  it('counts a document read to its end at once', async () => {
    const course = (await courses(acme2)).find((c) => c.title === 'Budgeting that sticks')!;
    expectSuccess(await send('POST', `/courses/enroll/${course._id}`, acme2), undefined, 201);
    const [doc] = await chaptersOf(acme2, course._id);
    expectSuccess(await opened(acme2, doc._id));
    expectError(await completeChapter(acme2, course._id, doc._id), 409, 'E-10831');
    expect(expectSuccess<Progress>(await opened(acme2, doc._id, { reached_end: true }))).toMatchObject({
      state: 'ready',
      seconds_left: 0,
    });
    expectSuccess(await completeChapter(acme2, course._id, doc._id));
  });
});
