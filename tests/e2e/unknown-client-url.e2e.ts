import { createSpec, expect, type E2EContext } from './harness.js';
import { logIn, newPage, skipFirstLoginPopups } from './helpers.js';

/** Issue 20: an unknown /client URL shows the not-found page in the shell, not home with a refusal. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('unknown-client-url');
  const { context, page } = await newPage(browser);
  try {
    await step('/client/e-learning (no such section) shows "page not found", no refusal', async () => {
      await logIn(page, baseUrl, 'employee@acme.example');
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/e-learning`);
      await page
        .getByRole('heading', { name: 'We couldn’t find that page' })
        .or(page.getByRole('heading', { name: "We couldn't find that page" }))
        .waitFor();
      expect(new URL(page.url()).pathname === '/client/e-learning', `the URL stays (now ${page.url()})`);
      expect((await page.getByTestId('refusal-notice').count()) === 0, 'no refusal banner');
    });
  } finally {
    await context.close();
  }
}
