import path from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { SEED_VIDEO } from '../../src/server/modules/webinars/seed.js';
import { eventually, expect, screenshot, type E2EContext } from './harness.js';
import { FIRST, PLAYLIST, playlistOrder, SECOND, VIDEO, type Step } from './learning-fixtures.js';

/**
 * The learning spec's video authoring, on the admin's desktop page: an e-learning video in a playlist, and a new
 * playlist of two videos ordered from the keyboard.
 */
export async function adminVideoSteps(step: Step, admin: { page: Page }, { baseUrl, app }: E2EContext): Promise<void> {
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
}
