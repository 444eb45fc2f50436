import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { expectAllowed, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';

/** At 390 px the header collapses into a hamburger menu that works by keyboard. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mobile menu');
  const { context, page } = await newPage(browser, MOBILE);
  try {
    await step('the login page fits a 390 px screen', async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Log in to FinWell' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 0, `no horizontal scrolling (overflow ${overflow}px)`);
      await screenshot(page, 'login-mobile');
    });

    await step('a paid user at 390 px gets the hamburger instead of the desktop navigation', async () => {
      await logIn(page, baseUrl, 'paid@example.com');
      await skipFirstLoginPopups(page);
      await page.getByTestId('hamburger').waitFor();
      expect((await page.getByTestId('desktop-nav').count()) === 0, 'the desktop navigation is not rendered');
      await screenshot(page, 'home-mobile');
    });

    await step(
      'the hamburger opens the menu with the module links, and Escape closes it back onto the button',
      async () => {
        const burger = page.getByTestId('hamburger');
        await burger.focus();
        await page.keyboard.press('Enter');
        const drawer = page.getByTestId('mobile-nav');
        await drawer.waitFor();
        expect((await burger.getAttribute('aria-expanded')) === 'true', 'the button reports the menu as expanded');
        const labels = (await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).map(
          (t) => t.trim(),
        );
        for (const label of ['Home', 'Learning Center', 'Calculators', 'Counselling', 'Webinars', 'Knowledge Base']) {
          expect(labels.includes(label), `the menu lists ${label} (got ${labels.join(', ')})`);
        }
        await screenshot(page, 'menu-mobile', { fullPage: false });
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        expect(await burger.evaluate((el) => el === document.activeElement), 'focus returns to the hamburger');
      },
    );

    await step('following a menu link navigates and closes the menu', async () => {
      await page.getByTestId('hamburger').click();
      await page.getByTestId('mobile-nav').getByRole('link', { name: 'Webinars' }).click();
      await page.waitForURL('**/client/webinars');
      await page.getByTestId('mobile-nav').waitFor({ state: 'detached' });
      await expectAllowed(page, '/client/webinars');
    });
  } finally {
    await context.close();
  }
}
