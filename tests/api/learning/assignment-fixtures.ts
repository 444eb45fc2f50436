import { bearer, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { multipart } from '../../support/multipart.js';
import { learningCalls, type Chapter } from './learning-fixtures.js';

/** The assignment tests' calls and data (assignments.test.ts, assignments-review.test.ts). */

export type Submission = {
  _id: number;
  answer: string;
  file: { name: string; mime: string; size: number } | null;
  state: 'submitted' | 'accepted' | 'returned';
  review_required: boolean;
  review_comment: string | null;
};
export type Progress = { rule: string; state: string };

/** Globex's own client admin (role 3), as Acme's HR is for Acme; answers the session. */
export async function addGlobexHr(app: App): Promise<string> {
  const db = app.ctx.db;
  const globexId = (
    await db.selectFrom('companies').select('id').where('company_name', '=', 'Globex').executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('users')
    .values({
      unique_user_no: 'FWTGLOBEXHR1',
      first_name: 'Gita',
      last_name: 'Rao',
      email: 'hr@globex.example',
      user_type: 3,
      company_id: globexId,
      status: 1,
      extra: '{}',
    })
    .execute();
  return sessionFor(app, 'hr@globex.example');
}

/** The calls on the app the test file started (read when called, after its beforeAll). */
export function assignmentCalls(ctx: () => { app: App; admin: string }) {
  const { send, view } = learningCalls(ctx);
  const submitJson = (token: string, chapterId: number, answer: string) =>
    send('POST', `/courses/chapters/${chapterId}/submission`, token, { answer });
  const submitForm = (
    token: string,
    chapterId: number,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer; type?: string },
  ) => {
    const body = multipart(fields, file);
    return ctx().app.inject({
      method: 'POST',
      url: `/api/v1/courses/chapters/${chapterId}/submission`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const completeChapter = (token: string, courseId: number, chapterId: number) =>
    send('POST', '/courses/completed', token, { course_id: courseId, chapter_id: chapterId });
  const chaptersOf = async (token: string, courseId: number) =>
    (await view(token, courseId)).sections.flatMap((s) => s.chapters) as Array<Chapter & { progress: Progress | null }>;
  const fileKeyOf = async (id: number) =>
    (
      await ctx()
        .app.ctx.db.selectFrom('course_assignment_submissions')
        .select('file_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).file_key;

  /** A published course with two assignments made through the admin's chapter form: the second is reviewed. */
  async function assignmentCourse(tag: string) {
    const db = ctx().app.ctx.db;
    const course = await db
      .insertInto('courses')
      .values({ title: `Assignments ${tag}`, difficulty: 1, duration_minutes: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const section = await db
      .insertInto('course_sections')
      .values({ course_id: course.id, title: 'Practice' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chapter = async (title: string, reviewed: boolean) =>
      expectSuccess<{ _id: number }>(
        await send('POST', `/chapter/${course.id}/${section.id}`, ctx().admin, {
          title,
          content_type: 'Assignment',
          body: `Write down your ${title.toLowerCase()}.`,
          duration: 10,
          is_mandatory: true,
          ...(reviewed ? { review_required: true } : {}),
        }),
        undefined,
        201,
      )._id;
    return {
      courseId: course.id,
      plain: await chapter('Monthly budget', false),
      reviewed: await chapter('Savings plan', true),
    };
  }

  return { submitJson, submitForm, completeChapter, chaptersOf, fileKeyOf, assignmentCourse };
}
