import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Db } from '../../src/server/db/index.js';
import { CSRF_COOKIE, csrfTokenFor, SESSION_COOKIE } from '../../src/server/modules/auth/session-cookie.js';
import { expect } from './harness.js';
import { TIMEOUTS, scaled } from './timing.js';

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };
/** The host the e2e and bench servers listen on (tests/e2e/run.ts); cookies ignore the port. */
export const E2E_ORIGIN = 'http://127.0.0.1';

/** A mail in the dev outbox (GET /api/dev/outbox), newest first. */
export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  ics: string | null;
  headers: Record<string, string> | null;
};

/** The newest `limit` mails to `to`, newest first. */
export async function outbox(baseUrl: string, to: string, limit = 100): Promise<OutboxMail[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=${limit}`);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

async function newestMail(baseUrl: string, email: string): Promise<OutboxMail | undefined> {
  return (await outbox(baseUrl, email, 1))[0];
}

/** Waits for an OTP e-mail newer than `afterId` and reads the 6-digit code from it. */
export async function readOtp(baseUrl: string, email: string, afterId: number): Promise<string> {
  const until = Date.now() + TIMEOUTS.mail;
  while (Date.now() < until) {
    const mail = await newestMail(baseUrl, email);
    if (mail && mail.id > afterId) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      expect(code, `the OTP e-mail to ${email} contains a 6-digit code`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP e-mail arrived for ${email}`);
}

/**
 * Gives a browser context the session of a token the way the server's login does (docs/security.md "Browser
 * sessions"): the HttpOnly session cookie and the readable CSRF cookie, so every tab of the context is signed in.
 * The first-login popups are marked skipped unless `popups`.
 */
export async function adoptSession(
  context: BrowserContext,
  token: string,
  opts: { popups?: boolean; baseUrl?: string } = {},
): Promise<void> {
  // A cookie is not tied to a port: the host of the e2e server (run.ts) is enough.
  const baseUrl = opts.baseUrl ?? E2E_ORIGIN;
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: CSRF_COOKIE, value: csrfTokenFor(token), url: baseUrl, sameSite: 'Lax' },
  ]);
  if (!opts.popups)
    await context.addInitScript(() => {
      try {
        localStorage.setItem('first_login_popups_dismissed', '1');
      } catch {
        // A frame without storage (the PDF viewer's) has no popups either.
      }
    });
}

/** The session token a context's login left in its (HttpOnly) session cookie, for calling the API as that person. */
export async function sessionTokenOf(context: BrowserContext): Promise<string | null> {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(TIMEOUTS.action);
  context.setDefaultNavigationTimeout(TIMEOUTS.navigation);
  const page = await context.newPage();
  return { context, page };
}

/** Asks for an OTP on the login page and returns once the OTP step shows. */
export async function requestOtp(page: Page, baseUrl: string, email: string): Promise<number> {
  const before = (await newestMail(baseUrl, email))?.id ?? 0;
  await page.goto(`${baseUrl}/login`);
  await page.locator('#login-email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter OTP to Log in' }).waitFor();
  return before;
}

/** The session-code prompt that follows a login into /client (docs/commerce.md "Session code"). */
export const SESSION_CODE_PROMPT = 'Do you have a session code?';

/** Whether the client asked to show the session-code prompt after this login (its session-code/prompt answer). */
function promptAnswer(page: Page): Promise<boolean> {
  return page
    .waitForResponse((r) => r.url().includes('/api/v1/session-code/prompt'), { timeout: scaled(15_000) })
    .then(async (r) => ((await r.json()) as { data?: { ask?: boolean } }).data?.ask === true)
    .catch(() => false);
}

/** Presses Skip on the session-code prompt. */
export async function skipSessionCodePrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: SESSION_CODE_PROMPT });
  await prompt.getByRole('button', { name: 'Skip', exact: true }).click();
  await prompt.waitFor({ state: 'detached' });
}

