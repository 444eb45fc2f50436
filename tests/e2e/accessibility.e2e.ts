import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { newPage } from './helpers.js';

/** The accessibility panel and keyboard basics, on a public policy page (no login needed). */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('accessibility');
  const { context, page } = await newPage(browser);
  const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  try {
    await step("the privacy policy states the spec's rules", async () => {
      await page.goto(`${baseUrl}/privacy-policy`);
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      const text = (await page.locator('article').textContent()) ?? '';
      for (const rule of [
        'not sold or rented',
        'except your username',
        '7 years',
        'Only FinWell administrators',
        'encrypted in transit and at rest',
      ]) {
        expect(text.includes(rule), `the policy says "${rule}"`);
      }
    });

    await step('the first Tab reaches the skip link, which moves focus to the content', async () => {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(focused.includes('Skip to main content'), `the skip link has focus (got "${focused}")`);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id === 'main-content'), 'the main region has focus');
    });

    await step('the panel offers the ten options and text size 24 px applies to the page', async () => {
      await page.getByTestId('a11y-button').click();
      const panel = page.getByRole('dialog', { name: 'Accessibility' });
      await panel.waitFor();
      const groups = await panel.locator('fieldset legend').allTextContents();
      expect(groups.length === 10, `ten options (got ${groups.join(', ')})`);
      await screenshot(page, 'a11y-panel', { fullPage: false });
      await panel.getByText('24 px').click();
      expect((await fontSize()) === '24px', 'the root font size is 24px');
      await panel.locator('fieldset').filter({ hasText: 'Highlight links' }).getByText('On').click();
      expect(
        await page.evaluate(() => document.documentElement.classList.contains('a11y-highlight-links')),
        'links are highlighted',
      );
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(
        await page.getByTestId('a11y-button').evaluate((el) => el === document.activeElement),
        'focus returns to the panel button',
      );
    });

    await step('the settings survive a reload and "Reset all" restores the defaults', async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      expect((await fontSize()) === '24px', 'the text size is remembered');
      await page.getByTestId('a11y-button').click();
      await page.getByRole('button', { name: 'Reset all' }).click();
      expect((await fontSize()) === '16px', 'back to 16px');
      expect(
        !(await page.evaluate(() => document.documentElement.classList.contains('a11y-highlight-links'))),
        'link highlighting is off',
      );
    });
  } finally {
    await context.close();
  }
}
