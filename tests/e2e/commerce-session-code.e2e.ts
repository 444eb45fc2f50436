import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, SESSION_CODE_PROMPT, skipFirstLoginPopups } from './helpers.js';

/**
 * The session-code prompt after login (docs/commerce.md "Session code"): Skip and copy the code from the header,
 * then Yes with a wrong and the right code, and no prompt once the code is verified.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('commerce-session-code');
  const stamp = Date.now().toString(36);

  await step('the session-code prompt after login: Skip, copy from the header, then Yes with the code', async () => {
    if (!app) throw new Error('the e2e runner passes the app');
    const db = app.ctx.db;
    const email = `prompt.${stamp}@example.com`;
    const retail = await db
      .selectFrom('packages')
      .select('id')
      .where('name', '=', 'Retail Plus')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        unique_user_no: `P${stamp.toUpperCase()}`.slice(0, 12),
        email,
        user_type: 6,
        package_id: retail.id,
        first_name: 'Meera',
        last_name: 'Iyer',
        status: 1,
        extra: '{}',
      })
      .execute();

    // First login: the prompt asks; a first-time user presses Skip and copies the code from the header.
    const first = await newPage(browser, DESKTOP);
    let code: string;
    try {
      await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await logIn(first.page, baseUrl, email, { keepSessionCodePrompt: true });
      const prompt = first.page.getByRole('dialog', { name: SESSION_CODE_PROMPT });
      await prompt.waitFor();
      const focusInside = await first.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
      expect(focusInside, 'focus moves into the prompt');
      await screenshot(first.page, 'session-code-prompt-desktop', { fullPage: false });
      await prompt.getByRole('button', { name: 'Skip', exact: true }).click();
      await prompt.waitFor({ state: 'detached' });
      await skipFirstLoginPopups(first.page);
      await first.page.getByTestId('profile-menu-button').click();
      const copy = first.page.getByRole('menuitem', { name: /^Copy session code [A-Z0-9]{8}$/ });
      await copy.waitFor();
      code = /([A-Z0-9]{8})$/.exec(await copy.innerText())![1];
      await copy.click();
      await first.page.getByText('Session code copied').waitFor();
      const copied = await first.page.evaluate(() => navigator.clipboard.readText());
      expect(copied === code, `the header copies the session code (${copied} = ${code})`);
    } finally {
      await first.context.close();
    }

    // Second login (phone width): Yes, a wrong code is refused beside the field, the right one closes the prompt.
    const second = await newPage(browser, MOBILE);
    try {
      await logIn(second.page, baseUrl, email, { keepSessionCodePrompt: true });
      const prompt = second.page.getByRole('dialog', { name: SESSION_CODE_PROMPT });
      await prompt.waitFor();
      const width = await second.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= MOBILE.width, `the prompt fits a phone (page ${width} px wide)`);
      await screenshot(second.page, 'session-code-prompt-phone', { fullPage: false });
      await prompt.getByRole('button', { name: 'Yes', exact: true }).click();
      const field = prompt.getByLabel('Session code');
      await field.waitFor();
      expect(await field.evaluate((el) => el === document.activeElement), 'the code field has the focus after Yes');
      await field.fill('WRONG234');
      await prompt.getByRole('button', { name: 'Verify' }).click();
      await prompt.getByText('This session code does not match your account.').waitFor();
      expect((await field.getAttribute('aria-invalid')) === 'true', 'the field is marked invalid');
      await screenshot(second.page, 'session-code-prompt-phone-error', { fullPage: false });
      await field.fill(code.toLowerCase());
      await prompt.getByRole('button', { name: 'Verify' }).click();
      await prompt.waitFor({ state: 'detached' });
      await second.page.getByText('Session code verified').waitFor();
    } finally {
      await second.context.close();
    }

    // Third login: verified once, the prompt is not shown again.
    const third = await newPage(browser, DESKTOP);
    try {
      const answered = third.page.waitForResponse((r) => r.url().includes('/api/v1/session-code/prompt'));
      await logIn(third.page, baseUrl, email, { keepSessionCodePrompt: true });
      const body = (await (await answered).json()) as { data: { ask: boolean } };
      expect(body.data.ask === false, 'the server no longer asks');
      await third.page.locator('main h1').first().waitFor();
      expect(
        (await third.page.getByRole('dialog', { name: SESSION_CODE_PROMPT }).count()) === 0,
        'no prompt after the code was verified',
      );
    } finally {
      await third.context.close();
    }
  });
}
