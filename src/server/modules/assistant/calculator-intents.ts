import { type CalculatorKey } from '../../../calculators/index.js';
import type { Parsed } from './parse.js';
import { pickTaxYear, TAX_YEARS } from './tax-year.js';
import {
  ages,
  amountWhere,
  around,
  bareRate,
  byValue,
  has,
  labelAmounts,
  monthly,
  monthsOf,
  rateRole,
  returnRate,
  set,
  yearly,
  yearsOf,
} from './number-roles.js';

/**
 * Numeric questions to calculators (docs/assistant.md "Calculators"): each intent names a registry
 * key and fills its inputs from the parsed numbers (number-roles.ts). An input the question does not
 * give starts at the value the calculator page starts with (the schema's default or first example) and
 * is marked "assumed" (calculation.ts runs the calculator).
 */

export type Filled = {
  key: CalculatorKey;
  /** What the question said, by input name. */
  given: Record<string, number | string | boolean>;
  /** Extra query parameters of the page link (the tax year). */
  query?: Record<string, string>;
  /** The tax year a tax answer used, and why when it is not the one the question named. */
  taxYear?: { year: string; label: string; note: string | null };
  /** Inputs the filler chose itself (the regime "compare" when none is named): a follow-up does not override with them. */
  implied?: string[];
};

type Filler = (p: Parsed) => Filled | null;

