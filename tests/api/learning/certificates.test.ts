/**
 * Course certificates (issue 32, docs/learning.md "Certificates"): none before the course is completed (E-10821), a PDF
 * for the person who completed it with the name, course, date, duration and its code; the same certificate on every
 * ask; another person gets none for it; the public check shows the name, course and date only, and an unknown code is
 * E-10822; erasure removes it. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonymiseUser } from '../../../src/server/modules/privacy/anonymise.js';
import type { App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { pdfText } from '../../support/pdf-text.js';
import { chaptersMet, learningCalls, startLearningApp } from './learning-fixtures.js';

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

const { get, send, courses, view } = learningCalls(() => ({ app, admin }));
type Cert = { course_id: number; code: string; holder_name: string; course_title: string; duration_minutes: number };

it('gives a completed course a certificate PDF, the same one each time, checked in public by its code', async () => {
  const course = (await courses(acme2)).find((c) => c.title === 'Budgeting that sticks')!;
  const pdfOf = () => get(`/courses/${course._id}/certificate`, acme2);
  expectError(await pdfOf(), 404, 'E-10821');
  expectSuccess(await send('POST', `/courses/enroll/${course._id}`, acme2), undefined, 201);
  expectError(await pdfOf(), 404, 'E-10821');
  const chapters = (await view(acme2, course._id)).sections.flatMap((s) => s.chapters);
  // Watched, opened and read as the completion rules want (their own tests: chapter-coverage.test.ts).
  await chaptersMet(
    app,
    'hr@acme.example',
    chapters.map((c) => c._id),
  );
  for (const ch of chapters.filter((_, i) => i !== 2))
    expectSuccess(await send('POST', '/courses/completed', acme2, { course_id: course._id, chapter_id: ch._id }));

  const first = await pdfOf();
  expect([first.statusCode, first.headers['content-type']]).toEqual([200, 'application/pdf']);
  const mine = expectSuccess<{ certificates: Cert[] }>(await get('/my-certificates', acme2)).certificates;
  expect(mine).toHaveLength(1);
  const cert = mine[0];
  expect(cert).toMatchObject({ course_id: course._id, course_title: 'Budgeting that sticks' });
  expect(cert.code).toMatch(/^FW-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  const words = pdfText(first.rawPayload).join(' ');
  for (const part of [cert.holder_name, 'Budgeting that sticks', cert.code, 'Certificate of completion'])
    expect(words, part).toContain(part);
  // Asked again: the same certificate, not a second one.
  expect((await pdfOf()).statusCode).toBe(200);
  expect(expectSuccess<{ certificates: Cert[] }>(await get('/my-certificates', acme2)).certificates).toEqual(mine);
  // Another employee who did not complete it gets none; their list is empty.
  expectError(await get(`/courses/${course._id}/certificate`, acme), 404, 'E-10821');

  const check = (code: string) => app.inject({ method: 'GET', url: `/api/v1/public/certificates/${code}` });
  const shown = expectSuccess<Record<string, string>>(await check(cert.code));
  expect(shown).toEqual({
    code: cert.code,
    holder_name: cert.holder_name,
    course_title: 'Budgeting that sticks',
    completed_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expectError(await check('FW-AAAA-BBBB'), 404, 'E-10822');
  expect((await check('not-a-code')).statusCode).toBe(422);

  // The person's data export lists it.
  const exported = expectSuccess<{ course_certificates: Array<{ code: string }> }>(await get('/my-data', acme2));
  expect(exported.course_certificates.map((r) => r.code)).toEqual([cert.code]);
  // Erasure: the certificate carries the name, so it goes and the code verifies nothing.
  const user = await app.ctx.db
    .selectFrom('course_certificates')
    .select('user_id')
    .where('code', '=', cert.code)
    .executeTakeFirstOrThrow();
  await anonymiseUser(app.ctx.db, user.user_id);
  expectError(await check(cert.code), 404, 'E-10822');
});
