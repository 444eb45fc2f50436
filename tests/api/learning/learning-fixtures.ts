/**
 * Shared setup of the learning API tests (learning-*.test.ts): the app with the demo seed and its
 * sessions, the request helpers, the resumable upload and small test files to upload.
 */
import { afterAll, beforeAll } from 'vitest';
import { progressClock } from '../../../src/server/modules/learning/watch-coverage.js';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

export type Course = {
  _id: number;
  title: string;
  status: number;
  status_label: string;
  action: string;
  progress: number | null;
  progress_percent: number;
};
export type Chapter = {
  _id: number;
  title: string;
  content_type: string;
  locked: boolean;
  completed: boolean;
  is_mandatory: boolean;
  file_url: string | null;
};
export type View = { course: Course; sections: Array<{ _id: number; chapters: Chapter[] }> };

export type LearningApp = { app: App; acme: string; acme2: string; globex: string; admin: string };

/** The app with sessions for the Acme employee, Acme's HR (acme2), the Globex employee and the FinWell admin. */
export async function startLearningApp(): Promise<LearningApp> {
  const app = await buildTestApp();
  const acme = await sessionFor(app, 'employee@acme.example');
  const globex = await sessionFor(app, 'employee@globex.example');
  const admin = await sessionFor(app, 'admin@finwell.example');
  const acme2 = await sessionFor(app, 'hr@acme.example');
  return { app, acme, acme2, globex, admin };
}

/**
 * The request helpers of a test file, reading its app (and the admin session uploads use) when called:
 * `current` answers the values its beforeAll set.
 */
export function learningCalls(current: () => { app: App; admin: string }) {
  const get = (url: string, token: string) =>
    current().app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
    current().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const courses = async (token: string) => expectSuccess<{ courses: Course[] }>(await get('/courses', token)).courses;
  const view = async (token: string, id: number) => expectSuccess<View>(await get(`/courses/${id}`, token));

  /** Uploads a file through the resumable upload calls in chunks of `chunk` bytes; answers the file id. */
  async function upload(kind: 'video' | 'pdf' | 'image', filename: string, data: Buffer, chunk = 1 << 20) {
    const { app, admin } = current();
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

  return { get, send, courses, view, upload };
}

/** A small PNG (a thumbnail), made with sharp as the upload check re-encodes images with it. */
export async function pngImage(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 36, channels: 3, background: '#0b7a5a' } })
    .png()
    .toBuffer();
}

/** A one-page PDF made with the app's own PDF writer. */
export async function demoPdf(): Promise<Buffer> {
  const { createPdf } = await import('../../../src/server/pdf/document.js');
  const { doc, finish } = await createPdf({ title: 'Test', margin: 40 });
  doc.text('A test chapter');
  return finish();
}

/**
 * For tests whose subject is not the completion rules (docs/learning.md "Completion"): records the chapters as the
 * person having watched all of each video, opened each chapter a day ago, read each document to its end and had each
 * assignment accepted, as the heartbeat, opened, submission and review calls would have
 * (tests/api/learning/chapter-coverage.test.ts and assignments.test.ts test those calls themselves).
 */
export async function chaptersMet(app: App, email: string, chapterIds: number[]) {
  const db = app.ctx.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const chapters = await db
    .selectFrom('course_chapters')
    .select(['id', 'course_id'])
    .where('id', 'in', chapterIds)
    .execute();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const met = { intervals: JSON.stringify([[0, 86_400]]), watched_seconds: 86_400, opened_at: dayAgo };
  await db
    .insertInto('course_chapter_progress')
    .values(
      chapters.map((c) => ({
        user_id: user.id,
        chapter_id: c.id,
        course_id: c.course_id,
        ...met,
        reached_end_at: dayAgo,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doUpdateSet({ ...met, reached_end_at: dayAgo }))
    .execute();
  const assignments = await db
    .selectFrom('course_chapters')
    .select(['id', 'course_id'])
    .where('id', 'in', chapterIds)
    .where('content_type', '=', 'Assignment')
    .execute();
  if (assignments.length)
    await db
      .insertInto('course_assignment_submissions')
      .values(
        assignments.map((c) => ({
          user_id: user.id,
          chapter_id: c.id,
          course_id: c.course_id,
          answer: 'Done.',
          state: 'accepted' as const,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doUpdateSet({ state: 'accepted' }))
      .execute();
}

/**
 * The coverage rules' clock (progressClock) for one test file: from `start`, moved by `tick(seconds)` instead of
 * waiting, and restored after the file. `now()` is the clock's current time in milliseconds.
 */
export function useProgressClock(start = '2026-03-02T04:30:00Z') {
  let at = Date.parse(start);
  const real = progressClock.now;
  beforeAll(() => {
    progressClock.now = () => new Date(at);
  });
  afterAll(() => {
    progressClock.now = real;
  });
  return {
    tick: (seconds: number) => {
      at += seconds * 1000;
    },
    now: () => at,
  };
}