const FILLERS: Record<string, Filler> = {
  home_loan_emi: (p) => {
    const given: Record<string, number> = {};
    set(given, 'principal', byValue(p.amounts)[0]?.value);
    set(given, 'annualRatePct', returnRate(p));
    set(given, 'tenureMonths', monthsOf(p));
    return { key: 'home_loan_emi', given };
  },
  home_loan_prepayment: (p) => {
    const given: Record<string, number> = {};
    const pre = amountWhere(p, /prepay|part|extra|lump/);
    const loan = byValue(p.amounts).find((a) => a !== pre);
    set(given, 'principal', loan?.value);
    set(given, 'prepaymentAmount', pre?.value ?? byValue(p.amounts)[1]?.value);
    set(given, 'annualRatePct', returnRate(p));
    const tenure = p.durations.find((d) => !/after/.test(d.before));
    const after = p.durations.find((d) => /after/.test(d.before));
    set(given, 'tenureMonths', tenure?.months);
    set(given, 'prepaymentAfterMonth', after?.months);
    return { key: 'home_loan_prepayment', given };
  },
  tax_regime: (p) => {
    const given: Record<string, number | string> = {};
    // Deductions by the word nearest each amount ("1.5 lakh in 80C", "25,000 health insurance under 80D").
    const named = labelAmounts(p, {
      c80: /^80 ?c$|^elss$|^ppf$/,
      d80: /^80 ?d$|^health$|^mediclaim$|^medical$/,
      b1: /^80ccd\(?1b\)?$|^1b$/,
      h24: /^24 ?\(?b\)?$/,
    });
    const c80 = named.c80 ?? p.amounts.find((a) => /80 ?c\b/.test(around(a)));
    const deductions = [c80, named.d80, named.b1, named.h24].filter(Boolean);
    const salary = byValue(p.amounts.filter((a) => !deductions.includes(a)))[0];
    if (salary) set(given, 'salaryIncome', yearly(salary));
    if (c80) set(given, 'sec80C', c80.value);
    if (named.d80) set(given, /parent/.test(around(named.d80)) ? 'sec80DParents' : 'sec80DSelfFamily', named.d80.value);
    if (named.b1) set(given, 'sec80CCD1B', named.b1.value);
    if (named.h24) set(given, 'sec24bHomeLoanInterest', named.h24.value);
    const newR = has(p.text, /\bnew (?:tax )?regime|new tax\b|\bnew\b/);
    const oldR = has(p.text, /\bold (?:tax )?regime|old tax\b|\bold\b/);
    given.regime = newR && !oldR ? 'new' : oldR && !newR ? 'old' : 'compare';
    const choice = pickTaxYear(p.taxYear, TAX_YEARS);
    return {
      key: choice.year.key,
      given,
      query: { taxYear: choice.year.year },
      taxYear: { year: choice.year.year, label: choice.year.label, note: choice.note },
      implied: newR || oldR ? [] : ['regime'],
    };
  },
  sip: (p) => {
    const given: Record<string, number> = {};
    const a = p.amounts[0];
    set(given, 'monthlyInvestment', a ? monthly(a) : undefined);
    set(given, 'annualReturnPct', returnRate(p));
    set(given, 'years', yearsOf(p));
    return { key: 'sip', given };
  },
  step_up_sip: (p) => {
    const given: Record<string, number> = {};
    const a = p.amounts[0];
    set(given, 'monthlyInvestment', a ? monthly(a) : undefined);
    const step = p.rates.find((r) => rateRole(r) === 'stepup');
    const ret = p.rates.find((r) => r !== step && rateRole(r) !== 'inflation');
    set(given, 'annualStepUpPct', step?.value);
    set(given, 'annualReturnPct', ret?.value ?? p.bare.find(bareRate)?.value);
    set(given, 'years', yearsOf(p));
    return { key: 'step_up_sip', given };
  },
  retirement_planner: (p) => {
    const given: Record<string, number> = {};
    const { current, retire } = ages(p);
    set(given, 'currentAge', current);
    set(given, 'retirementAge', retire);
    const expense = amountWhere(p, /expens|spend|need|live|month/) ?? p.amounts.find((a) => a.period === 'month');
    const savings = amountWhere(p, /saved|savings|corpus|already|have/);
    if (expense && expense !== savings) set(given, 'currentMonthlyExpenses', monthly(expense));
    if (savings) set(given, 'currentSavings', savings.value);
    const infl = p.rates.find((r) => rateRole(r) === 'inflation');
    set(given, 'inflationPct', infl?.value);
    return { key: 'retirement_planner', given };
  },
  ppf: (p) => {
    const given: Record<string, number> = {};
    const a = p.amounts[0];
    set(given, 'annualDeposit', a ? yearly(a) : undefined);
    const y = yearsOf(p);
    if (y !== undefined && y >= 15) given.years = y;
    const r = p.rates[0]?.value;
    set(given, 'annualRatePct', r);
    return { key: 'ppf', given };
  },
  ssy: (p) => {
    const given: Record<string, number> = {};
    const a = p.amounts[0];
    set(given, 'annualDeposit', a ? yearly(a) : undefined);
    set(given, 'annualRatePct', p.rates[0]?.value);
    return { key: 'ssy', given };
  },
  swp: (p) => {
    const given: Record<string, number> = {};
    const sorted = byValue(p.amounts);
    const withdrawal = p.amounts.find((a) => a.period === 'month' || /withdraw/.test(a.before)) ?? sorted[1];
    const corpus = sorted.find((a) => a !== withdrawal);
    set(given, 'initialInvestment', corpus?.value);
    set(given, 'monthlyWithdrawal', withdrawal ? monthly(withdrawal) : undefined);
    set(given, 'annualReturnPct', returnRate(p));
    set(given, 'years', yearsOf(p));
    return { key: 'swp', given };
  },
  goal_planning: (p) => {
    const given: Record<string, number> = {};
    const saved = amountWhere(p, /saved|savings|already|have/);
    const cost = byValue(p.amounts).find((a) => a !== saved);
    set(given, 'currentCost', cost?.value);
    if (saved) set(given, 'currentSavings', saved.value);
    set(given, 'years', yearsOf(p));
    set(given, 'inflationPct', p.rates.find((r) => rateRole(r) === 'inflation')?.value);
    set(given, 'annualReturnPct', p.rates.find((r) => rateRole(r) === 'return')?.value);
    return { key: 'goal_planning', given };
  },
  human_life_value: (p) => {
    const given: Record<string, number> = {};
    const expense = amountWhere(p, /expens|spend/);
    const income = byValue(p.amounts.filter((a) => a !== expense))[0];
    if (income) set(given, 'annualIncome', yearly(income));
    if (expense) set(given, 'annualPersonalExpenses', yearly(expense));
    const { current, retire } = ages(p);
    set(given, 'currentAge', current);
    set(given, 'retirementAge', retire);
    return { key: 'human_life_value', given };
  },
  credit_card_payoff: (p) => {
    const given: Record<string, number | string> = {};
    const pay = p.amounts.find((a) => a.period === 'month' || /pay|paying/.test(a.before));
    const due = byValue(p.amounts).find((a) => a !== pay);
    set(given, 'outstanding', due?.value);
    if (pay) set(given, 'fixedMonthlyPayment', pay.value);
    const rate = p.rates[0];
    const value = rate?.value ?? p.bare.find(bareRate)?.value;
    if (value !== undefined) {
      // Card rates are quoted per month (3.5 %); a yearly figure (42 %) is turned into a monthly one.
      const perMonth = (rate?.perMonth ?? false) || value <= 10;
      given.monthlyInterestRatePct = perMonth ? value : Math.round((value / 12) * 100) / 100;
    }
    if (has(p.text, /minimum due|min due|only the minimum|minimum payment/)) given.mode = 'minimum';
    return { key: 'credit_card_payoff', given };
  },
  epf: (p) => {
    const given: Record<string, number> = {};
    const a = amountWhere(p, /basic/) ?? p.amounts[0];
    set(given, 'monthlyBasicDa', a ? monthly(a) : undefined);
    const { current, retire } = ages(p);
    set(given, 'currentAge', current);
    set(given, 'retirementAge', retire);
    // "How much EPF is deducted / does my employer put in" with no age: the monthly split, not a corpus.
    const split = current === undefined && has(p.text, /deduct|contribut|share|split|cut|employer|goes? (?:to|in)/);
    return split ? { key: 'epf', given: { ...given, task: 'split' }, implied: ['task'] } : { key: 'epf', given };
  },
  nps: (p) => {
    const given: Record<string, number> = {};
    const a = p.amounts[0];
    set(given, 'monthlyContribution', a ? monthly(a) : undefined);
    const { current, retire } = ages(p);
    set(given, 'currentAge', current);
    set(given, 'retirementAge', retire);
    set(given, 'annualReturnPct', p.rates.find((r) => rateRole(r) === 'return')?.value);
    return { key: 'nps', given };
  },
  hra_exemption: (p) => {
    const given: Record<string, number | boolean> = {};
    const named = labelAmounts(p, { basic: /^basic/, salary: /^salary|^ctc/, rent: /^rent/, hra: /^hra$|^allowance/ });
    const { rent, hra } = named;
    const basic = named.basic ?? named.salary;
    if (basic) given.basicDaAnnual = yearly(basic);
    if (rent) given.rentPaidAnnual = yearly(rent);
    if (hra) given.hraReceivedAnnual = yearly(hra);
    // The four metros of s.10(13A) give 50 %; any other city named (Bengaluru, Pune, Hyderabad …) is 40 %.
    if (
      has(
        p.text,
        /non[- ]?metro|bangalore|bengaluru|pune|hyderabad|ahmedabad|gurgaon|gurugram|noida|jaipur|lucknow|indore|kochi|coimbatore|chandigarh|nagpur|surat|bhopal|patna|thane|navi mumbai/,
      )
    )
      given.isMetro = false;
    else if (has(p.text, /\bmetro\b|mumbai|delhi|kolkata|chennai/)) given.isMetro = true;
    return { key: 'hra_exemption', given };
  },
};

