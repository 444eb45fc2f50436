import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seedCounselling } from '../../src/server/modules/counselling/seed.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { TIMEOUTS } from './timing.js';
import { addAcmeEmployee, DESKTOP, MOBILE, newPage, outbox } from './helpers.js';
import { logInInHindi } from './hindi.e2e.js';

/**
 * Hindi end to end (issue "Hindi"): an employee switches to हिन्दी in the header, computes a SIP and books a free
 * counselling session in Hindi, and the confirmation e-mail with its calendar invite arrives in Hindi. The words the
 * test looks for are read from the hi-IN catalogue, so the test follows the catalogue, not a copy of it.
 */
const EMAIL = 'hindi.reader@acme.example';
const DEVANAGARI = /[\u0900-\u097F]/;

function hi(namespace: string, key: string): string {
  const file = JSON.parse(readFileSync(`src/i18n/messages/hi-IN/${namespace}.json`, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], file);
  if (typeof value !== 'string') throw new Error(`hi-IN ${namespace}.${key} is not a sentence`);
  return value;
}

async function pickFirstSlot(page: Page): Promise<void> {
  const scope = page.getByRole('dialog').or(page.locator('main')).last();
  await scope.locator('[data-date]').first().click();
  await scope.locator('[data-slot]').first().click();
}

export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('hindi journey');
  if (!app) throw new Error('the hindi journey spec needs the app to seed counsellors');
  const db = app.ctx.db;
  await seedCounselling(db);
  await addAcmeEmployee(db, {
    email: EMAIL,
    uniqueUserNo: 'FWE2EHINDI',
    firstName: 'Sunil',
    lastName: 'Yadav',
    phone: '9123400077',
  });
  const counsellor = (
    await db
      .selectFrom('counsellors')
      .select('id')
      .where('email', '=', 'counsellor@finwell.example')
      .executeTakeFirstOrThrow()
  ).id;

  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('the employee switches to हिन्दी in the header', async () => {
      await logInInHindi(page, baseUrl, EMAIL);
    });

    await step('computes a SIP in Hindi: ₹10,000 a month, 12 %, 20 years gives ₹99,91,479', async () => {
      await page.goto(`${baseUrl}/client/calculators/sip-calc`);
      for (const [field, value] of [
        ['monthlyInvestment', '10000'],
        ['annualReturnPct', '12'],
        ['years', '20'],
      ]) {
        const box = page.getByTestId(`input-${field}`);
        await box.fill(value);
      }
      await page.getByTestId('headline-value').filter({ hasText: '₹99,91,479' }).waitFor();
      const short = ((await page.getByTestId('headline-short').textContent()) ?? '').replace(/\u00a0/g, ' ');
      expect(short.includes('लाख'), `the short form reads in lakh (लाख): "${short}"`);
      const heading = (await page.locator('main h1').first().textContent()) ?? '';
      expect(DEVANAGARI.test(heading) || heading.includes('SIP'), `the calculator's heading is Hindi: "${heading}"`);
      const labels = await page.locator('main label').allTextContents();
      expect(
        labels.filter((l) => l.trim()).every((l) => DEVANAGARI.test(l)),
        `every field label is in Hindi: ${labels.join(' | ')}`,
      );
      await screenshot(page, 'hindi-journey-sip');
    });

    const before = (await outbox(baseUrl, EMAIL)).length;
    await step('books a free counselling session in Hindi and sees the Hindi confirmation', async () => {
      await page.goto(`${baseUrl}/client/counselling/counsellor-details?id=${counsellor}`);
      await page.locator('[data-price]').waitFor();
      await pickFirstSlot(page);
      await page.getByLabel(hi('counselling', 'fields.mobile')).fill('9123400077');
      await page.getByRole('button', { name: hi('counselling', 'details.bookFree') }).click();
      await page.getByRole('heading', { name: hi('counselling', 'details.confirmed') }).waitFor();
      await screenshot(page, 'hindi-journey-booked');
      await page.setViewportSize(MOBILE);
      // Measured once the page has laid itself out at the new width (two frames after the resize).
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(-4)
          .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').slice(0, 40)}"`),
      );
      expect(width <= MOBILE.width, `the confirmation fits a 390 px phone (document ${width}px): ${wide.join(' | ')}`);
      await screenshot(page, 'hindi-journey-booked-phone');
      await page.setViewportSize(DESKTOP);
    });

    await step('the confirmation e-mail and its calendar invite arrive in Hindi', async () => {
      const mails = await eventually(
        () => outbox(baseUrl, EMAIL),
        (m) => m.length > before,
        TIMEOUTS.mail,
      );
      expect(mails.length > before, 'a confirmation e-mail was sent');
      const mail = mails.find((m) => m.ics?.includes('METHOD:REQUEST'));
      expect(mail, `the confirmation carries a calendar invite (${mails.map((m) => m.subject).join(' | ')})`);
      expect(DEVANAGARI.test(mail.subject), `the subject is Hindi: "${mail.subject}"`);
      expect(DEVANAGARI.test(mail.text), 'the text is Hindi');
      const latin = (mail.subject.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !['FinWell', 'IST'].includes(w));
      expect(latin.length === 0, `no English words in the subject: ${latin.join(', ')}`);
      const summary = /SUMMARY[^:]*:(.*)/.exec(mail.ics ?? '')?.[1] ?? '';
      expect(DEVANAGARI.test(summary), `the invite's title is Hindi: "${summary}"`);
    });
  } finally {
    await context.close();
  }
}
