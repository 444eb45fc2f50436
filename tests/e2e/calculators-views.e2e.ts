import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { ACME, apiLogIn, expectCleanPage, sessionPage } from './calculators-support.js';

/**
 * Calculators: the special result views: old vs new tax regime (tax years 2025-26, 2026-27 and 2024-25, with dated
 * rates), the NPS allocation table and the home-loan pre-payment effect.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('calculators-views');
  const { context, page } = await sessionPage(browser, await apiLogIn(baseUrl, ACME));
  try {
    await step(
      'tax 2025-26: old vs new side by side with every step; 87A marginal relief at ₹12,10,000 taxable',
      async () => {
        await page.goto(
          `${baseUrl}/client/calculators/old-vs-new-tax-2025-26-calc?salaryIncome=1285000&taxYear=2025-26`,
        );
        const table = page.getByTestId('tax-comparison');
        await table.waitFor();
        const text = (await table.innerText()).replace(/\s+/g, ' ');
        for (const label of [
          'Standard deduction',
          'Tax on slabs',
          'Rebate u/s 87A',
          'Marginal relief on the 87A rebate',
          'Surcharge after relief',
          'Marginal relief on surcharge',
          'Health & education cess',
          'Total tax',
        ]) {
          expect(text.includes(label), `the comparison shows "${label}"`);
        }
        expect(
          text.includes('₹12,10,000') &&
            text.includes('₹61,500') &&
            text.includes('₹51,500') &&
            text.includes('₹10,400'),
          'taxable ₹12,10,000 → slab tax ₹61,500, relief ₹51,500, total ₹10,400 with cess',
        );
        const verdict = (await page.getByTestId('tax-verdict').textContent()) ?? '';
        expect(
          verdict.includes('new regime') && verdict.includes('saves you'),
          `the page says which regime saves how much (got "${verdict}")`,
        );
        await screenshot(page, 'calculator-tax-2025-26-desktop');
      },
    );

    await step(
      'the tax page opens on tax year 2026-27 (Income-tax Act 2025) with the same totals, dated rates, and the earlier years selectable',
      async () => {
        // Today (IST) is in tax year 2026-27: the page opens on it with no year in the address.
        await page.goto(`${baseUrl}/client/calculators/old-vs-new-tax-2025-26-calc?salaryIncome=1285000`);
        const calc = page.getByTestId('calculator-page');
        await page.getByTestId('tax-comparison').waitFor();
        expect(
          (await calc.getAttribute('data-calculator-key')) === 'tax_regime_fy2026_27' &&
            (await calc.getAttribute('data-tax-year')) === '2026-27',
          'the tax page opens on tax year 2026-27',
        );
        expect(await page.getByTestId('tax-year-2026-27').isChecked(), 'the 2026-27 choice is selected');
        const text = (await page.getByTestId('tax-comparison').innerText()).replace(/\s+/g, ' ');
        expect(text.includes('tax year 2026-27'), 'the step table names tax year 2026-27');
        expect(
          text.includes('Rebate u/s 156 (was 87A)') && text.includes('Marginal relief on the s.156 rebate (was 87A)'),
          'the steps cite section 156 of the 2025 Act with 87A beside it',
        );
        expect(
          text.includes('₹12,10,000') &&
            text.includes('₹61,500') &&
            text.includes('₹51,500') &&
            text.includes('₹10,400'),
          'the FY 2025-26 anchor gives the same totals in 2026-27: ₹12,10,000 → ₹61,500 − ₹51,500 → ₹10,400',
        );
        const how = (await page.getByTestId('assumptions').innerText()).replace(/\s+/g, ' ');
        expect(
          how.includes('section 202 of the Income-tax Act 2025, formerly section 115BAC') &&
            how.includes('section 156 (formerly section 87A)') &&
            how.includes('corresponding to 16(ia)'),
          'the explanation cites the 2025 Act with the 1961 numbers, and says where a number is not confirmed',
        );
        const rates = page.getByTestId('dated-rates');
        const sources = await rates.getByTestId('dated-rate-source').allInnerTexts();
        expect(
          sources.length === 5 && sources.every((t) => /^Rate as of \d{1,2} [A-Z][a-z]{2} \d{4}, source .{5,}/.test(t)),
          `every tax rate shows "rate as of <date>, source <name>" (got ${JSON.stringify(sources)})`,
        );
        expect(
          (await rates.getByTestId('dated-rate-unconfirmed').count()) >= 1,
          'a figure that could not be confirmed says so on the page',
        );
        await expectCleanPage(page, 'tax 2026-27');
        await screenshot(page, 'calculator-tax-2026-27-desktop');

        // The earlier years stay selectable, and the choice is kept in the address.
        await page.getByTestId('tax-year').locator('label', { hasText: '2025-26' }).click();
        const year = await eventually(
          () => calc.getAttribute('data-tax-year'),
          (y) => y === '2025-26',
        );
        expect(year === '2025-26', `choosing 2025-26 recomputes for FY 2025-26 (got ${year})`);
        expect(page.url().includes('taxYear=2025-26'), 'the chosen year is kept in the address');
        const older = (await page.getByTestId('tax-comparison').innerText()).replace(/\s+/g, ' ');
        expect(
          older.includes('FY 2025-26') && older.includes('Rebate u/s 87A'),
          'FY 2025-26 keeps the 1961 Act numbers',
        );
        expect(older.includes('₹10,400'), 'and the same total');
        await page.getByTestId('tax-year').locator('label', { hasText: '2024-25' }).click();
        const key = await eventually(
          () => calc.getAttribute('data-calculator-key'),
          (k) => k === 'tax_regime_fy2024_25',
        );
        expect(key === 'tax_regime_fy2024_25', `FY 2024-25 stays selectable (got ${key})`);

        // On the ppf page the rate line reads the same way.
        await page.goto(`${baseUrl}/client/calculators/ppf-calc`);
        const ppf = (await page.getByTestId('dated-rates').innerText()).replace(/\s+/g, ' ');
        expect(
          ppf.includes('PPF interest rate') && /Rate as of \d{1,2} \w{3} \d{4}, source Ministry of Finance/.test(ppf),
          `the PPF page dates its rate (got "${ppf.slice(0, 200)}")`,
        );
      },
    );

    await step('nps-calc: Aggressive / Moderate / Conservative with the PFRDA allocation table', async () => {
      await page.goto(`${baseUrl}/client/calculators/nps-calc?mode=lifecycle&fund=LC75&currentAge=40`);
      const view = page.getByTestId('nps-allocation');
      await view.waitFor();
      const row40 = async () =>
        ((await view.locator('tbody tr[data-highlight]').first().innerText()) ?? '').replace(/\s+/g, ' ');
      expect((await row40()).includes('40 55% 15% 30%'), `LC75 at 40 is 55/15/30 (got "${await row40()}")`);
      await view.locator('label', { hasText: 'Conservative' }).click();
      const lc25 = await eventually(row40, (r) => r.includes('40 20% 35% 45%'));
      expect(lc25.includes('40 20% 35% 45%'), `LC25 at 40 is 20/35/45 (got "${lc25}")`);
      await view.locator('label', { hasText: 'Moderate' }).click();
      const lc50 = await eventually(row40, (r) => r.includes('40 40% 25% 35%'));
      expect(lc50.includes('40 40% 25% 35%'), `LC50 at 40 is 40/25/35 (got "${lc50}")`);
      await expectCleanPage(page, 'nps-calc');
      await screenshot(page, 'calculator-nps-desktop');
    });

    await step('home-loan-pre-calc: the pre-payment saves ₹16,03,691 and the amortisation shows it', async () => {
      await page.goto(
        `${baseUrl}/client/calculators/home-loan-pre-calc?principal=5000000&annualRatePct=8.5&tenureMonths=240&prepaymentAmount=500000&prepaymentAfterMonth=12&mode=reduceTenure`,
      );
      await page.getByTestId('headline-value').filter({ hasText: '₹16,03,691' }).waitFor();
      const effect = (await page.getByTestId('prepayment-effect').innerText()).replace(/\s+/g, ' ');
      expect(
        effect.includes('240 (20 years)') && effect.includes('192 (16 years)'),
        `the effect table compares 240 and 192 EMIs (got "${effect.slice(0, 160)}")`,
      );
      expect(
        (await page.getByTestId('year-table').first().locator('tbody tr').count()) >= 10,
        'the amortisation table is shown',
      );
      await screenshot(page, 'calculator-prepayment-desktop');
    });
  } finally {
    await context.close();
  }
}
