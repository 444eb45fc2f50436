import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import {
  ACME,
  apiLogIn,
  calculatorApi,
  expectRefusal,
  openSession,
  page18,
  page26,
  pct,
  pickOption,
  settledResult,
  textOf,
} from './mutual-funds-support.js';

/**
 * The mutual-fund calculators that compare schemes, in Chromium as an Acme employee on the real imported data:
 * compare (26) opened from its card, schemes chosen by typing, figures equal the API's, a shared link, and the
 * portfolio overlap (18) of large-cap funds; every refusal shown in the page with its E-code. The other pages are in
 * mutual-funds-rolling.e2e.ts, mutual-funds-swp.e2e.ts and mutual-funds-etf.e2e.ts, the 390 px layout in
 * mutual-funds-mobile.e2e.ts and the Globex refusal in mutual-funds-locked.e2e.ts. The server imported the data
 * on first start.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds');
  const token = await apiLogIn(baseUrl, ACME);
  const api = calculatorApi(baseUrl, token);
  const { context, page } = await openSession(browser, token);
  try {
    await step('the calculators index opens the compare page from its card', async () => {
      await page.goto(`${baseUrl}/client/calculators`);
      const card = page.locator('[data-testid="calculator-card"][data-calculator-id="26"]');
      await card.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === page26);
      await page.getByRole('heading', { name: 'Compare Mutual Funds' }).waitFor();
      await page.getByTestId('mf-prompt').waitFor();
    });

    await step('compare (26): two schemes found by typing, figures equal the API’s, inputs in the URL', async () => {
      await pickOption(
        page,
        'Scheme A',
        'uti nifty 50 index direct',
        /UTI Nifty 50 Index Fund - Growth Option- Direct/,
      );
      await page.getByText('Pick one more scheme to compare').waitFor();
      expect(
        (await page.getByTestId('mf-prompt').textContent())?.includes('E-10584'),
        'one scheme: the page asks for a second, with E-10584',
      );
      await pickOption(page, 'Scheme B', 'HDFC flexi cap direct', /HDFC Flexi Cap Fund - Growth Option - Direct Plan/);
      await settledResult(page, { schemeCodes: '120716,118955' });
      expect(
        new URL(page.url()).searchParams.get('schemes') === '120716,118955',
        `the URL holds the schemes (${page.url()})`,
      );
      const d = await api<{ schemes: { trailing: { years: number; cagr: number }[]; cagr: number }[] }>(
        'compare-mf-by-schemes',
        { schemeCodes: '120716,118955' },
      );
      const table = (await page.getByTestId('compare-trailing').innerText()).replace(/\s+/g, ' ');
      for (const s of d.schemes) {
        const ten = s.trailing.find((t) => t.years === 10)!.cagr;
        expect(
          table.includes(pct(ten)),
          `the trailing table shows the 10-year CAGR ${pct(ten)} (table: ${table.slice(0, 200)})`,
        );
      }
      expect(
        (await textOf(page, 'mf-headline')).includes(pct(d.schemes[0].cagr)),
        'the headline shows the common-period CAGR',
      );
      await page.getByTestId('mf-chart').locator('svg').first().waitFor();
      await screenshot(page, 'mf-compare-desktop');
    });

    await step('compare: a shared link reopens the same result; an unknown scheme is E-10580 in the page', async () => {
      const link = page.url();
      await page.goto(link);
      await settledResult(page);
      expect(
        (await page.getByRole('combobox', { name: 'Scheme A', exact: true }).inputValue()).startsWith(
          'UTI Nifty 50 Index Fund',
        ),
        'the scheme name comes back from the code',
      );
      await page.goto(`${baseUrl}${page26}?schemes=120716,999999`);
      await expectRefusal(page, 'E-10580', 'unknown scheme');
    });

    await step(
      'overlap (18): Axis vs ABSL large-cap portfolios of different months, said so; no portfolio is E-10585',
      async () => {
        await page.goto(`${baseUrl}${page18}`);
        await pickOption(page, 'Scheme A', 'axis large cap direct', /Axis Large Cap Fund - Direct Plan - Growth/);
        await pickOption(
          page,
          'Scheme B',
          'aditya birla large cap direct',
          /Aditya Birla Sun Life Large Cap Fund - Growth - Direct Plan/,
        );
        await settledResult(page);
        expect(
          (await textOf(page, 'mf-headline-value')) === '62.45%',
          `overlap 62.45 % (got ${await textOf(page, 'mf-headline-value')})`,
        );
        expect(
          (await textOf(page, 'overlap-dates-note')).includes('31 Dec 2025 and 31 Jul 2025'),
          'the different disclosure months are named',
        );
        expect(
          (await page.getByTestId('overlap-table').innerText()).includes('HDFC Bank Limited'),
          'the common stocks are listed',
        );
        await screenshot(page, 'mf-overlap-desktop');
        await page.getByTestId('add-scheme').click();
        await pickOption(page, 'Scheme C', 'sbi large cap direct', /SBI Large Cap FUND-DIRECT PLAN -GROWTH/);
        await page.getByTestId('common-stocks-table').waitFor();
        await settledResult(page);
        expect(
          (await page.getByTestId('common-stocks-table').count()) === 1,
          'three schemes: the stocks all of them hold',
        );
        await page.goto(`${baseUrl}${page18}?schemes=120465,118955`);
        const text = await expectRefusal(page, 'E-10585', 'HDFC has no disclosed portfolio');
        expect(text.includes('HDFC Flexi Cap'), 'the message names the scheme');
      },
    );
  } finally {
    await context.close();
  }
}
