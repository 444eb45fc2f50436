import type { AnswerLanguage } from './language.js';

/**
 * A human when it matters (docs/assistant.md "Hand-off"): a question that tells of distress, a medical or a debt
 * emergency, or that asks for advice on the person's own situation, is not answered with a product figure. The
 * answer is brief and kind and offers a counsellor, with the question and its figures in the booking note. Rules
 * on the English words of the question (language.ts has already turned Hindi words into English); pure.
 */
export type HandoffReason = 'distress' | 'medical' | 'debt' | 'personal_advice';

const DISTRESS =
  /\b(?:panic(?:king|ked)?|scared|terrified|desperate|hopeless|can'?t cope|cannot cope|breaking down|suicid\w*|end my life|kill myself|losing sleep|anxious|depressed|stressed out|worried sick|don'?t know what to do|no way out|helpless|worried)\b/;
const MEDICAL =
  /\b(?:heart attack|stroke|cancer|hospital(?:ised|ized)?|icu|surgery|operation|accident|medical (?:emergency|bill|bills)|hospital bill|treatment|chemo\w*|dialysis|diagnosed|ambulance|passed away|died|death in the family)\b/;
const DEBT =
  /\b(?:can'?t pay|cannot pay|unable to pay|not able to pay|missed (?:my |an |two |three )?(?:emi|emis|payments?)|defaulted?|recovery agents?|loan sharks?|harass\w*|drowning in debt|debt trap|bankrupt\w*|lost my job|job loss|laid off|no income|creditors?)\b/;
/**
 * Advice on one's own case ("what should I do with my …", "advise me", "is it right for me"), not "should I prepay or
 * invest", which the knowledge base answers in general.
 */
const PERSONAL =
  /\b(?:advise me|advice for me|what should i do|tell me what to do|help me decide|my situation|in my case|for someone like me|should i (?:sell my house|take a loan to|borrow from|break my fd|withdraw my pf|divorce))\b/;

/** Why the question needs a person, or null. Distress wins over the rest; a medical or debt emergency needs a second sign. */
export function handoffReason(text: string): HandoffReason | null {
  const distress = DISTRESS.test(text);
  const medical = MEDICAL.test(text);
  const debt = DEBT.test(text);
  // Someone's own emergency ("my father had …", "I was hospitalised"), not "does insurance cover treatment cost?".
  const personal = /\b(?:my|i|we|our|me|father|mother|papa|dad|mom|wife|husband|son|daughter|parents?)\b/.test(text);
  const money = /no insurance|not insured|uninsured|\bbill|afford|pay|<amount>|\bemi|manage/.test(text);
  if (medical && personal && (distress || money)) return 'medical';
  if (debt) return 'debt';
  if (
    distress &&
    /\bpanic|suicid|end my life|kill myself|can'?t cope|cannot cope|hopeless|no way out|desperate/.test(text)
  )
    return 'distress';
  if (distress && /\bemi|loan|debt|bill|money|pay|salary|<amount>/.test(text)) return 'distress';
  if (PERSONAL.test(text)) return 'personal_advice';
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
