import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { calculatorCatalogue } from '../../src/calculators/catalogue.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, MOBILE, readOtp } from './helpers.js';

/**
 * Calculators: the index (cards, search, sort, favourites, locked cards, the spreadsheet
 * download), every formula page from its card, the SIP worked anchor typed in, field errors
 * with their E-codes, the tax, NPS and pre-payment views, the mobile layout, and the Globex
 * package (calculators 1-11) refused NPS with E-10117.
 */
const ACME = 'employee@acme.example';
const GLOBEX = 'employee@globex.example';
const FORMULA_IDS = calculatorCatalogue.filter((c) => c.kind === 'formula').map((c) => c.id);
const BAD_TEXT = /NaN|Infinity/;
/** Headline figures (SIPs, EMIs, corpora) are never negative on these pages' default and test inputs. */
const NEGATIVE = /-₹|₹-|−₹/;

async function newestMailId(baseUrl: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const body = (await res.json()) as { data: Array<{ id: number }> };
  return body.data[0]?.id ?? 0;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; status_code: string; data: T };
  if (json.status !== 'success') throw new Error(`${url} answered ${json.status_code}`);
  return json.data;
}

/** Logs in through the API (OTP from the dev outbox), as the seed-through-the-API convention asks. */
export async function apiLogIn(baseUrl: string, email: string): Promise<string> {
  const before = await newestMailId(baseUrl, email);
  await postJson(`${baseUrl}/api/v1/request_login_otp`, { email });
  const otp = await readOtp(baseUrl, email, before);
  const login = await postJson<{ auth_token: string }>(`${baseUrl}/api/v1/verify_login_otp`, { email, otp });
  return login.auth_token;
}

/** A tab holding the session the way the shell keeps it (sessionStorage jwt_access_token), first-login popups already skipped. */
export async function sessionPage(
  browser: Browser,
  token: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(10_000);
  await context.addInitScript((t: string) => {
    sessionStorage.setItem('jwt_access_token', t);
    sessionStorage.setItem('first_login_popups_dismissed', '1');
  }, token);
  return { context, page: await context.newPage() };
}

const card = (page: Page, id: number) => page.locator(`[data-testid="calculator-card"][data-calculator-id="${id}"]`);
const headline = (page: Page) => page.getByTestId('headline-value');

