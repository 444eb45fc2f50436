import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../landing/sanitize.js';
import { escapeHtml } from '../../html.js';

/**
 * Admin-authored HTML of the knowledge base goes through the landing page's rich-text sanitiser
 * (one maintained allow-list: no scripts, styles, event handlers; https/mailto links open safely),
 * on write and again on read (docs/knowledge-base.md).
 */
export const cleanHtml = (html: string): string => sanitizeRichText(html);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of sanitised HTML, for the search index and for PDFs: tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decode(text).replace(/\s+/g, ' ').trim();
}

function decode(text: string): string {
  return (
    text
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
      // eslint-disable-next-line no-control-regex -- control characters would break the search markers
      .replace(/[\u0000-\u0008\u000b-\u001f]/g, ' ')
  );
}

/** Sections of sanitised HTML for a PDF: headings (h2-h4) start a section; list items become "- " lines. */
export function htmlToSections(html: string): Array<{ heading: string; lines: string[] }> {
  const marked = html
    .replace(/<h[2-4][^>]*>/gi, '\n\u0003')
    .replace(/<\/h[2-4]>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|li|ul|ol|blockquote|tr)>|<br\s*\/?>/gi, '\n');
  const plain = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, e: string) => ENTITIES[e] ?? '',
  );
  const sections: Array<{ heading: string; lines: string[] }> = [{ heading: '', lines: [] }];
  for (const raw of plain.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (raw.trimStart().startsWith('\u0003')) sections.push({ heading: line.replace('\u0003', '').trim(), lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections.filter((s) => s.heading || s.lines.length);
}

/**
 * A search headline from the database, with the matches between \u0001 and \u0002 markers, as
 * HTML: everything escaped, the markers turned into <mark>. Nothing else can survive.
 */
export function markedToHtml(marked: string): string {
  return escapeHtml(marked).replaceAll('\u0001', '<mark>').replaceAll('\u0002', '</mark>');
}
