import { sql, type Kysely, type RawBuilder } from 'kysely';
import synonymsFile from '../../../../data-seed/knowledge-base/synonyms.json';
import type { Database } from '../../db/types.js';
import type { KbSearchKind } from '../../db/tables/knowledge-base.js';
import type { KbSearchAnswer } from '../../../shared/generated/api/knowledge-base/kb-search-answer.js';
import { markedToHtml } from './text.js';
import { escapeHtml } from '../../html.js';
import { closeEnough } from './spelling.js';
import type { Locale } from '../../../i18n/locales.js';

/**
 * Knowledge-base search, in the database (docs/knowledge-base.md "Search"):
 * 1. the words of the query (letters and digits only, at most 12);
 * 2. misspellings: a word the knowledge base never uses is replaced by its nearest known word
 *    (pg_trgm similarity over kb_words, GiST index), "mutal" -> "mutual";
 * 3. synonyms from data-seed/knowledge-base/synonyms.json: a phrase of a group ("tax saver")
 *    matches any phrase of it ("elss", "equity linked savings scheme");
 * 4. tiers: every word in a title or the keywords first, then every word anywhere, then any word;
 *    within a tier, a weighted cover-density rank (ts_rank_cd: title A, keywords B, body C, so the
 *    words close together in a title count most; GIN index) plus a little trigram similarity of
 *    the title, over at most CANDIDATES matches (misspellings are handled by step 2, so the match
 *    itself is full-text only: a trigram match on titles rechecked thousands of rows per query);
 * 5. ts_headline marks the matches between control characters, which become <mark> after the
 *    rest of the text is escaped.
 */
export const MAX_QUERY_WORDS = 12;

type Db = Kysely<Database>;
type Clause = string[];

const groups: string[][] = (synonymsFile as { groups: string[][] }).groups.map((g) => g.map((p) => p.toLowerCase()));
/** phrase (words joined by one space) -> group index; the longest phrase is tried first. */
const phraseIndex = new Map<string, number>();
groups.forEach((g, i) => g.forEach((phrase) => phraseIndex.set(phrase, i)));
const longestPhrase = Math.max(...[...phraseIndex.keys()].map((p) => p.split(' ').length));

/** The words of a query: lower case, letters and digits only (so nothing can break a tsquery). */
export function queryWords(question: string): string[] {
  return (
    question
      .toLowerCase()
      .normalize('NFKC')
      // Marks (\p{M}) belong to their word: Devanagari vowel signs and viramas are marks, not letters.
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w.length > 0)
      .map((w) => w.slice(0, 40))
      .slice(0, MAX_QUERY_WORDS)
  );
}

const phraseQuery = (phrase: string) => {
  const words = phrase.split(' ');
  return words.length === 1 ? words[0] : `(${words.join(' <-> ')})`;
};

/**
 * The clauses of a query: each is a list of alternatives (tsquery fragments). Synonym phrases
 * expand to their group; other words to themselves and their correction.
 */
export function buildClauses(
  words: string[],
  corrections: Map<string, string>,
): { clauses: Clause[]; synonyms: string[] } {
  const fixed = words.map((w) => corrections.get(w) ?? w);
  const clauses: Clause[] = [];
  const synonyms = new Set<string>();
  for (let i = 0; i < fixed.length;) {
    let matched = false;
    for (let n = Math.min(longestPhrase, fixed.length - i); n >= 1 && !matched; n--) {
      const phrase = fixed.slice(i, i + n).join(' ');
      const group = phraseIndex.get(phrase);
      if (group === undefined) continue;
      clauses.push(groups[group].map(phraseQuery));
      for (const alt of groups[group]) if (alt !== phrase) synonyms.add(alt);
      i += n;
      matched = true;
    }
    if (matched) continue;
    const alternatives = new Set([words[i], fixed[i]]);
    const last = i === fixed.length - 1 && words[i].length >= 3 && !/^\d+$/.test(words[i]);
    clauses.push([...alternatives].map((w) => (last && w === words[i] ? `${w}:*` : w)));
    i++;
  }
  return { clauses, synonyms: [...synonyms] };
}

const orOf = (clause: Clause) => (clause.length === 1 ? clause[0] : `(${clause.join(' | ')})`);

/**
 * Corrections already looked up, per database handle: word -> nearest known word, or null when the
 * word is known or has no close neighbour. The vocabulary changes only when content is written
 * (addWords), which empties every cache, so a process asks the database once per distinct word.
 */