async function openIndex(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/client/calculators`);
  await page.getByTestId('calculator-card').first().waitFor();
}

async function fieldError(page: Page, field: string): Promise<string> {
  const error = page.locator(`[data-field-error="${field}"]`);
  await error.waitFor();
  return (await error.textContent()) ?? '';
}

async function expectCleanPage(page: Page, what: string): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(!BAD_TEXT.test(text), `${what} shows no NaN or Infinity (found "${BAD_TEXT.exec(text)?.[0]}")`);
  const figures = (
    await page.locator('[data-testid="headline-primary"], [data-testid="headline-stat"]').allInnerTexts()
  ).join(' | ');
  expect(!NEGATIVE.test(figures), `${what} shows no negative headline figure (${figures.slice(0, 200)})`);
}

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('calculators');
  const acmeToken = await apiLogIn(baseUrl, ACME);
  const { context, page } = await sessionPage(browser, acmeToken);
  try {
    await step('the index shows all 26 cards of the Acme package, none locked', async () => {
      await openIndex(page, baseUrl);
      expect((await page.getByTestId('calculator-card').count()) === 26, 'the index shows 26 cards');
      expect(
        (await page.locator('[data-testid="calculator-card"][data-locked]').count()) === 0,
        'no card is locked for Acme',
      );
      const sip = card(page, 5);
      expect(
        (await sip.getByRole('link', { name: 'SIP' }).getAttribute('href')) === '/client/calculators/sip-calc',
        'the SIP card links to /client/calculators/sip-calc',
      );
      expect(
        (await card(page, 26).getByRole('link').getAttribute('href')) === '/client/calculators/compare-mutual-funds',
        'mutual-fund cards link to their own routes',
      );
      await screenshot(page, 'calculators-index-desktop');
    });

    await step('search narrows the cards and A–Z sorting orders them', async () => {
      await page.getByTestId('calculator-search').fill('new tax');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="calculator-card"]').length === 2);
      expect(page.url().includes('q=new+tax'), 'the search is kept in the URL');
      await page.getByTestId('calculator-search').fill('zzzz');
      await page.getByText('No calculator matches your search').waitFor();
      await page.getByRole('button', { name: 'Clear search' }).click();
      const cleared = await eventually(
        () => page.getByTestId('calculator-card').count(),
        (n) => n === 26,
      );
      expect(cleared === 26, `the cleared search shows all 26 cards again (got ${cleared})`);
      const alphabetical = (list: string[]) =>
        JSON.stringify(list) === JSON.stringify([...list].sort((a, b) => a.localeCompare(b, 'en-IN')));
      await page.getByTestId('calculator-sort').selectOption('az');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'az');
      const titles = await eventually(
        () => page.locator('[data-testid="calculator-card"] h3').allTextContents(),
        alphabetical,
      );
      expect(
        titles.length === 26 && alphabetical(titles),
        `A–Z sorts the titles (got ${titles.slice(0, 3).join(', ')}…)`,
      );
    });

    await step('a favourite star toggles at once, survives a reload and leads "favourites first"', async () => {
      const star = card(page, 5).getByTestId('favourite-toggle');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/calculators/favourite') && r.ok());
      await star.click();
      expect((await star.getAttribute('aria-pressed')) === 'true', 'the star is pressed straight away');
      await saved;
      await page.goto(`${baseUrl}/client/calculators?sort=favourites`);
      await page.getByTestId('calculator-card').first().waitFor();
      expect(
        (await page.getByTestId('calculator-card').first().getAttribute('data-calculator-id')) === '5',
        'SIP comes first with favourites first',
      );
      expect(
        (await card(page, 5).getByTestId('favourite-toggle').getAttribute('aria-pressed')) === 'true',
        'the favourite was saved',
      );
    });

    await step(
      `every formula calculator (${FORMULA_IDS.length}) opens from its card with a finite headline`,
      async () => {
        const seen: string[] = [];
        for (const id of FORMULA_IDS) {
          await openIndex(page, baseUrl);
          await card(page, id).getByRole('link').first().click();
          await page.getByTestId('calculator-page').waitFor();
          const value = ((await headline(page).textContent()) ?? '').trim();
          expect(
            /\d/.test(value) && !BAD_TEXT.test(value) && !NEGATIVE.test(value),
            `calculator ${id} shows a finite headline (got "${value}")`,
          );
          await expectCleanPage(page, `calculator ${id}`);
          expect(
            (await page.getByTestId('talk-to-counsellor').getAttribute('href')) === '/client/counselling',
            `calculator ${id} links to /client/counselling`,
          );
          expect((await page.getByTestId('assumptions').count()) === 1, `calculator ${id} explains its assumptions`);
          seen.push(`${id}:${value}`);
        }
        expect(seen.length === FORMULA_IDS.length, 'all formula calculators were opened');
      },
    );

    await step('opening a calculator logs the use and raises its popularity; ?calculatorId=5 opens SIP', async () => {
      await openIndex(page, baseUrl);
      const uses = ((await card(page, 5).getByTestId('usage-count').textContent()) ?? '').trim();
      expect(/^[1-9][\d,]* uses?$/.test(uses), `the SIP card counts its uses (got "${uses}")`);
      await page.goto(`${baseUrl}/client/calculators?calculatorId=5`);
      await page.waitForURL((url) => url.pathname === '/client/calculators/sip-calc');
    });

    await step('sip-calc: typing ₹10,000 a month, 12 %, 20 years shows ₹99,91,479 (99.9 L)', async () => {
      await page.goto(`${baseUrl}/client/calculators/sip-calc`);
      // Typed key by key, as a person would: no keystroke may be lost while the URL follows.
      for (const [field, value] of [
        ['monthlyInvestment', '10000'],
        ['annualReturnPct', '12'],
        ['years', '20'],
      ]) {
        const box = page.getByTestId(`input-${field}`);
        await box.fill('');
        await box.pressSequentially(value, { delay: 20 });
        expect((await box.inputValue()) === value, `${field} reads "${value}" after typing`);
      }
      await page.getByTestId('headline-value').filter({ hasText: '₹99,91,479' }).waitFor();
      // On a busy machine the router's URL update can land after the next keystroke; a slowed CPU
      // makes that happen here, and the typed amount must still come out whole.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      const amount = page.getByTestId('input-monthlyInvestment');
      await amount.fill('');
      await amount.pressSequentially('123456', { delay: 5 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const typed = await eventually(
        () => amount.inputValue(),
        (v) => v === '123456',
      );
      expect(typed === '123456', `a slowed page keeps every keystroke (the field reads "${typed}")`);
      const followed = await eventually(
        async () => new URL(page.url()).searchParams.get('monthlyInvestment'),
        (v) => v === '123456',
      );
      expect(followed === '123456', `and the URL follows the field (${followed})`);
      await amount.fill('10000');
      await page.getByTestId('headline-value').filter({ hasText: '₹99,91,479' }).waitFor();
      expect(
        ((await page.getByTestId('headline-short').textContent()) ?? '').replace(/\u00a0/g, ' ').includes('99.9 L'),
        'the short form reads 99.9 L',
      );
      expect(
        ((await page.getByTestId('result-summary').getAttribute('aria-live')) ?? '') === 'polite',
        'the answer is announced politely',
      );
      const url = new URL(page.url());
      expect(
        url.searchParams.get('monthlyInvestment') === '10000' &&
          url.searchParams.get('annualReturnPct') === '12' &&
          url.searchParams.get('years') === '20',
        `the URL holds the inputs (${url.search})`,
      );
      expect(
        (await page.getByTestId('year-table').locator('tbody tr').count()) >= 10,
        'the year-by-year table is shown',
      );
      await page.getByTestId('calculator-chart').first().locator('svg').first().waitFor();
      await screenshot(page, 'calculator-sip-desktop');
    });

    await step('a bookmarked sip-calc URL reopens with the same answer, and the slider moves it', async () => {
      const bookmark = page.url();
      const other = await context.newPage();
      await other.goto(bookmark);
      await other.getByTestId('headline-value').filter({ hasText: '₹99,91,479' }).waitFor();
      await other.getByTestId('slider-years').focus();
      await other.keyboard.press('ArrowRight');
      await other.waitForFunction(() => new URL(location.href).searchParams.get('years') === '21');
      const after = await eventually(
        async () => (await other.getByTestId('headline-value').textContent()) ?? '',
        (t) => t !== '₹99,91,479',
      );
      expect(after !== '₹99,91,479' && /^₹[\d,]+$/.test(after), `21 years gives a new figure (got "${after}")`);
      await other.close();
    });

    await step('bad input shows the message with its E-code beside the field, never NaN', async () => {
      await page.goto(`${baseUrl}/client/calculators/sip-calc`);
      const cases: Array<[string, string, string]> = [
        ['monthlyInvestment', '-500', 'E-10542'],
        ['monthlyInvestment', 'abc', 'E-10541'],
        ['monthlyInvestment', '', 'E-10540'],
        ['annualReturnPct', '500', 'E-10543'],
        ['years', '0', 'E-10542'],
        ['years', '2.5', 'E-10541'],
      ];
      for (const [field, value, code] of cases) {
        await page.goto(`${baseUrl}/client/calculators/sip-calc`);
        await page.getByTestId(`input-${field}`).fill(value);
        const text = await fieldError(page, field);
        expect(text.includes(code), `${field} = "${value}" shows ${code} beside the field (got "${text}")`);
        expect(
          (await page.getByTestId(`input-${field}`).getAttribute('aria-invalid')) === 'true',
          `${field} is marked invalid`,
        );
        await page.getByTestId('result-blocked').waitFor();
        await expectCleanPage(page, `sip-calc with ${field} = "${value}"`);
      }
      await screenshot(page, 'calculator-sip-error');
      await page.goto(`${baseUrl}/client/calculators/retirement-calc?currentAge=40&retirementAge=35`);
      expect(
        (await fieldError(page, 'retirementAge')).includes('E-10544'),
        'ages out of order show E-10544 on the retirement age',
      );
      await page.goto(`${baseUrl}/client/calculators/home-loan-calc?tenureMonths=0`);
      expect((await fieldError(page, 'tenureMonths')).includes('E-10542'), 'a tenure of zero shows E-10542');
      await page.goto(`${baseUrl}/client/calculators/goal-plan-calc?currentSavings=999999999`);
      const sip = (await page.locator('[data-field="monthlySipRequired"]').first().textContent()) ?? '';
      expect(
        sip.includes('₹0') && !sip.includes('-'),
        `a goal already covered needs a SIP of ₹0, never a negative one (got "${sip}")`,
      );
    });

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
          sources.length === 4 && sources.every((t) => /^Rate as of \d{1,2} [A-Z][a-z]{2} \d{4}, source .{5,}/.test(t)),
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

    await step('the monthly spending tracker card downloads the .xlsx', async () => {
      await openIndex(page, baseUrl);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card(page, 12).getByRole('button', { name: 'Monthly Spending Tracker', exact: true }).click(),
      ]);
      expect(
        download.suggestedFilename() === 'monthly-spending-tracker.xlsx',
        `the file is monthly-spending-tracker.xlsx (got ${download.suggestedFilename()})`,
      );
      const file = await download.path();
      const bytes = readFileSync(file);
      expect(bytes.length > 1000 && bytes.subarray(0, 2).toString() === 'PK', 'the download is an xlsx (zip) file');
    });
  } finally {
    await context.close();
  }

  const mobile = await sessionPage(browser, acmeToken, MOBILE);
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

  const globex = await sessionPage(browser, await apiLogIn(baseUrl, GLOBEX));
  try {
    const { page: g } = globex;
    await step('Globex (calculators 1-11) sees the rest locked with the reason', async () => {
      await openIndex(g, baseUrl);
      const locked = g.locator('[data-testid="calculator-card"][data-locked]');
      const ids = await locked.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-calculator-id'))));
      expect(
        ids.includes(20) && ids.includes(12) && !ids.includes(5) && !ids.includes(21),
        `NPS and the tracker are locked, SIP and the interchangeable tax calculator are not (locked: ${ids.join(', ')})`,
      );
      const nps = card(g, 20);
      expect((await nps.getByRole('link').count()) === 0, 'a locked card has no link');
      expect(((await nps.getByTestId('lock-reason').textContent()) ?? '').length > 5, 'a locked card says why');
      await screenshot(g, 'calculators-index-globex');
    });

    await step('Globex opening nps-calc is refused by the route guard with E-10117', async () => {
      await g.goto(`${baseUrl}/client/calculators/nps-calc`);
      await g.waitForURL((url) => url.pathname === '/client');
      const notice = g.getByTestId('refusal-notice');
      await notice.waitFor();
      expect(((await notice.textContent()) ?? '').includes('E-10117'), 'the page shows E-10117');
    });
  } finally {
    await globex.context.close();
  }
}
