import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, MOBILE, readOtp } from './helpers.js';

/**
 * The six mutual-fund calculators in Chromium, as an Acme employee, on the real imported data:
 * schemes chosen by typing into the search boxes, the figures on the page checked against the
 * data README's hand-checkable ones (UTI Nifty 50 Index Fund Direct vs NIFTY 50 TRI, Nippon
 * Nifty 50 BeES) and against the API's own answer, every refusal shown in the page with its
 * E-code, shareable URLs, and the 390 px layout. The server imported the data on first start.
 */
const ACME = 'employee@acme.example';
const GLOBEX = 'employee@globex.example';
const page16 = '/client/calculators/rolling-vs-category-calc';
const page17 = '/client/calculators/rolling-vs-benchmark-calc';
const page18 = '/client/calculators/mutual-fund-portfolio-overlap-calc';
const page19 = '/client/calculators/mutual-fund-swp-calc';
const page25 = '/client/calculators/etf-corner';
const page26 = '/client/calculators/compare-mutual-funds';

async function logIn(baseUrl: string, email: string): Promise<string> {
  const newest = async () => {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    return ((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { status: string; status_code: string; data: T };
    if (json.status !== 'success') throw new Error(`${path}: ${json.status_code}`);
    return json.data;
  };
  const before = await newest();
  await post('request_login_otp', { email });
  const otp = await readOtp(baseUrl, email, before);
  return (await post<{ auth_token: string }>('verify_login_otp', { email, otp })).auth_token;
}

async function openSession(
  browser: Browser,
  token: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(20_000);
  await context.addInitScript((t: string) => {
    sessionStorage.setItem('jwt_access_token', t);
    sessionStorage.setItem('first_login_popups_dismissed', '1');
  }, token);
  return { context, page: await context.newPage() };
}

/** Types into a labelled combobox and picks the option whose text matches. */
async function pickOption(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  const choice = page.getByRole('option', { name: option }).first();
  await choice.waitFor();
  await choice.click();
}

/** The result of the current inputs (not a dimmed earlier one). */
async function settledResult(page: Page, inputs: Record<string, string | number> = {}): Promise<void> {
  // The page re-renders a moment after a click or keystroke, so "not updating" alone can still be
  // the earlier answer: when the step changed an input, wait for an answer to those inputs.
  await page.waitForFunction((want) => {
    const el = document.querySelector('[data-testid="mf-result"]');
    if (!el || el.hasAttribute('data-updating')) return false;
    const query = JSON.parse(el.getAttribute('data-query') ?? '{}') as Record<string, unknown>;
    return Object.entries(want).every(([k, v]) => String(query[k]) === String(v));
  }, inputs);
}

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function expectRefusal(page: Page, code: string, what: string): Promise<string> {
  const error = page.getByTestId('mf-error');
  await error.waitFor();
  const shown = await textOf(page, 'mf-error-code');
  expect(shown === code, `${what}: the page shows ${code} (got ${shown})`);
  expect((await page.getByTestId('mf-error-hint').count()) === 1, `${what}: the page says what to try`);
  expect((await page.getByTestId('mf-chart').count()) === 0, `${what}: no empty chart is drawn`);
  return ((await error.textContent()) ?? '').replace(/\s+/g, ' ');
}

function pct(x: number): string {
  return `${(Math.round(x * 10_000) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds');
  const token = await logIn(baseUrl, ACME);
  const api = async <T>(name: string, query: Record<string, string | number>): Promise<T> => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${baseUrl}/api/v1/calculator/${name}?${qs}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: T }).data;
  };
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

    await step('the pages fit a 390 px phone (no sideways scroll of the page)', async () => {
      const phone = await openSession(browser, token, MOBILE);
      try {
        for (const path of [
          `${page26}?schemes=120716,118955,120465`,
          `${page16}?scheme=120716`,
          `${page18}?schemes=120465,119528`,
          `${page19}?scheme=120716`,
          `${page25}?scheme=140084`,
        ]) {
          await phone.page.goto(`${baseUrl}${path}`);
          await settledResult(phone.page);
          const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
          expect(width <= MOBILE.width, `${path} is ${width} px wide at 390 px`);
        }
        await screenshot(phone.page, 'mf-etf-mobile');
      } finally {
        await phone.context.close();
      }
    });

    await step('Globex (calculators 1-11 only) is refused the mutual-fund pages', async () => {
      const globex = await openSession(browser, await logIn(baseUrl, GLOBEX));
      try {
        await globex.page.goto(`${baseUrl}${page25}`);
        await globex.page.getByTestId('refusal-notice').waitFor();
        expect((await globex.page.getByTestId('mf-page').count()) === 0, 'the ETF corner page does not render');
      } finally {
        await globex.context.close();
      }
    });
  } finally {
    await context.close();
  }
}
