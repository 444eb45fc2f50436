import { createSpec, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';

/**
 * Accounts in Chromium (docs/commerce.md): an admin deactivates a user, whose session ends at once; help sends a
 * message to support and logout asks for confirmation.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('commerce-accounts');

  await step('an admin deactivates a user, whose session ends at once', async () => {
    const user = await newPage(browser, DESKTOP);
    const admin = await newPage(browser, DESKTOP);
    try {
      await logIn(user.page, baseUrl, 'paid@example.com');
      await logIn(admin.page, baseUrl, 'admin@finwell.example');
      await admin.page.goto(`${baseUrl}/admin/manage-user`);
      await admin.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      await admin.page.getByLabel('Search').fill('paid@example.com');
      await admin.page.locator('tr[data-user="paid@example.com"]').waitFor();
      await screenshot(admin.page, 'commerce-manage-user');
      await admin.page.getByRole('button', { name: 'Deactivate paid@example.com' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
      await admin.page.getByText('paid@example.com deactivated').waitFor();
      // The user's next request is refused and the app signs them out.
      await user.page.goto(`${baseUrl}/client/my-profile`);
      await user.page.waitForURL('**/login**');
      // Activated again so other specs keep the demo account.
      await admin.page.getByRole('button', { name: 'Activate paid@example.com' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
      await admin.page.getByText('paid@example.com activated').waitFor();
    } finally {
      await user.context.close();
      await admin.context.close();
    }
  });

  await step('help sends a message to support; logout asks for confirmation (phone width)', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    try {
      await logIn(page, baseUrl, 'employee@acme.example');
      await page.goto(`${baseUrl}/client/help`);
      await skipFirstLoginPopups(page);
      await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please enter a subject.').waitFor();
      await page.getByLabel('Subject').fill('Booking question');
      await page.getByLabel('Message').fill('How do I move my counselling session to next week?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.locator('[data-help-sent]').waitFor();
      await page.locator('[data-session-code]').waitFor();
      await screenshot(page, 'commerce-help-mobile');
      await page.getByTestId('hamburger').click();
      await page.getByRole('button', { name: 'Log out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out of FinWell?' });
      await confirm.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });
}
