import { calculators, getCatalogueEntry, runCalculator, type CalculatorKey } from '../../../calculators/index.js';
import { defaultTaxYear, TAX_YEARS } from '../../../calculators/tax-years.js';
import type { Amount, Bare, Parsed, Rate } from './parse.js';
import { formatRupees } from './parse.js';

/**
 * Numeric questions to calculators (docs/assistant.md "Calculators"): each intent names a registry
 * key and fills its inputs from the parsed numbers. An input the question does not give starts at
 * the value the calculator page starts with (the schema's default or first example) and is marked
 * "assumed". The numbers of the answer are the calculator's own output (runCalculator, the same
 * registry the page and POST /calculator/compute run); nothing here does arithmetic on results.
 */

export type Filled = {
  key: CalculatorKey;
  /** What the question said, by input name. */
  given: Record<string, number | string | boolean>;
  /** Extra query parameters of the page link (the tax year). */
  query?: Record<string, string>;
};

type Filler = (p: Parsed) => Filled | null;

const has = (text: string, re: RegExp) => re.test(text);
const around = (e: { before: string; after?: string }) => `${e.before} ${e.after ?? ''}`;

/** The rate a person means, from the nearest words: the two after it, else the two before it. */
function rateRole(r: Rate): 'inflation' | 'stepup' | 'return' {
  const after = r.after.split(' ').slice(0, 2).join(' ');
  const before = r.before.split(' ').slice(-2).join(' ');
  const STEP = /step|increas|hike|top ?up|increment|raise|grow(?:ing|s)? by|every year|each year|yearly|annually/;
  for (const ctx of [after, before]) {
    if (/inflat/.test(ctx)) return 'inflation';
    if (/return|interest|growth rate|cagr|roi/.test(ctx)) return 'return';
    if (STEP.test(ctx)) return 'stepup';
  }
  return 'return';
}

/** A unit-less number that reads as a rate ("at 8.5", "@ 9", "interest 10"). */
function bareRate(b: Bare): boolean {
  return b.value > 0 && b.value <= 30 && /(?:^|\s)(?:at|@|rate|interest|return|returns|roi)$/.test(b.before);
}

const yearsOf = (p: Parsed): number | undefined => {
  const d = p.durations[0];
  return d ? Math.max(1, Math.round(d.months / 12)) : undefined;
};
const monthsOf = (p: Parsed): number | undefined => p.durations[0]?.months;
const byValue = (xs: Amount[]) => [...xs].sort((a, b) => b.value - a.value);
const amountWhere = (p: Parsed, re: RegExp) => p.amounts.find((a) => re.test(around(a)));
const yearly = (a: Amount) => (a.period === 'month' ? a.value * 12 : a.value);
const monthly = (a: Amount) => (a.period === 'year' ? a.value / 12 : a.value);

function returnRate(p: Parsed): number | undefined {
  const r = p.rates.find((x) => rateRole(x) === 'return') ?? (p.rates.length === 1 ? p.rates[0] : undefined);
  if (r) return r.value;
  return p.bare.find(bareRate)?.value;
}

function set<T>(out: Record<string, T>, name: string, value: T | undefined) {
  if (value !== undefined && !(typeof value === 'number' && !Number.isFinite(value))) out[name] = value;
}

/** Current age and retirement age from ages and unit-less numbers ("at 30" -> current age). */
function ages(p: Parsed): { current?: number; retire?: number } {
  const current = p.ages.find((a) => a.role === 'current')?.value ?? p.ages.find((a) => a.role === 'unknown')?.value;
  const retire = p.ages.find((a) => a.role === 'retirement')?.value;
  // A unit-less number is an age only after "at", "age" or "from" ("retirement at 30", "from 30").
  const bare = p.bare.find(
    (b) =>
      b.value >= 18 && b.value <= 75 && Number.isInteger(b.value) && /(?:^|\s)(?:at|age|aged|from)$/.test(b.before),
  );
  return { current: current ?? bare?.value, retire };
}

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
    const c80 = p.amounts.find((a) => /80 ?c\b/.test(around(a)));
    const salary = byValue(p.amounts.filter((a) => a !== c80))[0];
    if (salary) set(given, 'salaryIncome', yearly(salary));
    if (c80) set(given, 'sec80C', c80.value);
    const newR = has(p.text, /\bnew (?:tax )?regime|new tax\b|\bnew\b/);
    const oldR = has(p.text, /\bold (?:tax )?regime|old tax\b|\bold\b/);
    given.regime = newR && !oldR ? 'new' : oldR && !newR ? 'old' : 'compare';
    const year = defaultTaxYear(
      new Date(),
      TAX_YEARS.filter((y) => getCatalogueEntry(21).keys.includes(y.key)),
    );
    return { key: year.key, given, query: { taxYear: year.year } };
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
    return { key: 'epf', given };
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
    const basic = amountWhere(p, /basic/);
    const rent = amountWhere(p, /rent/);
    const hra = p.amounts.find((a) => a !== basic && a !== rent && /hra|allowance/.test(around(a)));
    if (basic) given.basicDaAnnual = yearly(basic);
    if (rent) given.rentPaidAnnual = yearly(rent);
    if (hra) given.hraReceivedAnnual = yearly(hra);
    if (has(p.text, /non[- ]?metro/)) given.isMetro = false;
    else if (has(p.text, /\bmetro\b|mumbai|delhi|kolkata|chennai/)) given.isMetro = true;
    return { key: 'hra_exemption', given };
  },
};

export const CALCULATOR_INTENTS = Object.keys(FILLERS);

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

type Prop = { title?: string; default?: unknown; examples?: unknown[]; type?: unknown };

