import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { createPdf } from '../../src/server/pdf/document.js';
import { SEED_VIDEO } from '../../src/server/modules/webinars/seed.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';

const COURSE = 'E2E course: reading your payslip';
const EMPLOYEE = 'employee@acme.example';
const PLAYLIST = 'E2E playlist: pensions and gold';
const VIDEO = 'E2E video: reading a CAS statement';
const ASSESSMENT = 'E2E quiz: payslip basics';
const FIRST = 'NPS in five minutes';
const SECOND = 'Sovereign gold bonds and gold ETFs';

/** The titles of the playlist form's videos, in their order on the page. */
const playlistOrder = (page: Page) =>
  page.locator('[data-playlist-video]').evaluateAll((els) => els.map((e) => e.getAttribute('data-playlist-video')));

async function makePdf(): Promise<string> {
  const { doc, finish } = createPdf({ title: 'Payslip guide', margin: 48 });
  doc.fontSize(18).text('Reading your payslip');
  doc.fontSize(11).text('Basic, HRA, special allowance, PF and professional tax, line by line.');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'finwell-e2e-')), 'payslip-guide.pdf');
  writeFileSync(file, await finish());
  return file;
}

async function makePng(): Promise<string> {
  const { default: sharp } = await import('sharp');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'finwell-e2e-')), 'payslip-cover.png');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b7a5a' } })
    .png()
    .toFile(file);
  return file;
}

