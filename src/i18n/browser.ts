import { useSyncExternalStore } from 'react';
import enIN from 'virtual:finwell-messages/en-IN';
import type { MessageKey, MessageValues } from './keys';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The browser's message catalogue (docs/i18n.md): `t('footer.terms')` gives the sentence of the current locale,
 * compiled at build time from src/i18n/messages/<locale>/*.json (ICU MessageFormat: `{name}` values, plurals,
 * `{n, number}` formatted the locale's way). Keys are typed from the en-IN catalogue, so a key that does not exist
 * fails `tsc`; the error catalogue's sentences are `error.<code>` and `errorAdmin.<code>`.
 */
export type { MessageKey, MessageValues };

type MessageFunction = (values?: Record<string, unknown>) => string;
type CompiledTree = { [key: string]: MessageFunction | CompiledTree };

const catalogues: Partial<Record<Locale, CompiledTree>> = { 'en-IN': enIN };
let locale: Locale = DEFAULT_LOCALE;
/** Bumped on every change (locale or registered sentences), so `useT` components render again. */
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Adds namespaces to a locale's catalogue: the admin area's chunk registers its part (src/i18n/admin-messages.ts),
 * the `pages` part registers with the first lazy page, a chosen locale registers its parts.
 */
export function registerMessages(target: Locale, tree: CompiledTree): void {
  const merged: CompiledTree = { ...catalogues[target] };
  // A namespace may come in two parts (the entry's few error sentences, then the whole `error` namespace).
  for (const [namespace, node] of Object.entries(tree)) {
    const old = merged[namespace];
    merged[namespace] = typeof old === 'object' && typeof node === 'object' ? { ...old, ...node } : node;
  }
  catalogues[target] = merged;
  changed();
}

function lookup(tree: CompiledTree | undefined, key: string): MessageFunction | undefined {
  let node: MessageFunction | CompiledTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'function') return undefined;
    node = node[part];
  }
  return typeof node === 'function' ? node : undefined;
}

/** The sentence of `key` in the current locale (the en-IN one where a locale lacks it; the key itself if none). */
export function t(key: MessageKey, values?: MessageValues): string {
  const message = lookup(catalogues[locale], key) ?? lookup(catalogues[DEFAULT_LOCALE], key);
  return message ? message(values) : key;
}

let pagesRequested = false;
let errorsRequested = false;
let widgetsRequested = false;
/** Counts the `ensure…Messages` calls that asked for a part first (setLocale loads those for the new locale too). */
let partRequests = 0;
const partLoads = new Map<string, Promise<void>>();

/** Loads one part of a locale's catalogue once (src/i18n/locale-parts.ts); a failed load can be tried again. */
function loadPart(target: Locale, part: 'entry' | 'errors' | 'widgets' | 'pages'): Promise<void> {
  if (target === DEFAULT_LOCALE && part === 'entry') return Promise.resolve();
  const id = `${target}/${part}`;
  let found = partLoads.get(id);
  if (!found) {
    found = import('./locale-parts')
      .then(({ loadLocalePart }) => loadLocalePart(target, part))
      .then((tree) => registerMessages(target, tree))
      .catch((error: unknown) => {
        partLoads.delete(id);
        throw error;
      });
    partLoads.set(id, found);
  }
  return found;
}

/**
 * Loads the `pages` part of the catalogue once (docs/i18n.md "Catalogue parts"): en-IN (the fallback) and the current
 * locale's. Lazy pages await it together with their own chunk (src/client/lazy-page.ts), so their sentences are there
 * before they render.
 */
export function ensurePageMessages(): Promise<unknown> {
  if (!pagesRequested) partRequests += 1;
  pagesRequested = true;
  return Promise.all([
    loadPart(DEFAULT_LOCALE, 'pages'),
    loadPart(locale, 'pages'),
    ensureErrorMessages(),
    ensureWidgetMessages(),
  ]);
}

/**
 * Loads the home page widgets' sentences once (the `widgets` part): widget views (widgets/views.tsx) await it with
 * their own chunk, so a widget's sentences are there when it renders.
 */
export function ensureWidgetMessages(): Promise<unknown> {
  if (!widgetsRequested) partRequests += 1;
  widgetsRequested = true;
  return Promise.all([loadPart(DEFAULT_LOCALE, 'widgets'), loadPart(locale, 'widgets')]);
}

/**
 * Loads the whole error catalogue once (docs/i18n.md "Catalogue parts"): the entry holds only the few sentences the
 * shell shows without a server answer. Lazy pages await it with the `pages` part; the client shell asks for it when
 * the browser is idle after the first paint.
 */
export function ensureErrorMessages(): Promise<unknown> {
  if (!errorsRequested) partRequests += 1;
  errorsRequested = true;
  return Promise.all([loadPart(DEFAULT_LOCALE, 'errors'), loadPart(locale, 'errors')]);
}

/** Whether the catalogue has `key` (an error code the server sent may be newer than this bundle). */
export function hasMessage(key: MessageKey): boolean {
  return lookup(catalogues[DEFAULT_LOCALE], key) !== undefined;
}

export function currentLocale(): Locale {
  return locale;
}

const localeListeners = new Set<(next: Locale) => void>();

/** Called after each locale switch (number and date formats follow the locale: src/client/locale.ts). */
export function onLocaleChange(listener: (next: Locale) => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

/**
 * Switches the locale: loads its parts first (the `errors`, `widgets` and `pages` parts too once asked for), then every
 * component using `useT` renders again and `<html lang>` follows, for screen readers.
 */
export async function setLocale(next: Locale): Promise<void> {
  // A part first asked for while these load (a widget view starting during the first paint asks for `widgets` in the
  // old locale) is loaded for `next` too before the switch: loads are cached, so another round costs nothing.
  for (let asked = -1; asked !== partRequests;) {
    asked = partRequests;
    await Promise.all([
      loadPart(next, 'entry'),
      pagesRequested ? loadPart(next, 'pages') : undefined,
      errorsRequested ? loadPart(next, 'errors') : undefined,
      widgetsRequested ? loadPart(next, 'widgets') : undefined,
      // A locale in another script waits for its web fonts (src/i18n/script-fonts.ts, its own small chunk).
      next === DEFAULT_LOCALE ? undefined : import('./script-fonts').then((m) => m.loadScriptFonts(next)),
    ]);
  }
  if (next === locale) return;
  locale = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of localeListeners) listener(next);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => version;

/** `t` for a component: it renders again when the locale changes or new sentences arrive. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}

/** The current locale for a component (renders again when it changes). */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return locale;
}

/**
 * The sentence of an E- or S-code in the current locale; unknown codes fall back to E-10001's. A code whose sentence
 * is not loaded yet (the entry holds a few) shows E-10001's until the error catalogue arrives: it is fetched then, and
 * components reading through `useT` render again with the code's own sentence.
 */
export function messageFor(code: string): string {
  const key: MessageKey = `error.${code}`;
  if (hasMessage(key)) return t(key);
  void ensureErrorMessages().catch(() => undefined);
  return t('error.E-10001');
}

/** The sentence of a code as an admin form shows it: the admin wording where there is one, else `messageFor`. */
export function adminMessageFor(code: string): string {
  const key: MessageKey = `errorAdmin.${code}`;
  return hasMessage(key) ? t(key) : messageFor(code);
}
