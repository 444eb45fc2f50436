import intentsFile from '../../../../data-seed/assistant/intents.json';
import { calculatorCatalogue } from '../../../calculators/index.js';
import { AppError } from '../../../shared/app-error.js';
import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import type { Db } from '../../db/index.js';
import { canUseCalculator } from '../calculators/access.js';
import { calculate, type Calculation } from './calculation.js';
import { openConversation, saveTurn, type ConversationState } from './conversation.js';
import { calculatorIdOf, followUp, stateOf } from './follow-up.js';
import { answerLanguage, HINGLISH_NOTE, isHindiQuestion, type AnswerLanguage } from './language.js';
import { fact, howTo, isHowTo } from './portal-help.js';
import { portalAnswer } from './portal-answer.js';
import { handoffReason, handoffText } from './safety.js';
import { hindiSources, type HindiSource } from './hindi-content.js';
import {
  bookingFor,
  calculatorText,
  contentText,
  figuresLine,
  notInPackageText,
  scenarioLine,
  suggestionsFor,
  unknownText,
} from './wording.js';
import { CALCULATOR_INTENTS, fillInputs, givesPrimary, namedCalculator } from './calculator-intents.js';
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

export type AskOptions = {
  /** The previous answer's conversation_id (docs/assistant.md "Conversations"). */
  conversationId?: string;
  /** The request's locale (Accept-Language): the answer's language. */
  locale?: string;
};

/** One question: hand-off, follow-up, calculator, portal how-to or fact, content, or "I don't know". */
export async function askQuestion(
  db: Db,
  auth: Viewer,
  rawQuestion: string,
  options: AskOptions = {},
): Promise<AssistantAnswer> {
  const question = rawQuestion.trim();
  const words = question.split(/\s+/).filter(Boolean).length;
  if (words < 1 || words > MAX_WORDS) throw new AppError('E-10046');
  const lang = answerLanguage(options.locale, question);
  const conv = await openConversation(db, auth, options.conversationId);
  const { answer, state } = await answerTurn(db, auth, question, lang, conv.state);
  await saveTurn(db, auth, conv, question, state);
  // Hinglish on the English page: answered in English, with a line offering Hindi (docs/assistant.md).
  const hinglish = lang === 'en' && isHindiQuestion(question);
  return {
    ...answer,
    answer: hinglish ? `${answer.answer}\n\n${HINGLISH_NOTE}` : answer.answer,
    conversation_id: conv.id,
    language: lang,
    language_hint: hinglish ? 'hi' : null,
  };
}

type Turn = {
  answer: Omit<AssistantAnswer, 'conversation_id' | 'language' | 'language_hint'>;
  state: ConversationState | null;
};

