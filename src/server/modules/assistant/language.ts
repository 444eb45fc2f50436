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
  ['mahina', 'a month'],
  ['mahina hai', 'a month'],
  ['मासिक', 'monthly'],
  ['masik', 'monthly'],
  ['maheena', 'a month'],
  ['mahine', 'months'],
  ['mahino', 'months'],
  ['महीने', 'months'],
  ['महीना', 'a month'],
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
  ['किस्तें', 'emi'],
  ['किश्त', 'emi'],
  ['किश्तें', 'emi'],
  ['kishte', 'emi'],
  ['kiste', 'emi'],
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
  ['व्यवस्था', 'regime'],
  ['पुरानी', 'old'],
  ['पुराने', 'old'],
  ['नई', 'new'],
  ['नए', 'new'],
  ['purani regime', 'old regime'],
  ['nayi regime', 'new regime'],
  ['purani', 'old'],
  ['purane', 'old'],
  ['purana', 'old'],
  ['nayi', 'new'],
  ['naye', 'new'],
  ['naya', 'new'],
  ['नया', 'new'],
  ['साल का हूँ', 'years old'],
  ['साल की हूँ', 'years old'],
  ['साल का हूं', 'years old'],
  ['साल की हूं', 'years old'],
  ['saal ka hu', 'years old'],
  ['saal ka hoon', 'years old'],
  ['saal ki hu', 'years old'],
  ['saal ki hoon', 'years old'],
  ['पेंशन', 'pension'],
  ['डालूँ', 'invest'],
  ['डालूं', 'invest'],
  ['dalu', 'invest'],
  ['daalu', 'invest'],
  ['जमा', 'deposit'],
  ['jama', 'deposit'],
  ['deta hu', 'pay'],
  ['deta hoon', 'pay'],
  ['deti hu', 'pay'],
  ['देता हूँ', 'pay'],
  ['देती हूँ', 'pay'],
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
  ['बीमा नहीं', 'no insurance'],
  ['इंश्योरेंस', 'insurance'],
  ['इंश्योरेंस नहीं', 'no insurance'],
  ['insurance nahi', 'no insurance'],
  ['insurance nahin', 'no insurance'],
  ['नौकरी चली गई', 'lost my job'],
  ['नौकरी छूट गई', 'lost my job'],
  ['नौकरी चली गयी', 'lost my job'],
  ['नौकरी छूट गयी', 'lost my job'],
  ['नौकरी गई', 'lost my job'],
  ['naukri chali gayi', 'lost my job'],
  ['naukri chali gai', 'lost my job'],
  ['naukri chut gayi', 'lost my job'],
  ['naukri chhut gayi', 'lost my job'],
  ['naukri chhoot gayi', 'lost my job'],
  ['naukri gayi', 'lost my job'],
  ['job chali gayi', 'lost my job'],
  ['job chali gai', 'lost my job'],
  ['job chhut gayi', 'lost my job'],
  ['नहीं भर पा', 'cannot pay'],
  ['नहीं चुका पा', 'cannot pay'],
  ['nahi bhar pa', 'cannot pay'],
  ['nahi bhar paa', 'cannot pay'],
  ['nahi chuka pa', 'cannot pay'],
  ['bhar nahi pa', 'cannot pay'],
  ['पैसे नहीं', 'no money'],
  ['paise nahi', 'no money'],
  ['paisa nahi', 'no money'],
  ['क्या करूँ', 'what do i do'],
  ['क्या करूं', 'what do i do'],
  ['kya karu', 'what do i do'],
  ['kya karun', 'what do i do'],
  ['kya kru', 'what do i do'],
  ['डर', 'scared'],
  ['dar lag', 'scared'],
  ['darr', 'scared'],
  ['चिंता', 'worried'],
  ['chinta', 'worried'],
  ['टेंशन', 'tension'],
  ['नींद नहीं', "can't sleep"],
  ['neend nahi', "can't sleep"],
  ['आत्महत्या', 'suicide'],
  ['मरना चाहता', 'want to die'],
  ['मरना चाहती', 'want to die'],
  ['marna chahta', 'want to die'],
  ['marna chahti', 'want to die'],
  ['धमकी', 'threat'],
  ['dhamki', 'threat'],
  ['वसूली', 'recovery agent'],
  ['vasooli', 'recovery agent'],
  ['वसूली एजेंट', 'recovery agent'],
  ['कर्ज़', 'debt'],
  ['कर्ज', 'debt'],
  ['ऑपरेशन', 'operation'],
  ['सर्जरी', 'surgery'],
  ['बीमारी', 'illness'],
  ['bimari', 'illness'],
  ['हादसा', 'accident'],
  ['एक्सीडेंट', 'accident'],
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
