import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from './harness.js';
import { adoptSession, DESKTOP, readOtp } from './helpers.js';

/**
 * What the mutual-fund specs share: the demo logins and page paths, an API login and session tab, scheme pickers,
 * the settled result, the in-page refusal check and the calculator API the figures are checked against.
 */
export const ACME = 'employee@acme.example';
export const GLOBEX = 'employee@globex.example';
export const page16 = '/client/calculators/rolling-vs-category-calc';
export const page17 = '/client/calculators/rolling-vs-benchmark-calc';
export const page18 = '/client/calculators/mutual-fund-portfolio-overlap-calc';
export const page19 = '/client/calculators/mutual-fund-swp-calc';
export const page25 = '/client/calculators/etf-corner';
export const page26 = '/client/calculators/compare-mutual-funds';

/** Logs in through the API (OTP from the dev outbox) and answers the auth token. */
export async function apiLogIn(baseUrl: string, email: string): Promise<string> {
  const newest = async () => {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    return ((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { status: string; status_code: string; data: T };
    if (json.status !== 'success') throw new Error(`${path}: ${json.status_code}`);
    return json.data;
  };
  const before = await newest();
  await post('request_login_otp', { email });
  const otp = await readOtp(baseUrl, email, before);
  return (await post<{ auth_token: string }>('verify_login_otp', { email, otp })).auth_token;
}

export async function openSession(
  browser: Browser,
  token: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(20_000);
  await adoptSession(context, token);
  return { context, page: await context.newPage() };
}

/** Types into a labelled combobox and picks the option whose text matches. */
export async function pickOption(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  const choice = page.getByRole('option', { name: option }).first();
  await choice.waitFor();
  await choice.click();
}

/** The result of the current inputs (not a dimmed earlier one). */
export async function settledResult(page: Page, inputs: Record<string, string | number> = {}): Promise<void> {
  // The page re-renders a moment after a click or keystroke, so "not updating" alone can still be
  // the earlier answer: when the step changed an input, wait for an answer to those inputs.
  await page.waitForFunction((want) => {
    const el = document.querySelector('[data-testid="mf-result"]');
    if (!el || el.hasAttribute('data-updating')) return false;
    const query = JSON.parse(el.getAttribute('data-query') ?? '{}') as Record<string, unknown>;
    return Object.entries(want).every(([k, v]) => String(query[k]) === String(v));
  }, inputs);
}

export async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export async function expectRefusal(page: Page, code: string, what: string): Promise<string> {
  const error = page.getByTestId('mf-error');
  await error.waitFor();
  const shown = await textOf(page, 'mf-error-code');
  expect(shown === code, `${what}: the page shows ${code} (got ${shown})`);
  expect((await page.getByTestId('mf-error-hint').count()) === 1, `${what}: the page says what to try`);
  expect((await page.getByTestId('mf-chart').count()) === 0, `${what}: no empty chart is drawn`);
  return ((await error.textContent()) ?? '').replace(/\s+/g, ' ');
}

export function pct(x: number): string {
  return `${(Math.round(x * 10_000) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/** The calculator API as the logged-in employee (the figures a page must show). */
export function calculatorApi(baseUrl: string, token: string) {
  return async <T>(name: string, query: Record<string, string | number>): Promise<T> => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${baseUrl}/api/v1/calculator/${name}?${qs}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: T }).data;
  };
}