/** Watches the upload progress bar's whole-percent values while a file uploads. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] };
    w.__progress = [];
    new MutationObserver(() => {
      document.querySelectorAll('[data-upload-progress]').forEach((el) => {
        w.__progress.push(Number(el.getAttribute('data-upload-progress')));
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * The learning center in Chromium (docs/learning.md): an admin creates a course with a section, a
 * PDF chapter and a video chapter (resumable uploads with a progress bar); an Acme employee enrols,
 * opens both chapters, completes the course and sees it on the home page widget; a Globex employee
 * (no module 1) is refused.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('learning');
  const pdf = await makePdf();
  const png = await makePng();
  const admin = await newPage(browser, DESKTOP);
  try {
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
          (
            await page.locator('[data-chapter]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chapter')))
          )[0],
        (first) => first === 'Watch: payslip in two minutes',
        5000,
      );
      await page.getByRole('button', { name: 'Move down Watch: payslip in two minutes' }).click();
      await eventually(
        async () =>
          (
            await page.locator('[data-chapter]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chapter')))
          )[0],
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

    await step(
      'an admin adds a video from the elearning-video form definition (upload, category, playlist)',
      async () => {
        const page = admin.page;
        await page.goto(`${baseUrl}/admin/manage-e-learning-videos`);
        await page.getByRole('link', { name: 'Add video' }).click();
        await page.getByRole('heading', { name: 'Add video', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        for (const code of ['E-10714', 'E-10713', 'E-10202', 'E-10715'])
          await page.locator(`[data-error-code="${code}"]`).first().waitFor();
        await page.getByRole('textbox', { name: 'Title' }).fill(VIDEO);
        await page.getByLabel('Category').selectOption({ label: 'Mutual Funds' });
        await page.getByLabel('Duration (minutes)').fill('3');
        await page.getByLabel('Video file (MP4 or WebM)').setInputFiles(SEED_VIDEO);
        await page.getByText(`Uploaded: ${path.basename(SEED_VIDEO)}`).waitFor();
        await page.getByRole('checkbox', { name: 'Start here: money basics' }).check();
        await screenshot(page, 'learning-admin-video-form');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/admin/manage-e-learning-videos');
        await page.getByRole('cell', { name: VIDEO, exact: true }).waitFor();
        if (app) {
          const row = await sql<{ category_id: number; duration_minutes: number; playlist: string }>`
          SELECT v.category_id, v.duration_minutes, p.name AS playlist FROM elearning_videos v
          JOIN video_playlist_items i ON i.video_id = v.id JOIN video_playlists p ON p.id = i.playlist_id
          WHERE v.title = ${VIDEO}`.execute(app.ctx.db);
          expect(
            JSON.stringify(row.rows) ===
              JSON.stringify([{ category_id: 5, duration_minutes: 3, playlist: 'Start here: money basics' }]),
            `stored with its category, minutes and playlist (${JSON.stringify(row.rows)})`,
          );
        }
      },
    );

    await step('an admin creates a playlist with two videos and orders them from the keyboard', async () => {
      const page = admin.page;
      await page.goto(`${baseUrl}/admin/manage-e-learning-videos`);
      await page.getByRole('heading', { name: 'E-learning videos', level: 1 }).waitFor();
      await page
        .getByRole('navigation', { name: 'E-learning videos and playlists' })
        .getByRole('link', { name: 'Playlists' })
        .click();
      await page.getByRole('heading', { name: 'Video playlists', level: 1 }).waitFor();
      await page.getByRole('cell', { name: 'Start here: money basics', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Add playlist' }).click();
      await page.getByRole('heading', { name: 'Add playlist', level: 1 }).waitFor();
      // The form comes from the video-playlist form definition: a missing name is refused beside the field.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator('[data-error-code="E-10248"]').first().waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill(PLAYLIST);
      for (const title of [FIRST, SECOND]) {
        const select = page.getByLabel('Add a video');
        const value = await select.locator('option').filter({ hasText: title }).first().getAttribute('value');
        await select.selectOption(value!);
        await page.getByRole('button', { name: 'Add to playlist' }).click();
        await page.locator(`[data-playlist-video="${title}"]`).waitFor();
      }
      expect(JSON.stringify(await playlistOrder(page)) === JSON.stringify([FIRST, SECOND]), 'added in order');
      // Move the second video up with the keyboard: it goes first and keeps the focus.
      await page.getByRole('button', { name: `Move up ${SECOND}` }).focus();
      await page.keyboard.press('Enter');
      await eventually(
        () => playlistOrder(page),
        (o) => JSON.stringify(o) === JSON.stringify([SECOND, FIRST]),
        3000,
      );
      const focused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
      expect(focused === `Move down ${SECOND}`, `the moved video keeps the focus (${focused})`);
      await page.getByText(`${SECOND} moved to position 1 of 2.`).waitFor({ state: 'attached' });
      await screenshot(page, 'learning-admin-playlist-form');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL('**/admin/manage-e-learning-videos/playlists');
      const row = page.locator(`[data-playlist="${PLAYLIST}"]`);
      await row.waitFor();
      expect((await row.locator('td').nth(1).textContent()) === '2', 'the list counts two videos');
      await screenshot(page, 'learning-admin-playlists');
      if (app) {
        const stored = await sql<{ title: string }>`SELECT v.title FROM video_playlist_items i
          JOIN video_playlists p ON p.id = i.playlist_id JOIN elearning_videos v ON v.id = i.video_id
          WHERE p.name = ${PLAYLIST} ORDER BY i.sequence`.execute(app.ctx.db);
        expect(
          JSON.stringify(stored.rows.map((r) => r.title)) === JSON.stringify([SECOND, FIRST]),
          'stored in the chosen order',
        );
      }
      await row.getByRole('link', { name: `View ${PLAYLIST}` }).click();
      await page.getByRole('heading', { name: 'View playlist', level: 1 }).waitFor();
      expect(JSON.stringify(await playlistOrder(page)) === JSON.stringify([SECOND, FIRST]), 'the view shows the order');
      expect((await page.getByRole('button', { name: /^Move/ }).count()) === 0, 'no reordering in view mode');
    });
  } finally {
    await admin.context.close();
  }

  const emp = await newPage(browser, DESKTOP);
  try {
    const page = emp.page;
    await step('the Acme employee enrols from the learning center', async () => {
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/learning-center`);
      await page.getByRole('heading', { name: 'Learning Center', level: 1 }).waitFor();
      const card = page.locator(`[data-course="${COURSE}"]`);
      await card.getByText('Not started').waitFor();
      const thumb = card.locator('[data-course-thumbnail]');
      await eventually(
        () => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        (w) => w === 640,
        5000,
      );
      await page.getByRole('heading', { name: PLAYLIST, level: 3 }).waitFor();
      await screenshot(page, 'learning-center');
      await page.getByRole('button', { name: `Enroll: ${COURSE}` }).click();
      await page.waitForURL('**/client/learning-center/view-course?courseId=*');
      await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    });

    await step('opens the PDF chapter (streamed by signed link) and completes it; the video unlocks', async () => {
      await page.getByRole('heading', { name: 'Read the payslip guide', level: 2 }).waitFor();
      const src = await page.locator('iframe').getAttribute('src');
      expect(src?.startsWith('/api/v1/learning/files/'), `the PDF comes by signed link (${src})`);
      const res = await page.request.get(`${baseUrl}${src}`);
      expect(res.headers()['content-type'] === 'application/pdf', 'served as application/pdf');
      expect(res.headers()['x-content-type-options'] === 'nosniff', 'with nosniff');
      expect(
        await page.getByRole('button', { name: /Watch: payslip in two minutes/ }).isDisabled(),
        'the video chapter is locked first',
      );
      await screenshot(page, 'learning-view-course-pdf');
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      // The next open chapter comes up by itself; the finished one is ticked in the outline.
      await page.getByRole('heading', { name: 'Watch: payslip in two minutes', level: 2 }).waitFor();
      await page.getByRole('button', { name: /Read the payslip guide.*done/ }).waitFor();
    });

    await step('watches the video to the end, completes it, and the completion view shows', async () => {
      await page.getByRole('heading', { name: 'Watch: payslip in two minutes', level: 2 }).waitFor();
      const video = page.locator('article video');
      await video.waitFor();
      expect(await page.getByRole('button', { name: 'Mark as complete' }).isDisabled(), 'complete waits for the video');
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise((r) => setTimeout(r, 1500));
        // Seek to the end (a Range request) instead of waiting out the clip.
        if (Number.isFinite(v.duration)) v.currentTime = v.duration;
        await new Promise((r) => setTimeout(r, 500));
      });
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByTestId('course-complete').getByText('Well done, you completed this course!').waitFor();
      await screenshot(page, 'learning-course-complete');
      if (app) {
        const seconds = await eventually(
          async () =>
            Number(
              (
                await sql<{ s: number }>`SELECT coalesce(sum(t.seconds), 0)::int AS s FROM course_time_sessions t
                  JOIN courses c ON c.id = t.course_id JOIN users u ON u.id = t.user_id
                  WHERE c.title = ${COURSE} AND u.email = ${EMPLOYEE}`.execute(app.ctx.db)
              ).rows[0].s,
            ),
          (s) => s >= 0,
          5000,
        );
        const sessions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM course_time_sessions t
          JOIN courses c ON c.id = t.course_id WHERE c.title = ${COURSE}`.execute(app.ctx.db);
        expect(
          Number(sessions.rows[0].n) >= 2,
          `a time session per opened chapter (${sessions.rows[0].n}, ${seconds} s)`,
        );
      }
    });

    await step('the course shows on the home page widget', async () => {
      await page.goto(`${baseUrl}/client/home`);
      const link = page.getByRole('link', { name: new RegExp(COURSE) });
      await link.first().waitFor();
      await screenshot(page, 'learning-home-widget');
    });
  } finally {
    await emp.context.close();
  }

  const adminPhone = await newPage(browser, MOBILE);
  try {
    await step('the playlist admin at 390 px', async () => {
      const page = adminPhone.page;
      await logIn(page, baseUrl, 'admin@finwell.example');
      await page.goto(`${baseUrl}/admin/manage-e-learning-videos/playlists`);
      const row = page.locator(`[data-playlist="${PLAYLIST}"]`);
      await row.waitFor();
      await screenshot(page, 'learning-admin-playlists-mobile');
      await row.getByRole('link', { name: `Edit ${PLAYLIST}` }).click();
      await page.getByRole('heading', { name: 'Edit playlist', level: 1 }).waitFor();
      await page.locator(`[data-playlist-video="${FIRST}"]`).waitFor();
      await screenshot(page, 'learning-admin-playlist-form-mobile');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(!overflow, 'no horizontal scroll at 390 px');
    });
    await step('the course form at 390 px', async () => {
      const page = adminPhone.page;
      await page.goto(`${baseUrl}/admin/manage-courses`);
      await page.getByRole('link', { name: `Edit ${COURSE}` }).click();
      await page.getByRole('heading', { name: 'Edit course', level: 1 }).waitFor();
      await page.locator('[data-chapter="Read the payslip guide"]').waitFor();
      await screenshot(page, 'learning-admin-course-form-mobile');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(!overflow, 'no horizontal scroll at 390 px');
      // View mode: the same form, disabled; no saving and no reordering.
      await page.goto(page.url().replace('/edit/', '/view/'));
      await page.getByRole('heading', { name: 'View course', level: 1 }).waitFor();
      await page.locator('[data-chapter="Read the payslip guide"]').waitFor();
      expect(await page.getByRole('textbox', { name: 'Title' }).isDisabled(), 'the title is read-only');
      expect(
        (await page.getByRole('button', { name: /^(Save course|Move up|Move down|Add chapter)/ }).count()) === 0,
        'no saving or reordering in view mode',
      );
      await screenshot(page, 'learning-admin-course-view-mobile');
    });
  } finally {
    await adminPhone.context.close();
  }

  const mobile = await newPage(browser, MOBILE);
  try {
    await step('the learning center at 390 px', async () => {
      const page = mobile.page;
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/learning-center`);
      await page.getByRole('heading', { name: 'Courses', level: 2 }).waitFor();
      await screenshot(page, 'learning-center-mobile');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(!overflow, 'no horizontal scroll at 390 px');
    });
  } finally {
    await mobile.context.close();
  }

  const globex = await newPage(browser, DESKTOP);
  try {
    await step('a Globex employee (no module 1 or 6) is refused with E-10117', async () => {
      const page = globex.page;
      await logIn(page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/learning-center`);
      await page.waitForURL((url) => url.pathname === '/client');
      await page.getByTestId('refusal-notice').filter({ hasText: 'E-10117' }).waitFor();
      const token = await page.evaluate(
        () => sessionStorage.getItem('jwt_access_token') ?? localStorage.getItem('jwt_access_token'),
      );
      const res = await page.request.get(`${baseUrl}/api/v1/courses`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status() === 403, `the API refuses too (${res.status()})`);
    });
  } finally {
    await globex.context.close();
  }
}
