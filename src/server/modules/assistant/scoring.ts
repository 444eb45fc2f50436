import { tokens } from './classifier.js';

/**
 * How well a text covers a question (docs/assistant.md "Content"): the scorer shared by the
 * knowledge-base passages, the learning center's courses and videos, and the webinar links.
 */

/** Words of the question that carry meaning (no stop words, no placeholders). */
export function keyTokens(text: string): string[] {
  return [...new Set(tokens(text).filter((t) => !t.startsWith('<') && t.length > 1))];
}

/** Words that say little about the topic; they count 0.3 in coverage (stemmed, as tokens() gives them). */
const GENERIC = new Set([
  'best',
  'good',
  'way',
  'need',
  'want',
  'know',
  'help',
  'something',
  'thing',
  'use',
  'which',
  'when',
  'why',
  'where',
  'who',
  'there',
  'any',
  'about',
  'better',
  'start',
]);

export function coverage(query: string[], text: string): number {
  if (!query.length) return 0;
  const have = new Set(tokens(text));
  const weights = query.map((q) => (GENERIC.has(q) ? 0.3 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let got = 0;
  query.forEach((q, i) => {
    if (have.has(q) || [...have].some((h) => h.length >= 5 && q.length >= 5 && (h.startsWith(q) || q.startsWith(h))))
      got += weights[i];
  });
  return got / total;
}

/** The sentence(s) of a passage that cover the question best: what the answer quotes. */
export function bestQuote(query: string[], body: string): string {
  const sentences = body
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9₹"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
  if (!sentences.length) return body.slice(0, 280);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const sc = coverage(query, s) - i * 0.01;
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  });
  let quote = sentences[best];
  if (quote.length < 140 && sentences[best + 1]) quote = `${quote} ${sentences[best + 1]}`;
  return quote.length > 400 ? `${quote.slice(0, 397)}…` : quote;
}
