import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_VIDEO } from '../../../src/server/modules/webinars/seed.js';
import { learningTasks } from '../../../src/server/modules/learning/jobs.js';
import { runScheduledTask } from '../../../src/server/plugins/jobs.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';

type Course = {
  _id: number;
  title: string;
  status: number;
  status_label: string;
  action: string;
  progress: number | null;
  progress_percent: number;
};
type Chapter = {
  _id: number;
  title: string;
  content_type: string;
  locked: boolean;
  completed: boolean;
  is_mandatory: boolean;
  file_url: string | null;
};
type View = { course: Course; sections: Array<{ _id: number; chapters: Chapter[] }> };

let app: App;
let acme: string;
let acme2: string;
let globex: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
  admin = await sessionFor(app, 'admin@finwell.example');
  acme2 = await sessionFor(app, 'hr@acme.example');
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, token: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const courses = async (token: string) => expectSuccess<{ courses: Course[] }>(await get('/courses', token)).courses;
const view = async (token: string, id: number) => expectSuccess<View>(await get(`/courses/${id}`, token));

/** Uploads a file through the resumable upload calls in chunks of `chunk` bytes; answers the file id. */
async function upload(kind: 'video' | 'pdf' | 'image', filename: string, data: Buffer, chunk = 1 << 20) {
  const started = expectSuccess<{ upload_id: string }>(
    await send('POST', '/learning/uploads', admin, { kind, filename, size: data.length }),
    undefined,
    201,
  );
  let state = { offset: 0, file_id: null as number | null };
  while (state.file_id === null) {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/learning/uploads/${started.upload_id}?offset=${state.offset}`,
      headers: { ...bearer(admin), 'content-type': 'application/offset+octet-stream' },
      payload: data.subarray(state.offset, state.offset + chunk),
    });
    if (res.statusCode !== 200) return { res, uploadId: started.upload_id };
    state = expectSuccess(res);
  }
  return { fileId: state.file_id, uploadId: started.upload_id };
}

/** A small PNG (a thumbnail), made with sharp as the upload check re-encodes images with it. */
async function pngImage(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 36, channels: 3, background: '#0b7a5a' } })
    .png()
    .toBuffer();
}

async function demoPdf(): Promise<Buffer> {
  const { createPdf } = await import('../../../src/server/pdf/document.js');
  const { doc, finish } = createPdf({ title: 'Test', margin: 40 });
  doc.text('A test chapter');
  return finish();
}

describe('employee courses (module 1)', () => {
  it('lists the seeded courses with status, difficulty, duration and the Enroll action', async () => {
    const list = await courses(acme);
    expect(list.length).toBeGreaterThanOrEqual(5);
    const first = list.find((c) => c.title === 'Budgeting that sticks')!;
    expect(first).toMatchObject({ status: 2, status_label: 'NotStarted', action: 'Enroll', progress: null });
  });

  it('refuses Globex (package without module 1) with E-10117 and anonymous callers with E-10010', async () => {
    expectError(await get('/courses', globex), 403, 'E-10117');
    expectError(await app.inject({ method: 'GET', url: '/api/v1/courses' }), 401, 'E-10010');
    expectError(await get('/e-learning-videos', globex), 403, 'E-10117');
  });

  it('enrols once (twice: E-10079), locks chapters in order and completes the course with its last required chapter', async () => {
    const course = (await courses(acme)).find((c) => c.title === 'Budgeting that sticks')!;
    const before = await view(acme, course._id);
    expect(before.sections.flatMap((s) => s.chapters).every((c) => c.locked && c.file_url === null)).toBe(true);
    expectError(await send('POST', '/courses/completed', acme, { course_id: course._id }), 409, 'E-10707');

    const enrolled = expectSuccess(await send('POST', `/courses/enroll/${course._id}`, acme), undefined, 201);
    expect(enrolled).toMatchObject({ progress: 1, action: 'Continue' });
    expectError(await send('POST', `/courses/enroll/${course._id}`, acme), 409, 'E-10079');

    const v = await view(acme, course._id);
    const chapters = v.sections.flatMap((s) => s.chapters);
    expect(v.course).toMatchObject({ status: 3, status_label: 'InProcess' });
    expect(chapters.map((c) => c.locked)).toEqual([false, true, true, true]);
    expect(chapters[0].file_url).toMatch(/^\/api\/v1\/learning\/files\//);

    // The second chapter is locked until the first (mandatory) one is complete.
    expectError(
      await send('POST', '/courses/completed', acme, { course_id: course._id, chapter_id: chapters[1]._id }),
      409,
      'E-10708',
    );
    const one = expectSuccess<{ chapter_completed: boolean; course_completed: boolean }>(
      await send('POST', '/courses/completed', acme, { course_id: course._id, chapter_id: chapters[0]._id }),
    );
    expect(one).toMatchObject({ chapter_completed: true, course_completed: false });
    // Repeating a completion changes nothing and logs nothing twice.
    const again = expectSuccess<{ chapter_completed: boolean }>(
      await send('POST', '/courses/completed', acme, { course_id: course._id, chapter_id: chapters[0]._id }),
    );
    expect(again.chapter_completed).toBe(false);
    await send('POST', '/courses/completed', acme, { course_id: course._id, chapter_id: chapters[1]._id });
    // Chapter 3 is optional: chapter 4 unlocks once chapter 2 is done, and finishing it completes the course.
    const mid = await view(acme, course._id);
    expect(mid.sections.flatMap((s) => s.chapters).map((c) => c.locked)).toEqual([false, false, false, false]);
    const last = expectSuccess<{ course_completed: boolean; progress: number; action: string }>(
      await send('POST', '/courses/completed', acme, { course_id: course._id, chapter_id: chapters[3]._id }),
    );
    expect(last).toMatchObject({ course_completed: true, progress: 2, action: 'View Report' });
    const after = (await courses(acme)).find((c) => c._id === course._id)!;
    expect(after).toMatchObject({ status: 4, status_label: 'Completed', action: 'View Report' });

    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const log = await app.ctx.db
      .selectFrom('user_activity')
      .select(['action_id', 'feature_id', 'navigation_url'])
      .where('user_id', '=', user.id)
      .where('feature_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(log.filter((l) => l.action_id === 3)).toHaveLength(1); // Enroll
    expect(log.filter((l) => l.action_id === 8)).toHaveLength(4); // 3 chapters + the course
    expect(log.at(-1)!.navigation_url).toBe(`/client/learning-center/view-course?courseId=${course._id}`);
  });

  it('shows the courses on the home page widget with their progress', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/landing-page/home-page', headers: bearer(acme) });
    const page = expectSuccess<{
      widgets_List: Array<{ type: string; data: { items: Array<{ title: string; progress: number }> } | null }>;
    }>(res);
    const widget = page.widgets_List.find((w) => w.type === 'courses_in_progress');
    expect(widget?.data?.items.find((i) => i.title === 'Budgeting that sticks')?.progress).toBe(100);
    // Globex has no module 1: the widget is not on its page.
    const globexPage = expectSuccess<{ widgets_List: Array<{ type: string }> }>(
      await app.inject({ method: 'GET', url: '/api/v1/landing-page/home-page', headers: bearer(globex) }),
    );
    expect(globexPage.widgets_List.map((w) => w.type)).not.toContain('courses_in_progress');
    const { coursesInProgress } = await import('../../../src/server/modules/learning/courses.js');
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const items = await coursesInProgress(app.ctx.db, user.id, 4);
    expect(items.find((i) => i.title === 'Budgeting that sticks')).toMatchObject({ progress: 100, completed: true });
  });

  it('counts time only for active, in-order heartbeats and never more than has passed', async () => {
    const course = (await courses(acme2)).find((c) => c.title === 'Tax saving under the new regime')!;
    const chapter = (await view(acme2, course._id)).sections[0].chapters[0];
    const beat = (body: Record<string, unknown>) =>
      send('POST', '/courses/capture-spent-time', acme2, { course_id: course._id, chapter_id: chapter._id, ...body });
    // Not enrolled: nothing is recorded.
    expectError(await beat({ seq: 0, active: true }), 409, 'E-10707');
    await send('POST', `/courses/enroll/${course._id}`, acme2);
    const s = expectSuccess<{ session_id: number }>(await beat({ seq: 0, active: true }));
    const age = (seconds: number) =>
      sql`UPDATE course_time_sessions SET last_beat_at = now() - make_interval(secs => ${seconds}) WHERE id = ${s.session_id}`.execute(
        app.ctx.db,
      );
    await age(10);
    const b1 = expectSuccess<{ credited_seconds: number; course_seconds: number }>(
      await beat({ session_id: s.session_id, seq: 1, active: true }),
    );
    expect(b1.credited_seconds).toBeGreaterThanOrEqual(10);
    expect(b1.credited_seconds).toBeLessThanOrEqual(11);
    // Replayed and out-of-order beats add nothing.
    await age(20);
    const replay = expectSuccess<{ accepted: boolean; credited_seconds: number }>(
      await beat({ session_id: s.session_id, seq: 1, active: true }),
    );
    expect(replay).toMatchObject({ accepted: false, credited_seconds: 0 });
    // A hidden tab or paused video: the beat is taken but credits nothing.
    const hidden = expectSuccess<{ credited_seconds: number }>(
      await beat({ session_id: s.session_id, seq: 2, active: false }),
    );
    expect(hidden.credited_seconds).toBe(0);
    // A beat long after the last credits at most the 30 s cap.
    await age(600);
    const capped = expectSuccess<{ credited_seconds: number; course_seconds: number }>(
      await beat({ session_id: s.session_id, seq: 3, active: true }),
    );
    expect(capped.credited_seconds).toBe(30);
    expect(capped.course_seconds).toBe(b1.course_seconds + 30);
    // Another user's session id adds nothing to it.
    expectError(
      await send('POST', '/courses/capture-spent-time', acme, {
        course_id: course._id,
        chapter_id: chapter._id,
        session_id: s.session_id,
        seq: 9,
        active: true,
      }),
      409,
      'E-10707',
    );
  });
});

describe('assessments', () => {
  it('scores an attempt against the pass mark, stores it, and limits attempts', async () => {
    const created = expectSuccess<{ _id: number }>(
      await send('POST', '/assessment', admin, {
        title: 'Two questions',
        pass_mark: 50,
        max_attempts: 1,
        questions: [
          {
            question: 'Q1',
            options: [
              { label: 'right', is_correct: true },
              { label: 'wrong', is_correct: false },
            ],
          },
          {
            question: 'Q2',
            options: [
              { label: 'wrong', is_correct: false },
              { label: 'right', is_correct: true },
            ],
          },
        ],
      }),
      'S-10008',
      201,
    );
    const a = expectSuccess<{
      questions: Array<{ _id: number; options: Array<{ _id: number; label: string; is_correct?: boolean }> }>;
    }>(await get(`/courses/assessments/${created._id}`, acme));
    expect(a.questions[0].options[0].is_correct).toBeUndefined();
    const answers = a.questions.map((q) => ({ question_id: q._id, option_id: q.options[0]._id }));
    const result = expectSuccess(
      await send('POST', `/courses/assessments/${created._id}/attempt`, acme, { answers }),
      undefined,
      201,
    );
    expect(result).toMatchObject({ correct: 1, total: 2, score: 50, passed: true, attempts_used: 1 });
    expectError(await send('POST', `/courses/assessments/${created._id}/attempt`, acme, { answers }), 409, 'E-10712');
    const stored = await app.ctx.db
      .selectFrom('assessment_attempts')
      .selectAll()
      .where('assessment_id', '=', created._id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('refuses an assessment without a title (E-10219), questions (E-10226) or one right answer (E-10711)', async () => {
    const q = {
      question: 'Q',
      options: [
        { label: 'a', is_correct: true },
        { label: 'b', is_correct: false },
      ],
    };
    const noTitle = expectError(
      await send('POST', '/assessment', admin, { pass_mark: 50, questions: [q] }),
      422,
      'E-10219',
    );
    expect(fieldErrors(noTitle)[0]).toMatchObject({ field: 'title', code: 'E-10219' });
    expectError(await send('POST', '/assessment', admin, { title: 'x', pass_mark: 50, questions: [] }), 422, 'E-10226');
    expectError(
      await send('POST', '/assessment', admin, {
        title: 'x',
        pass_mark: 50,
        questions: [
          {
            question: 'Q',
            options: [
              { label: 'a', is_correct: true },
              { label: 'b', is_correct: true },
            ],
          },
        ],
      }),
      422,
      'E-10711',
    );
    expectError(await send('POST', '/assessment', acme, { title: 'x', pass_mark: 50, questions: [q] }), 403, 'E-10506');
  });
});

describe('admin courses, uploads and files', () => {
  let pdfId: number;
  let videoId: number;

  it('uploads a PDF and a video in resumable chunks; an interrupted upload resumes from the server offset', async () => {
    const pdf = await upload('pdf', 'guide.pdf', await demoPdf(), 4096);
    pdfId = pdf.fileId!;
    expect(pdfId).toBeGreaterThan(0);
    const video = readFileSync(SEED_VIDEO);
    const started = expectSuccess<{ upload_id: string; offset: number }>(
      await send('POST', '/learning/uploads', admin, { kind: 'video', filename: 'clip.webm', size: video.length }),
      undefined,
      201,
    );
    const at60 = Math.floor(video.length * 0.6);
    const chunk = (offset: number, end: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/learning/uploads/${started.upload_id}?offset=${offset}`,
        headers: { ...bearer(admin), 'content-type': 'application/offset+octet-stream' },
        payload: video.subarray(offset, end),
      });
    expectSuccess(await chunk(0, at60));
    // The connection drops; a chunk sent from a stale offset is refused with the real offset.
    const stale = expectError(await chunk(0, 100), 409, 'E-10710');
    expect(stale.data).toEqual({ offset: at60 });
    const status = expectSuccess<{ offset: number; complete: boolean }>(
      await get(`/learning/uploads/${started.upload_id}`, admin),
    );
    expect(status).toMatchObject({ offset: at60, complete: false });
    // Nothing of a half upload exists as a file yet.
    const files = await app.ctx.db
      .selectFrom('learning_files')
      .select('id')
      .where('original_name', '=', 'clip.webm')
      .execute();
    expect(files).toHaveLength(0);
    const done = expectSuccess<{ complete: boolean; file_id: number }>(await chunk(at60, video.length));
    expect(done.complete).toBe(true);
    videoId = done.file_id;
  });

  it('gives up unfinished uploads idle for a day (row and partial file)', async () => {
    const stale = expectSuccess<{ upload_id: string }>(
      await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename: 'old.pdf', size: 1000 }),
      undefined,
      201,
    );
    await app.ctx.db
      .updateTable('learning_uploads')
      .set({ updated_at: new Date(Date.now() - 25 * 3600_000) })
      .where('id', '=', stale.upload_id)
      .execute();
    await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename: 'new.pdf', size: 1000 });
    expectError(await get(`/learning/uploads/${stale.upload_id}`, admin), 404, 'E-10507');
    const part = path.join(app.ctx.config.dataDir, 'uploads', 'learning', '.partial', `${stale.upload_id}.part`);
    expect(existsSync(part)).toBe(false);
  });

  it('the daily scheduled task sweeps idle uploads and orphan partial files, and leaves fresh ones', async () => {
    const task = learningTasks(app.ctx).find((t) => t.name === 'learning.sweep-stale-uploads')!;
    // Daily (one fixed minute and hour, every day), UTC as every schedule.
    expect(task.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    const start = async (filename: string) =>
      expectSuccess<{ upload_id: string }>(
        await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename, size: 1000 }),
        undefined,
        201,
      ).upload_id;
    const idle = await start('idle.pdf');
    const fresh = await start('fresh.pdf');
    const partial = (id: string) => path.join(app.ctx.config.dataDir, 'uploads', 'learning', '.partial', `${id}.part`);
    await app.ctx.db
      .updateTable('learning_uploads')
      .set({ updated_at: new Date(Date.now() - 25 * 3600_000) })
      .where('id', '=', idle)
      .execute();
    // Partial files without an upload row: one idle for two days, one just written.
    const oldOrphan = 'a'.repeat(32);
    const newOrphan = 'b'.repeat(32);
    writeFileSync(partial(oldOrphan), 'half');
    writeFileSync(partial(newOrphan), 'half');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    utimesSync(partial(oldOrphan), twoDaysAgo, twoDaysAgo);

    const result = await runScheduledTask(app.ctx.db, task);
    expect(result).toEqual({ uploads: 1, orphan_files: 1 });
    expectError(await get(`/learning/uploads/${idle}`, admin), 404, 'E-10507');
    expect(existsSync(partial(idle))).toBe(false);
    expect(existsSync(partial(oldOrphan))).toBe(false);
    expect(expectSuccess<{ offset: number }>(await get(`/learning/uploads/${fresh}`, admin)).offset).toBe(0);
    expect(existsSync(partial(fresh))).toBe(true);
    expect(existsSync(partial(newOrphan))).toBe(true);
    // The run is recorded like every scheduled task's.
    const run = await app.ctx.db
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('name', '=', 'learning.sweep-stale-uploads')
      .executeTakeFirstOrThrow();
    expect(run.last_finished_at).not.toBeNull();
    expect(run.last_result).toEqual({ uploads: 1, orphan_files: 1 });
    // Nothing left to do the next time.
    expect(await task.run(new Date())).toEqual({ uploads: 0, orphan_files: 0 });
    rmSync(partial(newOrphan));
  });

  it('refuses an executable or HTML named .mp4, a wrong extension and an oversize file', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 1)]);
    const exe = await upload('video', 'movie.mp4', elf);
    expectError(exe.res!, 422, 'E-10705');
    const html = await upload(
      'video',
      'movie.mp4',
      Buffer.from('<!doctype html><script>alert(1)</script>'.repeat(200)),
    );
    expectError(html.res!, 422, 'E-10705');
    // A refused upload is gone: its id no longer answers.
    expectError(await get(`/learning/uploads/${html.uploadId}`, admin), 404, 'E-10507');
    expectError(
      await send('POST', '/learning/uploads', admin, { kind: 'video', filename: 'movie.exe', size: 10 }),
      422,
      'E-10705',
    );
    expectError(
      await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename: 'big.pdf', size: 30 * 1024 * 1024 }),
      413,
      'E-10706',
    );
    expectError(
      await send('POST', '/learning/uploads', acme, { kind: 'pdf', filename: 'a.pdf', size: 10 }),
      403,
      'E-10506',
    );
  });

  it('creates a course with a section, a PDF and a video chapter; field errors carry their codes', async () => {
    const bad = expectError(
      await send('POST', '/e-learning-courses', admin, { difficulty: 4, duration: 0 }),
      422,
      'E-10700',
    );
    expect(
      fieldErrors(bad)
        .map((f) => f.code)
        .sort(),
    ).toEqual(['E-10700', 'E-10718', 'E-10719']);
    expectError(
      await send('POST', '/e-learning-courses', admin, {
        title: 'x',
        difficulty: 1,
        duration: 10,
        start_date: '2026-05-02',
        end_date: '2026-05-01',
      }),
      422,
      'E-10701',
    );
    const course = expectSuccess<{ _id: number }>(
      await send('POST', '/e-learning-courses', admin, {
        title: 'Credit scores explained',
        difficulty: 1,
        duration: 30,
      }),
      'S-10008',
      201,
    );
    const section = expectSuccess<{ _id: number }>(
      await send('POST', `/section/${course._id}`, admin, { title: 'Basics' }),
      undefined,
      201,
    );
    expectError(
      await send('POST', `/chapter/${course._id}/${section._id}`, admin, {
        title: 'No file',
        content_type: 'Document',
      }),
      422,
      'E-10704',
    );
    expectError(
      await send('POST', `/chapter/${course._id}/${section._id}`, admin, {
        title: 'Wrong kind',
        content_type: 'Document',
        file_id: videoId,
      }),
      422,
      'E-10705',
    );
    const c1 = expectSuccess<{ _id: number }>(
      await send('POST', `/chapter/${course._id}/${section._id}`, admin, {
        title: 'What a score is',
        content_type: 'Document',
        file_id: pdfId,
      }),
      undefined,
      201,
    );
    const c2 = expectSuccess<{ _id: number }>(
      await send('POST', `/chapter/${course._id}/${section._id}`, admin, {
        title: 'Watch',
        content_type: 'Video',
        file_id: videoId,
      }),
      undefined,
      201,
    );
    // Drag and drop: the video first.
    expectSuccess(
      await send('PATCH', `/e-learning-courses/${course._id}/order`, admin, {
        sections: [{ section_id: section._id, chapter_ids: [c2._id, c1._id] }],
      }),
    );
    expectError(
      await send('PATCH', `/e-learning-courses/${course._id}/order`, admin, {
        sections: [{ section_id: section._id, chapter_ids: [c2._id] }],
      }),
      404,
      'E-10507',
    );
    await send('POST', `/courses/enroll/${course._id}`, acme);
    const v = await view(acme, course._id);
    const chapters = v.sections[0].chapters;
    expect(chapters.map((c) => c._id)).toEqual([c2._id, c1._id]);

    // The video streams by signed link with ranges, its type and nosniff.
    const link = chapters[0].file_url!;
    const full = await app.inject({ method: 'GET', url: link });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['x-frame-options']).toBe('SAMEORIGIN');
    const part = await app.inject({ method: 'GET', url: link, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${readFileSync(SEED_VIDEO).length}`);
    expect(part.rawPayload.equals(readFileSync(SEED_VIDEO).subarray(100, 200))).toBe(true);
    // A forged or altered link is refused.
    const forged = link.replace(/\.([A-Za-z0-9_-])/, (m, ch: string) => `.${ch === 'A' ? 'B' : 'A'}`);
    expectError(await app.inject({ method: 'GET', url: forged }), 403, 'E-10716');
    // The locked PDF chapter has no link yet.
    expect(chapters[1].file_url).toBeNull();

    // Deleting a course with an enrolment archives it; the learner keeps it and its progress.
    const del = expectSuccess<{ archived: boolean }>(await send('DELETE', `/e-learning-courses/${course._id}`, admin));
    expect(del.archived).toBe(true);
    const mine = (await courses(acme)).find((c) => c._id === course._id);
    expect(mine).toMatchObject({ status: 3 });
    // Another employee does not see the archived course.
    expect((await courses(acme2)).find((c) => c._id === course._id)).toBeUndefined();
    expectError(await send('POST', `/courses/enroll/${course._id}`, acme2), 409, 'E-10709');
    const enrolments = expectSuccess<{ enrolments: unknown[] }>(await get(`/enrol-list/${course._id}`, admin));
    expect(enrolments.enrolments).toHaveLength(1);
  });
});

describe('course thumbnails', () => {
  it('uploads a PNG as the course image (checked by content), shows it to learners, and removes it', async () => {
    // An HTML page named .png is refused by its content, and a PDF is no image.
    const fake = await upload('image', 'cover.png', Buffer.from('<!doctype html><p>hello</p>'.repeat(20)));
    expectError(fake.res!, 422, 'E-10705');
    const pdf = await upload('pdf', 'not-an-image.pdf', await demoPdf());
    const base = { title: 'Thumbnail course', difficulty: 2, duration: 15 };
    const wrong = expectError(
      await send('POST', '/e-learning-courses', admin, { ...base, thumbnail_file_id: pdf.fileId }),
      422,
      'E-10705',
    );
    expect(fieldErrors(wrong)[0].field).toBe('thumbnail_file_id');

    const image = await upload('image', 'cover.png', await pngImage());
    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/e-learning-courses', admin, { ...base, thumbnail_file_id: image.fileId }),
      'S-10008',
      201,
    );
    const detail = expectSuccess<{ course: { thumbnail_file_id: number | null; thumbnail_url: string | null } }>(
      await get(`/e-learning-courses/${made._id}`, admin),
    );
    expect(detail.course.thumbnail_file_id).toBe(image.fileId);
    const card = (await courses(acme)).find((c) => c._id === made._id) as
      (Course & { thumbnail_url: string }) | undefined;
    expect(card?.thumbnail_url).toMatch(/^\/api\/v1\/learning\/files\//);
    // The link serves the re-encoded PNG with its checked type, without a bearer token.
    const file = await app.inject({ method: 'GET', url: card!.thumbnail_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    // The form sends the whole course: without thumbnail_file_id the image is removed.
    expectSuccess(await send('PATCH', `/e-learning-courses/${made._id}`, admin, base), 'S-10009');
    const after = (await courses(acme)).find((c) => c._id === made._id) as Course & { thumbnail_url: string | null };
    expect(after.thumbnail_url).toBeNull();
    expectSuccess(await send('DELETE', `/e-learning-courses/${made._id}`, admin), 'S-10010');
  });
});

describe('e-learning videos (module 6)', () => {
  it('lists the 12 categories, filters by one, and continues a playlist', async () => {
    const all = expectSuccess<{
      categories: Array<{ _id: number; name: string; count: number }>;
      videos: Array<{ _id: number; category_id: number }>;
    }>(await get('/e-learning-videos', acme));
    expect(all.categories).toHaveLength(12);
    expect(all.categories[7].name).toBe('Loans & Credit Cards');
    const saving = expectSuccess<{ videos: Array<{ category_id: number }> }>(
      await get('/e-learning-videos?category_id=1', acme),
    );
    expect(saving.videos.length).toBeGreaterThan(0);
    expect(saving.videos.every((v) => v.category_id === 1)).toBe(true);
    expectError(await get('/e-learning-videos?category_id=13', acme), 422, 'E-10713');
    const lists = expectSuccess<{
      playlists: Array<{ _id: number; name: string; thumbnail_url: string | null; videos: Array<{ _id: number }> }>;
    }>(await get('/videos-playlist', acme));
    expect(lists.playlists.length).toBeGreaterThanOrEqual(2);
    const first = lists.playlists[0];
    const byVideo = expectSuccess<{ playlist: { _id: number }; current_index: number; next_video_id: number | null }>(
      await get(`/playlist-by-video-id/${first.videos[0]._id}`, acme),
    );
    expect(byVideo).toMatchObject({
      playlist: { _id: first._id },
      current_index: 0,
      next_video_id: first.videos[1]._id,
    });
    expectError(await get('/playlist-by-video-id/999999', acme), 404, 'E-10507');
    const details = expectSuccess<{ video: { video_url: string } }>(
      await get(`/e-learning-videos/${first.videos[0]._id}`, acme),
    );
    expect(details.video.video_url).toMatch(/^\/api\/v1\/learning\/files\//);
  });

  it('admins add, edit and delete videos; duration must be a positive integer (E-10202)', async () => {
    const list = expectSuccess<{ videos: Array<{ file_id: number }> }>(await get('/admin/e-learning-videos', admin));
    const fileId = list.videos[0].file_id;
    const bad = expectError(
      await send('POST', '/admin/e-learning-videos', admin, {
        title: 'x',
        category_id: 1,
        duration: 0,
        file_id: fileId,
      }),
      422,
      'E-10202',
    );
    expect(fieldErrors(bad)[0].field).toBe('duration');
    expectError(
      await send('POST', '/admin/e-learning-videos', admin, {
        title: 'x',
        category_id: 13,
        duration: 3,
        file_id: fileId,
      }),
      422,
      'E-10713',
    );
    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/admin/e-learning-videos', admin, {
        title: 'New video',
        category_id: 10,
        duration: 3,
        file_id: fileId,
      }),
      'S-10008',
      201,
    );
    expectSuccess(
      await send('PATCH', `/admin/e-learning-videos/${made._id}`, admin, {
        title: 'Renamed',
        category_id: 10,
        duration: 4,
        file_id: fileId,
      }),
      'S-10009',
    );
    const cat = expectSuccess<{ videos: Array<{ _id: number; title: string }> }>(
      await get('/e-learning-videos?category_id=10', acme),
    );
    expect(cat.videos.find((v) => v._id === made._id)?.title).toBe('Renamed');
    expectSuccess(await send('DELETE', `/admin/e-learning-videos/${made._id}`, admin), 'S-10010');
    expectError(await get(`/e-learning-videos/${made._id}`, acme), 404, 'E-10507');
  });
});

describe('the other calls and their refusals', () => {
  it('sections and chapters: list, edit, remove; a course nobody enrolled in is deleted for good', async () => {
    const course = expectSuccess<{ _id: number }>(
      await send('POST', '/e-learning-courses', admin, { title: 'Scratch course', difficulty: 2, duration: 15 }),
      undefined,
      201,
    );
    const s = expectSuccess<{ _id: number }>(
      await send('POST', `/section/${course._id}`, admin, { title: 'One' }),
      undefined,
      201,
    );
    expectError(await send('POST', `/section/${course._id}`, admin, { title: '   ' }), 422, 'E-10702');
    expectSuccess(await send('PATCH', `/section/${course._id}/${s._id}`, admin, { title: 'Renamed' }), 'S-10009');
    const list = expectSuccess<{ sections: Array<{ title: string }> }>(await get(`/section/${course._id}`, admin));
    expect(list.sections.map((x) => x.title)).toEqual(['Renamed']);
    expectError(await send('PATCH', `/section/${course._id}/999999`, admin, { title: 'x' }), 404, 'E-10507');
    const ch = expectSuccess<{ _id: number }>(
      await send('POST', `/chapter/${course._id}/${s._id}`, admin, {
        title: 'Task',
        content_type: 'Assignment',
        body: 'Write it down.',
      }),
      undefined,
      201,
    );
    expectError(
      await send('POST', `/chapter/${course._id}/${s._id}`, admin, { title: 'Link', content_type: 'Url' }),
      422,
      'E-10704',
    );
    expectError(
      await send('POST', `/chapter/${course._id}/${s._id}`, admin, { title: '', content_type: 'Url' }),
      422,
      'E-10703',
    );
    expectSuccess(
      await send('PATCH', `/chapter/${course._id}/${s._id}/${ch._id}`, admin, {
        title: 'Read',
        content_type: 'Url',
        url: 'https://www.rbi.org.in/FinancialEducation/',
        is_mandatory: false,
      }),
      'S-10009',
    );
    const detail = expectSuccess<{
      sections: Array<{ chapters: Array<{ title: string; file_type: string; is_mandatory: boolean }> }>;
    }>(await get(`/e-learning-courses/${course._id}`, admin));
    expect(detail.sections[0].chapters[0]).toMatchObject({ title: 'Read', file_type: 'url', is_mandatory: false });
    expectSuccess(await send('DELETE', `/chapter/${course._id}/${s._id}/${ch._id}`, admin), 'S-10010');
    expectError(await send('DELETE', `/chapter/${course._id}/${s._id}/${ch._id}`, admin), 404, 'E-10507');
    const listed = expectSuccess<{ courses: Array<{ _id: number; enrolments: number }> }>(
      await get('/e-learning-courses', admin),
    );
    expect(listed.courses.find((c) => c._id === course._id)?.enrolments).toBe(0);
    const del = expectSuccess<{ archived: boolean }>(await send('DELETE', `/e-learning-courses/${course._id}`, admin));
    expect(del.archived).toBe(false);
    expectError(await get(`/e-learning-courses/${course._id}`, admin), 404, 'E-10507');
    expectError(await get('/e-learning-courses', acme), 403, 'E-10506');
  });

  it('cancels an enrolment (Cancelled / Skipped), refuses completion without every required chapter, enrols again', async () => {
    const course = (await courses(acme2)).find((c) => c.title === 'Emergency fund and insurance essentials')!;
    expectError(await send('PATCH', `/courses/cancel/${course._id}`, acme2), 409, 'E-10707');
    await send('POST', `/courses/enroll/${course._id}`, acme2);
    expectError(await send('POST', '/courses/completed', acme2, { course_id: course._id }), 409, 'E-10708');
    const cancelled = expectSuccess(await send('PATCH', `/courses/cancel/${course._id}`, acme2));
    expect(cancelled).toMatchObject({ progress: 3, action: 'Cancelled' });
    expect((await courses(acme2)).find((c) => c._id === course._id)).toMatchObject({ status: 5, action: 'Cancelled' });
    expectError(
      await send('POST', '/courses/completed', acme2, { course_id: course._id, chapter_id: 1 }),
      409,
      'E-10707',
    );
    expectSuccess(await send('POST', `/courses/enroll/${course._id}`, acme2), undefined, 201);
    expectError(await send('POST', '/courses/enroll/999999', acme2), 404, 'E-10507');
  });

  it('assessments: admin read, edit and delete; a deleted one is gone for learners', async () => {
    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/assessment', admin, {
        title: 'Edit me',
        pass_mark: 100,
        questions: [
          {
            question: 'Q',
            options: [
              { label: 'a', is_correct: true },
              { label: 'b', is_correct: false },
            ],
          },
        ],
      }),
      undefined,
      201,
    );
    const full = expectSuccess<{ questions: Array<{ options: Array<{ is_correct: boolean }> }> }>(
      await get(`/assessment/${made._id}`, admin),
    );
    expect(full.questions[0].options[0].is_correct).toBe(true);
    expectError(
      await send('PATCH', `/assessment/${made._id}`, admin, { title: 'x', pass_mark: 0, questions: [] }),
      422,
      'E-10717',
    );
    expectSuccess(
      await send('PATCH', `/assessment/${made._id}`, admin, {
        title: 'Edited',
        pass_mark: 50,
        questions: [
          {
            question: 'Q2',
            options: [
              { label: 'a', is_correct: false },
              { label: 'b', is_correct: true },
            ],
          },
        ],
      }),
      'S-10009',
    );
    const listed = expectSuccess<{ assessments: Array<{ _id: number; title: string }> }>(
      await get('/assessment', admin),
    );
    expect(listed.assessments.find((a) => a._id === made._id)?.title).toBe('Edited');
    expectSuccess(await send('DELETE', `/assessment/${made._id}`, admin), 'S-10010');
    expectError(await get(`/courses/assessments/${made._id}`, acme), 404, 'E-10507');
  });

  it('a chunk sent as JSON is refused (E-10510); another admin cannot see or continue my upload', async () => {
    const started = expectSuccess<{ upload_id: string }>(
      await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename: 'a.pdf', size: 10 }),
      undefined,
      201,
    );
    expectError(
      await send('PATCH', `/learning/uploads/${started.upload_id}?offset=0`, admin, { a: 1 }),
      415,
      'E-10510',
    );
    const other = await sessionFor(app, 'superadmin@finwell.example');
    expectError(await get(`/learning/uploads/${started.upload_id}`, other), 404, 'E-10507');
  });
});

describe('video playlists (admin/video-playlists)', () => {
  type AdminPlaylist = { _id: number; name: string; video_ids: number[]; thumbnail_url: string | null };
  type LearnerPlaylist = { _id: number; name: string; thumbnail_url: string | null; videos: Array<{ _id: number }> };
  const learnerLists = async () =>
    expectSuccess<{ playlists: LearnerPlaylist[] }>(await get('/videos-playlist', acme)).playlists;

  it('creates, renames, orders and deletes a playlist; the videos stay', async () => {
    const videos = expectSuccess<{
      videos: Array<{
        _id: number;
        title: string;
        category_id: number;
        duration: number;
        file_id: number;
        playlist_ids: number[];
      }>;
    }>(await get('/admin/e-learning-videos', admin)).videos;
    // Two seeded videos in no playlist, so playlist-by-video-id can only answer the new one.
    const [a, b] = videos.filter((v) => v.playlist_ids.length === 0);
    expect(a && b).toBeTruthy();

    const missing = expectError(
      await send('POST', '/admin/video-playlists', admin, { video_ids: [a._id] }),
      422,
      'E-10248',
    );
    expect(fieldErrors(missing)).toEqual([expect.objectContaining({ field: 'name', code: 'E-10248' })]);
    expectError(await send('POST', '/admin/video-playlists', admin, { name: '   ' }), 422, 'E-10248');
    // The body is the published video-playlist form's record: a field it does not know is refused.
    const unknownField = expectError(
      await send('POST', '/admin/video-playlists', admin, { name: 'x', colour: 'red' }),
      422,
      'E-10502',
    );
    expect(fieldErrors(unknownField)[0].field).toBe('colour');
    const unknown = expectError(
      await send('POST', '/admin/video-playlists', admin, { name: 'Ghosts', video_ids: [a._id, 999999] }),
      404,
      'E-10507',
    );
    expect(fieldErrors(unknown)[0].field).toBe('video_ids');

    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/admin/video-playlists', admin, { name: ' Tax season ', video_ids: [b._id, a._id] }),
      'S-10008',
      201,
    );
    const one = expectSuccess<AdminPlaylist>(await get(`/admin/video-playlists/${made._id}`, admin));
    expect(one).toMatchObject({ _id: made._id, name: 'Tax season', video_ids: [b._id, a._id], thumbnail_url: null });
    let mine = (await learnerLists()).find((p) => p._id === made._id)!;
    expect(mine.videos.map((v) => v._id)).toEqual([b._id, a._id]);
    expect(
      expectSuccess<{ playlist: { _id: number }; current_index: number; next_video_id: number | null }>(
        await get(`/playlist-by-video-id/${b._id}`, acme),
      ),
    ).toMatchObject({ playlist: { _id: made._id }, current_index: 0, next_video_id: a._id });

    // Rename without video_ids keeps the videos; with them sets the new order.
    expectSuccess(
      await send('PATCH', `/admin/video-playlists/${made._id}`, admin, { name: 'Tax season 2026' }),
      'S-10009',
    );
    expect(expectSuccess<AdminPlaylist>(await get(`/admin/video-playlists/${made._id}`, admin))).toMatchObject({
      name: 'Tax season 2026',
      video_ids: [b._id, a._id],
    });
    expectSuccess(
      await send('PATCH', `/admin/video-playlists/${made._id}`, admin, {
        name: 'Tax season 2026',
        video_ids: [a._id, b._id],
      }),
      'S-10009',
    );
    mine = (await learnerLists()).find((p) => p._id === made._id)!;
    expect(mine).toMatchObject({ name: 'Tax season 2026' });
    expect(mine.videos.map((v) => v._id)).toEqual([a._id, b._id]);

    // Saving the first video's form with this playlist ticked keeps its place (it does not move to the end).
    expectSuccess(
      await send('PATCH', `/admin/e-learning-videos/${a._id}`, admin, {
        title: a.title,
        category_id: a.category_id,
        duration: a.duration,
        file_id: a.file_id,
        playlist_ids: [made._id],
      }),
      'S-10009',
    );
    expect(expectSuccess<AdminPlaylist>(await get(`/admin/video-playlists/${made._id}`, admin)).video_ids).toEqual([
      a._id,
      b._id,
    ]);

    expectSuccess(await send('DELETE', `/admin/video-playlists/${made._id}`, admin), 'S-10010');
    expect((await learnerLists()).some((p) => p._id === made._id)).toBe(false);
    const list = expectSuccess<{ playlists: AdminPlaylist[] }>(await get('/admin/video-playlists', admin)).playlists;
    expect(list.some((p) => p._id === made._id)).toBe(false);
    expectError(await get(`/admin/video-playlists/${made._id}`, admin), 404, 'E-10507');
    expectError(await send('DELETE', `/admin/video-playlists/${made._id}`, admin), 404, 'E-10507');
    // Its videos are still there, now in no playlist.
    for (const v of [a, b]) {
      expectSuccess(await get(`/e-learning-videos/${v._id}`, acme));
      expect(
        expectSuccess<{ playlist: unknown }>(await get(`/playlist-by-video-id/${v._id}`, acme)).playlist,
      ).toBeNull();
    }
    const after = expectSuccess<{ videos: Array<{ _id: number; playlist_ids: number[] }> }>(
      await get('/admin/e-learning-videos', admin),
    ).videos;
    expect(after.find((v) => v._id === a._id)?.playlist_ids).toEqual([]);
  });

  it('lists the seeded playlists with their videos in order, and takes a JPG/PNG image only', async () => {
    const list = expectSuccess<{ playlists: AdminPlaylist[] }>(await get('/admin/video-playlists', admin)).playlists;
    const basics = list.find((p) => p.name === 'Start here: money basics')!;
    expect(basics.video_ids).toHaveLength(3);
    const learner = (await learnerLists()).find((p) => p._id === basics._id)!;
    expect(learner.videos.map((v) => v._id)).toEqual(basics.video_ids);
    const pdf = await upload('pdf', 'cover.pdf', await demoPdf(), 1 << 20);
    expectError(
      await send('PATCH', `/admin/video-playlists/${basics._id}`, admin, {
        name: basics.name,
        thumbnail_file_id: pdf.fileId,
      }),
      422,
      'E-10705',
    );
    const image = await upload('image', 'cover.png', await pngImage());
    const patch = (body: Record<string, unknown>) =>
      send('PATCH', `/admin/video-playlists/${basics._id}`, admin, { name: basics.name, ...body });
    expectSuccess(await patch({ thumbnail_file_id: image.fileId }), 'S-10009');
    const withImage = async () =>
      expectSuccess<AdminPlaylist & { thumbnail_file_id: number | null }>(
        await get(`/admin/video-playlists/${basics._id}`, admin),
      );
    expect(await withImage()).toMatchObject({ thumbnail_file_id: image.fileId, video_ids: basics.video_ids });
    expect((await learnerLists()).find((p) => p._id === basics._id)?.thumbnail_url).toMatch(
      /^\/api\/v1\/learning\/files\//,
    );
    // A rename (name only) keeps the image; null removes it.
    expectSuccess(await patch({}), 'S-10009');
    expect((await withImage()).thumbnail_file_id).toBe(image.fileId);
    expectSuccess(await patch({ thumbnail_file_id: null }), 'S-10009');
    expect((await withImage()).thumbnail_file_id).toBeNull();
  });

  it('refuses non-admins with 403 E-10506', async () => {
    expectError(await get('/admin/video-playlists', acme), 403, 'E-10506');
    expectError(await get('/admin/video-playlists/1', acme), 403, 'E-10506');
    expectError(await send('POST', '/admin/video-playlists', acme, { name: 'Mine' }), 403, 'E-10506');
    expectError(await send('PATCH', '/admin/video-playlists/1', acme, { name: 'Mine' }), 403, 'E-10506');
    expectError(await send('DELETE', '/admin/video-playlists/1', acme), 403, 'E-10506');
    const names = expectSuccess<{ playlists: AdminPlaylist[] }>(await get('/admin/video-playlists', admin)).playlists;
    expect(names.some((p) => p.name === 'Mine')).toBe(false);
  });
});

describe('the course and assessment forms are form definitions', () => {
  it('take the published form record: unknown fields are refused, an overlay field is checked and not stored', async () => {
    const superAdmin = await sessionFor(app, 'superadmin@finwell.example');
    const base = { title: 'Overlay course', difficulty: 2, duration: 40 };
    const unknown = expectError(
      await send('POST', '/e-learning-courses', admin, { ...base, audience: 'HR' }),
      422,
      'E-10502',
    );
    expect(fieldErrors(unknown)).toEqual([expect.objectContaining({ field: 'audience', code: 'E-10502' })]);
    const q = {
      question: 'Q',
      options: [
        { label: 'a', is_correct: true },
        { label: 'b', is_correct: false },
      ],
    };
    expect(
      fieldErrors(
        expectError(
          await send('POST', '/assessment', admin, { title: 'x', pass_mark: 50, questions: [q], colour: 'red' }),
          422,
          'E-10502',
        ),
      )[0].field,
    ).toBe('colour');

    // A super admin adds an optional field and tightens the duration (at most 600 minutes), then publishes.
    const overlay = {
      type: 'object',
      properties: { audience: { type: 'string', maxLength: 20 }, duration: { type: 'integer', maximum: 600 } },
    };
    const saved = expectSuccess<{ version: number }>(
      await send('POST', '/forms/course/versions', superAdmin, { overlay, ui_schema: {}, note: 'Audience' }),
      'S-10008',
      201,
    );
    expectSuccess(
      await send('PATCH', '/forms/course', superAdmin, { version: saved.version, base_published_version: 1 }),
      'S-10009',
    );
    const form = expectSuccess<{ version: number; schema: { allOf: unknown[] } }>(await get('/forms/course', admin));
    expect(form.version).toBe(saved.version);
    expect(form.schema.allOf).toHaveLength(2);
    // The core's code still names the tightened field.
    const long = expectError(
      await send('POST', '/e-learning-courses', admin, { ...base, duration: 601 }),
      422,
      'E-10719',
    );
    expect(fieldErrors(long)).toEqual([expect.objectContaining({ field: 'duration', code: 'E-10719' })]);
    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/e-learning-courses', admin, { ...base, audience: 'New joiners' }),
      'S-10008',
      201,
    );
    const stored = expectSuccess<{ course: Record<string, unknown> }>(
      await get(`/e-learning-courses/${made._id}`, admin),
    );
    expect(stored.course).toMatchObject({ title: 'Overlay course', difficulty: 2, duration: 40, status: 1 });
    expect(stored.course).not.toHaveProperty('audience');
    // Before publishing, a super admin checks an overlay against the stored courses (the record loader).
    const tight = { type: 'object', properties: { duration: { type: 'integer', maximum: 45 } } };
    const check = expectSuccess<{ checked: number; rejected: Array<{ index: number }> }>(
      await send('POST', '/forms/course/check', superAdmin, { overlay: tight }),
    );
    const counts = await sql<{ all: number; long: number }>`SELECT count(*)::int AS all,
      count(*) FILTER (WHERE duration_minutes > 45)::int AS long FROM courses WHERE status <> 3`.execute(app.ctx.db);
    expect(check.checked).toBe(counts.rows[0].all);
    expect(check.rejected).toHaveLength(counts.rows[0].long);
    expect(counts.rows[0].long).toBeGreaterThanOrEqual(3); // the seeded 50, 60 and 70-minute courses
    const quiz = expectSuccess<{ checked: number; rejected: unknown[] }>(
      await send('POST', '/forms/assessment/check', superAdmin, {
        overlay: { type: 'object', properties: { pass_mark: { type: 'integer', minimum: 1 } } },
      }),
    );
    const quizzes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM assessments WHERE status <> 3`.execute(
      app.ctx.db,
    );
    expect(quiz).toEqual({ checked: quizzes.rows[0].n, rejected: [] });
    // Back to the shipped version for the other tests.
    expectSuccess(
      await send('PATCH', '/forms/course', superAdmin, { version: 1, base_published_version: saved.version }),
      'S-10009',
    );
    expectSuccess(await send('POST', '/e-learning-courses', admin, { ...base, duration: 601 }), 'S-10008', 201);
  });
});