export const CALCULATOR_INTENTS = Object.keys(FILLERS);

/**
 * A calculator's own name in the question (docs/assistant.md "Calculators"): "HRA", "PPF", "Sukanya", "EPF", "NPS",
 * "SWP", "step-up", "credit card", "term cover", "prepay". The words of a question that names one calculator are
 * often another's ("basic" is also EPF's), so the name decides over the classifier, except inside a tax question
 * (a PPF deposit or the HRA exemption is one of its inputs).
 */
const OWN_NAMES: Array<[string, RegExp]> = [
  ['home_loan_prepayment', /\bprepay|pre-pay|part[- ]?pay/],
  ['step_up_sip', /step[- ]?up|top[- ]?up sip|increas\w* (?:my |the )?sip/],
  ['hra_exemption', /\bhra\b|house rent allowance/],
  ['ppf', /\bppf\b|public provident/],
  ['ssy', /\bssy\b|sukanya/],
  ['epf', /\bepf\b|(?<!public )provident fund|(?<![a-z])pf\b/],
  ['nps', /\bnps\b|national pension/],
  ['swp', /\bswp\b|systematic withdrawal/],
  ['credit_card_payoff', /credit card|card (?:due|bill|dues|outstanding)/],
  ['human_life_value', /term (?:cover|insurance|plan)|life cover|human life value/],
];
/** Products the portal has no calculator for: another calculator's figure would be a wrong answer. */
const NO_CALCULATOR =
  /\b(?:fds?|fixed deposits?|rds?|recurring deposits?|gratuity|nsc|kvp|kisan vikas|scss|post office|lic|endowment|ulips?|leave encashment|gold loan)\b/;

