import { sql } from 'kysely';
import intentsFile from '../../../../data-seed/assistant/intents.json';
import { calculatorCatalogue } from '../../../calculators/index.js';
import { AppError } from '../../../shared/app-error.js';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import { hasModule, MODULE } from '../../../shared/package-info.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import type { KbSearchKind } from '../../db/tables/knowledge-base.js';
import { canUseCalculator } from '../calculators/access.js';
import { searchableKinds } from '../knowledge-base/routes.js';
import {
  buildClauses,
  correctWords,
  queryWords,
  querySql,
  redactQuery,
  searchKnowledgeBase,
} from '../knowledge-base/search.js';
import { audienceOf, visibleTo } from '../webinars/queries.js';
import { calculate, calculationSentence, type Calculation } from './calculation.js';
import { CALCULATOR_INTENTS, fillInputs, givesPrimary } from './calculator-intents.js';
import { IntentClassifier, STOP_WORDS } from './classifier.js';
import { findLearning, learningAccess, scoreLearning, type Source, type Viewer } from './learning.js';
import { parseQuestion } from './parse.js';
import { bestQuote, coverage, keyTokens } from './scoring.js';

/**
 * The assistant (docs/assistant.md): intent first (a calculator question with numbers gets the
 * calculator's own output), else the knowledge base's search re-scored by how much of the question
 * each passage covers; below the thresholds it says it does not know, names the closest topics and
 * offers a counsellor with the question as the booking note. Nothing leaves the process.
 */

/** At most this many words (E-10046; docs/assistant.md "Calls"). */
export const MAX_WORDS = 200;
/** A calculator intent needs this probability and this lead over the runner-up (docs/assistant.md "Thresholds"). */
export const INTENT_MIN = 0.5;
export const INTENT_MARGIN = 0.2;
/** A passage is an answer when it covers this much of the question, and leads the next by the margin unless sure. */
export const CONTENT_MIN = 0.6;
export const CONTENT_MARGIN = 0.1;
export const CONTENT_SURE = 0.66;
/** Answers below this confidence are logged for admins as low-confidence (docs/assistant.md "Log"). */
export const LOG_BELOW = 0.7;

const classifier = new IntentClassifier((intentsFile as { intents: Record<string, string[]> }).intents);

export type { Source, Viewer };

/** Which knowledge-base kinds a caller may be answered from: visitors FAQs and blogs only (docs/assistant.md "Access"). */
export function kindsFor(auth: Viewer): KbSearchKind[] {
  return auth ? searchableKinds(auth) : ['faq', 'blog'];
}

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

/** Knowledge-base and learning-center sources in one ranking (best score first; a tie keeps the knowledge base first). */
export function mergeSources(kb: Source[], learning: Source[]): Source[] {
  return [...kb, ...learning]
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.score - a.s.score || a.i - b.i)
    .map(({ s }) => s);
}

type Counsellor = AssistantAnswer['counsellors'][number];
type Webinar = AssistantAnswer['webinars'][number];
type CalculatorLink = AssistantAnswer['calculators'][number];

