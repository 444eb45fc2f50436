import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { MOBILE, newPage, readOtp, sessionTokenOf } from './helpers.js';

const EMAIL = 'employee@acme.example';
/** The demo employee's registered mobile number (src/server/db/seed/demo.ts). */
const PHONE = '98765 43210';

async function newestMailId(baseUrl: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const body = (await res.json()) as { data: Array<{ id: number }> };
  return body.data[0]?.id ?? 0;
}

/**
 * Login by mobile number on a 390 px phone, by keyboard where a person would use it: the code goes
 * to the e-mail registered for the number (masked on the OTP step), "Edit Phone Number" returns to
 * the number with it kept and focused, "Change my email id" to the e-mail field.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('login by phone number');
  const { context, page } = await newPage(browser, MOBILE);
  const activeId = () => page.evaluate(() => document.activeElement?.id ?? '');
  try {
    await step(
      '"Mobile number" is chosen by keyboard and a malformed number shows E-10052 beside the field',
      async () => {
        await page.goto(`${baseUrl}/login`);
        await page.getByRole('heading', { name: 'Log in to FinWell' }).waitFor();
        expect((await activeId()) === 'login-email', 'the e-mail field has focus on arrival');
        const emailRadio = page.getByRole('radio', { name: 'Email', exact: true });
        expect(await emailRadio.isChecked(), 'e-mail is the default identifier');
        await emailRadio.focus();
        await page.keyboard.press('ArrowRight');
        expect(
          await page.getByRole('radio', { name: 'Mobile number', exact: true }).isChecked(),
          'the arrow key chooses "Mobile number"',
        );
        await page.keyboard.press('Tab');
        expect(
          (await activeId()) === 'login-phone',
          `Tab moves from the radios to the phone field (focus on "${await activeId()}")`,
        );
        await page.keyboard.type('12345');
        await page.keyboard.press('Enter');
        const error = page.getByTestId('login-error');
        await error.waitFor();
        expect((await error.textContent())?.includes('E-10052'), 'the error names E-10052');
        const phone = page.locator('#login-phone');
        expect((await phone.getAttribute('aria-invalid')) === 'true', 'the phone field is marked invalid');
        expect(
          (await phone.getAttribute('aria-describedby'))?.split(' ').includes('login-phone-error'),
          'the phone field points at its error',
        );
        expect(
          (await page.locator('label[for="login-phone"]').textContent()) === 'Mobile number',
          'the phone field has its visible label',
        );
      },
    );

    let before = 0;
    await step('"Send OTP" with the number goes to the OTP step naming the masked e-mail it went to', async () => {
      before = await newestMailId(baseUrl, EMAIL);
      await page.locator('#login-phone').fill(PHONE);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByRole('heading', { name: 'Enter OTP to Log in' }).waitFor();
      const sentTo = (await page.getByTestId('otp-sent-to').textContent()) ?? '';
      expect(
        sentTo.includes('e•••@acme.example') && sentTo.includes('+91 98•••••210'),
        `the step names the masked e-mail and number (got "${sentTo}")`,
      );
      expect(!(await page.content()).includes(EMAIL), 'the full e-mail address is not on the page');
      expect(
        (await page.getByTestId('edit-phone').textContent())?.includes('Edit Phone Number'),
        '"Edit Phone Number" is offered',
      );
      expect(
        (await page.getByTestId('change-email').textContent())?.includes('Change my email id'),
        '"Change my email id" is offered',
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 0, `no horizontal scrolling at 390 px (overflow ${overflow}px)`);
      await screenshot(page, 'login-phone-otp-mobile');
      const otp = await readOtp(baseUrl, EMAIL, before);
      expect(/^\d{6}$/.test(otp), 'the code arrived at the registered e-mail');
    });

    await step(
      '"Change my email id" returns to the e-mail field; the number is still there behind "Mobile number"',
      async () => {
        await page.getByTestId('change-email').click();
        await page.getByRole('heading', { name: 'Log in to FinWell' }).waitFor();
        expect(
          await page.getByRole('radio', { name: 'Email', exact: true }).isChecked(),
          'the e-mail identifier is chosen',
        );
        expect((await activeId()) === 'login-email', 'the e-mail field has focus');
        // A pointer user clicks the visible segment (the radio itself is visually hidden inside its label).
        await page.getByTestId('login-kind').getByText('Mobile number', { exact: true }).click();
        expect(
          await page.getByRole('radio', { name: 'Mobile number', exact: true }).isChecked(),
          'clicking the segment chooses "Mobile number"',
        );
        expect((await page.locator('#login-phone').inputValue()) === PHONE, 'the number typed before is kept');
        await page.getByRole('button', { name: 'Send OTP' }).click();
        await page.getByRole('heading', { name: 'Enter OTP to Log in' }).waitFor();
      },
    );

    await step('"Edit Phone Number" (keyboard) returns to the phone field, focused, with the number kept', async () => {
      await page.getByTestId('edit-phone').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Log in to FinWell' }).waitFor();
      expect(
        await page.getByRole('radio', { name: 'Mobile number', exact: true }).isChecked(),
        'the mobile-number identifier is chosen',
      );
      expect((await activeId()) === 'login-phone', `the phone field has focus (focus on "${await activeId()}")`);
      expect((await page.locator('#login-phone').inputValue()) === PHONE, 'the number is kept');
      await screenshot(page, 'login-phone-edit-mobile');
    });

    await step('the edited number (+91 form) gets a fresh code by e-mail, and it logs the employee in', async () => {
      // The e2e server's resend cooldown is 1 s: wait it out so this is a real new code.
      await page.waitForTimeout(1100);
      const previous = await newestMailId(baseUrl, EMAIL);
      await page.locator('#login-phone').fill('+919876543210');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Enter OTP to Log in' }).waitFor();
      const otp = await readOtp(baseUrl, EMAIL, previous);
      await page.locator('#login-otp').fill(otp);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/client/home');
      // The session is in the HttpOnly cookie (docs/security.md "Browser sessions"), never in the page's storage.
      const token = await sessionTokenOf(context);
      expect(token && token.length > 20, 'the session token is kept in the HttpOnly session cookie');
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      );
      expect(!stored.includes(token), 'no script-readable storage holds the session token');
    });
  } finally {
    await context.close();
  }
}
