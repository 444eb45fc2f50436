import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { MOBILE } from './helpers.js';
import {
  ACME,
  apiLogIn,
  openSession,
  page16,
  page18,
  page19,
  page25,
  page26,
  settledResult,
} from './mutual-funds-support.js';

/** The mutual-fund pages on a 390 px phone, as an Acme employee: no sideways scroll of the page. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('mutual-funds-mobile');
  const token = await apiLogIn(baseUrl, ACME);
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
}
