import MessageFormat from '@messageformat/core';
import { sql } from 'kysely';
import { loadCatalogue, type MessageTree } from '../i18n/catalogue-files.js';
import type { MessageKey, MessageValues } from '../i18n/keys.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import type { Db } from './db/index.js';

/**
 * The server's side of the message catalogues (docs/i18n.md): e-mails, calendar invites and PDFs take their
 * sentences from the same src/i18n/messages/<locale>/*.json as the browser, compiled here once per locale at first
 * use. A key a locale lacks falls back to en-IN.
 */
type Compiled = Map<string, (values?: MessageValues) => string>;
const compiled = new Map<Locale, Compiled>();

function compile(locale: Locale): Compiled {
  let found = compiled.get(locale);
  if (found) return found;
  const mf = new MessageFormat(locale);
  found = new Map();
  const walk = (tree: MessageTree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === 'string') found!.set(`${prefix}${k}`, mf.compile(v) as (values?: MessageValues) => string);
      else walk(v, `${prefix}${k}.`);
    }
  };
  walk(loadCatalogue(locale), '');
  compiled.set(locale, found);
  return found;
}

/** The sentence of `key` in `locale` (en-IN when the locale lacks it; the key itself if no catalogue has it). */
export function translate(key: MessageKey, values?: MessageValues, locale: Locale = DEFAULT_LOCALE): string {
  const message = compile(locale).get(key) ?? compile(DEFAULT_LOCALE).get(key);
  return message ? message(values) : key;
}

/** `translate` bound to one locale: the `t` of an e-mail, invite or PDF written for one person. */
export function translator(locale: Locale): (key: MessageKey, values?: MessageValues) => string {
  return (key, values) => translate(key, values, locale);
}

/**
 * The language of an e-mail to a person (docs/i18n.md "Choosing the language"): the account's choice
 * (`users.locale`) when the recipient is a known user, else `fallback` (the request's `Accept-Language` when the
 * mail answers a request, a guest's language stored with a booking), else en-IN. Mails to support and admins stay
 * English and do not call this.
 */
export async function recipientLocale(
  db: Db,
  who: { userId?: number | null; email?: string | null },
  fallback?: Locale | null,
): Promise<Locale> {
  let query = db.selectFrom('users').select('locale');
  if (who.userId) query = query.where('id', '=', who.userId);
  else if (who.email) query = query.where(sql<boolean>`lower(email) = ${who.email.trim().toLowerCase()}`);
  else return fallback ?? DEFAULT_LOCALE;
  const row = await query.executeTakeFirst();
  return row?.locale ?? fallback ?? DEFAULT_LOCALE;
}