let correctionCache = new WeakMap<object, Map<string, string | null>>();
const CORRECTION_CACHE_MAX = 5000;

/** Misspelled words (not in kb_words, 4+ letters) and their nearest known word, if close enough. */
export async function correctWords(db: Db, words: string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(words.filter((w) => w.length >= 4 && !/^\d+$/.test(w)))];
  const out = new Map<string, string>();
  if (!candidates.length) return out;
  const cache = correctionCache.get(db) ?? new Map<string, string | null>();
  correctionCache.set(db, cache);
  const unknown = candidates.filter((w) => !cache.has(w));
  if (unknown.length) {
    const rows = await correctionSql(unknown).execute(db);
    const near = new Map(rows.rows.map((r) => [r.word, r.near ?? []]));
    if (cache.size + unknown.length > CORRECTION_CACHE_MAX) cache.clear();
    for (const w of unknown) {
      const b = closeEnough(w, near.get(w) ?? []);
      cache.set(w, b && b !== w ? b : null);
    }
  }
  for (const w of candidates) {
    const b = cache.get(w);
    if (b) out.set(w, b);
  }
  return out;
}

/**
 * One statement for any number of words: the known ones drop out, the others get their nearest known words by
 * trigrams (at most NEAREST), closest first; closeEnough() then keeps one only if it is a typing slip away.
 */
export function correctionSql(candidates: string[]) {
  return sql<{ word: string; near: string[] | null }>`
    SELECT t.w AS word,
      ARRAY(SELECT k.word FROM kb_words k WHERE k.word % t.w ORDER BY k.word <-> t.w LIMIT ${NEAREST}) AS near
    FROM unnest(${candidates}::text[]) AS t(w)
    WHERE NOT EXISTS (SELECT 1 FROM kb_words k WHERE k.word = t.w)`;
}

const NEAREST = 5;

type Row = {
  kind: KbSearchKind;
  ref_id: number;
  parent_id: number | null;
  title: string;
  score: number;
  title_marked: string;
  snippet_marked: string;
};

const HEADLINE_TITLE = 'StartSel=\u0001, StopSel=\u0002, HighlightAll=true';
const HEADLINE_BODY =
  'StartSel=\u0001, StopSel=\u0002, MaxWords=32, MinWords=14, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * At most this many matching documents are taken from each index per query (title and keywords,
 * then anywhere) and ranked. Below it the ranking is exact; a query so common that more documents
 * match ranks the first CANDIDATES found in each (docs/knowledge-base.md "Search", "Figures").
 */
export const CANDIDATES = 100;

/**
 * The search statement (docs/knowledge-base.md "Search"): candidates from the GIN index on `head`
 * (title A + keywords B) and from the GIN index on `tsv` (everything), each LIMIT-ed; tier 1 is a
 * match in the title or keywords; ts_rank_cd only on the candidates; ts_headline only on the page.
 * The text is the same for every search (only parameters change), so both drivers can reuse it.
 */
export function querySql(tsquery: string, raw: string, kinds: KbSearchKind[], limit: number) {
  return sql<Row>`
    WITH q AS MATERIALIZED (SELECT to_tsquery('english', ${tsquery}) AS q),
    cand AS MATERIALIZED (
      (SELECT d.id FROM kb_search_docs d, q
        WHERE d.head @@ q.q AND d.status = 1 AND d.kind = ANY(${kinds}::text[])
        LIMIT ${CANDIDATES})
      UNION
      (SELECT d.id FROM kb_search_docs d, q
        WHERE d.tsv @@ q.q AND d.status = 1 AND d.kind = ANY(${kinds}::text[])
        LIMIT ${CANDIDATES})
    ),
    hits AS (
      SELECT d.id, d.kind, d.ref_id, d.parent_id, d.title, d.body, (d.head @@ q.q) AS tier1,
        ts_rank_cd(d.tsv, q.q, 1) + 0.1 * similarity(lower(d.title), ${raw}) AS score
      FROM cand JOIN kb_search_docs d ON d.id = cand.id, q
      ORDER BY tier1 DESC, score DESC, d.id
      LIMIT ${limit}
    )
    SELECT h.kind, h.ref_id, h.parent_id, h.title, h.score::float8 AS score,
      ts_headline('english', h.title, q.q, ${HEADLINE_TITLE}) AS title_marked,
      ts_headline('english', h.body, q.q, ${HEADLINE_BODY}) AS snippet_marked
    FROM hits h, q
    ORDER BY h.tier1 DESC, h.score DESC, h.id`;
}

