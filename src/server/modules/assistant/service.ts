import intentsFile from '../../../../data-seed/assistant/intents.json';
import { calculatorCatalogue } from '../../../calculators/index.js';
import { AppError } from '../../../shared/app-error.js';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import type { Db } from '../../db/index.js';
import { canUseCalculator } from '../calculators/access.js';
import { calculate, calculationSentence, type Calculation } from './calculation.js';
import { CALCULATOR_INTENTS, fillInputs, givesPrimary } from './calculator-intents.js';
import { IntentClassifier } from './classifier.js';
import { contentSources, kindsFor, mergeSources } from './content-sources.js';
import { findLearning, learningAccess, scoreLearning, type Source, type Viewer } from './learning.js';
import { parseQuestion } from './parse.js';
import { logQuestion } from './question-log.js';
import { calculatorsFor, counsellorsFor, webinarsFor } from './related-links.js';
import { keyTokens } from './scoring.js';

/**
 * The assistant (docs/assistant.md): intent first (a calculator question with numbers gets the
 * calculator's own output), else the knowledge base's search re-scored by how much of the question
 * each passage covers (content-sources.ts); below the thresholds it says it does not know, names the
 * closest topics and offers a counsellor with the question as the booking note. Nothing leaves the process.
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
