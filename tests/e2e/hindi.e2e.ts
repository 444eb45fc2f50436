import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkClientRoute, type GuardUser } from '../../src/shared/route-guard.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import {
  DESKTOP,
  MOBILE,
  logIn,
  newPage,
  sessionTokenOf,
  skipFirstLoginPopups,
  waitForPageContent,
} from './helpers.js';
import { loadAppRoutes, routePatterns } from './route-check.js';

/**
 * Hindi (docs/i18n.md): a visitor whose device chose Hindi sees the login page in Hindi; an employee switches with
 * the header's button, the choice is saved to the account and survives a reload, and every client route the
 * employee may open renders from the Hindi catalogue: `<html lang="hi-IN">`, no catalogue key shown raw (a key the
 * catalogue lacks), and the shell (header, navigation, footer) without a Latin word outside the allow-list
 * (src/i18n/hindi-latin-allow.json) anywhere on the page. Admin-authored content without a Hindi version is shown in
 * English marked `lang="en-IN"` (screen readers switch voice), and names are marked `translate="no"`: both are
 * skipped; any other Latin word fails the route.
 */
const ALLOWED = new Set(
  (JSON.parse(readFileSync('src/i18n/hindi-latin-allow.json', 'utf8')) as { words: string[] }).words.map((w) =>
    w.toLowerCase(),
  ),
);
// The logo sets the brand as "Fin" + "Well" in two spans.
ALLOWED.add('fin').add('well');
const EMPLOYEE = 'employee@acme.example';

export type Findings = {
  lang: string;
  rawKeys: string[];
  shellLatin: string[];
  pageLatin: string[];
  /** Where each text with a Latin word in the page is: `<tag data-testid|class> "text"`, for the failure message. */
  pageLatinWhere: string[];
};

/**
 * Runs in the page: the document language, raw keys and the Latin words of the shell and of the page. `ignore`
 * (optional) removes codes that are not words before the check, such as the sections of an Act ("80CCD(1B)").
 */
export async function findings(page: Page, ignore?: RegExp): Promise<Findings> {
  const found = await page.evaluate(() => {
    const rawKeys: string[] = [];
    const shell: string[] = [];
    const rest: string[] = [];
    const where: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').trim();
      if (!el || !text) continue;
      // Code, user input and content marked as another language (an English fallback) are not the portal's words.
      // Names (translate="no": a person, a company) are not words to translate either.
      if (el.closest('script, style, noscript, code, pre, textarea, [lang^="en"], [translate="no"], [data-error-code]'))
        continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+){1,4}$/.test(text)) rawKeys.push(text);
      if (el.closest('header, footer, nav') && !el.closest('main')) shell.push(text);
      else {
        rest.push(text);
        const tagged = el.closest('[data-testid]');
        const hint = tagged ? `[${tagged.getAttribute('data-testid')}]` : `.${el.className.toString().slice(0, 40)}`;
        where.push(`<${el.tagName.toLowerCase()}${hint}> "${text.slice(0, 60)}"`);
      }
    }
    return { lang: document.documentElement.lang, rawKeys, shell, rest, where };
  });
  const words = (t: string) =>
    (
      t
        .replace(/\S+@\S+|https?:\/\/\S+/g, '')
        .replace(ignore ?? /$^/g, '')
        .match(/[A-Za-z][A-Za-z'’]*/g) ?? []
    ).filter((w) => !ALLOWED.has(w.toLowerCase()));
  const latin = (texts: string[]) => [...new Set(texts.flatMap(words))].sort();
  return {
    lang: found.lang,
    rawKeys: found.rawKeys,
    shellLatin: latin(found.shell),
    pageLatin: latin(found.rest),
    pageLatinWhere: [...new Set(found.where.filter((_, i) => words(found.rest[i]).length > 0))],
  };
}

/** Signs `email` in, past the first-login pop-ups, and switches the portal to हिन्दी in the header. */
export async function logInInHindi(page: Page, baseUrl: string, email: string) {
  await logIn(page, baseUrl, email);
  await skipFirstLoginPopups(page);
  await page.evaluate(() => localStorage.setItem('first_login_popups_dismissed', '1'));
  await page.getByTestId('language-switcher').click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
}

/** Other specs sign these accounts in: never leave one in Hindi (the account's saved locale back to en-IN). */
export async function leaveInEnglish(page: Page, baseUrl: string, token: () => Promise<string | null>) {
  const bearer = await token().catch(() => null);
  if (bearer)
    await page.request
      .patch(`${baseUrl}/api/v1/user-profile`, {
        headers: { authorization: `Bearer ${bearer}` },
        data: { locale: 'en-IN' },
      })
      .catch(() => undefined);
}

/** `look` at desktop and at phone width (the page opened and settled at each), then back to desktop. */
export async function atBothWidths(
  page: Page,
  url: string,
  look: (width: 'desktop' | 'phone') => Promise<void>,
): Promise<void> {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await settle(page);
    await look(width);
  }
  await page.setViewportSize(DESKTOP);
}

