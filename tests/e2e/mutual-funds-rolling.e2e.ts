import { createSpec, expect, type E2EContext } from './harness.js';
import {
  ACME,
  apiLogIn,
  calculatorApi,
  expectRefusal,
  openSession,
  page16,
  page17,
  pct,
  pickOption,
  settledResult,
  textOf,
} from './mutual-funds-support.js';

/**
 * Rolling returns in Chromium as an Acme employee: against the category (16), with 7-year windows and the way out of
 * too long a window (E-10582), and against a benchmark (17), the FD's assumed rate changed by the user.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds-rolling');
  const token = await apiLogIn(baseUrl, ACME);
  const api = calculatorApi(baseUrl, token);
  const { context, page } = await openSession(browser, token);
  try {
    await step(
      'rolling vs category (16): 7-year windows over the whole history; too long a window is E-10582 with a way out',
      async () => {
        await page.goto(`${baseUrl}${page16}`);
        await pickOption(page, 'Scheme', '120716', /UTI Nifty 50 Index Fund - Growth Option- Direct/);
        await page.getByTestId('input-window').getByText('7 years', { exact: true }).click();
        await settledResult(page, { schemeCode: 120716, windowMonths: 84 });
        const d = await api<{ shareBeating: number; subject: { count: number; median: number } }>(
          'rolling-return-vs-category',
          { schemeCode: 120716, windowMonths: 84 },
        );
        expect(d.subject.count === 73, '73 windows of 84 months');
        expect(
          (await textOf(page, 'mf-headline-value')) === `${(d.shareBeating * 100).toFixed(0)}%`,
          `the headline shows the share of windows beaten (${d.shareBeating})`,
        );
        expect(
          (await textOf(page, 'stat-subject-median')).includes(pct(d.subject.median)),
          `the median window return is ${pct(d.subject.median)}`,
        );
        expect(
          (await page.getByText('Match the window to how long you usually stay invested').count()) === 1,
          'the window guidance is on the page',
        );
        await page.goto(`${baseUrl}${page16}?scheme=152437&window=84`);
        const text = await expectRefusal(page, 'E-10582', 'a 7-year window on a 2024 scheme');
        expect(/needs 84 months/.test(text), `the message says what the window needs (${text})`);
        await page.getByTestId('use-shorter-window').click();
        await settledResult(page, { schemeCode: 152437, windowMonths: 12 });
        expect(
          new URL(page.url()).searchParams.get('window') === '12',
          'the offered window is the longest that fits (1 year)',
        );
      },
    );

    await step(
      'rolling vs benchmark (17): the FD after 2016 is an assumed rate the user changes, shown as an assumption',
      async () => {
        await page.goto(`${baseUrl}${page17}?scheme=120716&window=12&benchmark=FD`);
        await settledResult(page);
        expect(
          (await page.getByTestId('mf-assumption').count()) === 1,
          'the assumed FD rate is shown as an assumption',
        );
        expect((await textOf(page, 'mf-assumption')).includes('6.5 %'), 'the default assumed rate is 6.5 %');
        const before = await textOf(page, 'stat-other-median');
        await page.getByTestId('input-fd-rate').fill('8');
        await page.waitForURL((url) => url.searchParams.get('fdRate') === '8');
        await settledResult(page, { benchmark: 'FD', fdRatePct: 8 });
        await page.waitForFunction(
          (old) => document.querySelector('[data-testid="stat-other-median"]')?.textContent !== old,
          before,
        );
        expect((await textOf(page, 'mf-assumption')).includes('8 %'), 'the assumption names the new rate');
        await page.getByTestId('input-benchmark').getByText('NIFTY 50 TRI', { exact: true }).click();
        await settledResult(page, { schemeCode: 120716, windowMonths: 12, benchmark: 'NIFTY_50_TRI' });
        const d = await api<{ shareBeating: number }>('rolling-return-vs-benchmark', {
          schemeCode: 120716,
          windowMonths: 12,
          benchmark: 'NIFTY_50_TRI',
        });
        expect(
          (await textOf(page, 'mf-headline-value')) === `${(d.shareBeating * 100).toFixed(0)}%`,
          'an index fund rarely beats its total-return index, and the page says how often',
        );
      },
    );
  } finally {
    await context.close();
  }
}
