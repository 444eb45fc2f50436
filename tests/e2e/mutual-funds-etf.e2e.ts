import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import {
  ACME,
  apiLogIn,
  expectRefusal,
  openSession,
  page25,
  pickOption,
  settledResult,
  textOf,
} from './mutual-funds-support.js';

/**
 * The ETF corner (25) in Chromium as an Acme employee: the data README's hand-checkable figures for UTI Nifty 50
 * Index Fund Direct vs NIFTY 50 TRI and for Nippon Nifty 50 BeES, and a gold ETF refused with E-10592.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds-etf');
  const token = await apiLogIn(baseUrl, ACME);
  const { context, page } = await openSession(browser, token);
  try {
    await step(
      'ETF corner (25): UTI Nifty 50 Index Direct vs NIFTY 50 TRI, monthly 2013-02..2026-01: CAGR 13.25 % vs 13.63 %, TE 0.32 %',
      async () => {
        await page.goto(`${baseUrl}${page25}`);
        // The page is ready (and says where its data ends) before the inputs are changed.
        await page.getByTestId('nav-data-until').filter({ hasText: 'NAV data up to 31 Jan 2026' }).waitFor();
        await pickOption(
          page,
          'Index fund or ETF',
          'UTI Nifty 50 Index direct',
          /UTI Nifty 50 Index Fund - Growth Option- Direct/,
        );
        await page.getByTestId('input-from').fill('2013-02-01');
        await page.getByTestId('input-to').fill('2026-01-31');
        await page.getByTestId('input-frequency').getByText('Monthly', { exact: true }).click();
        await page.waitForURL(
          (url) => url.searchParams.get('freq') === 'monthly' && url.searchParams.get('to') === '2026-01-31',
        );
        await settledResult(page, { fromDate: '2013-02-01', toDate: '2026-01-31', frequency: 'monthly' });
        expect(
          (await textOf(page, 'etf-fund-cagr')).includes('13.25%'),
          `fund CAGR 13.25 % (got ${await textOf(page, 'etf-fund-cagr')})`,
        );
        expect(
          (await textOf(page, 'etf-index-cagr')).includes('13.63%'),
          `index CAGR 13.63 % (got ${await textOf(page, 'etf-index-cagr')})`,
        );
        expect(
          (await textOf(page, 'etf-tracking-error')).startsWith('0.32%'),
          `tracking error 0.32 % (got ${await textOf(page, 'etf-tracking-error')})`,
        );
        expect((await textOf(page, 'etf-tracking-difference')).includes('-0.38%'), 'tracking difference -0.38 %');
        expect((await textOf(page, 'etf-correlation')).includes('0.9998'), 'correlation 0.9998');
        await screenshot(page, 'mf-etf-desktop');
      },
    );

    await step(
      'ETF corner: Nippon Nifty 50 BeES on daily NAVs, TE 0.28 %, TD -0.11 %; a gold ETF is E-10592',
      async () => {
        await page.goto(`${baseUrl}${page25}`);
        await pickOption(page, 'Index fund or ETF', 'nifty 50 bees', /Nippon India ETF Nifty 50 BeES/);
        await settledResult(page);
        expect(
          (await textOf(page, 'etf-tracking-error')).startsWith('0.28%'),
          `TE 0.28 % (got ${await textOf(page, 'etf-tracking-error')})`,
        );
        expect((await textOf(page, 'etf-tracking-difference')).includes('-0.11%'), 'TD -0.11 %');
        expect((await textOf(page, 'mf-headline')).includes('daily returns, 7 Nov 2016'), 'daily from November 2016');
        await page.goto(`${baseUrl}${page25}?scheme=140088`);
        await expectRefusal(page, 'E-10592', 'a gold ETF');
      },
    );
  } finally {
    await context.close();
  }
}
