import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** What the route check (route-check.ts) reads in each page: its text and links, axe-core's findings, the rules. */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs in the page: width, visible text, same-origin links. */
export async function inspect(
  page: Page,
): Promise<{ width: number; viewport: number; texts: string[]; links: string[] }> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const t = (n.textContent ?? '').trim();
      if (!el || !t) continue;
      if (el.closest('[data-error-code], details, script, style, noscript, code, pre, textarea')) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      texts.push(t);
    }
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => a.href)
      .filter((h) => h.startsWith(location.origin));
    return { width: document.documentElement.scrollWidth, viewport: window.innerWidth, texts, links };
  });
}

export async function axeViolations(page: Page): Promise<string[]> {
  const has = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline script tags.
  if (!has) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
    };
    type Axe = {
      run: (ctx: Document, o: object) => Promise<AxeResult>;
      _audit: { rules: Array<{ id: string; impact?: string }> };
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Only serious and critical findings fail a route, and a rule with its own impact reports every finding at it
    // (axe's _finalizeRuleResult): the rules whose impact is minor or moderate (region, landmarks, heading order…)
    // could never fail one, so they are not run. label-content-name-mismatch is experimental in axe (off by
    // default): on, so a control's name starts with its visible text.
    const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
    for (const rule of axe._audit.rules)
      if (rule.impact === 'minor' || rule.impact === 'moderate') rules[rule.id] = { enabled: false };
    const r = await axe.run(document, { resultTypes: ['violations'], rules });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}

export const E_CODE = /\bE-1\d{4}\b/;
/**
 * A catalogue key shown instead of its sentence ("notFound.title"): a text that is a namespace of
 * src/i18n/messages/en-IN (or error) followed by one to four dotted parts. Domains and e-mails do not start with one.
 */
const NAMESPACES = [...readdirSync('src/i18n/messages/en-IN').map((f) => f.replace(/\.json$/, '')), 'error'];
export const RAW_KEY = new RegExp(`^(?:${NAMESPACES.join('|')})(?:\\.[a-zA-Z0-9-]+){1,4}$`);
/** A snake_case word (two or more lower-case parts joined by "_"), as a field name would read. */
export const SNAKE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;

/** Layout shift at or above this fails a route (issue 34; Lighthouse calls below 0.1 good). */
export const CLS_AIM = 0.05;

/** The links of the client shell's menus: the profile menu (desktop) or the phone menu's drawer, opened on home. */
export async function menuLinks(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(`${baseUrl}/client/home`);
  const phone = (page.viewportSize()?.width ?? 1366) < 770;
  await page.getByTestId(phone ? 'hamburger' : 'profile-menu-button').click();
  const menu = page.getByTestId(phone ? 'mobile-nav' : 'profile-menu');
  await menu.locator('a[href]').first().waitFor();
  return menu.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
}
