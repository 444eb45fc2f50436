import { randomBytes } from 'node:crypto';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';
import { EMPLOYEE, makePng } from './learning-fixtures.js';

/**
 * Assignments in Chromium (docs/learning.md "Assignments"): an Acme employee enrols in a course of two assignments
 * (made for this spec, so it depends on no other spec's data), submits a written answer to the first, which completes
 * at once, and an image to the second, which an admin reviews: it waits for review, the admin opens it from the
 * submissions list and accepts it, and the employee's course is complete. Screens at 1366x900 and 390x844.
 */
export async function run(ctx: E2EContext): Promise<void> {
  const { browser, baseUrl, app } = ctx;
  if (!app) throw new Error('the e2e runner passes the app');
  const step = createSpec('learning-assignment');
  const tag = randomBytes(3).toString('hex');
  const courseTitle = `Assignments ${tag}: your first budget`;
  const png = await makePng();
  const db = app.ctx.db;
  const course = await db
    .insertInto('courses')
    .values({ title: courseTitle, description: 'Two short tasks.', difficulty: 1, duration_minutes: 20 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto('course_sections')
    .values({ course_id: course.id, title: 'Practice' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [sequence, title, body, reviewed] of [
    [1, 'Write your budget', 'List your monthly income and your three biggest expenses.', false],
    [2, 'Your savings plan', 'Upload a photo or PDF of your savings plan for the next six months.', true],
  ] as const)
    await db
      .insertInto('course_chapters')
      .values({
        course_id: course.id,
        section_id: section.id,
        title,
        content_type: 'Assignment',
        file_type: 'doc',
        file_id: null,
        url: null,
        body,
        duration_minutes: 10,
        sequence,
        review_required: reviewed,
      })
      .execute();
  const coursePage = `${baseUrl}/client/learning-center/view-course?courseId=${course.id}`;

  const emp = await newPage(browser, DESKTOP);
  const admin = await newPage(browser, DESKTOP);
  const phone = await newPage(browser, MOBILE);
  const adminPhone = await newPage(browser, MOBILE);
  let reviewUrl = '';
  try {
    const page = emp.page;
    await step('the employee enrols and submits a written answer: the chapter completes', async () => {
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(coursePage);
      await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Enroll', exact: true }).click();
      await page.getByRole('heading', { name: 'Write your budget', level: 2 }).waitFor();
      await page.getByRole('heading', { name: 'Submit your assignment' }).waitFor();
      expect((await page.getByRole('button', { name: 'Mark as complete' }).count()) === 0, 'no "Mark as complete"');
      // Nothing written and no file: refused with the code's sentence, before anything is sent.
      await page.getByRole('button', { name: 'Submit assignment' }).click();
      await page.getByText('Write an answer or attach a file to submit the assignment.').waitFor();
      await page.getByLabel('Your answer').fill('Income Rs 60,000. Rent Rs 18,000, food Rs 9,000, travel Rs 4,000.');
      await screenshot(page, 'learning-assignment-form');
      await page.getByRole('button', { name: 'Submit assignment' }).click();
      // The next chapter opens by itself; the first is ticked in the outline.
      await page.getByRole('heading', { name: 'Your savings plan', level: 2 }).waitFor();
      await page.getByRole('button', { name: /Write your budget.*done/ }).waitFor();
    });

    await step('submits an image to the reviewed chapter: it waits for review', async () => {
      await page.getByText('An admin reviews this assignment: it counts as complete once it is accepted.').waitFor();
      await page.getByLabel('Attach a file (optional)').setInputFiles(png);
      await page.getByRole('button', { name: 'Submit assignment' }).click();
      const mine = page.getByTestId('my-submission');
      await mine.getByText('Submitted and waiting for review.', { exact: false }).waitFor();
      await mine.getByRole('button', { name: 'Download your file' }).waitFor();
      expect((await page.getByRole('button', { name: 'Submit assignment' }).count()) === 0, 'no second submission');
      await screenshot(page, 'learning-assignment-waiting');
    });

    await step('on a phone the waiting submission reads the same', async () => {
      await logIn(phone.page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(phone.page);
      await phone.page.goto(`${coursePage}&chapterId=0`);
      await phone.page.getByRole('button', { name: /Your savings plan/ }).click();
      await phone.page
        .getByTestId('my-submission')
        .getByText('Submitted and waiting for review.', { exact: false })
        .waitFor();
      await screenshot(phone.page, 'learning-assignment-waiting-mobile');
    });

    await step('an admin opens it from the submissions list', async () => {
      const a = admin.page;
      await logIn(a, baseUrl, 'admin@finwell.example');
      await a.goto(`${baseUrl}/admin/manage-courses`);
      await a.getByRole('link', { name: 'Assignment submissions' }).click();
      await a.getByRole('heading', { name: 'Assignment submissions', level: 1 }).waitFor();
      await a.getByLabel('Course').selectOption(String(course.id));
      const row = a.getByRole('row', { name: /Your savings plan/ });
      await row.waitFor();
      // The first chapter completed on submission: it waits for nobody and is listed under its own filter.
      expect((await a.getByRole('row', { name: /Write your budget/ }).count()) === 0, 'only the one waiting');
      await screenshot(a, 'learning-assignment-admin-list');
      await row.getByRole('link', { name: /Open the submission/ }).click();
      await a.getByRole('heading', { name: 'Assignment: Your savings plan', level: 1 }).waitFor();
      await a.getByRole('button', { name: 'Download the file' }).waitFor();
      reviewUrl = a.url();
    });

    await step('the admin list and the review read on a phone too', async () => {
      const p = adminPhone.page;
      await logIn(p, baseUrl, 'admin@finwell.example');
      await p.goto(`${baseUrl}/admin/manage-courses/submissions?course_id=${course.id}`);
      await p.getByRole('row', { name: /Your savings plan/ }).waitFor();
      await screenshot(p, 'learning-assignment-admin-list-mobile');
      await p.goto(reviewUrl);
      await p.getByRole('button', { name: 'Return with comment' }).waitFor();
      await screenshot(p, 'learning-assignment-admin-review-mobile');
    });

    await step('the admin accepts it (returning needs a comment)', async () => {
      const a = admin.page;
      // Returning needs a comment: refused with the code's sentence.
      await a.getByRole('button', { name: 'Return with comment' }).click();
      await a.getByText('Write a comment that says what to change when you return an assignment.').waitFor();
      await a.getByLabel('Comment to the learner').fill('A clear plan. Well done.');
      await screenshot(a, 'learning-assignment-admin-review');
      await a.getByRole('button', { name: 'Accept' }).click();
      await a.getByText('Submission accepted').waitFor();
      await a.getByRole('heading', { name: 'Assignment submissions', level: 1 }).waitFor();
    });

    await step('the employee sees it accepted and the course complete', async () => {
      await page.goto(`${coursePage}&chapterId=0`);
      // Completed while the employee was away: the page says so on their next visit.
      await page.getByTestId('course-complete').getByText('Course completed').waitFor();
      await page.getByRole('button', { name: /Your savings plan.*done/ }).click();
      const mine = page.getByTestId('my-submission');
      await mine.getByText('Accepted.').waitFor();
      await mine.getByText("The reviewer's comment: A clear plan. Well done.").waitFor();
      await screenshot(page, 'learning-assignment-accepted');
    });
  } finally {
    await emp.context.close();
    await admin.context.close();
    await phone.context.close();
    await adminPhone.context.close();
  }
}
