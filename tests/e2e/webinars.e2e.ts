import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { pickOption } from './admin-support.js';
import { SEED_VIDEO } from '../../src/server/modules/webinars/seed.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';
import { TIMEOUTS } from './timing.js';

const EMPLOYEE = 'employee@acme.example';
const LIVE = 'E2E live: credit scores explained';
const RECORDED = 'E2E recorded: reading a payslip';

type Mail = { id: number; subject: string; text: string; ics: string | null };

async function outbox(baseUrl: string, to: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=100`);
  return ((await res.json()) as { data: Mail[] }).data;
}

async function waitForMail(baseUrl: string, to: string, prefix: string): Promise<Mail> {
  const until = Date.now() + TIMEOUTS.mail;
  while (Date.now() < until) {
    const found = (await outbox(baseUrl, to)).find((m) => m.subject.startsWith(prefix));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "${prefix}" e-mail for ${to}`);
}

function istDay(n: number): string {
  const d = new Date(Date.now() + 330 * 60_000);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Acme as the webinar's specific client: the picker searches clients by name (no list of the first 100 companies). */
async function chooseAcme(page: Page): Promise<void> {
  await pickOption(page, 'Add to Specific clients', 'acme', 'Acme Corp');
  await page.locator('[data-picker="clients"] [data-picked]', { hasText: 'Acme Corp' }).waitFor();
}

/**
 * Webinars in Chromium: an admin adds a live and a recorded webinar for Acme only; an Acme employee
 * registers (invite in the outbox), un-registers and watches the recorded one; a Globex employee
 * does not see them; the speaker sees the registration.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('webinars');
  const admin = await newPage(browser, DESKTOP);
  try {
    await step('an admin adds a live webinar for Acme only', async () => {
      const page = admin.page;
      await logIn(page, baseUrl, 'admin@finwell.example');
      await page.goto(`${baseUrl}/admin/add-webinar`);
      await page.getByRole('heading', { name: 'Add webinar', level: 1 }).waitFor();
      // Submitting empty shows the spec codes beside the fields.
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
      await page.getByRole('button', { name: 'Add webinar' }).click();
      await page.getByText('(E-10121)').waitFor();
      await page.getByLabel('Webinar type').selectOption('2');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(LIVE);
      await page.getByLabel('Speaker').selectOption({ label: 'Farah Khan' });
      await page.getByLabel('Date (IST)').fill(istDay(2));
      await page.getByLabel('Start time (IST)').fill('18:30');
      await page.getByLabel('End time (IST)').fill('19:30');
      await page.getByLabel('Join URL').fill('https://meet.finwell.example/credit-scores');
      await page.getByLabel('Keywords (comma separated)').fill('credit score, loans');
      await page.getByLabel('Clients', { exact: true }).check();
      await chooseAcme(page);
      await screenshot(page, 'webinars-admin-add');
      await page.getByRole('button', { name: 'Add webinar' }).click();
      await page.waitForURL('**/admin/manage-webinars');
      await page.getByRole('cell', { name: LIVE, exact: true }).waitFor();
    });

    await step(
      'an admin adds a recorded webinar with its video for Acme only (progress bar while uploading)',
      async () => {
        const page = admin.page;
        await page.goto(`${baseUrl}/admin/add-webinar`);
        await page.getByLabel('Webinar type').selectOption('4');
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill(RECORDED);
        await page.getByLabel('Speaker').selectOption({ label: 'Farah Khan' });
        await page.getByLabel('Published on (IST)').fill(istDay(-1));
        await page.getByLabel('Start time (IST)').fill('10:00');
        await page.getByLabel('Duration (minutes)').fill('1');
        await page.getByLabel('Keywords (comma separated)').fill('payslip');
        await page.getByLabel('Clients', { exact: true }).check();
        await chooseAcme(page);
        await page.getByLabel('Video (MP4 or WebM)').setInputFiles(SEED_VIDEO);
        await page.getByRole('button', { name: 'Add webinar' }).click();
        await page.waitForURL('**/admin/manage-webinars');
        await page.getByRole('cell', { name: RECORDED, exact: true }).waitFor();
        await screenshot(page, 'webinars-admin-list');
      },
    );
  } finally {
    await admin.context.close();
  }

  const emp = await newPage(browser, DESKTOP);
  try {
    const page = emp.page;
    await step('the Acme employee registers; the invite is in the outbox', async () => {
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      // The home page's upcoming-webinars widget lists it and opens its popup.
      await page.goto(`${baseUrl}/client/home`);
      await page
        .getByRole('link', { name: new RegExp(LIVE) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: `Register: ${LIVE}` });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { name: 'Webinars', level: 1 }).waitFor();
      await page.getByRole('heading', { name: LIVE }).waitFor();
      await page.getByRole('button', { name: `Register: ${LIVE}` }).click();
      await dialog.waitFor();
      expect(new URL(page.url()).searchParams.get('webinarId'), 'the popup is in the URL');
      await dialog.getByText('6:30 pm IST').waitFor();
      await screenshot(page, 'webinars-popup-register');
      await dialog.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('dialog', { name: `Join: ${LIVE}` }).waitFor();
      const invite = await waitForMail(baseUrl, EMPLOYEE, `Registered: ${LIVE}`);
      expect(invite.ics?.includes('METHOD:REQUEST'), 'the invite carries an .ics REQUEST');
    });

    await step('the employee un-registers; a CANCEL is mailed', async () => {
      const dialog = page.getByRole('dialog', { name: `Join: ${LIVE}` });
      expect(await dialog.getByRole('button', { name: 'Join' }).isDisabled(), 'Join waits for the join window');
      await dialog.getByRole('button', { name: 'Un-register' }).click();
      await page.getByRole('dialog', { name: `Register: ${LIVE}` }).waitFor();
      const cancel = await waitForMail(baseUrl, EMPLOYEE, `Registration cancelled: ${LIVE}`);
      expect(cancel.ics?.includes('METHOD:CANCEL'), 'the cancellation carries an .ics CANCEL');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await screenshot(page, 'webinars-client');
    });

    await step('the employee watches the recorded webinar; heartbeats record the time', async () => {
      await page.getByRole('button', { name: `Watch: ${RECORDED}` }).click();
      const dialog = page.getByRole('dialog', { name: RECORDED });
      const video = dialog.locator('video');
      await video.waitFor();
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        v.loop = true;
        return v.play();
      });
      await screenshot(page, 'webinars-popup-video');
      if (!app) return;
      const seconds = await eventually(
        async () =>
          Number(
            (
              await sql<{ s: number }>`SELECT coalesce(sum(s.seconds), 0)::int AS s FROM webinar_watch_sessions s
                JOIN webinars w ON w.id = s.webinar_id JOIN users u ON u.id = s.user_id
                WHERE w.name = ${RECORDED} AND u.email = ${EMPLOYEE}`.execute(app.ctx.db)
            ).rows[0].s,
          ),
        (s) => s > 0,
        40_000,
      );
      expect(seconds > 0, `watch time recorded (${seconds} s)`);
      await page.keyboard.press('Escape');
    });
  } finally {
    await emp.context.close();
  }

  const mobile = await newPage(browser, MOBILE);
  try {
    await step('the page at 390 px', async () => {
      const page = mobile.page;
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/webinars`);
      await page.getByRole('heading', { name: LIVE }).waitFor();
      await screenshot(page, 'webinars-client-mobile');
      await page.getByRole('button', { name: `Register: ${LIVE}` }).click();
      await page.getByRole('dialog', { name: `Register: ${LIVE}` }).waitFor();
      await screenshot(page, 'webinars-popup-mobile', { fullPage: false });
    });
  } finally {
    await mobile.context.close();
  }

  const globex = await newPage(browser, DESKTOP);
  try {
    await step('a Globex employee does not see the Acme-only webinars', async () => {
      const page = globex.page;
      await logIn(page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/webinars`);
      await page.getByRole('heading', { name: 'Emergency funds: how much is enough?' }).waitFor();
      expect((await page.getByRole('heading', { name: LIVE }).count()) === 0, 'no Acme-only live webinar');
      expect((await page.getByRole('heading', { name: RECORDED }).count()) === 0, 'no Acme-only recording');
    });
  } finally {
    await globex.context.close();
  }

  const speaker = await newPage(browser, DESKTOP);
  try {
    await step('the speaker sees the webinar and the registration', async () => {
      const page = speaker.page;
      await logIn(page, baseUrl, 'speaker@finwell.example');
      await page.waitForURL('**/speaker-webinars');
      const section = page.getByRole('region', { name: LIVE });
      await section.waitFor();
      await section.getByText(EMPLOYEE).waitFor();
      await section.getByText('Un-registered').waitFor();
      await screenshot(page, 'webinars-speaker');
    });
  } finally {
    await speaker.context.close();
  }
}
