import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { apiLogIn, card, GLOBEX, openIndex, sessionPage } from './calculators-support.js';

/** Calculators for the Globex package (calculators 1-11): the rest locked with the reason, NPS refused with E-10117. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('calculators-locked');
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