export async function searchKnowledgeBase(
  db: Db,
  input: { question: string; kinds: KbSearchKind[]; limit: number },
): Promise<KbSearchAnswer> {
  const words = queryWords(input.question);
  const empty: KbSearchAnswer = { query: words.join(' '), results: [], corrections: [], synonyms: [] };
  if (!words.length || !input.kinds.length) return empty;
  const corrections = await correctWords(db, words);
  const { clauses, synonyms } = buildClauses(words, corrections);
  const raw = words.map((w) => corrections.get(w) ?? w).join(' ');
  // Tiers 1 and 2 in one statement: every word, title and keywords first; tier 3 (any word) only
  // when nothing has every word.
  let rows = (await querySql(clauses.map(orOf).join(' & '), raw, input.kinds, input.limit).execute(db)).rows;
  if (!rows.length && clauses.length > 1) {
    rows = (await querySql(clauses.map(orOf).join(' | '), raw, input.kinds, input.limit).execute(db)).rows;
  }
  return {
    query: words.join(' '),
    corrections: [...corrections].map(([from, to]) => ({ from, to })),
    synonyms,
    results: rows.map((r) => ({
      kind: r.kind,
      id: r.ref_id,
      parent_id: r.parent_id,
      title: r.title,
      title_html: markedToHtml(r.title_marked),
      snippet_html: markedToHtml(r.snippet_marked),
      score: Math.round(Number(r.score) * 10000) / 10000,
    })),
  };
}

/**
 * A Hindi reader's results (docs/i18n.md "Admin content in Hindi"): an FAQ or article with a Hindi title shows it
 * (escaped, without marks: the marks belong to the text that matched); the rest keep the English title.
 */
export async function localiseResults(db: Db, answer: KbSearchAnswer, locale: Locale): Promise<KbSearchAnswer> {
  if (locale !== 'hi-IN' || !answer.results.length) return answer;
  const faqIds = answer.results.filter((r) => r.kind === 'faq').map((r) => r.id);
  const articleIds = answer.results.filter((r) => r.kind !== 'faq' && r.kind !== 'scheme').map((r) => r.id);
  const [faqs, articles] = await Promise.all([
    faqIds.length
      ? db.selectFrom('kb_faqs').select(['id', 'hi']).where('id', 'in', faqIds).execute()
      : Promise.resolve([]),
    articleIds.length
      ? db.selectFrom('kb_articles').select(['id', 'hi']).where('id', 'in', articleIds).execute()
      : Promise.resolve([]),
  ]);
  const faqTitle = new Map(faqs.map((f) => [f.id, f.hi.question]));
  const articleTitle = new Map(articles.map((a) => [a.id, a.hi.title]));
  return {
    ...answer,
    results: answer.results.map((r) => {
      const hindi = r.kind === 'faq' ? faqTitle.get(r.id) : r.kind === 'scheme' ? undefined : articleTitle.get(r.id);
      return typeof hindi === 'string' && hindi.trim() ? { ...r, title: hindi, title_html: escapeHtml(hindi) } : r;
    }),
  };
}

/** What the query log keeps: the words only, with anything that looks personal (numbers, e-mails, PAN) removed. */
export function redactQuery(question: string): string {
  const scrubbed = question
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g, ' ')
    .replace(/\d{5,}/g, ' ');
  return queryWords(scrubbed).join(' ').slice(0, 200);
}

/** Adds the words of a text to kb_words (the vocabulary misspellings are corrected against). */
export async function addWords(db: Db, text: string): Promise<void> {
  correctionCache = new WeakMap();
  await sql`
    INSERT INTO kb_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 2 AND 40
    ON CONFLICT DO NOTHING`.execute(db);
}

/** The statements one search runs, for EXPLAIN (tests/bench/kb-explain.ts). */
export async function explainStatements(
  db: Db,
  question: string,
  kinds: KbSearchKind[],
  limit: number,
): Promise<Array<[string, RawBuilder<unknown>]>> {
  const words = queryWords(question);
  const candidates = [...new Set(words.filter((w) => w.length >= 4 && !/^\d+$/.test(w)))];
  const corrections = await correctWords(db, words);
  const { clauses } = buildClauses(words, corrections);
  const raw = words.map((w) => corrections.get(w) ?? w).join(' ');
  const every = clauses.map(orOf).join(' & ');
  return [
    ['corrections (first time a word is seen; then cached)', correctionSql(candidates)],
    [`search ${every}`, querySql(every, raw, kinds, limit)],
  ];
}
