/**
 * Lighthouse (issue 38): the mobile performance score of the portal's first pages, in Debian's Chromium against the
 * embedded server on its production settings (demo data, the built client). Lighthouse's default configuration is a
 * phone (Moto G Power screen, 4x slower CPU, a slow 4G link simulated from the load's own trace), and every page is
 * opened in a fresh browser profile, so nothing is cached: what an employee opening a portal e-mail on a phone gets.
 * Aim: performance >= 90 on each page. Run: npm run build && npx tsx tests/bench/lighthouse.ts
 * (BENCH_LIGHTHOUSE_PAGES=/login,/client/home picks pages; BENCH_LIGHTHOUSE_RUNS=3 takes the median of three;
 * BENCH_LIGHTHOUSE_JSON=<folder> keeps each report).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CSRF_COOKIE, SESSION_COOKIE, csrfTokenFor } from '../../src/server/modules/auth/session-cookie.js';
import { startClientApp } from './bench-app.js';
import { FLAGS, logIn } from './landing-paint.js';

export const AIM = 90;
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
  '/login',
  '/public-counselling',
  '/client/home',
  '/client/calculators',
  '/client/calculators/sip-calc',
  '/client/learning-center',
];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1) || 1);

export type LighthouseRow = {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  verdict: 'met' | 'MISSED';
};

type Measured = Omit<LighthouseRow, 'page' | 'verdict'>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One page in a fresh profile; the employee's session cookie when the page is in the client area. */
async function audit(url: string, session: string | null): Promise<Measured | { error: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'finwell-lh-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // A page Chromium thinks is in the background may not paint (Lighthouse's NO_FCP): never treated as one.
    args: [
      ...FLAGS,
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
    ],
    userDataDir: profile,
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (session) {
      const domain = new URL(url).hostname;
      await browser.setCookie(
        { name: SESSION_COOKIE, value: session, domain, path: '/', httpOnly: true, sameSite: 'Lax' },
        { name: CSRF_COOKIE, value: csrfTokenFor(session), domain, path: '/', sameSite: 'Lax' },
      );
      // The demo employee has answered the first-login questions; this only keeps a dialog off the measured page.
      await page.evaluateOnNewDocument(() => localStorage.setItem('first_login_popups_dismissed', '1'));
    }
    // Lighthouse would clear the origin's storage (the cookie) before loading; the profile is new, so nothing is cached.
    const flow = await navigation(page, url, {
      flags: { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
    });
    const lhr = flow?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    // Lighthouse's own advice for a trace it could not read (NO_NAVSTART, NO_FCP) is to run again: the caller does.
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      const file = path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`);
      writeFileSync(file, JSON.stringify(lhr));
    }
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (finalUrl.pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl.pathname}`);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(num('first-contentful-paint')),
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Number(num('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchLighthouse(): Promise<LighthouseRow[]> {
  const { base, close } = await startClientApp('lh');
  const rows: LighthouseRow[] = [];
  try {
    const employee = await logIn(base, 'employee@acme.example');
    for (const route of PAGES) {
      const runs: Measured[] = [];
      for (let tries = 0; runs.length < RUNS; tries++) {
        const r = await audit(`${base}${route}`, route.startsWith('/client') ? employee : null);
        if ('score' in r) runs.push(r);
        else if (tries >= RUNS + 3) throw new Error(`${route}: ${r.error}`);
      }
      const score = median(runs.map((r) => r.score));
      const mid = runs.find((r) => r.score === score)!;
      rows.push({ page: route, ...mid, verdict: score >= AIM ? 'met' : 'MISSED' });
    }
    return rows;
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchLighthouse()) console.log(JSON.stringify(r));
}
