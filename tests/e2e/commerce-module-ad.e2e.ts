import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';

/**
 * A package's module ad (docs/reports.md "Ads"): shown on the section's first page only, its view recorded, a click
 * logged and the link opened in a new tab 500 ms later, and the ad fitting a phone.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('commerce-module-ad');

  await step(
    "a package's module ad shows on the section's first page; a click is logged and opens 500 ms later",
    async () => {
      if (!app) throw new Error('the e2e runner passes the app');
      const db = app.ctx.db;
      // The ad image is a checked upload of the portal (/files/uploads/...), made here.
      const dir = path.join(app.ctx.config.dataDir, 'uploads', 'ads');
      const imageName = `${randomBytes(12).toString('hex')}.png`;
      mkdirSync(dir, { recursive: true });
      await sharp({ create: { width: 1200, height: 200, channels: 3, background: '#0f766e' } })
        .png()
        .toFile(path.join(dir, imageName));
      const retail = await db
        .selectFrom('packages')
        .select(['id', 'modules'])
        .where('name', '=', 'Retail Plus')
        .executeTakeFirstOrThrow();
      const original = JSON.stringify(retail.modules);
      const adUrl = 'https://partner.example/calculator-offer';
      const withAd = retail.modules.map((m) =>
        m.module_id === 2 ? { ...m, ad_image: `/files/uploads/ads/${imageName}`, ad_url: adUrl } : m,
      );
      await db
        .updateTable('packages')
        .set({ modules: JSON.stringify(withAd) })
        .where('id', '=', retail.id)
        .execute();
      const { context, page } = await newPage(browser, DESKTOP);
      try {
        await logIn(page, baseUrl, 'paid@example.com');
        await skipFirstLoginPopups(page);
        await page.goto(`${baseUrl}/client/calculators`);
        const ad = page.getByTestId('module-ad');
        await ad.waitFor();
        expect((await ad.getAttribute('data-module-id')) === '2', 'the calculators ad of the package');
        const loaded = await eventually(
          () => ad.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
          (w) => w > 0,
        );
        expect(loaded === 1200, `the ad image loads (${loaded} px wide)`);
        await screenshot(page, 'module-ad-desktop', { fullPage: false });
        const user = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'paid@example.com')
          .executeTakeFirstOrThrow();
        // The ad was on screen: its view is sent in a batch a second later (docs/reports.md "Ads").
        const views = await eventually(
          async () =>
            Number(
              (
                await db
                  .selectFrom('ad_views')
                  .select(db.fn.countAll<number>().as('n'))
                  .where('user_id', '=', user.id)
                  .where('module_id', '=', 2)
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          (n) => n >= 1,
        );
        expect(views >= 1, `the ad's view is recorded (${views})`);
        const clicks = () =>
          db
            .selectFrom('user_activity')
            .select(db.fn.countAll<number>().as('n'))
            .where('user_id', '=', user.id)
            .where('action_id', '=', 11)
            .where('ad_category_id', '=', 2)
            .where('ad_feature_id', 'is', null)
            .executeTakeFirstOrThrow()
            .then((r) => Number(r.n));
        const before = await clicks();
        // The new tab is stopped at the network: the test machine has no way out, and only the address matters.
        await context.route('https://partner.example/**', (route) => route.fulfill({ body: 'partner page' }));
        const started = Date.now();
        const [popup] = await Promise.all([context.waitForEvent('page'), ad.getByRole('link').click()]);
        const waited = Date.now() - started;
        expect(popup.url() === adUrl, `the ad opens its link in a new tab (${popup.url()})`);
        expect(waited >= 450, `the ad opens after the 500 ms delay (${waited} ms)`);
        await new Promise((r) => setTimeout(r, 300));
        expect(page.url().startsWith(baseUrl), `the portal stays open in its own tab (${page.url()})`);
        const after = await eventually(clicks, (n) => n === before + 1);
        expect(
          after === before + 1,
          `the click is logged once with the module as ad_category_id (${before} -> ${after})`,
        );
        // Only the section's first page: a calculator itself shows no ad.
        await page.goto(`${baseUrl}/client/calculators/sip-calc`);
        await page.getByTestId('calculator-page').waitFor();
        expect((await page.getByTestId('module-ad').count()) === 0, 'no ad on a calculator page');
        await page.setViewportSize(MOBILE);
        await page.goto(`${baseUrl}/client/calculators`);
        await ad.waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width <= MOBILE.width, `the ad fits a phone (page ${width} px wide)`);
        await screenshot(page, 'module-ad-phone', { fullPage: false });
      } finally {
        await db.updateTable('packages').set({ modules: original }).where('id', '=', retail.id).execute();
        await context.close();
      }
    },
  );
}
