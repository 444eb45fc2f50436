/**
 * Assignment chapters (issue 32, docs/learning.md "Assignments"): a text answer and/or one file, checked by content as
 * every upload and kept in the file storage; the chapter completes on submission, or on an admin's acceptance when the
 * chapter is reviewed; completing earlier is refused (E-10840, E-10841); admins list, open, download, accept or return
 * with a comment (an e-mail tells the learner); the learner's own submission and file only; export and erasure.
 * Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseUser } from '../../../src/server/modules/privacy/anonymise.js';
import { sweepAssignmentFiles } from '../../../src/server/modules/learning/assignments-admin.js';
import { bearer, readOutbox, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { demoPdf, learningCalls, pngImage, startLearningApp } from './learning-fixtures.js';
import { addGlobexHr, assignmentCalls, type Submission } from './assignment-fixtures.js';

let app: App;
let acme: string;
let acme2: string;
let globex: string;
let admin: string;
let globexHr: string;

const { get, send, view } = learningCalls(() => ({ app, admin }));

beforeAll(async () => {
  ({ app, acme, acme2, globex, admin } = await startLearningApp());
  globexHr = await addGlobexHr(app);
});
afterAll(async () => {
  await app?.close();
});

const { submitJson, submitForm, completeChapter, chaptersOf, fileKeyOf, assignmentCourse } = assignmentCalls(() => ({
  app,
  admin,
}));

describe('assignments', () => {
  let courseId: number;
  let plain: number;
  let reviewed: number;

  beforeAll(async () => {
    ({ courseId, plain, reviewed } = await assignmentCourse('main'));
    expectSuccess(await send('POST', `/courses/enroll/${courseId}`, acme), undefined, 201);
  });

  it('keeps the review flag of the chapter form on assignments only', async () => {
    const detail = expectSuccess<{ sections: Array<{ chapters: Array<{ _id: number; review_required: boolean }> }> }>(
      await get(`/e-learning-courses/${courseId}`, admin),
    );
    const flags = detail.sections.flatMap((s) => s.chapters).map((c) => [c._id, c.review_required]);
    expect(flags).toEqual([
      [plain, false],
      [reviewed, true],
    ]);
  });

  it('refuses "Mark as complete" before a submission, and an empty or too long answer', async () => {
    const refused = expectError(await completeChapter(acme, courseId, plain), 409, 'E-10840');
    expect(refused.data).toEqual({ state: null });
    expectError(await submitJson(acme, plain, '   '), 422, 'E-10842');
    expectError(await submitForm(acme, plain, { answer: '' }), 422, 'E-10842');
    expectError(await submitJson(acme, plain, 'x'.repeat(8001)), 422, 'E-10848');
    // The later chapter stays locked until this one completes.
    expectError(await submitJson(acme, reviewed, 'Too early'), 409, 'E-10708');
    const [first] = await chaptersOf(acme, courseId);
    expect(first.progress).toMatchObject({ rule: 'submit', state: 'not_started' });
  });

  it('completes an assignment without review when the text is submitted; it cannot be replaced then', async () => {
    const r = expectSuccess<{ submission: Submission; completion: { chapter_completed: boolean } | null }>(
      await submitJson(acme, plain, '  Rent 40 %, food 20 %, savings 20 %.  '),
    );
    expect(r.submission).toMatchObject({
      answer: 'Rent 40 %, food 20 %, savings 20 %.',
      file: null,
      state: 'submitted',
    });
    expect(r.completion).toMatchObject({ chapter_completed: true });
    const [first] = await chaptersOf(acme, courseId);
    expect(first).toMatchObject({ completed: true, progress: { state: 'completed' } });
    expectError(await submitJson(acme, plain, 'Another answer'), 409, 'E-10845');
    const mine = expectSuccess<{ submission: Submission }>(await get(`/courses/chapters/${plain}/submission`, acme));
    expect(mine.submission.answer).toBe('Rent 40 %, food 20 %, savings 20 %.');
  });

  it('refuses a file of a wrong type, too large, or whose content is not what its name says', async () => {
    const pdf = await demoPdf();
    expectError(
      await submitForm(acme, reviewed, { answer: 'See file' }, { name: 'plan.exe', data: Buffer.from('MZ\x90\x00') }),
      422,
      'E-10843',
    );
    expectError(
      await submitForm(acme, reviewed, {}, { name: 'plan.docx', data: Buffer.from('PK\x03\x04 not really') }),
      422,
      'E-10843',
    );
    // An HTML page named .pdf, and a PNG named .pdf: judged by content.
    expectError(
      await submitForm(acme, reviewed, {}, { name: 'plan.pdf', data: Buffer.from('<html><script>alert(1)</script>') }),
      422,
      'E-10843',
    );
    expectError(await submitForm(acme, reviewed, {}, { name: 'plan.pdf', data: await pngImage() }), 422, 'E-10843');
    // A PDF that runs script when opened.
    const active = Buffer.from(
      pdf
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      'latin1',
    );
    expectError(await submitForm(acme, reviewed, {}, { name: 'plan.pdf', data: active }), 422, 'E-10516');
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    expectError(await submitForm(acme, reviewed, {}, { name: 'plan.pdf', data: big }), 413, 'E-10844');
    expect(
      await app.ctx.db
        .selectFrom('course_assignment_submissions')
        .select('id')
        .where('chapter_id', '=', reviewed)
        .execute(),
    ).toEqual([]);
    // Nothing was left in the file storage by the refused ones.
    const stored = await app.ctx.storage.list('uploads/assignments/');
    const named = await app.ctx.db.selectFrom('course_assignment_submissions').select('file_key').execute();
    expect(stored.map((f) => f.key).filter((k) => !named.some((n) => n.file_key === k))).toEqual([]);
  });

  it('waits for review: completion refused until an admin accepts; return with a comment; resubmit; accept', async () => {
    const pdf = await demoPdf();
    const sent = expectSuccess<{ submission: Submission; completion: unknown }>(
      await submitForm(acme, reviewed, { answer: 'My plan is attached.' }, { name: 'savings plan.pdf', data: pdf }),
    );
    expect(sent.completion).toBeNull();
    expect(sent.submission).toMatchObject({
      state: 'submitted',
      review_required: true,
      file: { name: 'savings plan.pdf', mime: 'application/pdf', size: pdf.length },
    });
    const waiting = expectError(await completeChapter(acme, courseId, reviewed), 409, 'E-10841');
    expect(waiting.data).toEqual({ state: 'submitted' });
    expect((await chaptersOf(acme, courseId))[1].progress).toMatchObject({ state: 'in_progress' });
    expectError(await submitJson(acme, reviewed, 'Changed my mind'), 409, 'E-10845');

    // The owner downloads their file; another learner of the course gets nothing.
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/courses/chapters/${reviewed}/submission/file`,
      headers: bearer(acme),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(Buffer.compare(own.rawPayload, pdf)).toBe(0);
    expectSuccess(await send('POST', `/courses/enroll/${courseId}`, acme2), undefined, 201);
    expectError(await get(`/courses/chapters/${reviewed}/submission/file`, acme2), 404, 'E-10507');
    // Globex's package has no courses: refused before anything is looked up.
    expectError(await get(`/courses/chapters/${reviewed}/submission/file`, globex), 403, 'E-10117');

    // The admins' list, by course and state; a client's admin (Acme's own HR, Globex's) is refused.
    const list = expectSuccess<{ submissions: Array<Submission & { name: string; chapter_title: string }> }>(
      await get(`/admin/assignment-submissions?course_id=${courseId}&state=submitted`, admin),
    ).submissions;
    // Both submissions of the course are "submitted"; the reviewed chapter's is the one waiting for a decision.
    expect(list.map((s) => [s.chapter_title, s.review_required])).toEqual([
      ['Savings plan', true],
      ['Monthly budget', false],
    ]);
    expect(list[0]).toMatchObject({ name: 'Priya Sharma', answer: 'My plan is attached.' });
    const id = list[0]._id;
    const waitingForDecision = expectSuccess<{ submissions: Array<{ _id: number }> }>(
      await get(`/admin/assignment-submissions?course_id=${courseId}&state=submitted&review_required=true`, admin),
    ).submissions;
    expect(waitingForDecision.map((s) => s._id)).toEqual([id]);
    for (const who of [acme2, globexHr, acme]) {
      expectError(await get(`/admin/assignment-submissions?course_id=${courseId}`, who), 403, 'E-10506');
      expectError(await get(`/admin/assignment-submissions/${id}/file`, who), 403, 'E-10506');
      expectError(
        await send('POST', `/admin/assignment-submissions/${id}/review`, who, { decision: 'accept' }),
        403,
        'E-10506',
      );
    }
    const adminFile = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/assignment-submissions/${id}/file`,
      headers: bearer(admin),
    });
    expect(adminFile.statusCode).toBe(200);
    expect(Buffer.compare(adminFile.rawPayload, pdf)).toBe(0);

    // Returned: a comment is needed; the learner sees it, gets an e-mail, and may submit again.
    const review = (body: Record<string, unknown>) =>
      send('POST', `/admin/assignment-submissions/${id}/review`, admin, body);
    expectError(await review({ decision: 'return', comment: '  ' }), 422, 'E-10847');
    const returned = expectSuccess<{ submission: Submission; chapter_completed: boolean }>(
      await review({ decision: 'return', comment: 'Add how much you will save each month.' }),
    );
    expect(returned).toMatchObject({ chapter_completed: false, submission: { state: 'returned' } });
    expectError(await review({ decision: 'accept' }), 409, 'E-10846');
    const mail = (await readOutbox(app, 'employee@acme.example')).find((m) => m.subject.includes('Savings plan'));
    expect(mail?.subject).toBe('Your assignment "Savings plan" was returned to you');
    expect(mail?.text).toContain('Add how much you will save each month.');
    const mine = expectSuccess<{ submission: Submission }>(await get(`/courses/chapters/${reviewed}/submission`, acme));
    expect(mine.submission).toMatchObject({
      state: 'returned',
      review_comment: 'Add how much you will save each month.',
    });
    expectError(await completeChapter(acme, courseId, reviewed), 409, 'E-10840');

    const oldKey = (await fileKeyOf(id))!;
    const again = expectSuccess<{ submission: Submission }>(
      await submitForm(acme, reviewed, { answer: 'Rs 5,000 a month.' }, { name: 'plan.png', data: await pngImage() }),
    );
    expect(again.submission).toMatchObject({
      _id: id,
      state: 'submitted',
      review_comment: null,
      file: { mime: 'image/png' },
    });
    // The replaced file is gone from the storage.
    expect(await app.ctx.storage.size(oldKey)).toBeNull();

    const accepted = expectSuccess<{ submission: Submission; chapter_completed: boolean }>(
      await review({ decision: 'accept' }),
    );
    expect(accepted).toMatchObject({ chapter_completed: true, submission: { state: 'accepted' } });
    const chapters = await chaptersOf(acme, courseId);
    expect(chapters.map((c) => c.completed)).toEqual([true, true]);
    expect((await view(acme, courseId)).course.progress).toBe(2);
    const acceptedMail = (await readOutbox(app, 'employee@acme.example')).find((m) => m.subject.includes('accepted'));
    expect(acceptedMail?.subject).toBe('Your assignment "Savings plan" was accepted');
  });

  it('lists by state for the admins and opens one', async () => {
    const accepted = expectSuccess<{ submissions: Array<{ _id: number; state: string }> }>(
      await get(`/admin/assignment-submissions?course_id=${courseId}&state=accepted`, admin),
    ).submissions;
    expect(accepted.map((s) => s.state)).toEqual(['accepted']);
    const one = expectSuccess<{ course_title: string; file: { mime: string } }>(
      await get(`/admin/assignment-submissions/${accepted[0]._id}`, admin),
    );
    expect(one).toMatchObject({ course_title: 'Assignments main', file: { mime: 'image/png' } });
    expectError(await get('/admin/assignment-submissions?state=lost', admin), 422, 'E-10502');
    expectError(await get('/admin/assignment-submissions/2147483000', admin), 404, 'E-10507');
  });
});

describe('privacy', () => {
  it("holds the person's submissions in the export; erasure deletes them and the sweep their files", async () => {
    const { courseId, plain } = await assignmentCourse('privacy');
    const token = await sessionFor(app, 'hr@acme.example');
    expectSuccess(await send('POST', `/courses/enroll/${courseId}`, token), undefined, 201);
    expectSuccess(
      await submitForm(token, plain, { answer: 'Harini’s budget' }, { name: 'b.pdf', data: await demoPdf() }),
    );
    const exported = expectSuccess<Record<string, Array<Record<string, unknown>>>>(await get('/my-data', token));
    expect(exported.course_assignment_submissions).toEqual([
      expect.objectContaining({
        chapter: 'Monthly budget',
        answer: 'Harini’s budget',
        file_name: 'b.pdf',
        state: 'submitted',
      }),
    ]);
    expect(JSON.stringify(exported.course_assignment_submissions)).not.toContain('uploads/assignments');
    const db = app.ctx.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hr@acme.example')
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('course_assignment_submissions')
      .select('file_key')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await anonymiseUser(db, user.id);
    expect(
      await db.selectFrom('course_assignment_submissions').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    // A fresh file is left for a submission that may be being written; an idle one no row names goes.
    expect((await sweepAssignmentFiles(app.ctx)).removed).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await sweepAssignmentFiles(app.ctx, { now: later })).removed).toBe(1);
    expect(await app.ctx.storage.size(row.file_key!)).toBeNull();
    // Files still named by a submission stay.
    const named = await db
      .selectFrom('course_assignment_submissions')
      .select('file_key')
      .where('file_key', 'is not', null)
      .execute();
    for (const n of named) expect(await app.ctx.storage.size(n.file_key!)).not.toBeNull();
  });
});
