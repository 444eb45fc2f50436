import { runReminders } from '../../src/server/modules/engagement/reminders.js';
import { dispatchIdle } from '../../src/server/modules/engagement/delivery.js';
import { pickOption } from './admin-support.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups, outbox } from './helpers.js';

const EMPLOYEE = 'employee@acme.example';
const HEADER = 'E2E: payroll proofs due Friday';
const REMINDER = 'E2E reminder: check your budget';

/**
 * Notifications in Chromium (docs/engagement.md): an admin sends an in-app and e-mail notification
 * to Acme from the form; the Acme employee sees the bell count, reads it and the count drops; the
 * mail is in the outbox with RFC 8058 headers and a working one-click unsubscribe; a Globex
 * employee sees nothing; a task is marked done; a reminder fires once when the job runs twice.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('engagement');
  const admin = await newPage(browser, DESKTOP);
  try {
    await step('an admin sends an in-app and e-mail notification to Acme', async () => {
      const page = admin.page;
      await logIn(page, baseUrl, 'admin@finwell.example');
      await page.goto(`${baseUrl}/admin/add-notification`);
      await page.getByRole('heading', { name: 'Add notification', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Header' }).fill(HEADER);
      await page.getByRole('textbox', { name: 'Preview message' }).fill('Upload your tax-saving proofs.');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('HR needs the proofs by Friday.');
      await page.getByLabel('High').check();
      await page.getByLabel('Email').check();
      // The clients picker searches the server by name (no list capped at the first companies); it offers clients only.
      await page.getByRole('combobox', { name: 'Add to Specific clients', exact: true }).fill('Globex');
      await page
        .getByRole('listbox', { name: 'Add to Specific clients', exact: true })
        .getByText('No name contains that text.')
        .waitFor();
      await pickOption(page, 'Add to Specific clients', 'acme', 'Acme Corp');
      await page.locator('[data-picked]', { hasText: 'Acme Corp' }).waitFor();
      await screenshot(page, 'engagement-admin-add');
      await page.getByRole('button', { name: /^(Save|Add)/ }).click();
      await page.waitForURL('**/admin/manage-notification');
      await page.getByRole('cell', { name: HEADER, exact: true }).waitFor();
      await screenshot(page, 'engagement-admin-list');
    });
  } finally {
    await admin.context.close();
  }

  const emp = await newPage(browser, DESKTOP);
  try {
    await step('the Acme employee sees the bell count, reads it, and the count drops', async () => {
      const page = emp.page;
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      const bell = page.getByTestId('bell-count');
      await bell.waitFor();
      const before = Number(await bell.textContent());
      expect(before >= 1, `bell shows ${before}`);
      await page.getByTestId('notifications-bell').click();
      await page.waitForURL('**/client/notifications');
      const item = page.getByTestId('notification').filter({ hasText: HEADER });
      await item.waitFor();
      await screenshot(page, 'engagement-client-notifications');
      // Opening the notification shows its whole message and marks it read.
      expect((await item.getByTestId('notification-message').count()) === 0, 'the message waits to be opened');
      await item.getByRole('button', { name: /^Read message/ }).click();
      await item.getByTestId('notification-message').waitFor();
      await eventually(
        async () =>
          Number(
            (await page
              .getByTestId('bell-count')
              .textContent({ timeout: 1000 })
              .catch(() => '0')) ?? 0,
          ),
        (n) => n === before - 1,
      );
      expect((await item.getAttribute('data-read')) === 'true', 'the item shows as read');
    });

    await step('the mail is in the outbox with a working one-click unsubscribe', async () => {
      if (app) await dispatchIdle(app.ctx);
      const mail = await eventually(
        async () => (await outbox(baseUrl, EMPLOYEE)).find((m) => m.subject === HEADER),
        (m) => m !== undefined,
      );
      expect(mail, 'notification mail in the outbox');
      expect(mail.headers?.['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click', 'RFC 8058 header');
      const link = /Stop e-mails about [^:]+: (\S+)/.exec(mail.text)?.[1];
      expect(link, 'unsubscribe link in the text');
      const page = emp.page;
      await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      await page.getByRole('heading', { name: 'Stop these e-mails' }).waitFor();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByTestId('unsubscribed').waitFor();
      await screenshot(page, 'engagement-unsubscribed');
      // The header's one-click URL (what mail clients POST) answers too, and changes nothing more.
      const oneClick = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
      const res = await fetch(oneClick.replace(/^https?:\/\/[^/]+/, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      const body = (await res.json()) as { data: { changed: boolean } };
      expect(res.status === 200 && body.data.changed === false, 'the one-click POST is accepted and idempotent');
    });
  } finally {
    await emp.context.close();
  }

  const globex = await newPage(browser, MOBILE);
  try {
    await step('a Globex employee sees nothing of it', async () => {
      const page = globex.page;
      await logIn(page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/notifications`);
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await page.getByTestId('unread-summary').waitFor();
      expect((await page.getByText(HEADER).count()) === 0, 'no Acme notification for Globex');
      expect((await page.getByTestId('bell-count').count()) === 0, 'no bell count');
      await screenshot(page, 'engagement-globex-mobile');
      const mails = await outbox(baseUrl, 'employee@globex.example');
      expect(!mails.some((m) => m.subject === HEADER), 'no mail to Globex');
    });
  } finally {
    await globex.context.close();
  }

  await step('the employee marks a task done and its progress rises; Open goes to the feature', async () => {
    const ctx = await newPage(browser, MOBILE);
    try {
      const page = ctx.page;
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/task-progress`);
      const progress = page.getByTestId('task-progress');
      await progress.waitFor();
      const before = await progress.textContent();
      const task = page.getByTestId('task').filter({ hasText: 'Register for a webinar' });
      await task.getByRole('button', { name: /^Mark done/ }).click();
      await task.getByRole('button', { name: /^Mark not done/ }).waitFor();
      const after = await progress.textContent();
      expect(before !== after, `progress moved (${before} -> ${after})`);
      await screenshot(page, 'engagement-tasks-mobile');
      await task.getByRole('link', { name: /^Open/ }).click();
      await page.waitForURL('**/client/webinars');
    } finally {
      await ctx.context.close();
    }
  });

  await step('a reminder fires once when the job runs twice', async () => {
    if (!app) throw new Error('the e2e runner passes the app');
    const acme = await app.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Acme Corp')
      .executeTakeFirstOrThrow();
    const r = await app.ctx.db
      .insertInto('reminders')
      .values({
        header: REMINDER,
        message: 'Five minutes with your tracker.',
        frequency: 'Weekly',
        reminder_days: [1, 2, 3, 4, 5, 6, 7],
        starts_on: '2026-01-01',
        type: 1,
        priority: 2,
        delivery: ['in_app'],
        client_type: [1],
        specific_clients: [acme.id],
        specific_partners: [],
        status: true,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await runReminders(app.ctx.db, now);
    await runReminders(app.ctx.db, now);
    const made = await app.ctx.db.selectFrom('notifications').select('id').where('reminder_id', '=', r.id).execute();
    expect(made.length === 1, `one notification for the occurrence (${made.length})`);
    const page = (await newPage(browser, DESKTOP)).page;
    await logIn(page, baseUrl, EMPLOYEE);
    await skipFirstLoginPopups(page);
    await page.goto(`${baseUrl}/client/notifications`);
    await page.getByTestId('notification').filter({ hasText: REMINDER }).waitFor();
    const shown = await page.getByTestId('notification').filter({ hasText: REMINDER }).count();
    expect(shown === 1, `the reminder shows once (${shown})`);
    await page.context().close();
  });
}
