import type { AnswerLanguage } from './language.js';

/**
 * A human when it matters (docs/assistant.md "Hand-off"): a question that tells of distress, a medical or a debt
 * emergency, or that asks for advice on the person's own situation, is not answered with a product figure. The
 * answer is brief and kind and offers a counsellor, with the question and its figures in the booking note. Rules
 * on the English words of the question (language.ts has already turned Hindi words into English); pure.
 */
export type HandoffReason = 'distress' | 'medical' | 'debt' | 'personal_advice';

/**
 * Signals, each a set of stems and phrases on the English words (a stem matches any ending: "panic" finds panicking,
 * panicked). Scored, not listed sentence by sentence: a question needs a combination (a medical event of one's own with
 * a money need or fear; a debt in trouble with fear, pressure or a lost income; …), so other phrasings of the same
 * situation are caught and an ordinary question that has one of the words ("does insurance cover surgery?", "what
 * happens if I miss an EMI?") is not.
 */
type Signal = { re: RegExp; weight: number };
const sig = (weight: number, ...parts: string[]): Signal => ({
  re: new RegExp(`(?:^|[^a-z])(?:${parts.join('|')})`),
  weight,
});
const score = (text: string, signals: Signal[]) => signals.reduce((n, s) => n + (s.re.test(text) ? s.weight : 0), 0);

/** Thoughts of self-harm: always a person, with the helpline. */
const CRISIS = [
  sig(
    3,
    'suicid',
    'end(?:ing)? my life',
    'kill(?:ing)? myself',
    'end(?:ing)? (?:it all|everything)',
    'want to die',
    'wish i (?:was|were) dead',
    'no reason to live',
    "(?:don'?t|do not) want to live",
    'harm(?:ing)? myself',
  ),
];
/** Fear and strain, strong (2) and mild (1). */
const EMOTION = [
  sig(
    2,
    'panic',
    'terrif',
    'desperat',
    'hopeless',
    'helpless',
    "can'?t cope",
    'cannot cope',
    'breaking down',
    'no way out',
    "(?:can'?t|cannot|couldn'?t|unable to) sleep",
    'sleepless',
    'losing sleep',
    'worried sick',
    'overwhelm',
    'shatter',
    'devastat',
    'depress',
    'crying',
  ),
  sig(
    1,
    'scared',
    'afraid',
    'fear',
    'anxi',
    'stress',
    'worr',
    'tension',
    'nervous',
    'ashamed',
    'embarrass',
    'frustrat',
  ),
  sig(1, "(?:don'?t|do not) know what to do", 'what (?:do|should|can) i do', 'what to do now', 'kya karu'),
];
/** A medical event. */
const MEDICAL = [
  sig(
    1,
    'heart attack',
    'stroke',
    'cancer',
    'tumou?r',
    'hospital',
    'icu\\b',
    'surger',
    'operation',
    'accident',
    'treatment',
    'chemo',
    'dialysis',
    'diagnos',
    'ambulance',
    'transplant',
    'admitted',
    'medical',
    'illness',
    'seriously ill',
    'critical(?:ly)?',
    'fracture',
    'injur',
    'paraly',
    'passed away',
    'died',
    'death in the family',
  ),
];
/** Money needed now: strong (a gap to fill) and weak (money words an ordinary question has too). */
const NEED = [
  sig(
    1,
    'no insurance',
    'not insured',
    'uninsured',
    'no (?:health )?cover',
    "insurance (?:nahi|does not|doesn'?t|won'?t|will not|is not enough|rejected)",
    'afford',
    'upfront',
    'in advance',
    '<amount>',
    "(?:don'?t|do not) have (?:it|the money|money|enough|that much|savings)",
    'no money',
    'no savings',
    'short of',
    'arrange',
    'bill (?:is|of|came|has come)',
  ),
];
const MONEY = [sig(1, 'bill', 'emi', 'manage', 'cost', 'pay', 'loan', 'debt', 'money', 'salary', 'savings')];
/** A general question about insurance cover ("does my policy cover surgery?"): not an emergency by itself. */
const COVER_QUESTION =
  /\b(?:cover(?:s|ed|age)?|claim|cashless|premium|policy|mediclaim|waiting period|tax deduction|80d)\b/;
