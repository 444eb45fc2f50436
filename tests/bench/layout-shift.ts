/**
 * Layout shift (issue 34, "pages that jump"): the cumulative layout shift (CLS, the sum of `layout-shift` entries
 * without recent input) of the employee's main pages from navigation until the network is idle and a second more,
 * at 1366x900 and 390x844, in Debian's Chromium against the embedded server (demo data, the built client). Aim: < 0.1
 * on every page (Lighthouse's "good"). Run: npm run build && npx tsx tests/bench/layout-shift.ts.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startClientApp } from './bench-app.js';
import { adoptSession } from '../e2e/helpers.js';
import { FLAGS, logIn } from './landing-paint.js';

const PAGES = process.env.BENCH_CLS_PAGES?.split(',') ?? [
  '/client/home',
  '/client/learning-center',
  '/client/calculators',
  '/client/webinars',
  '/client/knowledgebase',
];
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
export const AIM = 0.1;

export async function benchLayoutShift(): Promise<Array<Record<string, string | number>>> {
  const { base, close } = await startClientApp('cls');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
  const rows: Array<Record<string, string | number>> = [];
  try {
    const employee = await logIn(base, 'employee@acme.example');
    for (const size of SIZES) {
      for (const route of PAGES) {
        const context = await browser.newContext({ viewport: size, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
        await adoptSession(context, employee, { baseUrl: base });
        await context.addInitScript(() => {
          const w = window as unknown as { __cls: number };
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) w.__cls += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        await page.goto(`${base}${route}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        rows.push({ page: route, size: size.name, cls: Number(cls.toFixed(3)), verdict: cls < AIM ? 'met' : 'MISSED' });
        await context.close();
      }
    }
    return rows;
  } finally {
    await browser.close();
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchLayoutShift()) console.log(JSON.stringify(r));
}
