import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, MOBILE, newPage, readOtp, requestOtp, sessionTokenOf, skipSessionCodePrompt } from './helpers.js';

const EMAIL = 'employee@acme.example';

/** An Acme employee logs in with the OTP from the outbox, completes the first-login popups and edits the profile. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('employee profile');
  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('the login page asks for an e-mail and refuses a malformed one with E-10003', async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Log in to FinWell' }).waitFor();
      expect((await page.locator('html').getAttribute('lang')) === 'en-IN', 'the page language is en-IN');
      await screenshot(page, 'login-desktop');
      await page.locator('#login-email').fill('not-an-email');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      const error = page.getByTestId('login-error');
      await error.waitFor();
      expect((await error.textContent())?.includes('E-10003'), 'the error names E-10003');
    });

    let mailBefore = 0;
    await step('"Send OTP" moves to "Enter OTP to Log in" with the resend cooldown counting', async () => {
      mailBefore = await requestOtp(page, baseUrl, EMAIL);
      expect((await page.getByTestId('otp-email').textContent()) === EMAIL, 'the OTP step shows the e-mail');
      const resend = page.getByTestId('resend-otp');
      expect(await resend.isDisabled(), 'Resend OTP is disabled during the cooldown');
      await screenshot(page, 'login-otp-desktop');
    });

    await step('a wrong OTP shows E-10007 and keeps the e-mail', async () => {
      await page.locator('#login-otp').fill('000000');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByTestId('login-error').filter({ hasText: 'E-10007' }).waitFor();
      expect((await page.getByTestId('otp-email').textContent()) === EMAIL, 'the e-mail is kept after the error');
    });

    await step('the right OTP from the outbox logs the employee in to /client/home', async () => {
      const otp = await readOtp(baseUrl, EMAIL, mailBefore);
      await page.locator('#login-otp').fill(otp);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/client/home');
      const token = await sessionTokenOf(context);
      expect(token && token.length > 20, 'the session is kept in the HttpOnly session cookie');
      // The session-code prompt follows the login (the commerce spec answers it); the first-login popups come next.
      await skipSessionCodePrompt(page);
    });

    await step('first-login popups save preferences, age range and consent', async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'What would you like to focus on?' }).waitFor();
      await dialog.getByRole('button', { name: 'Mutual Funds' }).click();
      await dialog.getByRole('button', { name: 'Tax Saving' }).click();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('heading', { name: 'Which age group are you in?' }).waitFor();
      await dialog.getByText('26-30').click();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('heading', { name: 'Before you begin' }).waitFor();
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Agree and continue' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });

    await step('the header navigation lists the package modules with their routes', async () => {
      const hrefs = await page
        .getByTestId('desktop-nav')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const expected = [
        '/client/home',
        '/client/learning-center',
        '/client/calculators',
        '/client/counselling',
        '/client/webinars',
        '/client/knowledgebase',
        '/client/handbook',
        '/client/schemes',
        '/client/employee-toolkit',
        '/client/financial-planner',
      ];
      expect(JSON.stringify(hrefs) === JSON.stringify(expected), `navigation links (got ${hrefs.join(', ')})`);
      await screenshot(page, 'home-desktop');
    });

    await step(
      'profile: change the first name and city without giving a gender, save, and a reload shows it',
      async () => {
        await page.getByTestId('profile-menu-button').click();
        await page.getByRole('menuitem', { name: 'My profile' }).click();
        await page.waitForURL('**/client/my-profile');
        const first = page.getByLabel('First name');
        await first.fill('Priyanka');
        // Gender is optional: a new city is saved without it (issue 34).
        expect((await page.getByLabel('Gender').inputValue()) === '', 'this new employee has given no gender');
        await page.getByLabel('City').first().fill('Bengaluru');
        await page.getByLabel('Pin code').first().fill('560001');
        await page.getByLabel('State / UT').first().selectOption('Karnataka');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByTestId('toast').filter({ hasText: 'Profile updated' }).waitFor();
        await page.reload();
        await page.getByLabel('First name').waitFor();
        expect(
          (await page.getByLabel('First name').inputValue()) === 'Priyanka',
          'the saved first name is shown after a reload',
        );
        expect(
          (await page.getByTestId('profile-name').textContent())?.startsWith('Priyanka'),
          'the summary card shows the new name',
        );
        await screenshot(page, 'profile-desktop');
      },
    );

    await step('profile: a bad phone number shows E-10052 beside the field', async () => {
      const phone = page.getByLabel('Mobile number');
      await phone.fill('12345');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const described = await phone.getAttribute('aria-describedby');
      expect(described, 'the phone field points at its error');
      const message = await page.locator(`[id="${described}"]`).textContent();
      expect(message?.includes('E-10052'), `the error beside the phone says E-10052 (got "${message}")`);
      expect((await phone.getAttribute('aria-invalid')) === 'true', 'the phone field is marked invalid');
    });

    await step('profile on a 390 px phone stacks the form', async () => {
      await page.setViewportSize(MOBILE);
      await page.reload();
      await page.getByLabel('First name').waitFor();
      await screenshot(page, 'profile-mobile');
      await page.setViewportSize(DESKTOP);
    });

    await step('logout clears the session and returns to /login', async () => {
      await page.getByTestId('profile-menu-button').click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      // The logout confirmation popup (docs/commerce.md).
      await page.getByRole('dialog', { name: 'Log out of FinWell?' }).getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
      const token = await sessionTokenOf(context);
      expect(token === null, 'the session cookie is gone');
      await page.goto(`${baseUrl}/client/my-profile`);
      await page.waitForURL('**/login');
    });
  } finally {
    await context.close();
  }
}
