import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, MOBILE, newPage, readOtp, skipFirstLoginPopups } from './helpers.js';

const EMPLOYEE = 'employee@acme.example';
const EMI_QUESTION = 'EMI for 40 lakh at 8.5% for 20 years';
const NO_CONTENT = 'How do I register a trademark for my bakery business?';
const PHONE = '9876543210';
const COURSE_QUESTION = 'is there a course on mutual funds and SIPs';

/**
 * The assistant in Chromium (docs/assistant.md): a visitor asks the EMI question in the login
 * screen's 'Ask me anything' box, gets the calculator's numbers, follows the link, logs in and lands
 * on the calculator with the inputs filled in; then, signed in, asks the header's assistant
 * something FinWell has no content for and books a counsellor with the question as the note, and asks
 * for a course, which is quoted as the source and opens the course page.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('assistant');
  if (!app) throw new Error('the assistant spec reads the booking from the database');
  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('a visitor asks the EMI question on the login screen and gets the calculator numbers', async () => {
      await page.goto(`${baseUrl}/login`);
      const box = page.getByTestId('login-ask');
      await box.getByLabel('Ask me anything').fill(EMI_QUESTION);
      await box.getByRole('button', { name: 'Ask' }).click();
      const answer = box.getByTestId('assistant-answer').last();
      await answer.waitFor();
      expect((await answer.getAttribute('data-kind')) === 'calculator', 'a calculator answer');
      const outputs = (await answer.getByTestId('assistant-outputs').textContent()) ?? '';
      expect(outputs.includes('₹34,713'), `the EMI from the calculator (${outputs})`);
      const inputs = (await answer.getByLabel('Inputs understood').textContent()) ?? '';
      expect(inputs.includes('₹40,00,000') && inputs.includes('8.5 %') && inputs.includes('240 months'), inputs);
      await screenshot(page, 'assistant-login-answer');
    });

    await step('the link leads through login to the calculator with the inputs filled in', async () => {
      await page.getByTestId('assistant-calculator-link').click();
      // Not signed in: the app asks to log in first and then returns to the calculator link.
      await page.waitForURL('**/login');
      const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(EMPLOYEE)}&limit=1`);
      const before = ((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
      await page.locator('#login-email').fill(EMPLOYEE);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByRole('heading', { name: 'Enter OTP to Log in' }).waitFor();
      await page.locator('#login-otp').fill(await readOtp(baseUrl, EMPLOYEE, before));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/client/calculators/home-loan-calc?**');
      await skipFirstLoginPopups(page);
      const url = new URL(page.url());
      expect(url.searchParams.get('principal') === '4000000', `principal in the address (${url.search})`);
      expect(url.searchParams.get('annualRatePct') === '8.5', 'rate in the address');
      expect(url.searchParams.get('tenureMonths') === '240', 'tenure in the address');
      const form = page.getByTestId('calculator-page');
      const principal = await eventually(
        () => form.getByTestId('input-principal').inputValue(),
        (v) => v.replace(/[^\d]/g, '') === '4000000',
      );
      expect(principal.replace(/[^\d]/g, '') === '4000000', `the loan amount field shows 40,00,000 (${principal})`);
      const text = await eventually(
        async () => (await form.textContent()) ?? '',
        (t) => t.includes('34,713'),
      );
      expect(text.includes('34,713'), 'the page shows the same EMI');
      await screenshot(page, 'assistant-filled-calculator');
    });

    await step('the header assistant: history, clear, and "I don\'t know" for a question without content', async () => {
      await page.goto(`${baseUrl}/client/home`);
      await skipFirstLoginPopups(page);
      await page.getByTestId('assistant-open').click();
      const dialog = page.getByRole('dialog', { name: 'Ask me anything' });
      await dialog.waitFor();
      await dialog.getByLabel('Ask me anything').fill('What is ELSS?');
      await dialog.getByRole('button', { name: 'Ask' }).click();
      await dialog.getByTestId('assistant-source').waitFor();
      await dialog.getByTestId('assistant-clear').click();
      expect((await dialog.getByTestId('assistant-answer').count()) === 0, 'Clear empties the history');
      await dialog.getByLabel('Ask me anything').fill(NO_CONTENT);
      await dialog.getByRole('button', { name: 'Ask' }).click();
      const answer = dialog.getByTestId('assistant-answer').last();
      await answer.waitFor();
      expect((await answer.getAttribute('data-kind')) === 'unknown', 'an "I don\'t know" answer');
      expect(((await answer.textContent()) ?? '').includes("I don't know"), 'it says so');
      await screenshot(page, 'assistant-popup-unknown');
      await answer.getByTestId('assistant-book').click();
      await page.waitForURL('**/client/counselling?note=**');
      await page.getByText('Your question goes with the booking as a note').waitFor();
    });

    await step('the counsellor booking carries the question as its note', async () => {
      const counsellor = await app.ctx.db
        .selectFrom('counsellors')
        .select('id')
        .where('email', '=', 'counsellor@finwell.example')
        .executeTakeFirstOrThrow();
      await page.goto(`${baseUrl}/client/counselling/counsellor-details?id=${counsellor.id}`);
      const note = page.getByTestId('booking-note');
      await note.waitFor();
      expect((await note.inputValue()) === NO_CONTENT, 'the note field holds the question');
      const main = page.locator('main');
      await main.locator('[data-date]').first().click();
      await main.locator('[data-slot]').first().click();
      await page.getByLabel('Mobile number').fill(PHONE);
      await page.getByRole('button', { name: /^Book/ }).click();
      await page.getByRole('heading', { name: /Your session is confirmed|Taking you to payment/ }).waitFor();
      const row = await app.ctx.db
        .selectFrom('counselling_bookings')
        .select(['id', 'note'])
        .where('counsellor_id', '=', counsellor.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.note === NO_CONTENT, `the booking's note is the question (${row.note})`);
      // The specs share one server: cancel this booking (status 4) so the employee's free session and the slot are
      // as the counselling spec expects them.
      await app.ctx.db.updateTable('counselling_bookings').set({ status: 4 }).where('id', '=', row.id).execute();
    });

    await step('a course question is answered from the course, and its source opens the course page', async () => {
      await page.goto(`${baseUrl}/client/home`);
      await page.getByTestId('assistant-open').click();
      const dialog = page.getByRole('dialog', { name: 'Ask me anything' });
      // A new page load starts a new history.
      await dialog.getByLabel('Ask me anything').fill(COURSE_QUESTION);
      await dialog.getByRole('button', { name: 'Ask' }).click();
      const answer = dialog.getByTestId('assistant-answer').last();
      await answer.waitFor();
      const text = (await answer.textContent()) ?? '';
      expect(text.includes('Source (course):'), `the source is a course (${text})`);
      expect(text.includes('how a monthly SIP builds wealth over time'), 'the course description is quoted');
      await screenshot(page, 'assistant-popup-course');
      const source = answer.getByTestId('assistant-source');
      expect((await source.textContent()) === 'Investing with mutual funds and SIPs', 'the course title is the link');
      await source.click();
      await page.waitForURL('**/client/learning-center/view-course?courseId=**');
      await page.getByRole('heading', { name: 'Investing with mutual funds and SIPs' }).first().waitFor();
      expect(!(await dialog.isVisible()), 'following the link closes the popup');
    });

    await step('at phone width the signed-in assistant is a floating button and its popup fits', async () => {
      await page.setViewportSize(MOBILE);
      await page.goto(`${baseUrl}/client/home`);
      await page.getByTestId('assistant-open').click();
      const dialog = page.getByRole('dialog', { name: 'Ask me anything' });
      await dialog.getByLabel('Ask me anything').fill('SIP of 10k for 15 years at 12%');
      await dialog.getByRole('button', { name: 'Ask' }).click();
      await dialog.getByTestId('assistant-calculator-link').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(!overflow, 'no horizontal scroll at 390 px with the popup open');
      await screenshot(page, 'assistant-popup-phone', { fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.setViewportSize(DESKTOP);
    });

    await step('at phone width the login box fits without sideways scrolling', async () => {
      const phone = await newPage(browser, MOBILE);
      try {
        await phone.page.goto(`${baseUrl}/login`);
        const box = phone.page.getByTestId('login-ask');
        await box.getByLabel('Ask me anything').fill(EMI_QUESTION);
        await box.getByRole('button', { name: 'Ask' }).click();
        await box.getByTestId('assistant-answer').waitFor();
        const overflow = await phone.page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(!overflow, 'no horizontal scroll at 390 px');
        await screenshot(phone.page, 'assistant-login-phone');
      } finally {
        await phone.context.close();
      }
    });
  } finally {
    await context.close();
  }
}
