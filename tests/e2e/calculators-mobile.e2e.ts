import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { MOBILE } from './helpers.js';
import { ACME, apiLogIn, openIndex, sessionPage } from './calculators-support.js';

/** Calculators at 390 px: the index in one column, a calculator with its form above the result, no sideways scroll. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('calculators-mobile');
  const mobile = await sessionPage(browser, await apiLogIn(baseUrl, ACME), MOBILE);
  try {
    await step('at 390 px the index is one column and a calculator stacks the form above the result', async () => {
      const { page: m } = mobile;
      await openIndex(m, baseUrl);
      const xs = await m
        .getByTestId('calculator-card')
        .evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(xs).size === 1, `cards share one column (lefts ${xs.join(', ')})`);
      const width = await m.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the index does not scroll sideways (width ${width})`);
      await screenshot(m, 'calculators-index-mobile');
      await m.goto(`${baseUrl}/client/calculators/home-loan-calc`);
      await m.getByTestId('headline-value').waitFor();
      const form = await m.locator('section[aria-labelledby="inputs-title"]').boundingBox();
      const result = await m.getByTestId('calculator-result').boundingBox();
      expect(
        form && result && result.y >= form.y + form.height - 1 && Math.abs(result.x - form.x) < 2,
        'the result sits below the form',
      );
      expect(
        (await m.evaluate(() => document.documentElement.scrollWidth)) <= 390,
        'the calculator page does not scroll sideways',
      );
      await screenshot(m, 'calculator-home-loan-mobile');
      await m.goto(`${baseUrl}/client/calculators/old-vs-new-tax-2025-26-calc?salaryIncome=1285000`);
      await m.getByTestId('dated-rates').waitFor();
      expect(
        (await m.evaluate(() => document.documentElement.scrollWidth)) <= 390,
        'the tax page with its dated rates does not scroll sideways',
      );
      await screenshot(m, 'calculator-tax-2026-27-mobile');
    });
  } finally {
    await mobile.context.close();
  }
}