/** Counsellors of the financial category (3) the caller may book: visitors through public counselling. */
async function counsellorsFor(db: Db, auth: Viewer, limit = 3): Promise<Counsellor[]> {
  if (auth && !isAdminRole(auth.user.role)) {
    if (!hasModule(auth.packageInfo, MODULE.COUNSELLING)) return [];
    if (!auth.packageInfo.counsellor_category_ids.includes(3)) return [];
  }
  const rows = await db
    .selectFrom('counsellors')
    .select(['id', 'first_name', 'last_name', 'category'])
    .where('status', '=', 1)
    .where('category', '=', 3)
    .orderBy('sequence_number')
    .orderBy('id')
    .limit(limit)
    .execute();
  const base = auth ? '/client/counselling/counsellor-details' : '/public-counselling/counsellor-details';
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`, url: `${base}?id=${r.id}` }));
}

async function webinarsFor(db: Db, auth: Viewer, query: string[]): Promise<Webinar[]> {
  if (!auth || !query.length) return [];
  if (!isAdminRole(auth.user.role) && !hasModule(auth.packageInfo, MODULE.WEBINARS)) return [];
  const audience = await audienceOf(db, auth.user.company_id);
  const rows = await db
    .selectFrom('webinars')
    .select(['webinars.id', 'webinars.name', 'webinars.description', 'webinars.keywords', 'webinars.starts_at'])
    .where(visibleTo(audience))
    .orderBy('webinars.starts_at', 'desc')
    .limit(200)
    .execute();
  return rows
    .map((w) => ({ w, s: coverage(query, `${w.name} ${w.keywords.join(' ')} ${w.name}`) }))
    .filter((x) => x.s >= 0.5)
    .sort((a, b) => b.s - a.s)
    .slice(0, 3)
    .map(({ w }) => ({
      id: w.id,
      name: w.name,
      starts_at: w.starts_at.toISOString(),
      url: `/client/webinars?webinarId=${w.id}`,
    }));
}

/** Calculators the question names (by title words) that the caller may open. */
function calculatorsFor(auth: Viewer, query: string[], also: number[]): CalculatorLink[] {
  const ids = new Set(also);
  for (const c of calculatorCatalogue) {
    if (c.kind === 'download') continue;
    const title = keyTokens(c.title);
    if (title.length && coverage(title, query.join(' ')) >= 0.99) ids.add(c.id);
  }
  return calculatorCatalogue
    .filter((c) => ids.has(c.id) && (!auth || canUseCalculator(auth, c.id)))
    .slice(0, 3)
    .map((c) => ({ id: c.id, title: c.title, url: c.route }));
}

/** The intent of a question and how sure the classifier is. */
export function classify(question: string) {
  const parsed = parseQuestion(question);
  const ranked = classifier.classify(parsed.text);
  const top = ranked[0];
  const margin = top.p - (ranked[1]?.p ?? 0);
  const numbers =
    parsed.amounts.length + parsed.rates.length + parsed.durations.length + parsed.ages.length + parsed.bare.length;
  return { parsed, top, margin, numbers };
}

const CALC_INTENT_ID: Record<string, number> = {
  home_loan_emi: 9,
  home_loan_prepayment: 10,
  tax_regime: 21,
  sip: 5,
  step_up_sip: 24,
  retirement_planner: 14,
  ppf: 4,
  ssy: 2,
  swp: 6,
  goal_planning: 1,
  human_life_value: 13,
  credit_card_payoff: 11,
  epf: 3,
  nps: 20,
  hra_exemption: 7,
};

/** The booking link that carries the question (and any calculator scenario) into the booking note. */
function bookingFor(auth: Viewer, question: string, calc: Calculation | null) {
  const note = (calc ? `${question}\n\nScenario: ${calculationSentence(calc)}` : question).slice(0, 1000);
  const base = auth ? '/client/counselling' : '/public-counselling';
  return { note, url: `${base}?note=${encodeURIComponent(note)}` };
}

export async function askQuestion(db: Db, auth: Viewer, rawQuestion: string): Promise<AssistantAnswer> {
  const question = rawQuestion.trim();
  const words = question.split(/\s+/).filter(Boolean).length;
  if (words < 1 || words > MAX_WORDS) throw new AppError('E-10046');
  const { parsed, top, margin, numbers } = classify(question);
  const query = keyTokens(parsed.text);
  // The learning center's candidates, once: links for every kind of answer, sources for content.
  const learning = await findLearning(db, learningAccess(auth), question);
  const links = scoreLearning(learning, query);
  const isCalcIntent = CALCULATOR_INTENTS.includes(top.intent);
  const confidentIntent = isCalcIntent && top.p >= INTENT_MIN && margin >= INTENT_MARGIN;
  const intentCalcId = isCalcIntent ? CALC_INTENT_ID[top.intent] : undefined;
  const base = {
    question,
    suggestion: [] as string[],
    keywords: query.slice(0, 8),
    playlists: links.playlists,
    courses: links.courses,
    videos: links.videos,
    intent: top.intent,
    calculation: null as Calculation | null,
    sources: [] as Source[],
    closest_topics: [] as string[],
    booking: null as AssistantAnswer['booking'],
  };

  // 1. A calculator question with numbers: the calculator's own output.
  const filled = confidentIntent && numbers > 0 ? fillInputs(top.intent, parsed) : null;
  if (filled && intentCalcId !== undefined && givesPrimary(top.intent, filled)) {
    const allowed = !auth || canUseCalculator(auth, intentCalcId);
    const run = allowed ? calculate(filled) : null;
    if (run?.calculation) {
      const calc = run.calculation;
      const answer: AssistantAnswer = {
        ...base,
        kind: 'calculator',
        confidence: round(top.p),
        answer: calculationSentence(calc),
        calculation: calc,
        counsellors: await counsellorsFor(db, auth, 1),
        webinars: await webinarsFor(db, auth, query),
        calculators: [{ id: calc.calculator_id, title: calc.title, url: calc.url }],
        suggestion: suggestionsFor(top.intent),
        booking: bookingFor(auth, question, calc),
      };
      return answer;
    }
    if (!allowed) {
      const entry = calculatorCatalogue.find((c) => c.id === intentCalcId)!;
      const answer: AssistantAnswer = {
        ...base,
        kind: 'unknown',
        confidence: round(top.p),
        answer: `Your package does not include the ${entry.title} calculator, so I cannot work this out for you here. A counsellor can go through the numbers with you.`,
        counsellors: await counsellorsFor(db, auth),
        webinars: [],
        calculators: calculatorsFor(auth, query, []),
        booking: bookingFor(auth, question, null),
      };
      await logQuestion(db, question, answer);
      return answer;
    }
    // Numbers outside the calculator's range: answered from content below, with the calculator linked.
  }

  // 2. Content: the knowledge base's passages and the learning center's courses and videos, by coverage.
  const sources = mergeSources(
    await contentSources(db, question, kindsFor(auth)),
    scoreLearning(learning, keyTokens(question)).sources,
  );
  const first = sources[0];
  const second = sources[1];
  const lead = first ? first.score - (second?.score ?? 0) : 0;
  const answered = !!first && first.score >= CONTENT_MIN && (lead >= CONTENT_MARGIN || first.score >= CONTENT_SURE);
  const calcLinks = calculatorsFor(
    auth,
    query,
    intentCalcId !== undefined && top.p >= INTENT_MIN ? [intentCalcId] : [],
  );
  const counsellors = await counsellorsFor(db, auth, answered ? 1 : 3);
  const webinars = await webinarsFor(db, auth, query);
  const topics = [...new Set(sources.slice(0, 3).map((s) => s.title))];
  if (answered) {
    const answer: AssistantAnswer = {
      ...base,
      kind: 'content',
      confidence: round(first.score),
      answer: `From "${first.title}": ${first.quote}`,
      sources: sources.slice(0, 3),
      counsellors,
      webinars,
      calculators: calcLinks,
      suggestion: sources.slice(1, 4).map((s) => s.title),
    };
    if (answer.confidence < LOG_BELOW) await logQuestion(db, question, answer);
    return answer;
  }
  const answer: AssistantAnswer = {
    ...base,
    kind: 'unknown',
    confidence: round(first?.score ?? 0),
    answer:
      "I don't know the answer to that from FinWell's content yet." +
      (topics.length ? ` The closest topics I have: ${topics.map((t) => `“${t}”`).join(', ')}.` : '') +
      ' A counsellor can help: book a session and your question goes with it as a note.',
    sources: [],
    closest_topics: topics,
    counsellors,
    webinars,
    calculators: calcLinks,
    suggestion: topics,
    booking: bookingFor(auth, question, null),
  };
  await logQuestion(db, question, answer);
  return answer;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const SUGGESTIONS: Record<string, string[]> = {
  home_loan_emi: ['Should I prepay my home loan or invest the money?', 'What tax benefits does a home loan give?'],
  tax_regime: ['Should I choose the old or the new tax regime?', 'What can I invest in under section 80C?'],
  sip: ['Should I stop my SIP when the market falls?', 'What is a step-up SIP?'],
  step_up_sip: ['What is a step-up SIP?', 'How are mutual fund gains taxed?'],
  retirement_planner: ['How much do I need to retire?', 'Should I join NPS through my employer?'],
};

function suggestionsFor(intent: string): string[] {
  return SUGGESTIONS[intent] ?? ['Where do I start with financial planning?'];
}

/**
 * Unanswered and low-confidence questions for admins: the words only, redacted like the knowledge
 * base's query log (no user, no company, no e-mail, PAN or long numbers; docs/assistant.md "Log").
 */
async function logQuestion(db: Db, question: string, answer: AssistantAnswer): Promise<void> {
  const text = redactQuery(question);
  if (!text) return;
  await db
    .insertInto('assistant_question_log')
    .values({ question: text, kind: answer.kind, intent: answer.intent, confidence: answer.confidence })
    .execute();
}

/** The most asked unanswered or low-confidence questions of the last days (admin dashboard card). */
export async function topUnanswered(db: Db, days = 30, limit = 5) {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await db
    .selectFrom('assistant_question_log')
    .select(['question', sql<number>`count(*)::int`.as('count'), sql<Date>`max(created_at)`.as('last_asked')])
    .where('created_at', '>=', since)
    .groupBy('question')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    question: r.question,
    count: Number(r.count),
    last_asked: new Date(r.last_asked).toISOString(),
  }));
}
