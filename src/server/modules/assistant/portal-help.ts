import { RATES } from '../../../calculators/rates.js';
import { formatAsOf } from '../../../calculators/rates-by-calculator.js';
import { checkClientRoute, CLIENT_SECTION_PATHS } from '../../../shared/route-guard.js';
import { translate } from '../../i18n.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { tokens } from './classifier.js';
import type { AnswerLanguage } from './language.js';
import type { Viewer } from './learning.js';
import { pickTaxYear, TAX_YEARS, type NamedTaxYear } from './tax-year.js';
import { hindiDate, rateWords } from './wording.js';

/**
 * How-to and facts from the portal itself (docs/assistant.md "How-to and facts"). "How do I …" and "where is …"
 * questions are matched against an index of the client area's sections (src/shared/route-guard.ts
 * CLIENT_SECTION_PATHS, named by the navigation's own messages layout.nav.*) and a few features inside them; the link
 * is given only when the route guard lets the person open it (visitors: the public page, else the login page).
 * Questions about a rate or limit ("what is the EPF rate this year?") are answered from the dated rates table
 * (src/calculators/rates.ts) with its date and source.
 */
type Feature = {
  path: string;
  /** layout.nav key of the section's name, or a fixed name. */
  nav?: string;
  name?: { en: string; hi: string };
  /** English words (stemmed by the classifier's tokens) that point to this feature: one of each group is needed. */
  words: string[][];
  steps: { en: string; hi: string };
  /** Where a visitor goes instead (a public page); else the login page. */
  publicPath?: string;
};

export const FEATURES: Feature[] = [
  {
    path: '/client/counselling/financial',
    name: { en: 'Financial counselling', hi: 'वित्तीय काउंसलिंग' },
    words: [
      [
        'counsellor',
        'counselor',
        'counselling',
        'counseling',
        'expert',
        'advisor',
        'adviser',
        'coach',
        'mentor',
        'consultant',
        'consultation',
        'specialist',
        'session',
        'appointment',
      ],
      ['tax', 'financial', 'money', 'book', 'session', 'appointment', 'talk'],
    ],
    steps: {
      en: 'Open Counselling, choose Financial counselling (it covers tax, loans and investing), pick a counsellor and a free slot, add a note if you like, and confirm. The meeting details come by e-mail.',
      hi: 'काउंसलिंग खोलें, वित्तीय काउंसलिंग चुनें (इसमें टैक्स, लोन और निवेश आते हैं), काउंसलर और खाली समय चुनें, चाहें तो नोट लिखें, और पुष्टि करें। मीटिंग की जानकारी ई-मेल से आएगी।',
    },
    publicPath: '/public-counselling',
  },
  {
    path: '/client/my-profile',
    name: { en: 'My profile: certificates', hi: 'मेरी प्रोफ़ाइल: प्रमाणपत्र' },
    words: [['certificate', 'certification']],
    steps: {
      en: 'Your course certificates are on My profile, under Certificates, once you complete a course and pass its assessment; each can be downloaded as a PDF and carries a code anyone can check.',
      hi: 'कोर्स पूरा करने और उसका असेसमेंट पास करने के बाद आपके प्रमाणपत्र मेरी प्रोफ़ाइल में "प्रमाणपत्र" के नीचे मिलते हैं; हर एक PDF में डाउनलोड होता है और उस पर एक कोड होता है जिसे कोई भी जाँच सकता है।',
    },
  },
  {
    path: '/client/my-profile',
    name: { en: 'My profile', hi: 'मेरी प्रोफ़ाइल' },
    words: [
      ['profile', 'phone', 'name', 'address', 'language', 'data', 'password', 'account'],
      ['change', 'update', 'edit', 'download', 'erase', 'delete', 'see', 'find', 'profile'],
    ],
    steps: {
      en: 'Open My profile from the menu under your name: you can change your details and language there, and download or erase your data.',
      hi: 'अपने नाम वाले मेन्यू से मेरी प्रोफ़ाइल खोलें: वहाँ आप अपनी जानकारी और भाषा बदल सकते हैं, और अपना डेटा डाउनलोड या मिटा सकते हैं।',
    },
  },
  ...sectionFeatures(),
];