/**
 * The calculator a question names, or null; `none` when it names a product with no calculator and no calculator of
 * the portal.
 */
export function namedCalculator(text: string, top: string): { intent: string } | 'none' | null {
  const named = OWN_NAMES.filter(([, re]) => re.test(text)).map(([intent]) => intent);
  if (!named.length) return NO_CALCULATOR.test(text) ? 'none' : null;
  if (top === 'tax_regime' && /\btax\b|regime|\bitr\b/.test(text)) return null;
  if (named.includes(top)) return { intent: top };
  // Two names ("prepay my loan or put it in PPF"): the first of the list, the more specific; more is no answer.
  return named.length <= 2 ? { intent: named[0] } : null;
}

/**
 * The input a question must give for a calculator answer (docs/assistant.md "Calculators"): "SIP
 * or FD for five years" names no SIP amount, so it is a content question, not a SIP with assumed numbers.
 */
const PRIMARY: Record<string, string[]> = {
  home_loan_emi: ['principal'],
  home_loan_prepayment: ['principal'],
  sip: ['monthlyInvestment'],
  step_up_sip: ['monthlyInvestment'],
  retirement_planner: ['currentAge', 'currentMonthlyExpenses', 'retirementAge'],
  ppf: ['annualDeposit'],
  ssy: ['annualDeposit'],
  swp: ['initialInvestment'],
  goal_planning: ['currentCost'],
  human_life_value: ['annualIncome'],
  credit_card_payoff: ['outstanding'],
  epf: ['monthlyBasicDa'],
  nps: ['monthlyContribution'],
  hra_exemption: ['basicDaAnnual', 'rentPaidAnnual', 'hraReceivedAnnual'],
};

/** Whether the filled inputs include the one that makes the question a calculation. */
export function givesPrimary(intent: string, filled: Filled): boolean {
  if (intent === 'tax_regime') return typeof filled.given.salaryIncome === 'number';
  return (PRIMARY[intent] ?? []).some((name) => filled.given[name] !== undefined);
}

/** The questions' own inputs for an intent, or null when the intent is not a calculator. */
export function fillInputs(intent: string, parsed: Parsed): Filled | null {
  const f = FILLERS[intent];
  return f ? f(parsed) : null;
}
