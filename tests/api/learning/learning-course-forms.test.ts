/** Learning API: a course's thumbnail image, and the course and assessment forms as form definitions. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { demoPdf, learningCalls, pngImage, startLearningApp, type Course } from './learning-fixtures.js';

let app: App;
let acme: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send, courses, upload } = learningCalls(() => ({ app, admin }));

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
