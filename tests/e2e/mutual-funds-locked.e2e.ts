import { createSpec, expect, type E2EContext } from './harness.js';
import { apiLogIn, GLOBEX, openSession, page25 } from './mutual-funds-support.js';

/** The Globex package (calculators 1-11 only) is refused the mutual-fund pages. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds-locked');
  await step('Globex (calculators 1-11 only) is refused the mutual-fund pages', async () => {
    const globex = await openSession(browser, await apiLogIn(baseUrl, GLOBEX));
    try {
      await globex.page.goto(`${baseUrl}${page25}`);
      await globex.page.getByTestId('refusal-notice').waitFor();
      expect((await globex.page.getByTestId('mf-page').count()) === 0, 'the ETF corner page does not render');
    } finally {
      await globex.context.close();
    }
  });
}