/**
 * Logs in the way a person does: e-mail, the code from the (dev) outbox, "Log in". The session-code prompt
 * that follows a login is skipped unless `keepSessionCodePrompt` (the commerce spec answers it itself).
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  email: string,
  opts: { keepSessionCodePrompt?: boolean } = {},
): Promise<void> {
  const before = await requestOtp(page, baseUrl, email);
  const otp = await readOtp(baseUrl, email, before);
  await page.locator('#login-otp').fill(otp);
  const asked = promptAnswer(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (opts.keepSessionCodePrompt || !new URL(page.url()).pathname.startsWith('/client')) return;
  if (await asked) await skipSessionCodePrompt(page);
}

/**
 * Skips the session-code prompt and the first-login popups (preferences, age range, consent) when this login owes
 * them. Decided from the state the client decides from, not by waiting a while for a dialog: the tab is marked
 * `session_code_prompt: pending` from the login until the prompt is answered or the server said not to ask, and
 * the popups follow it when the profile lacks preferences or an age range, or a new user has not consented.
 * Both live only in the client area (ClientLayout).
 */
export async function skipFirstLoginPopups(page: Page): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/client')) return;
  const prompt = page.getByRole('dialog', { name: SESSION_CODE_PROMPT });
  await page.waitForFunction(
    () => sessionStorage.getItem('session_code_prompt') !== 'pending' || document.querySelector('[role="dialog"]'),
  );
  if ((await prompt.count()) > 0) {
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
  }
  const owed = await page.evaluate(async () => {
    if (localStorage.getItem('first_login_popups_dismissed') === '1') return false;
    // The session cookie goes with the request (same origin).
    const res = await fetch('/api/v1/user-profile');
    if (!res.ok) return false;
    const user = (
      (await res.json()) as {
        data: { preferences: unknown[]; age_range: number | null; is_new_user: boolean; consent_at: string | null };
      }
    ).data;
    return user.preferences.length === 0 || user.age_range === null || (user.is_new_user && user.consent_at === null);
  });
  if (!owed) return;
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  // Escape is "Skip for now": it hides every remaining popup for this tab.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

export async function textOf(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent()) ?? '';
}

/** The route guard let `path` through: the URL stayed, no refusal shows, and a page (or its "being prepared" state) rendered. */
export async function expectAllowed(page: Page, path: string): Promise<void> {
  await page.locator('main h1, [data-testid="section-preparing"]').first().waitFor();
  expect(new URL(page.url()).pathname === path, `the URL stays on ${path} (now ${page.url()})`);
  expect((await page.getByTestId('refusal-notice').count()) === 0, `no refusal is shown on ${path}`);
}

/** Waits (at most the scaled poll limit each) for a page's heading or "being prepared" state and for no `aria-busy` region left. */
export async function waitForPageContent(page: Page): Promise<void> {
  // Polled on every animation frame: a locator's waitFor backs off to 500 ms between tries, which cost the route
  // sweep about half a second a page after the heading was already there.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('main h1, main h2, [data-testid="section-preparing"]')].some((el) =>
          el.checkVisibility(),
        ),
      null,
      { timeout: TIMEOUTS.poll },
    )
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: TIMEOUTS.poll })
    .catch(() => undefined);
}

/**
 * Adds an Acme employee with their own account (a spec that changes or deletes a person must not use a demo user other
 * specs sign in as): the demo employee's company and package, onboarding done. Answers the new user's and company's ids.
 */
export async function addAcmeEmployee(
  db: Db,
  person: { email: string; uniqueUserNo: string; firstName: string; lastName: string; phone: string },
): Promise<{ id: number; companyId: number }> {
  const acme = await db
    .selectFrom('users')
    .select(['company_id', 'package_id'])
    .where('email', '=', 'employee@acme.example')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      unique_user_no: person.uniqueUserNo,
      email: person.email,
      user_type: 4,
      company_id: acme.company_id,
      package_id: acme.package_id,
      first_name: person.firstName,
      last_name: person.lastName,
      phone_number: person.phone,
      age_range: 2,
      preferences: [1],
      country: 'India',
      consent_at: new Date(),
      is_new_user: false,
      status: 1,
      extra: '{}',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, companyId: acme.company_id! };
}