/** The page's starting value of an input (schema default, else first example). */
function startValue(prop: Prop): unknown {
  return prop.default !== undefined ? prop.default : prop.examples?.[0];
}

const unitless = (title: string) => title.replace(/\s*\([^()]*\)\s*$/, '');

function display(title: string, value: unknown): string {
  if (typeof value === 'number') {
    if (/\(₹/.test(title)) return formatRupees(value);
    if (/\(%/.test(title) || /%/.test(title)) return `${Math.round(value * 100) / 100} %`;
    if (/\(years\)|years$/i.test(title)) return `${value} years`;
    if (/\(months\)/.test(title)) return `${value} months`;
    return String(Math.round(value * 100) / 100);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Primary outputs per calculator, in the order the answer states them. */
const OUTPUTS: Partial<Record<string, string[]>> = {
  home_loan_emi: ['emi', 'totalInterest', 'totalPayment'],
  home_loan_prepayment: ['interestSaved', 'monthsSaved', 'newEmi'],
  sip: ['futureValue', 'totalInvested', 'estimatedReturns'],
  step_up_sip: ['futureValue', 'totalInvested', 'estimatedReturns'],
  retirement_planner: ['corpusRequired', 'monthlySipRequired', 'monthlyExpensesAtRetirement'],
  ppf: ['maturityValue', 'totalInvested', 'totalInterest'],
  ssy: ['maturityValue', 'totalInvested', 'totalInterest'],
  swp: ['finalBalance', 'totalWithdrawn', 'monthsWithdrawalPaid'],
  goal_planning: ['futureCost', 'monthlySipRequired', 'lumpsumRequiredToday'],
  human_life_value: ['humanLifeValue', 'additionalCoverNeeded'],
  credit_card_payoff: ['monthsToPayoff', 'totalInterest', 'totalPaid'],
  epf: ['corpus', 'totalMonthlyEpfCredit', 'totalInterest'],
  nps: ['corpus', 'lumpSum', 'monthlyPension'],
  hra_exemption: ['exemptHra', 'taxableHra'],
  tax_compare: ['newRegimeTax', 'oldRegimeTax', 'betterRegime', 'savings'],
  tax_one: ['totalTax', 'taxableIncome', 'effectiveTaxRatePct'],
};

export type CalcField = { name: string; label: string; value: number | string | boolean; display: string };
export type CalcInput = CalcField & { assumed: boolean };

export type Calculation = {
  calculator_id: number;
  key: string;
  title: string;
  inputs: CalcInput[];
  outputs: CalcField[];
  url: string;
};

/**
 * Runs the calculator with the question's inputs (and the page's starting values for the rest) and
 * returns the link that opens the page with the same inputs. Null when the inputs do not validate
 * (an amount out of the calculator's range): the caller then answers from content instead.
 */
export function calculate(
  filled: Filled,
): { calculation: Calculation; errors: null } | { calculation: null; errors: string[] } {
  const calc = calculators[filled.key];
  const props = (calc.inputSchema.properties ?? {}) as Record<string, Prop>;
  const input: Record<string, unknown> = {};
  const inputs: CalcInput[] = [];
  for (const [name, prop] of Object.entries(props)) {
    const given = Object.prototype.hasOwnProperty.call(filled.given, name);
    const value = given ? filled.given[name] : startValue(prop);
    if (value === undefined || value === null) continue;
    input[name] = value;
    const title = prop.title ?? name;
    // Only the inputs that decide the answer are listed: given ones and required starting values.
    if (given || (calc.inputSchema.required ?? []).includes(name)) {
      inputs.push({
        name,
        label: unitless(title),
        value: value as number | string | boolean,
        display: display(title, value),
        assumed: !given,
      });
    }
  }
  const run = runCalculator(filled.key, input);
  if (!run.ok) return { calculation: null, errors: run.errors.map((e) => e.message) };
  const output = run.output as Record<string, unknown>;
  const outProps = (calc.outputSchema.properties ?? {}) as Record<string, Prop>;
  const isTax = filled.key.startsWith('tax_regime_');
  const names = isTax ? OUTPUTS[input.regime === 'compare' ? 'tax_compare' : 'tax_one']! : (OUTPUTS[filled.key] ?? []);
  const outputs: CalcField[] = [];
  for (const name of names) {
    const value = output[name];
    if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') continue;
    const title = outProps[name]?.title ?? name;
    outputs.push({ name, label: unitless(title), value, display: display(title, value) });
  }
  const params = new URLSearchParams();
  for (const i of inputs) params.set(i.name, String(i.value));
  for (const [k, v] of Object.entries(filled.query ?? {})) params.set(k, v);
  return {
    calculation: {
      calculator_id: calc.id,
      key: filled.key,
      title: getCatalogueEntry(calc.id).title,
      inputs,
      outputs,
      url: `${calc.route}?${params.toString()}`,
    },
    errors: null,
  };
}

/** One sentence from the calculator's outputs and the inputs it understood. */
export function calculationSentence(c: Calculation): string {
  const given = c.inputs.filter((i) => !i.assumed);
  const assumed = c.inputs.filter((i) => i.assumed);
  const parts = [
    `${c.title} calculator`,
    given.length ? ` with ${given.map((i) => `${i.label.toLowerCase()} ${i.display}`).join(', ')}` : '',
    `: ${c.outputs.map((o) => `${o.label} ${o.display}`).join('; ')}.`,
    assumed.length
      ? ` Assumed (change them on the calculator page): ${assumed.map((i) => `${i.label.toLowerCase()} ${i.display}`).join(', ')}.`
      : '',
  ];
  return parts.join('');
}
