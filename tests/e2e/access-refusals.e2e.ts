import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { adoptSession, expectAllowed, logIn, newPage, sessionTokenOf, skipFirstLoginPopups } from './helpers.js';

/** The guards: employees are kept out of /admin, and package gating follows the shared route guard. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('access refusals');

  const employee = await newPage(browser);
  try {
    await step('an employee opening /admin is sent to /client with E-10506 shown', async () => {
      const { page } = employee;
      await logIn(page, baseUrl, 'employee@acme.example');
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/admin`);
      await page.waitForURL((url) => url.pathname === '/client');
      const notice = page.getByTestId('refusal-notice');
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      expect(text.includes('E-10506'), 'the page names E-10506');
      // Issue 34: one banner, no raw address in it, and no toast saying the same again.
      expect(!text.includes('/admin'), `no raw address in the banner (got "${text}")`);
      expect((await page.getByTestId('toast').filter({ hasText: 'E-10506' }).count()) === 0, 'no second notice');
    });
  } finally {
    await employee.context.close();
  }

  const globex = await newPage(browser);
  try {
    const { page } = globex;
    await step('a Globex employee sees only the package modules in the navigation', async () => {
      await logIn(page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(page);
      const labels = (await page.getByTestId('desktop-nav').getByRole('link').allTextContents()).map((t) => t.trim());
      expect(
        JSON.stringify(labels) === JSON.stringify(['Home', 'Calculators', 'Webinars', 'Knowledge Base']),
        `nav is Home, Calculators, Webinars, Knowledge Base (got ${labels.join(', ')})`,
      );
    });

    await step('an allowed calculator (PPF, id 4) opens', async () => {
      // The popups were skipped for this tab already (localStorage, browser-wide), so a reload does not reopen them.
      await page.goto(`${baseUrl}/client/calculators/ppf-calc`);
      await expectAllowed(page, '/client/calculators/ppf-calc');
    });

    await step('the NPS calculator (id 20, not in the package) is refused with E-10117 shown', async () => {
      await page.goto(`${baseUrl}/client/calculators/nps-calc`);
      await page.waitForURL((url) => url.pathname === '/client');
      const notice = page.getByTestId('refusal-notice');
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      expect(
        text.includes('E-10117') && text.includes('You do not have access to this module.'),
        `the page shows E-10117 and its message (got "${text}")`,
      );
      // The section by its name, never the raw address; the sentence before the code.
      expect(
        text.includes('(Calculators)') &&
          !text.includes('/client/') &&
          text.indexOf('You do not') < text.indexOf('E-10117'),
        `the banner names the section and leads with the sentence (got "${text}")`,
      );
      expect((await page.getByTestId('toast').filter({ hasText: 'E-10117' }).count()) === 0, 'no second notice');
      await screenshot(page, 'refusal-e10117');
    });

    await step('a module outside the package (counselling) is refused the same way', async () => {
      await page.goto(`${baseUrl}/client/counselling`);
      await page.waitForURL((url) => url.pathname === '/client');
      await page.getByTestId('refusal-notice').filter({ hasText: 'E-10117' }).waitFor();
    });

    await step('a dead session (E-10010) is cleared and the user goes back to /login', async () => {
      await page.context().clearCookies();
      await adoptSession(page.context(), 'revoked-or-forged-token', { baseUrl });
      await page.goto(`${baseUrl}/client/home`);
      await page.waitForURL('**/login');
      await page.getByTestId('toast').filter({ hasText: 'E-10010' }).waitFor();
      expect((await sessionTokenOf(page.context())) === null, 'the dead session cookie is dropped');
    });
  } finally {
    await globex.context.close();
  }
}
