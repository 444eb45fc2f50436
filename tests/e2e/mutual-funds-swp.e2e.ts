import { createSpec, expect, type E2EContext } from './harness.js';
import {
  ACME,
  apiLogIn,
  calculatorApi,
  expectRefusal,
  openSession,
  page19,
  pct,
  pickOption,
  settledResult,
  textOf,
} from './mutual-funds-support.js';

/**
 * The mutual-fund SWP page (19) in Chromium as an Acme employee: withdrawals from January 2015 as the API computes
 * them, an end before the start refused with E-10583, and the lump sum on its second tab.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds-swp');
  const token = await apiLogIn(baseUrl, ACME);
  const api = calculatorApi(baseUrl, token);
  const { context, page } = await openSession(browser, token);
  try {
    await step(
      'SWP (19): ₹10 lakh from January 2015, ₹8,000 a month, as the API computes; start after end is E-10583',
      async () => {
        await page.goto(`${baseUrl}${page19}`);
        await pickOption(
          page,
          'Scheme',
          'uti nifty 50 index direct',
          /UTI Nifty 50 Index Fund - Growth Option- Direct/,
        );
        await settledResult(page);
        const d = await api<{ totalWithdrawn: number; finalValue: number; withdrawalsPaid: number }>(
          'mutual-fund-swp',
          {
            schemeCode: 120716,
            startDate: '2015-01-01',
            initialInvestment: 1_000_000,
            monthlyWithdrawal: 8000,
          },
        );
        const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;
        expect(
          (await textOf(page, 'swp-total-withdrawn')).includes(rupees(d.totalWithdrawn)),
          `total withdrawn ${rupees(d.totalWithdrawn)}`,
        );
        expect(
          (await textOf(page, 'swp-final-value')).includes(rupees(d.finalValue)),
          `value left ${rupees(d.finalValue)}`,
        );
        await page.getByTestId('input-end').fill('2014-06-30');
        await expectRefusal(page, 'E-10583', 'an end before the start');
      },
    );

    await step('lump sum (SWP page, second tab): 28 Feb 2013 to 30 Jan 2026 on daily NAVs', async () => {
      await page.getByTestId('tab-lumpsum').click();
      await page.getByTestId('input-start').fill('2013-02-28');
      await page.getByTestId('input-end').fill('2026-01-30');
      await page.getByTestId('input-amount').fill('10000');
      await settledResult(page, { startDate: '2013-02-28', endDate: '2026-01-30', amount: 10000 });
      const d = await api<{ cagr: number; finalValue: number }>('mf-lumpsum-returns', {
        schemeCode: 120716,
        startDate: '2013-02-28',
        endDate: '2026-01-30',
        amount: 10_000,
      });
      expect(
        (await textOf(page, 'lump-cagr')).includes(pct(d.cagr)),
        `CAGR ${pct(d.cagr)} (got ${await textOf(page, 'lump-cagr')})`,
      );
      expect(
        (await textOf(page, 'mf-headline-value')) === `₹${Math.round(d.finalValue).toLocaleString('en-IN')}`,
        'the final value is the API’s',
      );
      expect(new URL(page.url()).searchParams.get('tab') === 'lumpsum', 'the tab is in the URL');
    });
  } finally {
    await context.close();
  }
}
