import { createHash } from 'node:crypto';
import { getWidgetDefinition, isWidgetType, widgetResolvers } from '../../../../widgets/registry.js';
import { DEFAULT_PAGE } from '../../../../widgets/default-page.js';
import {
  migratePageDocument,
  readWidget,
  type PageWidget,
  type ReadWidget,
} from '../../../shared/landing/page-document.js';
import { hasModule, type PackageInfo } from '../../../shared/package-info.js';
import { localised } from '../../content-locale.js';
import type { Locale } from '../../../i18n/locales.js';
import { findPublishedForCompany } from './queries.js';
import { widgetContextFor, type ResolveContext } from './resolvers.js';
import { cachingAllowed } from '../../invalidation-bus.js';

export type ResolvedWidget = ReadWidget & { data?: unknown; error?: { code: string; message: string } };
export type ResolvedPage = {
  page: { company_id: number | null; revision: number | null; source: 'company' | 'default' | 'builtin' | 'preview' };
  widgets_List: ResolvedWidget[];
  disclaimer: string | null;
  is_change_disclaimer: boolean;
};

/** Drops widgets whose module the package lacks; keeps invalid ones (the renderer shows a placeholder). */
function visibleTo(w: ReadWidget, info: PackageInfo): boolean {
  if (w.invalid || !isWidgetType(w.type)) return true;
  const mod = getWidgetDefinition(w.type).moduleFor(w.props);
  return mod === null || hasModule(info, mod);
}

/** Which widgets a caller needs (all by default); the others are dropped before their data is queried. */
export type WidgetFilter = (w: ReadWidget) => boolean;

/** Migrates, filters and resolves every widget's data in parallel; one failing resolver fails only its widget. */
export async function resolveDocument(
  ctx: ResolveContext,
  rawDoc: Record<string, unknown>,
  only?: WidgetFilter,
): Promise<ResolvedWidget[]> {
  let widgets: PageWidget[];
  try {
    widgets = (migratePageDocument(rawDoc).widgets as PageWidget[]) ?? [];
  } catch {
    widgets = DEFAULT_PAGE.widgets;
  }
  // Each widget's text in the reader's language (its props' `hi` values: docs/i18n.md "Admin content in Hindi"),
  // after the props were checked with their `hi` and before the resolvers read them.
  const read = widgets
    .map(readWidget)
    .filter((w) => visibleTo(w, ctx.packageInfo) && (!only || only(w)))
    .map((w) => ({ ...w, props: localised(w.props, ctx.locale) }));
  const widgetCtx = widgetContextFor(ctx);
  return Promise.all(
    read.map(async (w): Promise<ResolvedWidget> => {
      if (w.invalid || !isWidgetType(w.type)) return w;
      try {
        return { ...w, data: await widgetResolvers[w.type](widgetCtx, w.props) };
      } catch {
        return { ...w, error: { code: 'E-10001', message: 'This section could not be loaded.' } };
      }
    }),
  );
}

/**
 * A cached answer, ready to send: the body as bytes (no per-request encoding or length scan) and
 * its headers built once (docs/performance.md).
 */
type CacheEntry = { etag: string; body: Buffer; headers: Record<string, string>; expiresAt: number };

/**
 * Resolved pages cached per (company, published revision, package, and the user when a widget's
 * data is the user's). Published revisions are immutable, so the key changes when the page does;
 * widget data is refreshed after `ttlMs`.
 */
export class PageCache {
  #entries = new Map<string, CacheEntry>();
  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string): CacheEntry | undefined {
    const e = this.#entries.get(key);
    if (!e) return undefined;
    // This server cannot hear the others' publishes right now (src/server/invalidation.ts): resolve afresh.
    if (!cachingAllowed()) return undefined;
    if (e.expiresAt < Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return e;
  }

  /**
   * Keeps an answer. The key must name the reader's locale (the page's text is in it), and the ETag carries it too,
   * so a tag the browser got in one language never revalidates the other language's page.
   */
  set(key: string, body: string, locale: Locale): CacheEntry {
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}.${locale}"`;
    const entry = {
      body: Buffer.from(body),
      etag,
      headers: {
        etag,
        'cache-control': 'private, no-cache',
        'content-type': 'application/json; charset=utf-8',
        vary: 'Accept-Language',
      },
      expiresAt: Date.now() + this.ttlMs,
    };
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * After a publish or rollback: drop the company's entries (all of them when the default page changes).
   * Called on every server through the invalidation bus (routes.ts, topic 'landing-page').
   */
  invalidate(companyKey: number): void {
    for (const key of this.#entries.keys()) {
      if (companyKey === 0 || key.startsWith(`c${companyKey}:`)) this.#entries.delete(key);
    }
  }
}

const packageKeys = new WeakMap<PackageInfo, string>();

/**
 * The page cache's key for a package. Memoised per object: the session cache hands every request
 * of a session the same PackageInfo, and hashing it on each request showed in the home page's
 * profile (docs/performance.md).
 */
export function packageKey(info: PackageInfo): string {
  let key = packageKeys.get(info);
  if (key === undefined) {
    key = createHash('sha1').update(JSON.stringify(info)).digest('base64url').slice(0, 16);
    packageKeys.set(info, key);
  }
  return key;
}

/**
 * The caller's home page: the company's published page, else the default one, else the built-in
 * page. With `only`, just those widgets (the disclaimer comes from its widget, so keep it when needed).
 */
export async function resolveHomePage(ctx: ResolveContext, only?: WidgetFilter): Promise<ResolvedPage> {
  const companyKey = ctx.companyId ?? 0;
  const row = await findPublishedForCompany(ctx.db, companyKey);
  const doc = row ? (row.doc as Record<string, unknown>) : (DEFAULT_PAGE as unknown as Record<string, unknown>);
  const widgets = await resolveDocument(ctx, doc, only);
  const disclaimerWidget = widgets.find((w) => w.type === 'disclaimer');
  return {
    page: {
      company_id: ctx.companyId,
      revision: row?.revision ?? null,
      source: !row ? 'builtin' : row.company_key === 0 ? 'default' : 'company',
    },
    widgets_List: widgets,
    disclaimer: ctx.company?.disclaimer ?? (disclaimerWidget?.data as { text?: string } | undefined)?.text ?? null,
    is_change_disclaimer: !!ctx.company?.disclaimer,
  };
}