/** A debt in trouble: pressure from lenders (2), payments not made (1). */
const DEBT = [
  sig(
    2,
    'recovery agent',
    'loan sharks?',
    'harass',
    'threat',
    'abus',
    '(?:keep|keeps|are|started) (?:calling|messaging|texting) (?:my|me at)',
    'calling my (?:family|relatives|friends|office|boss|colleagues|contacts)',
    'drowning',
    'debt trap',
    'bankrupt',
    'legal notice',
    'cheque bounce',
    'seiz',
    'auction',
  ),
  sig(
    1,
    "(?:can'?t|cannot|couldn'?t|unable to|not able to|no money to) (?:pay|repay)",
    'missed (?:my |an |two |three |\\d+ )?(?:emis?|payments?|instal)',
    'defaulted',
    'overdue',
    'loan apps?',
    'instant loans?',
    'borrowed from',
    'in debt',
    'debts',
    'creditors?',
    'too many loans',
    'several loans',
  ),
];
/** Income gone. */
const INCOME_LOSS = [
  sig(
    2,
    'lost my job',
    'lost (?:his|her|our) job',
    'job loss',
    'laid off',
    'layoff',
    'fired',
    'terminated',
    'retrench',
    'salary (?:not paid|stopped|delayed|on hold)',
    'no income',
    'no salary',
    'business (?:shut|closed|failed)',
    'out of work',
    'unemployed',
  ),
];
/** The person's own case. */
const OWN =
  /(?:^|[^a-z])(?:i|i'm|i am|my|me|we|our|us|father|mother|papa|dad|mom|mummy|mumma|maa|wife|husband|son|daughter|parents?|brother|sister|family|in-laws|grand(?:father|mother|parents?)|pati|patni|biwi|beta|beti|bhai|behen|dadi|dada|nani|nana|sasur|saas)(?:[^a-z]|$)/;
/**
 * Advice on one's own case ("what should I do with my …", "advise me", "given my situation"), not "should I prepay or
 * invest", which the knowledge base answers in general.
 */
const PERSONAL = [
  sig(
    2,
    'advise me',
    'advice for me',
    'what should i do',
    'tell me (?:exactly )?what to do',
    'tell me (?:exactly )?where (?:i should|to) (?:put|invest)',
    'help me decide',
    'my (?:situation|circumstances|case)',
    'in my case',
    'for someone like me',
    'for me personally',
    'personal (?:advice|plan)',
    'should i (?:sell my house|take a loan to|borrow from|break my fd|withdraw my pf|divorce)',
  ),
];

/**
 * Why the question needs a person, or null. Self-harm wins; then a medical event of one's own with a money need or
 * fear; a debt in trouble (pressure, or payments missed with fear or a lost income); a lost income with money owed or
 * fear; strong fear about money; personal advice. Each rule needs two kinds of signal, so one word is never enough.
 */
export function handoffReason(text: string): HandoffReason | null {
  if (score(text, CRISIS) > 0) return 'distress';
  const emotion = score(text, EMOTION);
  const medical = score(text, MEDICAL);
  const need = score(text, NEED);
  const money = score(text, MONEY);
  const debt = score(text, DEBT);
  const income = score(text, INCOME_LOSS);
  const own = OWN.test(text);
  if (medical && own && (emotion || need || (money && !COVER_QUESTION.test(text)))) return 'medical';
  if (own && debt + income + emotion >= 3 && debt + income > 0) return 'debt';
  if (debt >= 2 && own) return 'debt';
  if (income && own && (money || need || debt)) return 'debt';
  if (emotion >= 2 && own && (money || need)) return 'distress';
  if (score(text, PERSONAL) >= 2) return 'personal_advice';
  return null;
}

const EN: Record<HandoffReason, string> = {
  medical:
    'I am sorry you are going through this. A medical emergency with a large bill and EMIs running is a lot to carry, and it is not something to settle with a calculator. A FinWell counsellor can talk it through with you: paying the hospital, what your employer and government schemes may cover, and pausing or restructuring the EMI with your lender. Book a session below; your question and its figures go with it, so you will not have to explain everything again.',
  debt: 'That sounds really stressful, and you do not have to work it out alone. A FinWell counsellor can look at your loans and payments with you and help you plan what to pay first and how to talk to your lenders. Book a session below; your question and its figures go with it.',
  distress:
    'I am sorry this is weighing on you. Please take a breath: this can be worked through, one step at a time, with someone who listens. A FinWell counsellor can go through it with you. Book a session below; your question goes with it. If you feel unsafe or think of harming yourself, call the Tele-MANAS helpline 14416 now.',
  personal_advice:
    'That depends on your whole situation, so it deserves a conversation rather than a formula. A FinWell counsellor can look at it with you. Book a session below; your question and its figures go with it.',
};

const HI: Record<HandoffReason, string> = {
  medical:
    'यह सुनकर दुख हुआ। इतना बड़ा अस्पताल का बिल और साथ में EMI — यह अकेले उठाने का बोझ नहीं है, और इसका हल किसी कैलकुलेटर से नहीं निकलता। FinWell के काउंसलर आपके साथ इस पर बात कर सकते हैं: अस्पताल का भुगतान, नियोक्ता और सरकारी योजनाओं से क्या मदद मिल सकती है, और बैंक से EMI रोकने या बदलने की बात। नीचे सेशन बुक करें; आपका सवाल और उसके आँकड़े साथ जाएँगे, ताकि आपको सब दोबारा न बताना पड़े।',
  debt: 'यह सचमुच तनाव भरा है, और आपको इसे अकेले नहीं सुलझाना है। FinWell के काउंसलर आपके कर्ज़ और भुगतान आपके साथ देखकर तय करने में मदद करेंगे कि पहले क्या चुकाएँ और बैंक से कैसे बात करें। नीचे सेशन बुक करें; आपका सवाल और उसके आँकड़े साथ जाएँगे।',
  distress:
    'यह बोझ महसूस हो रहा है, इसका दुख है। एक गहरी साँस लें: इसे एक-एक कदम सुलझाया जा सकता है, किसी ऐसे के साथ जो सुने। FinWell के काउंसलर आपके साथ बात कर सकते हैं। नीचे सेशन बुक करें; आपका सवाल साथ जाएगा। अगर आप असुरक्षित महसूस करें या खुद को नुकसान पहुँचाने का विचार आए, तो अभी Tele-MANAS हेल्पलाइन 14416 पर कॉल करें।',
  personal_advice:
    'यह आपकी पूरी स्थिति पर निर्भर करता है, इसलिए इस पर फ़ॉर्मूले से ज़्यादा बातचीत की ज़रूरत है। FinWell के काउंसलर आपके साथ इसे देख सकते हैं। नीचे सेशन बुक करें; आपका सवाल और उसके आँकड़े साथ जाएँगे।',
};

/** The brief, kind answer for a hand-off, in the reader's language. */
export function handoffText(reason: HandoffReason, lang: AnswerLanguage): string {
  return (lang === 'hi' ? HI : EN)[reason];
}