export async function settle(page: Page) {
  await waitForPageContent(page);
  // Web fonts load when text first needs them: wait, so a screenshot shows Devanagari, not boxes.
  await page.evaluate(async () => {
    await Promise.all(
      [...document.fonts].filter((f) => f.family.includes('Devanagari')).map((f) => f.load().catch(() => undefined)),
    );
    await document.fonts.ready;
  });
}

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('hindi');

  await step(
    'a visitor whose device chose Hindi gets the login page in Hindi (lang="hi-IN", no raw keys)',
    async () => {
      const { context, page } = await newPage(browser);
      try {
        await page.addInitScript(() => localStorage.setItem('finwell_locale', 'hi-IN'));
        await page.goto(`${baseUrl}/login`);
        await settle(page);
        const f = await findings(page);
        expect(f.lang === 'hi-IN', `html lang is hi-IN (got ${f.lang})`);
        expect(f.rawKeys.length === 0, `no raw catalogue keys: ${f.rawKeys.join(', ')}`);
        expect(f.shellLatin.length === 0, `the shell is all Hindi: ${f.shellLatin.join(', ')}`);
        expect(f.pageLatin.length === 0, `the login page is all Hindi: ${f.pageLatin.join(', ')}`);
        expect(/[\u0900-\u097F]/.test(await page.locator('main').innerText()), 'the page text is Devanagari');
        // The portal's own Devanagari font is there (CI's Chromium has no Devanagari system font: boxes without it).
        const fonts = await page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].filter((f) => f.family.includes('Devanagari') && f.status === 'loaded').length;
        });
        expect(fonts > 0, 'Noto Sans Devanagari is loaded for the Hindi text');
        await screenshot(page, 'hindi-login-desktop');
        await page.setViewportSize(MOBILE);
        await screenshot(page, 'hindi-login-phone');
      } finally {
        await context.close();
      }
    },
  );

  await step('a visitor on an English device switches the login page to Hindi with its language button', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl}/login`);
      await settle(page);
      const button = page.getByTestId('language-switcher');
      expect((await button.innerText()).trim() === 'हिन्दी', 'the login page offers हिन्दी');
      await button.click();
      await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
      expect(/[\u0900-\u097F]/.test(await page.locator('main').innerText()), 'the login page is now in Devanagari');
      expect((await button.innerText()).trim() === 'English', 'and offers English back');
    } finally {
      await context.close();
    }
  });

  const employee = createSpec('hindi');
  const { context, page } = await newPage(browser);
  const token = () => sessionTokenOf(context);
  const profile = async () => {
    const res = await page.request.get(`${baseUrl}/api/v1/user-profile`, {
      headers: { authorization: `Bearer ${await token()}` },
    });
    return ((await res.json()) as { data: GuardUser & { locale: string | null } }).data;
  };
  try {
    await employee(
      'an employee switches to हिन्दी in the header: saved to the account, kept after a reload',
      async () => {
        await logIn(page, baseUrl, EMPLOYEE);
        await skipFirstLoginPopups(page);
        await page.evaluate(() => localStorage.setItem('first_login_popups_dismissed', '1'));
        const button = page.getByTestId('language-switcher');
        expect((await button.innerText()).trim() === 'हिन्दी', 'the button names Hindi in Devanagari');
        expect((await button.getAttribute('lang')) === 'hi-IN', 'the button is marked as Hindi for screen readers');
        const saved = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/user-profile') && r.request().method() === 'PATCH',
        );
        await button.click();
        await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
        await saved;
        expect((await profile()).locale === 'hi-IN', 'the account keeps hi-IN');
        await page.reload();
        await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
        expect(
          (await page.getByTestId('language-switcher').innerText()).trim() === 'English',
          'the button offers English',
        );
      },
    );

    const user = await profile().catch(() => null);
    const patterns = routePatterns(await loadAppRoutes()).filter(
      (p) => (p === '/client' || p.startsWith('/client/')) && !p.includes(':'),
    );
    for (const pattern of patterns) {
      if (!user || !checkClientRoute(user, pattern).allowed) continue;
      await createSpec('hindi')(
        `${pattern} renders in Hindi (no raw keys, no Latin word but names, allowed terms and English-marked content)`,
        async () => {
          await page.setViewportSize(DESKTOP);
          await page.goto(`${baseUrl}${pattern}`);
          await settle(page);
          const f = await findings(page);
          expect(f.lang === 'hi-IN', `html lang is hi-IN (got ${f.lang})`);
          expect(f.rawKeys.length === 0, `no raw catalogue keys: ${f.rawKeys.join(', ')}`);
          expect(f.shellLatin.length === 0, `the shell is all Hindi: ${f.shellLatin.join(', ')}`);
          expect(
            f.pageLatin.length === 0,
            `no Latin words in the page outside the allow-list, names and English-marked content: ${f.pageLatin.join(' ')}\n        ${f.pageLatinWhere.join('\n        ')}`,
          );
        },
      );
    }

    await employee('the home page in Hindi at desktop and phone width', async () => {
      await page.goto(`${baseUrl}/client/home`);
      await settle(page);
      await screenshot(page, 'hindi-home-desktop');
      await page.setViewportSize(MOBILE);
      await page.reload();
      await settle(page);
      await screenshot(page, 'hindi-home-phone');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${e.className.toString().slice(0, 60)} "${(e.textContent ?? '').slice(0, 40)}"`,
          ),
      );
      expect(width <= MOBILE.width, `no sideways scroll at 390 px (document ${width}px): ${wide.join(' | ')}`);
      await page.setViewportSize(DESKTOP);
    });

    await employee('switching back to English restores the English portal and the account', async () => {
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/user-profile') && r.request().method() === 'PATCH',
      );
      await page.getByTestId('language-switcher').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en-IN');
      await saved;
      expect((await profile()).locale === 'en-IN', 'the account keeps en-IN');
    });
  } finally {
    await leaveInEnglish(page, baseUrl, token);
    await context.close();
  }
}
