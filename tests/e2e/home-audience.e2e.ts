import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';

/**
 * Issue 34, true words for every audience: a client's employee, a partner's employee and a paid user each see a home
 * page line about who provides FinWell to them, and nothing on a paid user's or a partner employee's home promises a
 * "free" session or an employer they do not have.
 */
const CASES = [
  {
    who: 'an Acme employee',
    email: 'employee@acme.example',
    line: 'FinWell comes to you from Acme Corp, your employer.',
  },
  {
    who: 'a Globex partner employee',
    email: 'employee@globex.example',
    line: 'FinWell comes to you through Globex, a FinWell partner.',
  },
  {
    who: 'a paid user',
    email: 'paid@example.com',
    line: 'This is your own FinWell plan: everything it includes is in the menu.',
  },
] as const;

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('home-audience');
  for (const c of CASES) {
    await step(`${c.who}'s home says who provides FinWell, and no untrue promise`, async () => {
      const { context, page } = await newPage(browser, c.who === 'a paid user' ? MOBILE : DESKTOP);
      try {
        await logIn(page, baseUrl, c.email);
        await skipFirstLoginPopups(page);
        const line = page.getByTestId('home-audience');
        await line.waitFor();
        const text = ((await line.textContent()) ?? '').trim();
        expect(text === c.line, `the line for ${c.who} (got "${text}")`);
        await page.locator('[data-widget-id]').first().waitFor();
        const body = await page.locator('main').innerText();
        if (c.email !== 'employee@acme.example') {
          expect(!/free one-to-one/i.test(body), `no "free one-to-one" promise on ${c.who}'s home`);
          expect(!/from your employer/i.test(body), `no "from your employer" on ${c.who}'s home`);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `home-audience-${c.email.split('@')[0]}-${c.email.split('@')[1].split('.')[0]}`);
      } finally {
        await context.close();
      }
    });
  }
}
