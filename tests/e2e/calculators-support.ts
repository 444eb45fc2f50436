import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from './harness.js';
import { adoptSession, DESKTOP, readOtp } from './helpers.js';

/** What the calculators specs share: the demo logins, an API login, a session tab and the index and page checks. */
export const ACME = 'employee@acme.example';
export const GLOBEX = 'employee@globex.example';
export const BAD_TEXT = /NaN|Infinity/;
/** Headline figures (SIPs, EMIs, corpora) are never negative on these pages' default and test inputs. */
export const NEGATIVE = /-₹|₹-|−₹/;

async function newestMailId(baseUrl: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const body = (await res.json()) as { data: Array<{ id: number }> };
  return body.data[0]?.id ?? 0;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; status_code: string; data: T };
  if (json.status !== 'success') throw new Error(`${url} answered ${json.status_code}`);
  return json.data;
}

/** Logs in through the API (OTP from the dev outbox), as the seed-through-the-API convention asks. */
export async function apiLogIn(baseUrl: string, email: string): Promise<string> {
  const before = await newestMailId(baseUrl, email);
  await postJson(`${baseUrl}/api/v1/request_login_otp`, { email });
  const otp = await readOtp(baseUrl, email, before);
  const login = await postJson<{ auth_token: string }>(`${baseUrl}/api/v1/verify_login_otp`, { email, otp });
  return login.auth_token;
}

/** A tab holding the session the way the browser keeps it (the session cookies), first-login popups already skipped. */
export async function sessionPage(
  browser: Browser,
  token: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(10_000);
  await adoptSession(context, token);
  return { context, page: await context.newPage() };
}

export const card = (page: Page, id: number) =>
  page.locator(`[data-testid="calculator-card"][data-calculator-id="${id}"]`);
export const headline = (page: Page) => page.getByTestId('headline-value');

export async function openIndex(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/client/calculators`);
  await page.getByTestId('calculator-card').first().waitFor();
}

export async function fieldError(page: Page, field: string): Promise<string> {
  const error = page.locator(`[data-field-error="${field}"]`);
  await error.waitFor();
  return (await error.textContent()) ?? '';
}

export async function expectCleanPage(page: Page, what: string): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(!BAD_TEXT.test(text), `${what} shows no NaN or Infinity (found "${BAD_TEXT.exec(text)?.[0]}")`);
  const figures = (
    await page.locator('[data-testid="headline-primary"], [data-testid="headline-stat"]').allInnerTexts()
  ).join(' | ');
  expect(!NEGATIVE.test(figures), `${what} shows no negative headline figure (${figures.slice(0, 200)})`);
}