/** The navigation's sections (route guard paths with a layout.nav name), each with its own words. */
function sectionFeatures(): Feature[] {
  const SECTION: Record<string, { nav: string; words: string[] }> = {
    '/client/learning-center': { nav: 'learning', words: ['course', 'video', 'playlist', 'learn', 'learning'] },
    '/client/calculators': { nav: 'calculators', words: ['calculator', 'calculators', 'calculate'] },
    '/client/counselling': { nav: 'counselling', words: ['counselling', 'counseling', 'counsellor', 'counselor'] },
    '/client/webinars': { nav: 'webinars', words: ['webinar', 'webinars', 'recording', 'live'] },
    '/client/knowledgebase': { nav: 'knowledge', words: ['article', 'faq', 'blog', 'finguide', 'knowledge'] },
    '/client/handbook': { nav: 'handbook', words: ['handbook'] },
    '/client/schemes': { nav: 'schemes', words: ['scheme', 'schemes', 'government'] },
    '/client/employee-toolkit': { nav: 'toolkit', words: ['toolkit', 'checklist', 'template'] },
    '/client/financial-planner': { nav: 'planner', words: ['planner', 'plan'] },
    '/client/home': { nav: 'home', words: ['dashboard', 'home'] },
  };
  return CLIENT_SECTION_PATHS.filter((p) => SECTION[p]).map((path) => ({
    path,
    nav: SECTION[path].nav,
    words: [SECTION[path].words],
    steps: { en: '', hi: '' },
  }));
}

const HOW_TO =
  /(?:^|\s)(?:how (?:do|can|should) i|how to|how does one|where (?:is|are|do i|can i|will i)|where's|can i (?:find|see|book|get|download)|i can'?t find)\b/;

export const isHowTo = (text: string) => HOW_TO.test(text);

export type PortalAnswer = { text: string; link: { title: string; url: string } | null };

const stemmed = (words: string[]) => new Set(words.flatMap((w) => tokens(w)));

/** A how-to answer with a link the viewer may open, or null when the question is not one or names no feature. */
export function howTo(text: string, auth: Viewer, lang: AnswerLanguage): PortalAnswer | null {
  if (!HOW_TO.test(text)) return null;
  const words = new Set(tokens(text));
  const matches = (group: string[]) => [...stemmed(group)].some((w) => words.has(w));
  const scored = FEATURES.map((f) => ({ f, hits: f.words.filter(matches).length }))
    .filter((x) => x.hits === x.f.words.length)
    .sort((a, b) => b.hits - a.hits);
  const best = scored[0]?.f;
  if (!best) return null;
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const title = best.nav ? translate(`layout.nav.${best.nav}` as MessageKey, {}, locale) : best.name![lang];
  const description = best.nav ? translate(`layout.nav.${best.nav}Description` as MessageKey, {}, locale) : '';
  const allowed = auth ? checkClientRoute({ package_info: auth.packageInfo }, best.path).allowed : false;
  const url = allowed ? best.path : auth ? null : (best.publicPath ?? '/login');
  const steps = best.steps[lang] || (lang === 'hi' ? `${title}: ${description}` : `Open ${title}: ${description}`);
  const refused = lang === 'hi' ? ' यह आपके पैकेज में शामिल नहीं है।' : ' Your package does not include it.';
  return { text: url ? steps : steps + refused, link: url ? { title, url } : null };
}

