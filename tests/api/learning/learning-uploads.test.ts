/** Learning API: resumable uploads, refused files, and a course built from uploaded files (signed links, ranges). */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_VIDEO } from '../../../src/server/modules/webinars/seed.js';
import { bearer, type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { demoPdf, learningCalls, startLearningApp } from './learning-fixtures.js';

let app: App;
let acme: string;
let acme2: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, acme2, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send, courses, view, upload } = learningCalls(() => ({ app, admin }));

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
