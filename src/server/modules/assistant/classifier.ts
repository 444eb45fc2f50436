/**
 * A small in-process intent classifier (docs/assistant.md "Intent"): multinomial naive Bayes over
 * word unigrams and bigrams of the normalised question, where the numbers are already placeholders
 * (<amount>, <rate>, <duration>, <age>, <num>; parse.ts). Trained once at start from the phrases in
 * data-seed/assistant/intents.json; answers a probability per intent (softmax of the log scores),
 * from which the caller takes the top intent, its confidence and its margin over the runner-up.
 */

export const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'and',
  'or',
  'is',
  'are',
  'be',
  'it',
  'my',
  'me',
  'i',
  'for',
  'with',
  'at',
  'by',
  'do',
  'does',
  'can',
  'will',
  'would',
  'should',
  'please',
  'tell',
  'this',
  'that',
  'what',
  'whats',
  'how',
  'much',
  'many',
  'if',
  'you',
  'your',
  'we',
  'our',
  'get',
  'have',
  'has',
  'am',
  'im',
]);

/** A light stemmer: plural and common suffixes, so "loans"/"loan" and "investing"/"invest" meet. */
export function stem(word: string): string {
  if (word.length <= 3 || word.startsWith('<')) return word;
  return word
    .replace(/(ies)$/, 'y')
    .replace(/(sses)$/, 'ss')
    .replace(/([^s])s$/, '$1')
    .replace(/^(.{4,})(ing|ed)$/, '$1')
    .replace(/^(.{4,})ment$/, '$1');
}

/** The words of a text the classifier and the content scorer use: letters, digits and placeholders. */
export function tokens(text: string, keepStop = false): string[] {
  return (text.toLowerCase().match(/<[a-z]+>|[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => keepStop || !STOP_WORDS.has(w))
    .map(stem);
}

function features(text: string): string[] {
  const words = tokens(text);
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}_${words[i + 1]}`);
  return out;
}

export type Scored = { intent: string; p: number };

export class IntentClassifier {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();
  private readonly docs = new Map<string, number>();
  private readonly vocab = new Set<string>();
  private docCount = 0;

  constructor(training: Record<string, string[]>) {
    for (const [intent, phrases] of Object.entries(training)) {
      const c = new Map<string, number>();
      let total = 0;
      for (const phrase of phrases) {
        for (const f of features(phrase)) {
          c.set(f, (c.get(f) ?? 0) + 1);
          this.vocab.add(f);
          total++;
        }
      }
      this.counts.set(intent, c);
      this.totals.set(intent, total);
      this.docs.set(intent, phrases.length);
      this.docCount += phrases.length;
    }
  }

  get intents(): string[] {
    return [...this.counts.keys()];
  }

  /** Every intent with its probability, best first. Unknown words count for no intent. */
  classify(text: string): Scored[] {
    const fs = features(text).filter((f) => this.vocab.has(f));
    const v = this.vocab.size;
    const logs: Array<[string, number]> = [];
    for (const [intent, c] of this.counts) {
      // A uniform prior: how many phrases an intent has should not decide it.
      let score = 0;
      const total = this.totals.get(intent)!;
      for (const f of fs) score += Math.log(((c.get(f) ?? 0) + 0.5) / (total + 0.5 * v));
      logs.push([intent, score]);
    }
    const max = Math.max(...logs.map(([, s]) => s));
    const exp = logs.map(([intent, s]) => [intent, Math.exp(s - max)] as const);
    const sum = exp.reduce((a, [, e]) => a + e, 0);
    return exp.map(([intent, e]) => ({ intent, p: e / sum })).sort((a, b) => b.p - a.p);
  }
}
