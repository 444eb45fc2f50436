import type { Locator, Page } from 'playwright-core';
import { seedCounselling } from '../../src/server/modules/counselling/seed.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { scaled } from './timing.js';
import { DESKTOP, MOBILE, newPage } from './helpers.js';

/**
 * Issue 20: a visitor books a counselling session the way a person does, at 1366x900 and 390x844,
 * clicking only what is on the screen. Each click scrolls the page vertically (as a person
 * scrolls), never sideways, then asserts the element lies inside the viewport before pressing it
 * with the mouse at its centre; Playwright's own click would scroll hidden elements into view.
 */
async function clickOnScreen(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor({ state: 'visible' });
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - window.innerHeight / 2 + r.height / 2);
  });
  const box = await target.boundingBox();
  const view = page.viewportSize();
  expect(box && view, `${what} has a box`);
  const scrollX = await page.evaluate(() => window.scrollX);
  expect(scrollX === 0, `the page is not scrolled sideways (scrollX ${scrollX})`);
  expect(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height,
    `${what} is inside the ${view.width}x${view.height} viewport (box ${JSON.stringify(box)})`,
  );
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function typeInto(page: Page, field: Locator, what: string, value: string): Promise<void> {
  await clickOnScreen(page, field, what);
  await page.keyboard.type(value);
}

export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('booking-on-screen');
  if (app) await seedCounselling(app.ctx.db);
  for (const [i, viewport] of [DESKTOP, MOBILE].entries()) {
    const size = `${viewport.width}x${viewport.height}`;
    const { context, page } = await newPage(browser, viewport);
    try {
      await step(`${size}: a visitor books and pays by clicking only on-screen elements`, async () => {
        await page.goto(`${baseUrl}/public-counselling`);
        const card = page.locator('[data-counsellor-id]').nth(i);
        await card.waitFor({ timeout: scaled(20_000) });
        const name = ((await card.locator('h3').textContent()) ?? '').trim();
        await clickOnScreen(page, card.getByRole('link', { name: `View & book ${name}` }), 'View & book');
        await page.waitForURL('**/public-counselling/counsellor-details?id=*');
        await page.getByRole('heading', { name, level: 1 }).waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width <= viewport.width, `the details page fits (${width}px in ${viewport.width}px)`);

        await clickOnScreen(page, page.locator('[data-date]').first(), 'the first date');
        await clickOnScreen(page, page.locator('[data-slot]').first(), 'the first slot');
        await typeInto(page, page.getByLabel('First name'), 'First name', 'Meera');
        await typeInto(page, page.getByLabel('Last name'), 'Last name', 'Iyer');
        await typeInto(page, page.getByLabel('E-mail'), 'E-mail', `meera.${viewport.width}@example.com`);
        await typeInto(page, page.getByLabel('Mobile number'), 'Mobile number', '9123456781');
        await screenshot(page, `booking-on-screen-${viewport.width}`, { fullPage: false });
        await clickOnScreen(page, page.getByRole('button', { name: 'Book and pay' }), 'the Book button');
        await page.waitForURL('**/payments/sandbox/checkout/**');
        await clickOnScreen(page, page.getByRole('button', { name: /^Pay ₹/ }), 'the Pay button');
        await page.waitForURL('**/public-counselling?booking=*');
        await page.getByText('Your session is confirmed').waitFor();
      });
    } finally {
      await context.close();
    }
  }
}
