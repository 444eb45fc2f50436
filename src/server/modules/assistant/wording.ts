import { calculatorTitle, fieldLabel, outputLabel } from '../../../calculators/text-keys.js';
import { translator } from '../../i18n.js';
import { calculationSentence, type Calculation } from './calculation.js';
import type { AnswerLanguage } from './language.js';
import { formatRupees, type Parsed } from './parse.js';
import type { Viewer } from './learning.js';

/**
 * The assistant's sentences in the reader's language (docs/assistant.md "Hindi and Hinglish") and the booking note
 * that hands a question and its figures to a counsellor (docs/assistant.md "Hand-off"). Figures are the calculator's
 * own output, formatted once (calculation.ts); Hindi labels are the calculator pages' own (calcText catalogue).
 */
const hi = translator('hi-IN');

/** The calculator answer's sentence: English as before, or Hindi with the pages' Hindi labels. */
export function calculatorText(c: Calculation, lang: AnswerLanguage): string {
  if (lang === 'en') return calculationSentence(c);
  const t = (key: Parameters<typeof hi>[0]) => hi(key);
  const given = c.inputs.filter((i) => !i.assumed);
  const assumed = c.inputs.filter((i) => i.assumed);
  const label = (i: { name: string; label: string }) => fieldLabel(t, c.key, i.name, i.label);
  return [
    `${calculatorTitle(t, c.calculator_id, c.title)} कैलकुलेटर`,
    c.tax_year ? `, ${c.tax_year}` : '',
    given.length ? ` (${given.map((i) => `${label(i)} ${i.display}`).join(', ')})` : '',
    `: ${c.outputs.map((o) => `${outputLabel(t, c.key, o.name, o.label)} ${o.display}`).join('; ')}।`,
    c.tax_year_note ? ` ${c.tax_year_note}` : '',
    assumed.length
      ? ` मान लिया गया (कैलकुलेटर पेज पर बदलें): ${assumed.map((i) => `${label(i)} ${i.display}`).join(', ')}।`
      : '',
    c.rates.length ? ` इस्तेमाल की गई दरें: ${c.rates.map((r) => `${r.label} (${r.as_of})`).join('; ')}।` : '',
  ].join('');
}

/** "Figures: bill ₹6,00,000; EMI ₹22,000 a month": the amounts of a question with the word that names each. */
export function figuresLine(p: Parsed): string {
  const parts = p.amounts.map((a) => {
    const word = a.before
      .split(' ')
      .reverse()
      .find((w) => /^[a-z]{3,}$/.test(w) && !/^(?:the|and|for|with|have|pay|paying|about|around|of|is|was)$/.test(w));
    const period = a.period === 'month' ? ' a month' : a.period === 'year' ? ' a year' : '';
    return `${word ? `${word} ` : ''}${formatRupees(a.value)}${period}`;
  });
  parts.push(...p.rates.map((r) => `${r.value} %`));
  parts.push(...p.durations.map((d) => (d.unit === 'years' ? `${d.months / 12} years` : `${d.months} months`)));
  return parts.length ? `Figures: ${parts.join('; ')}.` : '';
}

/** The booking link that carries the question (and a calculator scenario or the question's figures) into the note. */
export function bookingFor(auth: Viewer, question: string, extra: string | null) {
  const note = (extra ? `${question}\n\n${extra}` : question).slice(0, 1000);
  const base = auth ? '/client/counselling' : '/public-counselling';
  return { note, url: `${base}?note=${encodeURIComponent(note)}` };
}

/** The scenario line of a calculator answer's booking note. */
export const scenarioLine = (c: Calculation) => `Scenario: ${calculationSentence(c)}`;

const UNKNOWN = {
  en: (topics: string[]) =>
    "I don't know the answer to that from FinWell's content yet." +
    (topics.length ? ` The closest topics I have: ${topics.map((t) => `“${t}”`).join(', ')}.` : '') +
    ' A counsellor can help: book a session and your question goes with it as a note.',
  hi: (topics: string[]) =>
    'FinWell की सामग्री में अभी इसका जवाब मेरे पास नहीं है।' +
    (topics.length ? ` सबसे मिलते-जुलते विषय: ${topics.map((t) => `“${t}”`).join(', ')}।` : '') +
    ' काउंसलर मदद कर सकते हैं: सेशन बुक करें, आपका सवाल नोट के रूप में साथ जाएगा।',
};

/** "I don't know", in the reader's language. */
export const unknownText = (lang: AnswerLanguage, topics: string[]) => UNKNOWN[lang](topics);

/** "Your package does not include …", in the reader's language. */
export function notInPackageText(lang: AnswerLanguage, title: string): string {
  return lang === 'hi'
    ? `आपके पैकेज में ${title} कैलकुलेटर शामिल नहीं है, इसलिए मैं यहाँ इसका हिसाब नहीं लगा सकता। काउंसलर आपके साथ आँकड़े देख सकते हैं।`
    : `Your package does not include the ${title} calculator, so I cannot work this out for you here. A counsellor can go through the numbers with you.`;
}
