/**
 * Hindi and Hinglish (docs/assistant.md "Hindi and Hinglish"): a question written in Devanagari or in Hindi in
 * Latin letters is turned into the English words the parser and the classifier know ("15 saal" -> "15 years",
 * "२० लाख" -> "20 lakh", "byaj" -> "interest", "kitni hogi" -> "how much"), so it is understood as well as the
 * English one. The answer's language is the reader's (the request's Accept-Language), or Hindi when the question is
 * written in Devanagari. Pure; no database.
 */

import { TERMS } from './hindi-terms.js';

export type AnswerLanguage = 'en' | 'hi';

/** Devanagari digits ०-९ to 0-9. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

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
/**
 * Hindi word order puts the age before its postposition: "६० साल पर" / "60 saal pe" is "at 60", "55 की उम्र में" is
 * "at age 55". A number of years from 40 to 80 followed by पर/pe/par (or "की उम्र में/पर") is read as "retire at N";
 * "10 saal mein" stays a duration.
 */
const AGE_AT =
  /(?<!\d)([4-7]\d|80)\s*(?:(?:साल|वर्ष|saal|sal)\s*(?:की उम्र\s*|ki umar\s*|ki umr\s*)?(?:पर|pe|par)|(?:साल की |saal ki )?(?:उम्र|umar|umr)\s*(?:में|पर|me|mein|pe|par))(?![\p{L}\p{M}])/gu;

export function englishTerms(text: string): string {
  return asciiDigits(text)
    .replace(AGE_AT, ' retire at $1 ')
    .replace(GLUED, '$1 ')
    .replace(TERM_RE, (w) => ` ${TERM_MAP.get(w) ?? w} `);
}

/** Whether the question is written in Devanagari. */
export const isDevanagari = (question: string) => /[\u0900-\u097F]/.test(question);

/**
 * Hindi words in Latin letters that an English question would not have (not "to", "me", "ho", "hi", which English has
 * too). A question with two different ones reads as Hinglish: "40 lakh ka loan 8% pe 20 saal, EMI kitni hogi?".
 */
const HINGLISH_WORDS = new Set(
  (
    'saal sal mahine mahina kitni kitna kitne hogi hoga hoge kya hai hain mera meri mere mujhe kaise chahiye karna ' +
    'karu karun lena ka ki ke pe par mein hu hoon aur nahi nahin bhi liye wala wali kab kahan kaunsa konsa batao ' +
    'bataye milega milegi banega lagega lagegi dena deta deti saalana salana hazar hazaar paisa paise bhai beti beta ' +
    'ghar naukri byaj byaaj agar abhi kuch sakta sakti hua gaya gayi raha rahi'
  ).split(' '),
);

/** Whether Latin-letter text reads as Hindi (two different Hinglish words). */
export function isHinglish(question: string): boolean {
  const words = new Set(question.toLowerCase().match(/[a-z]+/g) ?? []);
  return [...words].filter((w) => HINGLISH_WORDS.has(w)).length >= 2;
}

/** Whether the question reads as Hindi (in either script). */
export const isHindiQuestion = (question: string) => isDevanagari(question) || isHinglish(question);

/**
 * Hinglish on the English page (docs/assistant.md "Hinglish on the English page"): the answer stays in the page's
 * language, English, and ends with this line offering Hindi; the chat shows a button that switches the portal.
 */
export const HINGLISH_NOTE = 'Asked in Hindi? Switch the portal to हिंदी (Hindi) and I will answer in Hindi.';

/** The answer's language: Hindi for a Hindi reader (hi-IN) or a question in Devanagari. */
export function answerLanguage(locale: string | undefined, question: string): AnswerLanguage {
  return locale?.startsWith('hi') || isDevanagari(question) ? 'hi' : 'en';
}
