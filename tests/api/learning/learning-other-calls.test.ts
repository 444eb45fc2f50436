/** Learning API: sections and chapters, cancelling an enrolment, editing assessments, and refused upload calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { learningCalls, startLearningApp } from './learning-fixtures.js';

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

const { get, send, courses } = learningCalls(() => ({ app, admin }));

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
