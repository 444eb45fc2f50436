import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { createSpec, expect, type E2EContext } from './harness.js';
import { DESKTOP, logIn, newPage, skipFirstLoginPopups } from './helpers.js';

/**
 * Stored XSS (issue 21, part 5): hostile text in the fields that reach HTML (a person's name and
 * address, a company's name and contact, a counsellor's name, profile and location, a booking's
 * phone) is rendered in Chromium on the pages that show it. Nothing may run: no dialog, no marker
 * set on window, no element created by the payload.
 */
const CORPUS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  '\'><iframe srcdoc="<script>parent.__xss=4</script>">',
  '<a href="javascript:window.__xss=5" id="xss-link">x</a>',
  '{{constructor.constructor("window.__xss=6")()}}',
];

async function assertNothingRan(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(300);
  const marker = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);
  expect(marker === null, `no payload ran on ${where} (window.__xss = ${String(marker)})`);
  const injected = await page.locator('img[src="x"], svg[onload], iframe[srcdoc], #xss-link').count();
  expect(injected === 0, `no payload element exists on ${where}`);
}

export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('xss corpus');
  if (!app) throw new Error('the xss spec needs the app (run.ts passes it)');
  const db = app.ctx.db;
  const payload = CORPUS.join(' ');
  const dialogs: string[] = [];

  await step('hostile text is stored in the fields that reach HTML', async () => {
    await sql`UPDATE users SET first_name = ${CORPUS[0]}, last_name = ${CORPUS[2]}, address = ${payload},
      city_name = ${CORPUS[1]} WHERE email = 'employee@globex.example'`.execute(db);
    await sql`UPDATE companies SET primary_contact_name = ${payload} WHERE company_name = 'Globex'`.execute(db);
    await sql`UPDATE counsellors SET brief_profile = ${payload}, location = ${CORPUS[3]}
      WHERE id = (SELECT min(id) FROM counsellors WHERE status = 1)`.execute(db);
  });

  const employee = await newPage(browser, DESKTOP);
  const admin = await newPage(browser, DESKTOP);
  for (const p of [employee.page, admin.page])
    p.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  try {
    await step('the employee pages that show them run nothing', async () => {
      await logIn(employee.page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(employee.page);
      for (const path of ['/client/home', '/client/my-profile']) {
        await employee.page.goto(`${baseUrl}${path}`);
        await employee.page.locator('main h1').first().waitFor();
        await assertNothingRan(employee.page, path);
      }
      expect(
        ((await employee.page.locator('main').textContent()) ?? '').includes('onerror'),
        'the hostile text is shown as text',
      );
    });

    await step('the admin pages that show them run nothing', async () => {
      await logIn(admin.page, baseUrl, 'admin@finwell.example');
      for (const path of ['/admin', '/admin/manage-clients', '/admin/manage-counsellors', '/admin/manage-bookings']) {
        await admin.page.goto(`${baseUrl}${path}`);
        await admin.page.locator('main h1').first().waitFor();
        await assertNothingRan(admin.page, path);
      }
    });

    await step('no dialog opened anywhere', async () => {
      expect(dialogs.length === 0, `no alert/confirm/prompt (${dialogs.join(', ')})`);
    });
  } finally {
    await employee.context.close();
    await admin.context.close();
  }
}
