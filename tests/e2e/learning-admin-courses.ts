import path from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { SEED_VIDEO } from '../../src/server/modules/webinars/seed.js';
import { eventually, expect, screenshot, type E2EContext } from './harness.js';
import { logIn } from './helpers.js';
import { ASSESSMENT, COURSE, recordProgress, type Step } from './learning-fixtures.js';

/**
 * The learning spec's course authoring, on the admin's desktop page: a course with its image, a section with a PDF
 * and a video chapter (upload progress, keyboard order, edits in place), and an assessment for the course.
 */
export async function adminCourseSteps(
  step: Step,
  admin: { page: Page },
  { baseUrl, app }: E2EContext,
  { pdf, png }: { pdf: string; png: string },
): Promise<void> {
  await step('an admin adds a course (field codes beside the fields first)', async () => {
    const page = admin.page;
    await logIn(page, baseUrl, 'admin@finwell.example');
    await page.goto(`${baseUrl}/admin/manage-courses`);
    await page.getByRole('cell', { name: 'Budgeting that sticks', exact: true }).waitFor();
    await screenshot(page, 'learning-admin-courses');
    await page.getByRole('link', { name: 'Add course' }).click();
    await page.getByRole('heading', { name: 'Add course', level: 1 }).waitFor();
    // The course form definition: ajv in the browser puts each field's E-code beside it.
    await page.getByRole('button', { name: 'Add course' }).click();
    for (const code of ['E-10700', 'E-10719']) await page.locator(`[data-error-code="${code}"]`).first().waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(COURSE);
    await page.getByLabel('Description').fill('Understand every line of your monthly payslip.');
    await page.getByLabel('Duration (minutes)').fill('25');
    await page.getByLabel('Course image (JPG or PNG, optional)').setInputFiles(png);
    await page.getByText('Uploaded: payslip-cover.png').waitFor();
    await page.getByRole('button', { name: 'Add course' }).click();
    await page.waitForURL('**/admin/manage-courses/edit/*');
    await page.getByRole('heading', { name: 'Edit course', level: 1 }).waitFor();
    // The stored image comes back by signed link and shows in the form.
    await page.getByTestId('learning-file-preview').waitFor();
    await screenshot(page, 'learning-admin-course-form');
  });

  await step('a section with a PDF chapter and a video chapter (upload progress shown)', async () => {
    const page = admin.page;
    await page.getByLabel('New section title').fill('The basics');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('heading', { name: 'The basics', level: 3 }).waitFor();

    await page.getByRole('button', { name: 'Add chapter to The basics' }).click();
    // The chapter form is the course-chapter form definition: its title's code shows beside it.
    await page.getByRole('button', { name: 'Save chapter' }).click();
    await page.locator('[data-error-code="E-10703"]').first().waitFor();
    await page.getByLabel('Chapter title').fill('Read the payslip guide');
    await recordProgress(page);
    await page.getByLabel('PDF file').setInputFiles(pdf);
    await page.getByText('Uploaded: payslip-guide.pdf').waitFor();
    await page.getByRole('button', { name: 'Save chapter' }).click();
    await page.locator('[data-chapter="Read the payslip guide"]').waitFor();

    await page.getByRole('button', { name: 'Add chapter to The basics' }).click();
    await page.getByLabel('Chapter title').fill('Watch: payslip in two minutes');
    await page.getByLabel('Content type').selectOption('Video');
    await page.getByLabel('Video file (MP4 or WebM)').setInputFiles(SEED_VIDEO);
    await page.getByText(`Uploaded: ${path.basename(SEED_VIDEO)}`).waitFor();
    await screenshot(page, 'learning-admin-chapter-form');
    expect(
      (await page.getByLabel('Assignment instructions').count()) === 0 &&
        (await page.getByLabel('Link (https://…)').count()) === 0,
      'a video chapter shows its upload only',
    );
    const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(seen.length > 0, 'the upload progress bar was shown');
    expect(
      seen.every((v) => Number.isInteger(v) && v >= 0 && v <= 100),
      `progress in whole percent 0-100 (${seen.join(',')})`,
    );
    expect((await page.locator('[data-upload-progress]').count()) === 0, 'the bar is gone (reset) afterwards');
    await page.getByRole('button', { name: 'Save chapter' }).click();
    await page.locator('[data-chapter="Watch: payslip in two minutes"]').waitFor();
    await screenshot(page, 'learning-admin-course-editor');
    // Keyboard order: Move up puts the video chapter first, saved at once.
    await page.getByRole('button', { name: 'Move up Watch: payslip in two minutes' }).click();
    await page.getByText('Order saved').first().waitFor();
    await eventually(
      async () =>
        (await page.locator('[data-chapter]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chapter'))))[0],
      (first) => first === 'Watch: payslip in two minutes',
      5000,
    );
    await page.getByRole('button', { name: 'Move down Watch: payslip in two minutes' }).click();
    await eventually(
      async () =>
        (await page.locator('[data-chapter]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chapter'))))[0],
      (first) => first === 'Read the payslip guide',
      5000,
    );
    // A chapter is edited in place through the same course-chapter form, filled with its record.
    await page.getByRole('button', { name: 'Edit Read the payslip guide' }).click();
    const editing = page.getByRole('group', { name: 'Editing Read the payslip guide' });
    expect(
      (await editing.getByLabel('Chapter title').inputValue()) === 'Read the payslip guide',
      'the edit form holds the chapter',
    );
    await editing.getByLabel('Duration (minutes)').fill('12');
    await editing.getByRole('button', { name: 'Save chapter' }).click();
    await page.getByText('Chapter saved').first().waitFor();
    await eventually(
      async () => (await page.locator('[data-chapter="Read the payslip guide"]').innerText()).includes('12 min'),
      (shown) => shown,
      5000,
    );
    // An edit of the course's own fields through the form.
    await page.getByLabel('Duration (minutes)').fill('30');
    await page.getByRole('button', { name: 'Save course' }).click();
    await page.getByText('Course saved').first().waitFor();
  });

  await step('an admin adds an assessment from the assessment form definition', async () => {
    const page = admin.page;
    await page.goto(`${baseUrl}/admin/manage-assessments`);
    await page.getByRole('link', { name: 'Add assessment' }).click();
    await page.getByRole('heading', { name: 'Add assessment', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('[data-error-code="E-10219"]').first().waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(ASSESSMENT);
    await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
    await page
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('Which part of the payslip goes to your EPF account?');
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Professional tax');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('The PF deduction');
    await page.getByRole('radio', { name: 'Right answer: option 2' }).check();
    await screenshot(page, 'learning-admin-assessment-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/manage-assessments');
    await page.getByRole('cell', { name: ASSESSMENT, exact: true }).waitFor();
    if (app) {
      const rows = await sql<{ label: string; is_correct: boolean }>`
          SELECT o.label, o.is_correct FROM assessment_options o
          JOIN assessment_questions q ON q.id = o.question_id JOIN assessments a ON a.id = q.assessment_id
          WHERE a.title = ${ASSESSMENT} ORDER BY o.id`.execute(app.ctx.db);
      expect(
        JSON.stringify(rows.rows) ===
          JSON.stringify([
            { label: 'Professional tax', is_correct: false },
            { label: 'The PF deduction', is_correct: true },
          ]),
        `stored with its one right answer (${JSON.stringify(rows.rows)})`,
      );
    }
    await page.getByRole('link', { name: `Edit ${ASSESSMENT}` }).click();
    await page.getByRole('heading', { name: 'Edit assessment', level: 1 }).waitFor();
    expect(
      await page.getByRole('radio', { name: 'Right answer: option 2' }).isChecked(),
      'the right answer comes back',
    );
  });
}
