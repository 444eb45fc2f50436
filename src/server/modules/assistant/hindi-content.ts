import type { Db } from '../../db/index.js';
import { htmlToText } from '../knowledge-base/text.js';
import type { Source } from './learning.js';

/**
 * Knowledge-base passages in Hindi for a Hindi reader (docs/assistant.md "Hindi answers"). The sources are found and
 * scored on the English text (the search index is English); then a FAQ or article that has a Hindi version (its `hi`
 * column, docs/i18n.md "Admin content in Hindi") is quoted from it: its Hindi title, and the Hindi sentence at the
 * place of the English quote (the versions are translations sentence by sentence; when the counts differ, the
 * opening of the Hindi text). Items without a Hindi version keep their English and are marked `english_only`.
 */
export type HindiSource = Source & { english_only?: boolean };

const ARTICLE_KINDS = new Set(['blog', 'finguide', 'handbook', 'toolkit']);

/** Sentences of plain text: English as the quote picks them (scoring.ts bestQuote), Hindi ending in "।", "?", "!" or ".". */
export function sentences(text: string, lang: 'en' | 'hi' = 'en'): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(lang === 'en' ? /(?<=[.!?])\s+(?=[A-Z0-9₹"'(])/ : /(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The Hindi quote at the place of the English one: same sentence positions when the two texts align. */
export function alignedQuote(englishText: string, englishQuote: string, hindiText: string): string {
  const en = sentences(englishText);
  const hi = sentences(hindiText, 'hi');
  if (!hi.length) return '';
  const quoted = sentences(englishQuote.replace(/…$/, ''));
  const first = en.findIndex((s) => quoted[0] && s.startsWith(quoted[0].slice(0, 40)));
  if (en.length === hi.length && first >= 0) {
    const count = Math.max(1, quoted.length);
    return hi.slice(first, first + count).join(' ');
  }
  let quote = hi[0];
  if (quote.length < 140 && hi[1]) quote = `${quote} ${hi[1]}`;
  return quote.length > 400 ? `${quote.slice(0, 397)}…` : quote;
}

type HiText = { title?: string; question?: string; answer_html?: string; body_html?: string };

/** The sources with Hindi titles and quotes where the item has a Hindi version. */
export async function hindiSources(db: Db, sources: Source[]): Promise<HindiSource[]> {
  const faqIds = sources.filter((s) => s.kind === 'faq').map((s) => s.id);
  const articleIds = sources.filter((s) => ARTICLE_KINDS.has(s.kind)).map((s) => s.id);
  const faqs = faqIds.length
    ? await db.selectFrom('kb_faqs').select(['id', 'answer_html', 'hi']).where('id', 'in', faqIds).execute()
    : [];
  const articles = articleIds.length
    ? await db.selectFrom('kb_articles').select(['id', 'body_html', 'hi']).where('id', 'in', articleIds).execute()
    : [];
  const faqById = new Map(faqs.map((f) => [f.id, f]));
  const articleById = new Map(articles.map((a) => [a.id, a]));
  return sources.map((s) => {
    const row = s.kind === 'faq' ? faqById.get(s.id) : ARTICLE_KINDS.has(s.kind) ? articleById.get(s.id) : undefined;
    if (!row) return s.kind === 'course' || s.kind === 'video' ? s : { ...s, english_only: true };
    const hi = (row.hi ?? {}) as HiText;
    const title = (s.kind === 'faq' ? hi.question : hi.title)?.trim();
    const hiHtml = (s.kind === 'faq' ? hi.answer_html : hi.body_html)?.trim();
    if (!title || !hiHtml) return { ...s, english_only: true };
    const enHtml = 'answer_html' in row ? row.answer_html : row.body_html;
    const quote = alignedQuote(htmlToText(enHtml), s.quote, htmlToText(hiHtml));
    return quote ? { ...s, title, quote } : { ...s, english_only: true };
  });
}
