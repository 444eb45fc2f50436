import { calculatorTitle, fieldLabel, outputLabel } from '../../../calculators/text-keys.js';
import { RATES, type RateId } from '../../../calculators/rates.js';
import type { MessageKey } from '../../../i18n/keys.js';
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

/** "1 January 2026" in Hindi ("1 जनवरी 2026"), for the rates table's dates. */
export function hindiDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

type RateWords = { label: string; display: string; source: string; unconfirmed?: string };

/**
 * A dated constant's label, value, source and caveat in the reader's language: the rates table's (rates.ts) in
 * English, the calculator pages' Hindi of the same entry (calcText.rate.<id>.*) in Hindi.
 */
export function rateWords(id: string, lang: AnswerLanguage): RateWords {
  const r = RATES[id as RateId] as RateWords;
  if (lang === 'en') return r;
  const t = (field: keyof RateWords) => {
    const key = `calcText.rate.${id}.${field}` as MessageKey;
    const text = hi(key);
    return text === key ? undefined : text;
  };
  return {
    label: t('label') ?? r.label,
    display: t('display') ?? r.display,
    source: t('source') ?? r.source,
    unconfirmed: r.unconfirmed ? (t('unconfirmed') ?? r.unconfirmed) : undefined,
  };
}

/** The tax year's name in Hindi, from the tax page's own labels (calcText.taxYear.*). */
export function hindiTaxYear(key: string, english: string): string {
  const msg = `calcText.taxYear.${key.replace(/^tax_regime_/, '')}` as MessageKey;
  const text = hi(msg);
  return text === msg ? english : text;
}

/** Input and output displays in Hindi: units, yes/no, regimes and conventions (figures unchanged). */
const HINDI_DISPLAY: Array<[RegExp, string]> = [
  [/ months$/, ' महीने'],
  [/ years$/, ' साल'],
  [/^yes$/, 'हाँ'],
  [/^no$/, 'नहीं'],
  [/^new$/, 'नई कर व्यवस्था'],
  [/^old$/, 'पुरानी कर व्यवस्था'],
  [/^compare$/, 'दोनों की तुलना'],
  [/^split$/, 'मासिक बँटवारा'],
  [/^corpus$/, 'कुल जमा'],
  [/^on the full Basic \+ DA$/, 'पूरे मूल वेतन + महंगाई भत्ते पर'],
  [/^on the ₹15,000 wage ceiling$/, '₹15,000 की वेतन सीमा पर'],
  [/^every year until the retirement age$/, 'रिटायरमेंट की उम्र तक हर साल'],
  [/^one year fewer \(ClearTax’s count\)$/, 'एक साल कम (ClearTax की गिनती)'],
  [/^from the end of each year$/, 'हर साल के अंत से'],
  [/^from the start of each year$/, 'हर साल की शुरुआत से'],
  [/^at the start of the month$/, 'महीने की शुरुआत में'],
  [/^at the end of the month$/, 'महीने के अंत में'],
];
export const hindiDisplay = (display: string) =>
  HINDI_DISPLAY.reduce((text, [re, hindi]) => text.replace(re, hindi), display);

/** The calculator answer's sentence: English as before, or Hindi with the pages' Hindi labels. */
export function calculatorText(c: Calculation, lang: AnswerLanguage): string {
  if (lang === 'en') return calculationSentence(c);
  const t = (key: Parameters<typeof hi>[0]) => hi(key);
  const given = c.inputs.filter((i) => !i.assumed);
  const assumed = c.inputs.filter((i) => i.assumed);
  const label = (i: { name: string; label: string }) => fieldLabel(t, c.key, i.name, i.label);
  const year = c.tax_year ? hindiTaxYear(c.key, c.tax_year) : '';
  const shown = (i: { display: string }) => hindiDisplay(i.display);
  return [
    `${calculatorTitle(t, c.calculator_id, c.title)} कैलकुलेटर`,
    year ? `, ${year}` : '',
    given.length ? ` (${given.map((i) => `${label(i)} ${shown(i)}`).join(', ')})` : '',
    `: ${c.outputs.map((o) => `${outputLabel(t, c.key, o.name, o.label)} ${shown(o)}`).join('; ')}।`,
    c.tax_year_note ? ` आपके बताए वर्ष का कैलकुलेटर नहीं है; ${year} इस्तेमाल किया गया।` : '',
    assumed.length
      ? ` मान लिया गया (कैलकुलेटर पेज पर बदलें): ${assumed.map((i) => `${label(i)} ${shown(i)}`).join(', ')}।`
      : '',
    c.rates.length
      ? ` इस्तेमाल की गई दरें: ${c.rates
          .map((r) => {
            const w = rateWords(r.id, 'hi');
            return `${w.label}${w.display.length <= 60 ? ` ${w.display}` : ''} (${hindiDate(r.as_of)} से)`;
          })
          .join('; ')}।`
      : '',
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

/** A content answer's sentence: the source's title and its quote, in the reader's language where the item has it. */
export function contentText(lang: AnswerLanguage, title: string, quote: string, englishOnly: boolean): string {
  if (lang === 'en') return `From "${title}": ${quote}`;
  return englishOnly ? `"${title}" से (यह लेख अभी सिर्फ़ अंग्रेज़ी में है): ${quote}` : `"${title}" से: ${quote}`;
}

/** Follow-up questions offered under a calculator answer. */
const SUGGESTIONS: Record<string, string[]> = {
  home_loan_emi: ['Should I prepay my home loan or invest the money?', 'What tax benefits does a home loan give?'],
  tax_regime: ['Should I choose the old or the new tax regime?', 'What can I invest in under section 80C?'],
  sip: ['Should I stop my SIP when the market falls?', 'What is a step-up SIP?'],
  step_up_sip: ['What is a step-up SIP?', 'How are mutual fund gains taxed?'],
  retirement_planner: ['How much do I need to retire?', 'Should I join NPS through my employer?'],
};

export function suggestionsFor(intent: string): string[] {
  return SUGGESTIONS[intent] ?? ['Where do I start with financial planning?'];
}
