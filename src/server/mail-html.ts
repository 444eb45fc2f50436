import { escapeHtml } from './html.js';

/**
 * The HTML part of an e-mail written from the lines of its text part, so the two say the same in the same language:
 * a blank line ends a paragraph, the other lines of a paragraph are joined by `<br>`, every character is escaped, and
 * each address in `links` that a line shows becomes a link to itself.
 *
 * `mailHtml(['Hello Asha,', '', 'Join from: https://x.example/w?id=1&a=2'], ['https://x.example/w?id=1&a=2'])` is
 * `<p>Hello Asha,</p><p>Join from: <a href="https://x.example/w?id=1&amp;a=2">https://x.example/w?id=1&amp;a=2</a></p>`.
 */
export function mailHtml(lines: string[], links: string[] = []): string {
  // Longest first, so an address that starts another is not linked inside it.
  const escapedLinks = [...new Set(links.filter(Boolean).map(escapeHtml))].sort((a, b) => b.length - a.length);
  const linkPattern = escapedLinks.length
    ? new RegExp(escapedLinks.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
    : null;
  const line = (text: string) => {
    const escaped = escapeHtml(text);
    return linkPattern ? escaped.replace(linkPattern, (href) => `<a href="${href}">${href}</a>`) : escaped;
  };
  const paragraphs: string[][] = [[]];
  for (const text of lines.flatMap((l) => l.split('\n'))) {
    if (text.trim() === '') paragraphs.push([]);
    else paragraphs[paragraphs.length - 1].push(line(text));
  }
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) => `<p>${p.join('<br>')}</p>`)
    .join('');
}
