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

/**
 * Adds namespaces to a locale's catalogue: the admin area's chunk registers its part (src/i18n/admin-messages.ts),
 * a locale chosen later registers its whole catalogue.
 */
export function registerMessages(target: Locale, tree: CompiledTree): void {
  catalogues[target] = { ...catalogues[target], ...tree };
  for (const listener of listeners) listener();
}
const listeners = new Set<() => void>();

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

let pageMessages: Promise<unknown> | undefined;

/**
 * Loads the `pages` part of the catalogue once (docs/i18n.md "Catalogue parts"); lazy pages await it together with
 * their own chunk (src/client/lazy-page.ts), so their sentences are there before they render.
 */
export function ensurePageMessages(): Promise<unknown> {
  pageMessages ??= import('./page-messages').catch((error: unknown) => {
    pageMessages = undefined;
    throw error;
  });
  return pageMessages;
}

/** Whether the catalogue has `key` (an error code the server sent may be newer than this bundle). */
export function hasMessage(key: MessageKey): boolean {
  return lookup(catalogues[DEFAULT_LOCALE], key) !== undefined;
}

export function currentLocale(): Locale {
  return locale;
}

/** Switches the locale (its catalogue must be loaded); every component using `useT` renders again. */
export function setLocale(next: Locale): void {
  if (next === locale || !catalogues[next]) return;
  locale = next;
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `t` for a component: it renders again when the locale changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return t;
}

/** The sentence of an E- or S-code in the current locale; unknown codes fall back to E-10001's. */
export function messageFor(code: string): string {
  const key: MessageKey = `error.${code}`;
  return hasMessage(key) ? t(key) : t('error.E-10001');
}

/** The sentence of a code as an admin form shows it: the admin wording where there is one, else `messageFor`. */
export function adminMessageFor(code: string): string {
  const key: MessageKey = `errorAdmin.${code}`;
  return hasMessage(key) ? t(key) : messageFor(code);
}