/** The rates table's entries a fact question may ask for, with the words that name each (first group required). */
const FACTS: Array<{ id: keyof typeof RATES | 'new_regime' | 'marginal_relief'; words: string[][] }> = [
  { id: 'marginal_relief', words: [['marginal'], ['relief']] },
  { id: 'new_regime', words: [['new'], ['slab', 'slabs', 'rebate', 'deduction', 'standard']] },
  {
    id: 'epf',
    words: [
      ['epf', 'pf', 'provident'],
      ['rate', 'interest'],
    ],
  },
  { id: 'ppf', words: [['ppf'], ['rate', 'interest']] },
  {
    id: 'ssy',
    words: [
      ['ssy', 'sukanya'],
      ['rate', 'interest'],
    ],
  },
  { id: 'epf_wage_ceiling', words: [['ceiling', 'eps']] },
  { id: 'gst_card_interest', words: [['gst'], ['card', 'credit']] },
  { id: 'tax_cess', words: [['cess']] },
  { id: 'tax_surcharge', words: [['surcharge']] },
  {
    id: 'tax_employer_nps_limit',
    words: [
      ['80ccd', 'employer'],
      ['nps', 'limit'],
    ],
  },
  { id: 'nps_exit', words: [['annuity'], ['nps']] },
  { id: 'tax_old_regime', words: [['old'], ['slab', 'slabs', 'regime']] },
];
const FACT_ASK =
  /\b(?:rate|rates|interest|limit|ceiling|slab|slabs|cess|surcharge|gst|annuity|relief|rebate|deduction|maximum|max|tax[- ]free)\b/;
/** An amount in a fact question is a threshold ("surcharge above 50 lakh"), not a figure to compute with. */
const THRESHOLD = /\b(?:above|over|beyond|more than|upto|up to|below|under|till)\s+<amount>/g;
/** Marginal relief in the calculators' words (docs/calculators.md, s.156(2)(b) and the surcharge rule). */
const MARGINAL = {
  en: ' Marginal relief: in the new regime the tax after the rebate may not exceed the income above ₹12 lakh, and a surcharge may not exceed the income above its threshold; the tax calculator applies both.',
  hi: ' मार्जिनल रिलीफ़: नई व्यवस्था में छूट के बाद का टैक्स ₹12 लाख से ऊपर की आय से ज़्यादा नहीं हो सकता, और सरचार्ज अपनी सीमा से ऊपर की आय से ज़्यादा नहीं हो सकता; टैक्स कैलकुलेटर दोनों लागू करता है।',
};

/** The dated figure a fact question asks for, or null. "this year" is the figure in force, which the table holds. */
export function fact(text: string, lang: AnswerLanguage, year: NamedTaxYear | null = null): PortalAnswer | null {
  if (!FACT_ASK.test(text) || /<amount>|<duration>|<rate>/.test(text.replace(THRESHOLD, ''))) return null;
  const words = new Set(tokens(text));
  const hit = FACTS.find((f) => f.words.every((g) => [...stemmed(g)].some((w) => words.has(w))));
  if (!hit) return null;
  // The new regime's figures are per tax year: the named one, else today's.
  const id =
    hit.id === 'new_regime' || hit.id === 'marginal_relief'
      ? (`tax_new_regime_${pickTaxYear(year, TAX_YEARS).year.key.slice('tax_regime_'.length)}` as keyof typeof RATES)
      : hit.id;
  const r = rateWords(id, lang);
  const asOf = RATES[id].asOf;
  const text2 =
    lang === 'hi'
      ? `${r.label}: ${r.display} (${hindiDate(asOf)} से लागू; स्रोत: ${r.source})।${r.unconfirmed ? ` ध्यान दें: ${r.unconfirmed}` : ''}`
      : `${r.label}: ${r.display} (as of ${formatAsOf(asOf)}; source: ${r.source}).${r.unconfirmed ? ` Note: ${r.unconfirmed}` : ''}`;
  return { text: text2 + (hit.id === 'marginal_relief' ? MARGINAL[lang] : ''), link: null };
}
