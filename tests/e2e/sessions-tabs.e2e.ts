import { sql } from 'kysely';
import { clearSessionCache } from '../../src/server/modules/auth/session.js';
import type { Page } from 'playwright-core';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { logIn, newPage, outbox, readOtp, sessionTokenOf, skipFirstLoginPopups } from './helpers.js';

const EMAIL = 'hr@acme.example';
const DEEP_LINK = '/client/calculators';

/** Whether a tab shows the signed-in shell at `path` (not bounced to /login). */
async function expectSignedInAt(page: Page, path: string): Promise<void> {
  await page.getByTestId('profile-menu-button').waitFor();
  const url = new URL(page.url());
  expect(url.pathname + url.search === path, `the tab stays at ${path} (got ${url.pathname}${url.search})`);
}

/** Signs in on the login page a tab was sent to, and checks it returns to the deep link it was on. */
async function signInAgain(tab: Page, baseUrl: string): Promise<void> {
  await tab.locator('#login-email').fill(EMAIL);
  const before = (await outbox(baseUrl, EMAIL, 1))[0]?.id ?? 0;
  await tab.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await readOtp(baseUrl, EMAIL, before);
  await tab.locator('#login-otp').fill(otp);
  await tab.getByRole('button', { name: 'Log in', exact: true }).click();
  await tab.waitForURL((u) => u.pathname === DEEP_LINK);
  await skipFirstLoginPopups(tab);
  await expectSignedInAt(tab, DEEP_LINK);
}

/** A state-changing call the way the page makes it: the session cookie goes by itself, the CSRF token in its header. */
function pageCall(page: Page, method: 'POST' | 'DELETE', path: string): Promise<number> {
  return page.evaluate(
    async ([m, p]) => {
      const csrf = /(?:^|;\s*)(?:__Host-)?fw_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/v1${p}`, { method: m, headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
      return res.status;
    },
    [method, path] as const,
  );
}

/**
 * Issue 30 (docs/security.md "Browser sessions"): one sign-in serves every tab of the browser and the links of
 * portal e-mails; a logout in one tab signs the others out within a second; a tab that timed out says so politely
 * and returns to where the person was after signing in again.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('sessions across tabs');
  const { context, page } = await newPage(browser);
  let deep: Page | null = null;
  let fromMail: Page | null = null;
  let mailPath = '';
  try {
    await step('sign in once; the session is in an HttpOnly cookie, not in the page’s storage', async () => {
      await logIn(page, baseUrl, EMAIL);
      await skipFirstLoginPopups(page);
      const token = await sessionTokenOf(context);
      expect(token && token.length > 20, 'the session cookie is set');
      const session = (await context.cookies()).find((c) => c.name === 'fw_session');
      expect(
        session?.httpOnly === true && session.sameSite === 'Lax',
        'the session cookie is HttpOnly and SameSite=Lax',
      );
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      );
      expect(!stored.includes(token), 'no script-readable storage holds the session token');
      expect(!(await page.evaluate(() => document.cookie)).includes(token), 'document.cookie does not show it');
    });

    await step('a second tab opened at a deep link is signed in', async () => {
      deep = await context.newPage();
      await deep.goto(`${baseUrl}${DEEP_LINK}`);
      await expectSignedInAt(deep, DEEP_LINK);
    });

    await step('a link taken from a portal e-mail opens signed in', async () => {
      const before = (await outbox(baseUrl, EMAIL, 1))[0]?.id ?? 0;
      // Ask for the account's deletion (cancelled below): its confirmation mail links to My profile.
      expect((await pageCall(page, 'POST', '/my-data/deletion-request')) < 300, 'the deletion request was accepted');
      let link: string | undefined;
      for (let i = 0; i < 50 && !link; i++) {
        const mail = (await outbox(baseUrl, EMAIL, 5)).find(
          (m) => m.id > before && /\/client\/my-profile/.test(m.text),
        );
        link = mail ? /https?:\/\/\S+\/client\/my-profile\S*/.exec(mail.text)?.[0] : undefined;
        if (!link) await new Promise((r) => setTimeout(r, 100));
      }
      expect(link, 'the deletion mail carries a link to My profile');
      // The mail names the configured PUBLIC_URL; the test server listens elsewhere, so its path is opened here.
      const url = new URL(link!);
      mailPath = url.pathname + url.search;
      fromMail = await context.newPage();
      await fromMail.goto(`${baseUrl}${mailPath}`);
      await expectSignedInAt(fromMail, mailPath);
      await fromMail.getByTestId('sessions-section').waitFor();
      await screenshot(fromMail, 'sessions-my-profile');
      expect((await pageCall(page, 'DELETE', '/my-data/deletion-request')) < 300, 'the deletion request is cancelled');
    });

    await step('a call from another origin with the session cookie is refused (E-10630)', async () => {
      const res = await page.request.post(`${baseUrl}/api/v1/logout`, {
        headers: { origin: 'https://evil.example', 'x-csrf-token': 'guess' },
      });
      expect(res.status() === 403, `refused with 403 (got ${res.status()})`);
      expect(((await res.json()) as { status_code: string }).status_code === 'E-10630', 'with E-10630');
      expect(!!(await sessionTokenOf(context)), 'the session is still there');
    });

    await step('logging out in one tab sends the other tabs to /login within a second', async () => {
      await page.bringToFront();
      await page.getByTestId('profile-menu-button').click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout'));
      await page.getByRole('dialog', { name: 'Log out of FinWell?' }).getByRole('button', { name: 'Log out' }).click();
      await loggedOut;
      const started = Date.now();
      await Promise.all([
        deep!.waitForURL((u) => u.pathname === '/login', { timeout: 1000 }),
        fromMail!.waitForURL((u) => u.pathname === '/login', { timeout: 1000 }),
      ]);
      const ms = Date.now() - started;
      expect(ms < 1000, `both tabs reached /login ${ms} ms after the logout`);
      await deep!.getByTestId('login-notice').filter({ hasText: 'You logged out in another tab' }).waitFor();
      expect((await sessionTokenOf(context)) === null, 'the session cookie is gone');
      await screenshot(deep!, 'sessions-other-tab-signed-out');
    });

    await step('signing in again in that tab returns to the deep link it was on', async () => {
      await signInAgain(deep!, baseUrl);
    });

    await step('a tab left open past the idle time-out says so politely and brings the person back', async () => {
      if (!app) return;
      const token = await sessionTokenOf(context);
      // 31 minutes without activity (Acme's session_time_out_duration is 30).
      await sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL
        AND user_id = (SELECT id FROM users WHERE email = ${EMAIL})`.execute(app.ctx.db);
      // The server (in this process) may hold the session resolved a moment ago (SESSION_CACHE_MS): as if it expired.
      clearSessionCache();
      expect(!!token, 'signed in again');
      // The tab checks its session once a minute and when it is shown again: show it.
      await deep!.bringToFront();
      await deep!.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await deep!.waitForURL((u) => u.pathname === '/login');
      const notice = deep!.getByTestId('login-notice');
      await notice.filter({ hasText: 'You were signed out after 30 minutes of inactivity' }).waitFor();
      await screenshot(deep!, 'sessions-idle-notice');
      await deep!.setViewportSize({ width: 390, height: 844 });
      await screenshot(deep!, 'sessions-idle-notice-mobile');
      await signInAgain(deep!, baseUrl);
    });
  } finally {
    await context.close();
  }
}
