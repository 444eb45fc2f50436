import { hasMessage, t, type MessageKey } from '../../src/i18n/browser';
import { formatDateMediumIST } from '../../src/shared/format';

/**
 * Small readers for the `data` a widget's resolver sent. Data comes from our own server, but a
 * view must never crash on a shape it does not expect: a wrong shape reads as "no data".
 */
export type ListData<T> = { items: T[]; emptyMessage: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{ items: [...], empty_message, empty_message_key }` -> typed items (those passing `accept`) and the message: the
 * catalogue's sentence for `empty_message_key` in the reader's language when this bundle knows the key (docs/i18n.md),
 * else the server's English `empty_message`. Call it while rendering a view that uses `useT()`, so a language switch
 * reads it again.
 */
export function readList<T>(data: unknown, accept: (item: Record<string, unknown>) => boolean): ListData<T> {
  if (!isRecord(data)) return { items: [], emptyMessage: null };
  const items = Array.isArray(data.items)
    ? data.items.filter((i): i is Record<string, unknown> => isRecord(i) && accept(i))
    : [];
  const key = typeof data.empty_message_key === 'string' ? (data.empty_message_key as MessageKey) : null;
  const emptyMessage =
    key && hasMessage(key) ? t(key) : typeof data.empty_message === 'string' ? data.empty_message : null;
  return { items: items as T[], emptyMessage };
}

export function readRecord(data: unknown): Record<string, unknown> {
  return isRecord(data) ? data : {};
}

export const hasString = (key: string) => (item: Record<string, unknown>) => typeof item[key] === 'string';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * Plain text of server-sanitised HTML (ad and spotlight messages). Only rich_text's data.html is
 * ever rendered as HTML; everything else is shown as text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[2-4])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * The widget's props as its generated type. The server validated them against the type's current
 * schema (a widget that failed arrives `invalid` and never reaches its view).
 */
export function propsAs<T>(widget: { props: Record<string, unknown> }): T {
  return widget.props as unknown as T;
}

/** "12 Mar 2026" ("12 मार्च 2026" in Hindi) from an ISO date, or null. In IST and the reader's locale, like every date of the portal. */
export function shortDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const d = new Date(value.length === 10 ? `${value}T00:00:00+05:30` : value);
  if (Number.isNaN(d.getTime())) return null;
  return formatDateMediumIST(d);
}
