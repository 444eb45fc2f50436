/** Learning API: an employee's courses (enrol, chapters in order, completion, time spent) and taking assessments. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { chaptersMet, learningCalls, startLearningApp } from './learning-fixtures.js';

let app: App;
let acme: string;
let acme2: string;
let globex: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, acme2, globex, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send, courses, view } = learningCalls(() => ({ app, admin }));

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
    // Watched, opened and read as the rules want (their own tests: chapter-coverage.test.ts).
    await chaptersMet(
      app,
      'employee@acme.example',
      chapters.map((c) => c._id),
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
