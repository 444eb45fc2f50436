import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { KbSearchKind } from '../../db/tables/knowledge-base.js';
import { searchableKinds } from '../knowledge-base/routes.js';
import { buildClauses, correctWords, queryWords, querySql, searchKnowledgeBase } from '../knowledge-base/search.js';
import { STOP_WORDS } from './classifier.js';
import type { Source, Viewer } from './learning.js';
import { bestQuote, coverage, keyTokens } from './scoring.js';

/**
 * The assistant's content answers (docs/assistant.md "Content"): knowledge-base passages for a question,
 * re-scored by how much of the question each covers, and merged with the learning center's sources.
 */

/** Which knowledge-base kinds a caller may be answered from: visitors FAQs and blogs only (docs/assistant.md "Access"). */
export function kindsFor(auth: Viewer): KbSearchKind[] {
  return auth ? searchableKinds(auth) : ['faq', 'blog'];
}

/** Where a knowledge-base source opens in the portal. */
function sourceUrl(kind: KbSearchKind, id: number, parentId: number | null): string {
  switch (kind) {
    case 'faq':
      return `/client/knowledgebase/${parentId ?? ''}?faqId=${id}`.replace('/?', '?');
    case 'blog':
      return `/client/knowledgebase?blogId=${id}`;
    case 'finguide':
      return `/client/knowledgebase?finguideId=${id}`;
    case 'handbook':
      return `/client/handbook?handbookId=${id}`;
    case 'toolkit':
      return `/client/employee-toolkit?toolkitId=${id}`;
    default:
      return '/client/schemes';
  }
}

/** Knowledge-base passages for the question, re-scored by coverage (title and keywords count most). */
export async function contentSources(db: Db, question: string, kinds: KbSearchKind[]): Promise<Source[]> {
  const query = keyTokens(question);
  if (!query.length || !kinds.length) return [];
  // Recall: the knowledge base's search (every word first), plus any-word matches when it finds
  // few; precision comes from the coverage score below (docs/assistant.md "Content").
  const words = queryWords(question).filter((w) => !STOP_WORDS.has(w));
  if (!words.length) return [];
  const found = (await searchKnowledgeBase(db, { question: words.join(' '), kinds, limit: 10 })).results.map((r) => ({
    kind: r.kind,
    id: r.id,
  }));
  if (found.length < 5 && words.length > 1) {
    const corrections = await correctWords(db, words);
    const { clauses } = buildClauses(words, corrections);
    const any = clauses.map((c) => (c.length === 1 ? c[0] : `(${c.join(' | ')})`)).join(' | ');
    const raw = words.map((w) => corrections.get(w) ?? w).join(' ');
    const more = (await querySql(any, raw, kinds, 10).execute(db)).rows;
    for (const r of more)
      if (!found.some((f) => f.kind === r.kind && f.id === r.ref_id)) found.push({ kind: r.kind, id: r.ref_id });
  }
  if (!found.length) return [];
  const docs = await db
    .selectFrom('kb_search_docs')
    .select(['kind', 'ref_id', 'parent_id', 'title', 'keywords', 'body'])
    .where(sql<boolean>`(kind, ref_id) IN (${sql.join(found.map((r) => sql`(${r.kind}, ${r.id})`))})`)
    .execute();
  const byKey = new Map(docs.map((d) => [`${d.kind}:${d.ref_id}`, d]));
  const scored = found.flatMap((r, rank) => {
    const d = byKey.get(`${r.kind}:${r.id}`);
    if (!d) return [];
    const head = coverage(query, `${d.title} ${d.keywords}`);
    const all = coverage(query, `${d.title} ${d.keywords} ${d.body}`);
    const score = Math.round((0.55 * head + 0.45 * all - rank * 0.005) * 1000) / 1000;
    return [
      {
        kind: d.kind,
        id: d.ref_id,
        title: d.title,
        quote: bestQuote(query, d.body),
        url: sourceUrl(d.kind, d.ref_id, d.parent_id),
        score: Math.max(0, score),
      },
    ];
  });
  return scored.sort((a, b) => b.score - a.score);
}

/** "What is an SIP?", "what are ELSS funds", "define XIRR", "meaning of NAV": the term asked about. */
export function definitionTerm(question: string): string | null {
  const m =
    /^(?:what(?:'s| is| are)|define|meaning of|explain)\s+(?:an?\s+|the\s+)?([a-z0-9][a-z0-9 -]{0,40}?)\s*\??$/.exec(
      question.toLowerCase().trim(),
    );
  return m ? m[1].trim() : null;
}

/**
 * A definition question's near misses (docs/assistant.md "How-to and facts"): for "what is an SIP", a title naming a
 * kind of it ("What is a step-up SIP?": the term right after another word that is not an article) loses 0.05, so the
 * item about the term itself ("What is a SIP in a mutual fund …") is first.
 */
export function nearMisses(question: string, sources: Source[]): Source[] {
  const term = definitionTerm(question);
  if (!term) return sources;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/s$/, '');
  const qualified = new RegExp(`(?:^|\\s)(?!(?:a|an|the|is|are|of|what|about)\\s)[a-z-]+\\s+${escaped}s?\\b`);
  return sources.map((s) => {
    const title = s.title.toLowerCase().replace(/[?:]/g, '');
    return qualified.test(title) ? { ...s, score: Math.max(0, Math.round((s.score - 0.05) * 1000) / 1000) } : s;
  });
}

/** Knowledge-base and learning-center sources in one ranking (best score first; a tie keeps the knowledge base first). */
export function mergeSources(kb: Source[], learning: Source[], question = ''): Source[] {
  return nearMisses(question, [...kb, ...learning])
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.score - a.s.score || a.i - b.i)
    .map(({ s }) => s);
}
