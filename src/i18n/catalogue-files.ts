import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Locale } from './locales.js';

/**
 * Node-side access to the message catalogues (docs/i18n.md): src/i18n/messages/<locale>/<namespace>.json (one file
 * per top-level namespace, ICU MessageFormat strings) plus the error catalogue's sentences under `error.<code>`
 * (schemas/catalogue/errors.json is the en-IN text of every E- and S-code). Used by the Vite plugin that compiles a
 * catalogue into the browser bundle, by the server (e-mails) and by the catalogue checks.
 */
export type MessageTree = { [key: string]: string | MessageTree };

const here = path.dirname(fileURLToPath(import.meta.url));
const MESSAGES_DIR = path.join(here, 'messages');
const ERRORS_FILE = path.resolve(here, '../../schemas/catalogue/errors.json');

/** The folder of a locale's namespace files. */
export function catalogueDir(locale: Locale): string {
  return path.join(MESSAGES_DIR, locale);
}

/**
 * Where a namespace's sentences travel (docs/i18n.md "Catalogue parts"), so the employee entry carries only what its
 * first paint needs:
 * - `entry`: the shell, the home page and its widgets, states and toasts, plus the few error sentences the browser
 *   itself may show before any page loads (`ENTRY_ERROR_CODES`);
 * - `errors`: the whole error catalogue (`error`, `errorAdmin`; en-IN's from schemas/catalogue/errors.json, another
 *   locale's from its `error.json`), one chunk fetched with the first lazy page, when the browser is idle after the
 *   first paint, or when a code outside the entry's few is shown;
 * - `widgets`: the home page widgets' sentences (`widgets`), fetched together with the first widget view
 *   (widgets/views.tsx), the module ad banner and the first lazy page;
 * - `pages`: every other portal namespace, one chunk fetched together with the first lazy page (src/client/lazy-page.ts);
 * - `admin`: namespaces whose name starts with "admin", in the admin area's chunk, en-IN only (the admin area stays
 *   in English);
 * - `server`: e-mails and invites (`mail`) and the PDFs the server writes (`pdf`), never sent to the browser.
 */
export type CatalogueGroup = 'entry' | 'errors' | 'widgets' | 'pages' | 'admin' | 'server';
export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = ['entry', 'errors', 'widgets', 'pages', 'admin', 'server'];
/**
 * Error sentences the shell shows without a server answer (a server's error answer carries its own sentence): a failed
 * or timed-out call, an unreadable answer, a refused route or admin area, an ended session, the signed-out toast.
 */
export const ENTRY_ERROR_CODES: readonly string[] = [
  'E-10001',
  'E-10010',
  'E-10016',
  'E-10017',
  'E-10074',
  'E-10075',
  'E-10117',
  'E-10506',
  'S-10005',
];
const ERROR_NAMESPACES = new Set(['error', 'errorAdmin']);
/**
 * Namespaces of the `pages` part of which the shell shows a few sentences at first paint (the header's accessibility
 * and assistant buttons): those keys travel in the entry part too; the panel and the chat, which load with the pages
 * part, have the whole namespace (tests/i18n/catalogues.test.ts checks the buttons use no other key).
 */
export const ENTRY_KEYS: Readonly<Record<string, readonly string[]>> = {
  a11y: ['open'],
  assistant: ['title', 'region'],
};
const ENTRY_NAMESPACES = new Set(['brand', 'common', 'footer', 'landing', 'layout', 'locale', 'states', 'toast']);
const SERVER_NAMESPACES = new Set(['mail', 'pdf']);

export function namespaceGroup(namespace: string): CatalogueGroup {
  if (namespace.startsWith('admin')) return 'admin';
  if (SERVER_NAMESPACES.has(namespace)) return 'server';
  if (ERROR_NAMESPACES.has(namespace)) return 'errors';
  if (namespace === 'widgets') return 'widgets';
  return ENTRY_NAMESPACES.has(namespace) ? 'entry' : 'pages';
}

