import { calculators, getCatalogueEntry, runCalculator } from '../../../calculators/index.js';
import type { Filled } from './calculator-intents.js';
import { formatAsOf, RATES_USED } from '../../../calculators/rates-by-calculator.js';
import { RATES } from '../../../calculators/rates.js';
import { formatRupees } from './parse.js';

/**
 * A calculator answer (docs/assistant.md "Calculators"): the inputs a question filled, the page's
 * starting values for the rest (marked "assumed"), and the numbers of the answer, which are the
 * calculator's own output (runCalculator, the same registry the page and POST /calculator/compute run);
 * nothing here does arithmetic on results.
 */

type Prop = { title?: string; default?: unknown; examples?: unknown[]; type?: unknown };

/** The page's starting value of an input (schema default, else first example). */
function startValue(prop: Prop): unknown {
  return prop.default !== undefined ? prop.default : prop.examples?.[0];
}

const unitless = (title: string) => title.replace(/\s*\([^()]*\)\s*$/, '');

/**
 * The conventions a published example may differ by (docs/calculators.md "Conventions and their defaults"): listed
 * as assumptions even when the question did not touch them, in words rather than the enum value.
 */
const CONVENTIONS: Record<string, Record<string, string>> = {
  employerContributionBasis: { actualWage: 'on the full Basic + DA', wageCeiling: 'on the ₹15,000 wage ceiling' },
  contributionPeriod: {
    ageDifference: 'every year until the retirement age',
    oneYearLess: 'one year fewer (ClearTax’s count)',
  },
  discountTiming: { endOfYear: 'from the end of each year', startOfYear: 'from the start of each year' },
  convention: { start_nominal: 'at the start of the month', end_effective: 'at the end of the month' },
};

/** An assumed input worth stating: a rate (PPF 7.1 %, GST 18 % on card interest …) or a convention. */
function statesAssumption(name: string, title: string): boolean {
  return /%/.test(title) || name in CONVENTIONS;
}

function display(title: string, value: unknown, name = ''): string {
  if (typeof value === 'string' && CONVENTIONS[name]?.[value]) return CONVENTIONS[name][value];
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
  epf_split: ['employee', 'employerEpf', 'employerEps', 'totalMonthlyEpfCredit'],
};

export type CalcField = { name: string; label: string; value: number | string | boolean; display: string };
export type CalcInput = CalcField & { assumed: boolean };
export type CalcRate = {
  id: string;
  label: string;
  display: string;
  as_of: string;
  source: string;
  unconfirmed?: string;
};

export type Calculation = {
  calculator_id: number;
  key: string;
  title: string;
  inputs: CalcInput[];
  outputs: CalcField[];
  url: string;
  /** The dated constants the calculator used, with their dates and sources. */
  rates: CalcRate[];
  /** The tax year a tax answer used ("FY 2024-25 (AY 2025-26)"), null for other calculators. */
  tax_year?: string | null;
  /** Why the tax year is not the one the question named, when it is not. */
  tax_year_note?: string | null;
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
    // Only the inputs that decide the answer are listed: given ones, required starting values, and the assumed
    // rates and conventions (an optional input's default is an assumption too: PPF 7.1 %, GST 18 % on card interest).
    if (given || (calc.inputSchema.required ?? []).includes(name) || statesAssumption(name, title)) {
      inputs.push({
        name,
        label: unitless(title),
        value: value as number | string | boolean,
        display: display(title, value, name),
        assumed: !given,
      });
    }
  }
  const run = runCalculator(filled.key, input);
  if (!run.ok) return { calculation: null, errors: run.errors.map((e) => e.message) };
  const output = run.output as Record<string, unknown>;
  const outProps = (calc.outputSchema.properties ?? {}) as Record<string, Prop>;
  const isTax = filled.key.startsWith('tax_regime_');
  const names = isTax
    ? OUTPUTS[input.regime === 'compare' ? 'tax_compare' : 'tax_one']!
    : filled.key === 'epf' && input.task === 'split'
      ? OUTPUTS.epf_split!
      : (OUTPUTS[filled.key] ?? []);
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
      tax_year: filled.taxYear?.label ?? null,
      tax_year_note: filled.taxYear?.note ?? null,
      rates: RATES_USED[filled.key]
        .map((id) => [id, RATES[id]] as const)
        .map(([id, r]) => ({
          id,
          label: r.label,
          display: r.display,
          as_of: r.asOf,
          source: r.source,
          ...('unconfirmed' in r ? { unconfirmed: r.unconfirmed } : {}),
        })),
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
    c.tax_year ? `, ${c.tax_year}` : '',
    given.length ? ` with ${given.map((i) => `${i.label.toLowerCase()} ${i.display}`).join(', ')}` : '',
    `: ${c.outputs.map((o) => `${o.label} ${o.display}`).join('; ')}.`,
    c.tax_year_note ? ` ${c.tax_year_note}` : '',
    assumed.length
      ? ` Assumed (change them on the calculator page): ${assumed.map((i) => `${i.label.toLowerCase()} ${i.display}`).join(', ')}.`
      : '',
    c.rates.length
      ? ` Rates used: ${c.rates.map((r) => `${r.label}${r.display.length <= 60 ? ` ${r.display}` : ''} (as of ${formatAsOf(r.as_of)})`).join('; ')}.`
      : '',
  ];
  return parts.join('');
}
