import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { ACME, apiLogIn, expectCleanPage, sessionPage } from './calculators-support.js';
import { DESKTOP, newPage } from './helpers.js';

/**
 * Calculators' conventions as options (issue 37, docs/calculators.md "Conventions and their defaults"): on the EPF
 * page the employer's-basis option changes the monthly split and the page says why; the page lists its dated rates
 * (the EPF rate and the ₹15,000 wage ceiling); a saved link without the option opens on the default. The assistant's
 * calculator answer lists the rate it assumed and the dated figure behind it.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('calculators-conventions');
  const { context, page } = await sessionPage(browser, await apiLogIn(baseUrl, ACME));
  const text = async (testId: string) =>
    ((await page.getByTestId(testId).first().innerText()) ?? '').replace(/\s+/g, ' ');
  try {
    await step('epf-calc: ₹50,000 Basic + DA on the full wage credits ₹4,750 of employer money to EPF', async () => {
      // An address saved before the option existed: no employerContributionBasis in it.
      await page.goto(`${baseUrl}/client/calculators/epf-calc?task=split&monthlyBasicDa=50000`);
      await page.locator('[data-field="employerEpf"]').first().filter({ hasText: '₹4,750' }).waitFor();
      expect(
        await page.getByTestId('choice-employerContributionBasis-actualWage').isChecked(),
        'the default basis is the full Basic + DA',
      );
      const notice = await text('result-notice');
      expect(
        notice.includes('₹50,000') && notice.includes('₹4,750') && notice.includes('₹550'),
        `the page says the employer pays on the full wage and what the ceiling would give (got "${notice}")`,
      );
      const summary = await text('result-summary');
      expect(summary.includes('₹1,250'), `the EPS share is shown (got "${summary}")`);
    });

    await step('choosing the ₹15,000 ceiling changes the result to ₹550 EPF + ₹1,250 EPS and says why', async () => {
      await page.getByTestId('choice-employerContributionBasis-wageCeiling').check({ force: true });
      await page.locator('[data-field="employerEpf"]').first().filter({ hasText: '₹550' }).waitFor();
      const credit = (await page.locator('[data-field="totalMonthlyEpfCredit"]').first().innerText()) ?? '';
      expect(credit.includes('₹6,550'), `the monthly EPF credit drops to ₹6,550 (got "${credit}")`);
      const eps = (await page.locator('[data-field="employerEps"]').first().innerText()) ?? '';
      expect(eps.includes('₹1,250'), `the EPS share stays ₹1,250 (got "${eps}")`);
      const why = await eventually(
        () => text('result-notice'),
        (s) => s.includes('₹1,800'),
      );
      expect(
        why.includes('₹15,000') && why.includes('₹1,800') && why.includes('₹6,000') && why.includes('₹4,200'),
        `the notice says the employer pays ₹1,800 on the ceiling instead of ₹6,000, ₹4,200 less to EPF (got "${why}")`,
      );
      const how = await text('assumptions');
      expect(how.includes('26(6)'), `the explanation names the rule that makes the higher wage optional (${how})`);
      const kept = await eventually(
        async () => new URL(page.url()).searchParams.get('employerContributionBasis'),
        (v) => v === 'wageCeiling',
      );
      expect(kept === 'wageCeiling', 'the option is kept in the address, so a shared link keeps it');
      const rates = await page.getByTestId('dated-rate').allInnerTexts();
      expect(
        rates.length === 2 && rates.some((r) => r.includes('wage ceiling')),
        `the rates card lists the EPF rate and the wage ceiling with their dates (got ${JSON.stringify(rates)})`,
      );
      const sources = await page.getByTestId('dated-rate-source').allInnerTexts();
      expect(
        sources.some((s) => s.includes('1 Sep 2014')),
        `the ceiling is dated 1 Sep 2014 (got ${JSON.stringify(sources)})`,
      );
      await expectCleanPage(page, 'epf-calc on the wage ceiling');
      await screenshot(page, 'calculator-epf-ceiling-desktop');
    });

    await step('corpus: the ceiling lowers the EPF corpus', async () => {
      const base = `${baseUrl}/client/calculators/epf-calc?task=corpus&monthlyBasicDa=50000&currentAge=30&retirementAge=58`;
      await page.goto(base);
      const full = await eventually(
        () => page.getByTestId('headline-value').first().innerText(),
        (v) => /₹\d/.test(v),
      );
      await page.goto(`${base}&employerContributionBasis=wageCeiling`);
      const lower = await eventually(
        () => page.getByTestId('headline-value').first().innerText(),
        (v) => v !== full && /₹\d/.test(v),
      );
      const rupees = (s: string) => Number(s.replace(/[^\d]/g, ''));
      expect(rupees(lower) < rupees(full), `the corpus on the ceiling (${lower}) is below the full-wage one (${full})`);
    });

    await step('the assistant lists the PPF rate it assumed, with its date', async () => {
      const visitor = await newPage(browser, DESKTOP);
      try {
        await visitor.page.goto(`${baseUrl}/login`);
        const box = visitor.page.getByTestId('login-ask');
        await box.getByLabel('Ask me anything').fill('PPF 1.5 lakh a year for 15 years');
        await box.getByRole('button', { name: 'Ask' }).click();
        const answer = box.getByTestId('assistant-answer').last();
        await answer.waitFor();
        const inputs = ((await answer.getByLabel('Inputs understood').textContent()) ?? '').replace(/\s+/g, ' ');
        expect(inputs.includes('7.1 %') && inputs.includes('(assumed)'), `the PPF rate is an assumption (${inputs})`);
        const rates = ((await answer.getByTestId('assistant-rates').textContent()) ?? '').replace(/\s+/g, ' ');
        expect(
          rates.includes('PPF interest rate') && rates.includes('01 Jan 2026') && rates.includes('Ministry of Finance'),
          `the answer lists the dated PPF rate and its source (${rates})`,
        );
        await screenshot(visitor.page, 'assistant-ppf-rates');
      } finally {
        await visitor.context.close();
      }
    });
  } finally {
    await context.close();
  }
}
