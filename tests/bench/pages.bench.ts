import { benchBundle } from './bundle-size.js';
import { benchCalculatorPages } from './calculator-pages.js';
import { benchLandingPaint } from './landing-paint.js';
import { AIM as CLS_AIM, benchLayoutShift } from './layout-shift.js';
import { AIM as LIGHTHOUSE_AIM, benchLighthouse } from './lighthouse.js';

/**
 * Browser-side figures, printed by `npm run bench` (which builds the client first): the employee
 * entry's gzip size and where the admin-only libraries live, the time from navigation to the last
 * widget painted on a 12-widget home page, and time-to-interactive of the calculators index and a
 * calculator page, the layout shift of the employee's main pages at desktop and phone size, and Lighthouse's mobile
 * performance score of the first pages (tests/bench/lighthouse.ts), all in Debian's Chromium against the embedded server.
 */
export async function benchPages(): Promise<Record<string, number | string>> {
  const bundle = await benchBundle();
  const paint = await benchLandingPaint();
  const calc = await benchCalculatorPages();
  const out: Record<string, number | string> = {
    'bundle (details printed above)': bundle ? 'measured' : 'missing',
    '12-widget home: median ms to last widget painted': paint.medianMs,
    '12-widget home: home-page request median ms': paint.homePageRequestMedianMs,
  };
  for (const t of calc) out[`${t.page}: interactive median ms (aim 1000)`] = t.interactiveMedianMs;
  for (const r of await benchLayoutShift()) out[`${r.page} at ${r.size}: layout shift (aim < ${CLS_AIM})`] = r.cls;
  for (const r of await benchLighthouse()) {
    out[`${r.page}: Lighthouse mobile performance (aim >= ${LIGHTHOUSE_AIM})`] = r.score;
    out[`${r.page}: Lighthouse FCP / LCP / TBT ms`] = `${r.fcpMs} / ${r.lcpMs} / ${r.tbtMs}`;
  }
  return out;
}