/** The namespace files of a locale, by namespace (only those of `group` when given). */
export function loadMessages(locale: Locale, group?: CatalogueGroup): MessageTree {
  const dir = catalogueDir(locale);
  if (!existsSync(dir)) return {};
  const tree: MessageTree = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.slice(0, -'.json'.length);
    if (group && namespaceGroup(namespace) !== group) continue;
    tree[namespace] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as MessageTree;
  }
  return tree;
}

/**
 * The error catalogue's sentences of a locale, by code: `error` (E- and S-codes, the person's wording) and
 * `errorAdmin` (the wording for an admin filling a form about someone else, where the catalogue has one).
 */
function errorMessages(locale: Locale): { error: MessageTree; errorAdmin: MessageTree } {
  const error: MessageTree = {};
  const errorAdmin: MessageTree = {};
  if (locale !== 'en-IN') return { error, errorAdmin };
  const file = JSON.parse(readFileSync(ERRORS_FILE, 'utf8')) as {
    errors: Record<string, { message: string; admin?: string }>;
    successes: Record<string, string>;
  };
  for (const [code, e] of Object.entries(file.errors)) {
    error[code] = escapeIcu(e.message);
    if (e.admin) errorAdmin[code] = escapeIcu(e.admin);
  }
  for (const [code, m] of Object.entries(file.successes)) error[code] = escapeIcu(m);
  return { error, errorAdmin };
}

/** Catalogue sentences are plain text: quote ICU's syntax characters so `{`, `}` and `#` print as written. */
function escapeIcu(text: string): string {
  return text.replace(/[{}]/g, (c) => `'${c}'`);
}

/**
 * A locale's catalogue: its namespace files and the error sentences under `error` and `errorAdmin`. With `group`,
 * only that part: the `errors` part holds every error sentence, the `entry` part the few of `ENTRY_ERROR_CODES` (the
 * browser merges each namespace's sentences from all parts, src/i18n/browser.ts `registerMessages`).
 */
export function loadCatalogue(locale: Locale, group?: CatalogueGroup | 'browser'): MessageTree {
  if (group === 'browser')
    return Object.assign(
      {},
      ...CATALOGUE_GROUPS.filter((g) => g !== 'server' && g !== 'entry').map((g) => loadCatalogue(locale, g)),
      loadMessages(locale, 'entry'),
    );
  if (group === 'entry') {
    const { error } = loadCatalogue(locale, 'errors');
    const few = typeof error === 'object' ? pick(error, ENTRY_ERROR_CODES) : {};
    const pages = loadMessages(locale, 'pages');
    const shellKeys = Object.entries(ENTRY_KEYS)
      .filter(([namespace]) => typeof pages[namespace] === 'object')
      .map(([namespace, keys]) => [namespace, pick(pages[namespace] as MessageTree, keys)]);
    return {
      ...loadMessages(locale, 'entry'),
      ...Object.fromEntries(shellKeys),
      ...(Object.keys(few).length ? { error: few } : {}),
    };
  }
  const messages = loadMessages(locale, group);
  if (locale !== 'en-IN' || (group !== undefined && group !== 'errors')) return messages;
  return { ...messages, ...errorMessages(locale) };
}

function pick(tree: MessageTree, keys: readonly string[]): MessageTree {
  return Object.fromEntries(keys.filter((k) => k in tree).map((k) => [k, tree[k]]));
}

/** The dotted keys of a catalogue, sorted. */
export function catalogueKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : catalogueKeys(v, `${prefix}${k}.`)))
    .sort();
}

/** The catalogue as an ES module of compiled message functions (throws on an ICU syntax error). */
export function compileCatalogueModule(locale: Locale, group: CatalogueGroup | 'browser' = 'entry'): string {
  return compileModule(new MessageFormat(locale), loadCatalogue(locale, group));
}
