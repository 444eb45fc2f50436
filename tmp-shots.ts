import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { build } from './src/server/app.js';
import { logIn, skipFirstLoginPopups, newPage, DESKTOP, MOBILE } from './tests/e2e/helpers.js';

const out = '/tmp/designer-shots';
const app = await build({
  logger: false,
  config: {
    dataDir: mkdtempSync(path.join(tmpdir(), 'finwell-shots-')),
    port: 0,
    nodeEnv: 'test',
    serveClient: true,
    rateLimits: {
      otpPerIpPerMinute: 10_000, otpSendsPerEmailPerHour: 1_000, otpResendCooldownSeconds: 1,
      userPerWindow: 1_000_000, anonPerWindow: 1_000_000, windowSeconds: 60, publicWritePerMinute: 30, webhookPerMinute: 600,
    },
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const which = process.argv.slice(2);
try {
  for (const [name, vp] of [['desktop', DESKTOP], ['phone', MOBILE]] as const) {
    if (which.length && !which.includes(name)) continue;
    const emp = await newPage(browser, vp);
    await logIn(emp.page, baseUrl, 'employee@acme.example');
    await skipFirstLoginPopups(emp.page);
    await emp.page.goto(`${baseUrl}/client/home`);
    await emp.page.locator('[data-landing-grid] > [data-widget-id]').first().waitFor();
    await emp.page.waitForFunction(() => document.querySelectorAll('[aria-label="Loading section"]').length === 0);
    await emp.page.screenshot({ path: `${out}/home-${name}.png`, fullPage: true });
    const adm = await newPage(browser, vp);
    await logIn(adm.page, baseUrl, 'admin@finwell.example');
    await adm.page.goto(`${baseUrl}/admin/create-landing-page?company=2`);
    await adm.page.locator('.designer-canvas [data-widget-id]').first().waitFor();
    await adm.page.screenshot({ path: `${out}/designer-${name}.png`, fullPage: true });
    await adm.page.locator('[data-palette-type="rich_text"]').click();
    await adm.page.screenshot({ path: `${out}/designer-added-${name}.png`, fullPage: true });
    await adm.page.getByRole('tab', { name: 'Preview' }).click();
    await adm.page.getByRole('button', { name: 'Phone' }).click();
    await adm.page.locator('[data-landing-grid] [data-widget-id]').first().waitFor();
    await adm.page.waitForTimeout(1500);
    await adm.page.screenshot({ path: `${out}/preview-phone-${name}.png`, fullPage: true });
    await emp.context.close();
    await adm.context.close();
  }
} finally {
  await browser.close();
  await app.close();
}
