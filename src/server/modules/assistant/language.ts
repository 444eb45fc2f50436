/**
 * Hindi and Hinglish (docs/assistant.md "Hindi and Hinglish"): a question written in Devanagari or in Hindi in
 * Latin letters is turned into the English words the parser and the classifier know ("15 saal" -> "15 years",
 * "२० लाख" -> "20 lakh", "byaj" -> "interest", "kitni hogi" -> "how much"), so it is understood as well as the
 * English one. The answer's language is the reader's (the request's Accept-Language), or Hindi when the question is
 * written in Devanagari. Pure; no database.
 */

export type AnswerLanguage = 'en' | 'hi';

/** Devanagari digits ०-९ to 0-9. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

/**
 * Hindi (Devanagari and Latin) words and phrases, longest first, with the English the parser reads. Units and
 * periods come first so that "15 saal" is a duration and "20 हज़ार महीना" a monthly amount.
 */
const TERMS: Array<[string, string]> = [
  // periods of an amount
  ['har mahine', 'per month'],
  ['हर महीने', 'per month'],
  ['प्रति माह', 'per month'],
  ['प्रति महीना', 'per month'],
  ['pratimah', 'per month'],
  ['mahine ka', 'per month'],
  ['mahina', 'month'],
  ['mahine', 'months'],
  ['mahino', 'months'],
  ['महीने', 'months'],
  ['महीना', 'month'],
  ['महीनों', 'months'],
  ['माह', 'months'],
  ['har saal', 'per year'],
  ['हर साल', 'per year'],
  ['प्रति वर्ष', 'per year'],
  ['सालाना', 'per year'],
  ['saalana', 'per year'],
  ['salana', 'per year'],
  ['saal', 'years'],
  ['sal', 'years'],
  ['varsh', 'years'],
  ['साल', 'years'],
  ['वर्ष', 'years'],
  ['बरस', 'years'],
  // amounts
  ['लाख', 'lakh'],
  ['करोड़', 'crore'],
  ['करोड़', 'crore'],
  ['karod', 'crore'],
  ['karor', 'crore'],
  ['हज़ार', 'thousand'],
  ['हजार', 'thousand'],
  ['hazaar', 'thousand'],
  ['hazar', 'thousand'],
  ['रुपये', 'rupees'],
  ['रुपए', 'rupees'],
  ['rupaye', 'rupees'],
  ['प्रतिशत', 'percent'],
  ['pratishat', 'percent'],
  ['टका', 'percent'],
  // what is asked
  ['ईएमआई', 'emi'],
  ['किस्त', 'emi'],
  ['kisht', 'emi'],
  ['kist', 'emi'],
  ['होम लोन', 'home loan'],
  ['घर का लोन', 'home loan'],
  ['ghar ka loan', 'home loan'],
  ['लोन', 'loan'],
  ['ऋण', 'loan'],
  ['karz', 'loan'],
  ['karza', 'loan'],
  ['ब्याज दर', 'interest rate'],
  ['ब्याज', 'interest'],
  ['byaj dar', 'interest rate'],
  ['byaj', 'interest'],
  ['byaaj', 'interest'],
  ['सूद', 'interest'],
  ['sood', 'interest'],
  ['कितनी', 'how much'],
  ['कितना', 'how much'],
  ['कितने', 'how much'],
  ['kitni', 'how much'],
  ['kitna', 'how much'],
  ['kitne', 'how much'],
  ['आयकर', 'income tax'],
  ['इनकम टैक्स', 'income tax'],
  ['टैक्स', 'tax'],
  ['वेतन', 'salary'],
  ['तनख्वाह', 'salary'],
  ['सैलरी', 'salary'],
  ['tankhwah', 'salary'],
  ['vetan', 'salary'],
  ['किराया', 'rent'],
  ['kiraya', 'rent'],
  ['निवेश', 'invest'],
  ['nivesh', 'invest'],
  ['बचत', 'savings'],
  ['bachat', 'savings'],
  ['रिटायरमेंट', 'retirement'],
  ['सेवानिवृत्ति', 'retirement'],
  ['उम्र', 'age'],
  ['umar', 'age'],
  ['umr', 'age'],
  ['पुरानी व्यवस्था', 'old regime'],
  ['नई व्यवस्था', 'new regime'],
  ['purani regime', 'old regime'],
  ['nayi regime', 'new regime'],
  ['अगर', 'what if'],
  ['agar', 'what if'],
  ['पर', 'at'],
  // distress and help (safety.ts reads the English)
  ['पापा', 'father'],
  ['पिताजी', 'father'],
  ['मम्मी', 'mother'],
  ['माँ', 'mother'],
  ['पत्नी', 'wife'],
  ['पति', 'husband'],
  ['बेटा', 'son'],
  ['बेटी', 'daughter'],
  ['मेरा', 'my'],
  ['मेरी', 'my'],
  ['मेरे', 'my'],
  ['mera', 'my'],
  ['meri', 'my'],
  ['मैं', 'i'],
  ['घबरा', 'panicking'],
  ['ghabra', 'panicking'],
  ['ghabrahat', 'panicking'],
  ['परेशान', 'worried'],
  ['pareshan', 'worried'],
  ['अस्पताल', 'hospital'],
  ['aspatal', 'hospital'],
  ['दिल का दौरा', 'heart attack'],
  ['इलाज', 'treatment'],
  ['ilaj', 'treatment'],
  ['बीमा', 'insurance'],
  ['मदद', 'help'],
  ['madad', 'help'],
  // how-to
  ['प्रमाणपत्र', 'certificate'],
  ['सर्टिफिकेट', 'certificate'],
  ['काउंसलर', 'counsellor'],
  ['वेबिनार', 'webinar'],
  ['कोर्स', 'course'],
  ['प्रोफ़ाइल', 'profile'],
  ['कैसे', 'how do i'],
  ['kaise', 'how do i'],
  ['कहाँ', 'where is'],
  ['kahan', 'where is'],
  ['क्या है', 'what is'],
  ['kya hai', 'what is'],
  ['kya hota hai', 'what is'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NFKC_TERMS = TERMS.map(([w, e]) => [w.normalize('NFKC'), e] as const);
const TERM_RE = new RegExp(
  `(?<![\\p{L}\\p{M}])(${[...NFKC_TERMS]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([w]) => escape(w))
    .join('|')})(?![\\p{L}\\p{M}])`,
  'gu',
);
const TERM_MAP = new Map(NFKC_TERMS);

/** A number glued to a Devanagari unit ("15साल") gets a space, as a Latin one would have. */
const GLUED = /(\d)(?=[\u0900-\u097F])/g;

/** The question with Hindi words in English (lower-cased input expected; other words kept). */
export function englishTerms(text: string): string {
  return asciiDigits(text)
    .replace(GLUED, '$1 ')
    .replace(TERM_RE, (w) => ` ${TERM_MAP.get(w) ?? w} `);
}

/** Whether the question is written in Devanagari. */
export const isDevanagari = (question: string) => /[\u0900-\u097F]/.test(question);

/** Hindi words in Latin letters that an English question would not have. */
const HINGLISH =
  /\b(?:saal|mahine|mahina|kitni|kitna|kitne|hogi|hoga|byaj|byaaj|kya|hai|mera|meri|mujhe|kaise|chahiye|karna|lena)\b/;

/** Whether the question reads as Hindi (in either script). */
export const isHindiQuestion = (question: string) => isDevanagari(question) || HINGLISH.test(question.toLowerCase());

/** The answer's language: Hindi for a Hindi reader (hi-IN) or a question in Devanagari. */
export function answerLanguage(locale: string | undefined, question: string): AnswerLanguage {
  return locale?.startsWith('hi') || isDevanagari(question) ? 'hi' : 'en';
}
