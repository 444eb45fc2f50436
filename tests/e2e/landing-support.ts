import type { Page } from 'playwright-core';
import { widgetRegistry } from '../../widgets/registry.js';
import type { PageDocument } from '../../src/shared/landing/page-document.js';
import { sessionTokenOf } from './helpers.js';

/** What the landing-page specs share: the page state and package types, the API as a user, and the rendered ids. */
export type PageState = { latest_revision: number; published_revision: number | null; draft: PageDocument };
export type PackageInfo = { modules: Array<{ module_id: number }> };

/** The session token of a signed-in page (its HttpOnly session cookie), for calling the API as that person. */
export const tokenOf = async (page: Page) => (await sessionTokenOf(page.context())) ?? '';

export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T; code: string }> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; status_code: string };
  return { status: res.status, data: json.data, code: json.status_code };
}

/** The ids an employee with this package must see, in reading order (the renderer's DOM order). */
export function expectedIds(doc: PageDocument, info: PackageInfo): string[] {
  const has = (m: number) => info.modules.some((x) => x.module_id === m);
  return doc.widgets
    .filter((w) => {
      const def = (widgetRegistry as Record<string, (typeof widgetRegistry)[keyof typeof widgetRegistry] | undefined>)[
        w.type
      ];
      const mod = def ? def.moduleFor(w.props) : null;
      return mod === null || has(mod);
    })
    .sort((a, b) => a.grid.y - b.grid.y || a.grid.x - b.grid.x)
    .map((w) => w.id);
}

export async function renderedIds(page: Page): Promise<string[]> {
  await page.locator('[data-landing-grid] > [data-widget-id]').first().waitFor();
  // Every widget slot has finished loading its view (no skeletons left).
  await page.waitForFunction(
    () => document.querySelectorAll('[data-landing-grid] [aria-label="Loading section"]').length === 0,
  );
  return page
    .locator('[data-landing-grid] > [data-widget-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-widget-id') ?? ''));
}