async function answerTurn(
  db: Db,
  auth: Viewer,
  question: string,
  lang: AnswerLanguage,
  previous: ConversationState | null,
): Promise<Turn> {
  const { parsed, top, margin, numbers } = classify(question);
  const query = keyTokens(parsed.text);
  // The learning center's candidates, once: links for every kind of answer, sources for content.
  const learning = await findLearning(db, learningAccess(auth), question);
  const links = scoreLearning(learning, query);
  const isCalcIntent = CALCULATOR_INTENTS.includes(top.intent);
  // A calculator the question names decides; a product with no calculator (FD, gratuity …) gets none.
  const named = namedCalculator(parsed.text, top.intent);
  const intent = named && named !== 'none' ? named.intent : top.intent;
  const confidentIntent =
    named === 'none' ? false : named ? true : isCalcIntent && top.p >= INTENT_MIN && margin >= INTENT_MARGIN;
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
    link: null as AssistantAnswer['link'],
  };

  // 0. A person in distress, an emergency or a question of personal advice: a human, no product figure.
  const reason = handoffReason(parsed.text);
  if (reason) {
    const answer = {
      ...base,
      kind: 'handoff' as const,
      intent: `handoff_${reason}`,
      confidence: 1,
      answer: handoffText(reason, lang),
      counsellors: await counsellorsFor(db, auth, 3),
      webinars: [],
      calculators: [],
      booking: bookingFor(auth, question, figuresLine(parsed) || null),
    };
    return { answer, state: previous };
  }

  // 0b. A question about a rate or limit itself, not about the person's figures ("surcharge above 50 lakh"): a fact.
  const asksFact = !/\b(?:my|i|i'm|we|our|calculate|compute|how much tax|tax (?:on|payable|for))\b/.test(parsed.text);
  const firstFact = asksFact ? fact(parsed.text, lang, parsed.taxYear) : null;
  if (firstFact) return { answer: await portalAnswer(db, auth, base, 'fact', firstFact, query), state: previous };

  // 1. A calculator question with numbers (or a follow-up of the previous calculator turn): the calculator's output.
  const standaloneFill = confidentIntent && numbers > 0 ? fillInputs(intent, parsed) : null;
  const standalone = standaloneFill && givesPrimary(intent, standaloneFill) ? standaloneFill : null;
  const follow = previous ? followUp(previous, parsed, standalone ? intent : null) : null;
  const filled = follow ?? standalone;
  const filledIntent = follow ? previous!.intent : intent;
  if (filled) {
    const calcId = calculatorIdOf(filled);
    const allowed = !auth || canUseCalculator(auth, calcId);
    const run = allowed ? calculate(filled) : null;
    if (run?.calculation) {
      const calc = run.calculation;
      const answer = {
        ...base,
        intent: filledIntent,
        kind: 'calculator' as const,
        confidence: follow ? 1 : round(top.p),
        answer: calculatorText(calc, lang),
        calculation: calc,
        counsellors: await counsellorsFor(db, auth, 1),
        webinars: await webinarsFor(db, auth, query),
        calculators: [{ id: calc.calculator_id, title: calc.title, url: calc.url }],
        suggestion: suggestionsFor(filledIntent),
        booking: bookingFor(auth, question, scenarioLine(calc)),
      };
      return { answer, state: stateOf(filledIntent, filled) };
    }
    if (!allowed) {
      const entry = calculatorCatalogue.find((c) => c.id === calcId)!;
      const answer = {
        ...base,
        kind: 'unknown' as const,
        confidence: round(top.p),
        answer: notInPackageText(lang, entry.title),
        counsellors: await counsellorsFor(db, auth),
        webinars: [],
        calculators: calculatorsFor(auth, query, []),
        booking: bookingFor(auth, question, null),
      };
      await logQuestion(db, question, answer);
      return { answer, state: previous };
    }
    // Numbers outside the calculator's range: answered from content below, with the calculator linked.
  }

  // 2. How-to and facts from the portal itself: its sections and features, and the dated rates table.
  const portal = howTo(parsed.text, auth, lang) ?? fact(parsed.text, lang, parsed.taxYear);
  if (portal)
    return { answer: await portalAnswer(db, auth, base, HOW_TO_KIND(parsed.text), portal, query), state: previous };

  // 3. Content: the knowledge base's passages and the learning center's courses and videos, by coverage.
  const sources = mergeSources(
    await contentSources(db, question, kindsFor(auth)),
    scoreLearning(learning, keyTokens(question)).sources,
    question,
  );
  const first = sources[0];
  const second = sources[1];
  const leadBy = first ? first.score - (second?.score ?? 0) : 0;
  const answered = !!first && first.score >= CONTENT_MIN && (leadBy >= CONTENT_MARGIN || first.score >= CONTENT_SURE);
  const calcLinks = calculatorsFor(
    auth,
    query,
    intentCalcId !== undefined && top.p >= INTENT_MIN ? [intentCalcId] : [],
  );
  const counsellors = await counsellorsFor(db, auth, answered ? 1 : 3);
  const webinars = await webinarsFor(db, auth, query);
  const topics = [...new Set(sources.slice(0, 3).map((s) => s.title))];
  if (answered) {
    // A Hindi reader gets the Hindi version of the items that have one (hindi-content.ts).
    const shown: HindiSource[] = lang === 'hi' ? await hindiSources(db, sources.slice(0, 4)) : sources.slice(0, 4);
    const lead = shown[0];
    const answer = {
      ...base,
      kind: 'content' as const,
      confidence: round(first.score),
      answer: contentText(lang, lead.title, lead.quote, !!lead.english_only),
      sources: shown.slice(0, 3).map(({ english_only: _, ...src }) => src),
      counsellors,
      webinars,
      calculators: calcLinks,
      suggestion: shown.slice(1, 4).map((s) => s.title),
    };
    if (answer.confidence < LOG_BELOW) await logQuestion(db, question, answer);
    return { answer, state: previous };
  }
  const answer = {
    ...base,
    kind: 'unknown' as const,
    confidence: round(first?.score ?? 0),
    answer: unknownText(lang, topics),
    sources: [],
    closest_topics: topics,
    counsellors,
    webinars,
    calculators: calcLinks,
    suggestion: topics,
    booking: bookingFor(auth, question, null),
  };
  await logQuestion(db, question, answer);
  return { answer, state: previous };
}

const HOW_TO_KIND = (text: string) => (isHowTo(text) ? ('howto' as const) : ('fact' as const));
const round = (n: number) => Math.round(n * 1000) / 1000;
