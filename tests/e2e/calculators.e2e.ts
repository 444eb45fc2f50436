import { readFileSync } from 'node:fs';
import { calculatorCatalogue } from '../../src/calculators/catalogue.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import {
  ACME,
  apiLogIn,
  BAD_TEXT,
  card,
  expectCleanPage,
  headline,
  NEGATIVE,
  openIndex,
  sessionPage,
} from './calculators-support.js';

/**
 * Calculators: the index of the Acme package (cards, search, sort, favourites, the spreadsheet download) and every
 * formula page opened from its card, whose use the card then counts. The SIP page typed in and its field errors are
 * in calculators-sip.e2e.ts, the tax, NPS and pre-payment views in calculators-views.e2e.ts, the 390 px layout in
 * calculators-mobile.e2e.ts and the Globex package's locked cards in calculators-locked.e2e.ts.
 */
const FORMULA_IDS = calculatorCatalogue.filter((c) => c.kind === 'formula').map((c) => c.id);

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('calculators');
  const { context, page } = await sessionPage(browser, await apiLogIn(baseUrl, ACME));
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
}
