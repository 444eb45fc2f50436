import type { FieldError, JsonObjectSchema, Plain } from './types';
import { fieldIssue } from './schema-field';
import type { RateSlab, RegimeFigures } from './rate-types';
import { RATES } from './rates';
import type { OldVsNewTaxRegimeTaxYear202627Input } from '../shared/generated/calculators/tax_regime_fy2026_27.input';
import type { OldVsNewTaxRegimeTaxYear202627Output } from '../shared/generated/calculators/tax_regime_fy2026_27.output';

/** Every year's schemas describe the same fields; the generated tax year 2026-27 types stand for all. */
export type TaxRegimeInput = Plain<OldVsNewTaxRegimeTaxYear202627Input>;
export type TaxRegimeOutput = Plain<OldVsNewTaxRegimeTaxYear202627Output>;
type RegimeTax = TaxRegimeOutput['old'];
type AgeCategory = NonNullable<TaxRegimeInput['ageCategory']>;
type Regime = RegimeTax['regime'];
type FinancialYear = TaxRegimeOutput['financialYear'];

/** A slab starts above `from` and runs to the next slab's `from`. */
export type Slab = RateSlab;

/** What differs between regimes and years; everything else is shared statute arithmetic. */
export type RegimeRules = RegimeFigures & {
  /** Surcharge steps: rate applies when taxable income exceeds `from`. */
  surcharge: readonly Slab[];
};

export type YearRules = { financialYear: FinancialYear; newRegime: RegimeRules };

const L = 100000;

/** Health & Education Cess on tax + surcharge (all years, both regimes), from the dated-constants table. */
const CESS_PCT = RATES.tax_cess.value;

/** 10 % > 50 L, 15 % > 1 Cr, 25 % > 2 Cr, 37 % > 5 Cr; the new regime stops at 25 % (no 5 Cr step). */
const OLD_SURCHARGE: readonly Slab[] = RATES.tax_surcharge.value;
export const NEW_SURCHARGE: readonly Slab[] = OLD_SURCHARGE.filter((s) => s.ratePct <= 25);

/** A year's new regime from its dated figures (src/calculators/rates.ts). */
export function newRegimeRules(figures: RegimeFigures): RegimeRules {
  return { ...figures, surcharge: NEW_SURCHARGE };
}

/** Old-regime figures (all years). Higher exemption limits are for resident seniors only. */
function oldRules(age: AgeCategory): RegimeRules {
  const old = RATES.tax_old_regime.value;
  return {
    slabs: old.slabs[age],
    standardDeduction: old.standardDeduction,
    rebateLimit: old.rebateLimit,
    maxRebate: old.maxRebate,
    rebateMarginalRelief: old.rebateMarginalRelief,
    surcharge: OLD_SURCHARGE,
  };
}

/** Progressive tax on the slabs. */
function slabTax(income: number, slabs: readonly Slab[]): number {
  let tax = 0;
  for (let k = 0; k < slabs.length; k++) {
    const upper = k + 1 < slabs.length ? slabs[k + 1].from : Infinity;
    if (income > slabs[k].from) tax += ((Math.min(income, upper) - slabs[k].from) * slabs[k].ratePct) / 100;
  }
  return tax;
}

/** s.288A / s.288B: drop paise, then round to the nearest ₹10 (a last digit of 5 goes up). */
function roundToTen(amount: number): number {
  return Math.floor((Math.floor(amount) + 5) / 10) * 10;
}

function rateAbove(income: number, steps: readonly Slab[]): number {
  let rate = 0;
  for (const s of steps) if (income > s.from) rate = s.ratePct;
  return rate;
}

/** Slab tax, then the s.87A rebate (resident individuals) and, in the new regime, its marginal relief. */
function taxAfterRebate({ taxable, rules, resident }: { taxable: number; rules: RegimeRules; resident: boolean }) {
  const taxOnSlabs = slabTax(taxable, rules.slabs);
  let rebate = 0;
  let marginalRelief87A = 0;
  if (resident && taxable <= rules.rebateLimit) rebate = Math.min(taxOnSlabs, rules.maxRebate);
  else if (resident && rules.rebateMarginalRelief) {
    marginalRelief87A = Math.max(0, taxOnSlabs - (taxable - rules.rebateLimit));
  }
  return { taxOnSlabs, rebate, marginalRelief87A, tax: taxOnSlabs - rebate - marginalRelief87A };
}

/**
 * Surcharge with marginal relief: at the highest threshold T crossed, tax + surcharge may exceed
 * the tax + surcharge at T (at the rate applicable at T) by no more than the income above T.
 */
function surchargeWithRelief({
  taxable,
  tax,
  rules,
  resident,
}: {
  taxable: number;
  tax: number;
  rules: RegimeRules;
  resident: boolean;
}) {
  const ratePct = rateAbove(taxable, rules.surcharge);
  const full = (tax * ratePct) / 100;
  const crossed = rules.surcharge.filter((s) => taxable > s.from);
  if (crossed.length === 0) return { ratePct, surcharge: 0, relief: 0 };
  const threshold = crossed[crossed.length - 1].from;
  const taxAtThreshold = taxAfterRebate({ taxable: threshold, rules, resident }).tax;
  const cap = taxAtThreshold * (1 + rateAbove(threshold, rules.surcharge) / 100) + (taxable - threshold);
  const surcharge = Math.max(0, Math.min(full, cap - tax));
  return { ratePct, surcharge, relief: full - surcharge };
}

function claimed(value: number | undefined): number {
  return value ?? 0;
}

/**
 * Employer NPS (80CCD(2), s.124 of the 2025 Act) is deductible up to 14 % of Basic + DA in the new regime and
 * 10 % in the old regime (14 % for central and state government employees). Without Basic + DA the limit is
 * worked out on the gross salary, the most Basic + DA can be, so an entry within the limit is never cut.
 */
const NPS_LIMIT = RATES.tax_employer_nps_limit.value;
export const EMPLOYER_NPS_LIMIT_PCT = {
  new: NPS_LIMIT.newPct,
  old: NPS_LIMIT.oldPct,
  oldGovernment: NPS_LIMIT.oldGovernmentPct,
} as const;

export function employerNpsLimit({ input, regime }: { input: TaxRegimeInput; regime: Regime }) {
  const limitPct =
    regime === 'new'
      ? EMPLOYER_NPS_LIMIT_PCT.new
      : input.isGovernmentEmployee
        ? EMPLOYER_NPS_LIMIT_PCT.oldGovernment
        : EMPLOYER_NPS_LIMIT_PCT.old;
  const base = input.basicDaAnnual ?? input.salaryIncome;
  const limit = (base * limitPct) / 100;
  const entered = claimed(input.sec80CCD2EmployerNps);
  return { entered, limitPct, limit, allowed: Math.min(entered, limit) };
}

/** One regime, in the order the statute applies it (calculators.md §2-3 algorithm). */
function computeRegime({ input, regime, year }: { input: TaxRegimeInput; regime: Regime; year: YearRules }): RegimeTax {
  const resident = input.isResident ?? true;
  // Senior and super-senior exemption limits (and the 80D senior cap) are for residents only.
  const age = resident ? (input.ageCategory ?? 'below60') : 'below60';
  const rules = regime === 'new' ? year.newRegime : oldRules(age);
  const salary = input.salaryIncome;
  const grossIncome = salary + claimed(input.otherIncome);
  const standardDeduction = Math.min(salary, rules.standardDeduction);
  const employerNps = employerNpsLimit({ input, regime });
  let hraExemption = 0;
  let homeLoanInterestDeduction = 0;
  let chapterVIADeductions = employerNps.allowed;
  if (regime === 'old') {
    hraExemption = claimed(input.hraExemption);
    homeLoanInterestDeduction = Math.min(claimed(input.sec24bHomeLoanInterest), 2 * L);
    const selfCap = age === 'below60' ? 25000 : 50000;
    const parentsCap = input.parentsSenior ? 50000 : 25000;
    chapterVIADeductions +=
      Math.min(claimed(input.sec80C), 1.5 * L) +
      Math.min(claimed(input.sec80DSelfFamily), selfCap) +
      Math.min(claimed(input.sec80DParents), parentsCap) +
      Math.min(claimed(input.sec80CCD1B), 50000) +
      claimed(input.otherDeductions);
  }
  const totalDeductions = standardDeduction + hraExemption + homeLoanInterestDeduction + chapterVIADeductions;
  const taxableIncome = roundToTen(Math.max(0, grossIncome - totalDeductions));
  const afterRebate = taxAfterRebate({ taxable: taxableIncome, rules, resident });
  const sur = surchargeWithRelief({ taxable: taxableIncome, tax: afterRebate.tax, rules, resident });
  const cess = ((afterRebate.tax + sur.surcharge) * CESS_PCT) / 100;
  const totalTax = afterRebate.tax + sur.surcharge + cess;
  return {
    regime,
    grossIncome,
    standardDeduction,
    hraExemption,
    homeLoanInterestDeduction,
    chapterVIADeductions,
    employerNpsClaimed: employerNps.entered,
    employerNpsLimitPct: employerNps.limitPct,
    employerNpsLimit: employerNps.limit,
    employerNpsDeduction: employerNps.allowed,
    totalDeductions,
    taxableIncome,
    taxOnSlabs: afterRebate.taxOnSlabs,
    rebate: afterRebate.rebate,
    marginalRelief87A: afterRebate.marginalRelief87A,
    taxAfterRebate: afterRebate.tax,
    surchargeRatePct: sur.ratePct,
    surchargeMarginalRelief: sur.relief,
    surcharge: sur.surcharge,
    cess,
    totalTax,
    totalTaxRounded: roundToTen(totalTax),
    effectiveTaxRatePct: grossIncome > 0 ? (totalTax / grossIncome) * 100 : 0,
  };
}

/**
 * Both regimes from the same gross inputs (old-only deductions are ignored, not rejected, in the
 * new regime). The headline fields are the chosen regime, or the better one in "compare" mode;
 * a tie goes to the new regime, the statutory default (s.115BAC(1A)).
 */
export function computeTax({ input, year }: { input: TaxRegimeInput; year: YearRules }): TaxRegimeOutput {
  const oldTax = computeRegime({ input, regime: 'old', year });
  const newTax = computeRegime({ input, regime: 'new', year });
  const betterRegime: Regime = oldTax.totalTax < newTax.totalTax ? 'old' : 'new';
  const choice = input.regime ?? 'compare';
  const headline =
    choice === 'compare' ? (betterRegime === 'old' ? oldTax : newTax) : choice === 'old' ? oldTax : newTax;
  return {
    ...headline,
    financialYear: year.financialYear,
    old: oldTax,
    new: newTax,
    oldRegimeTax: oldTax.totalTax,
    newRegimeTax: newTax.totalTax,
    betterRegime,
    savings: Math.abs(oldTax.totalTax - newTax.totalTax),
  };
}

/** The HRA exemption and Basic + DA are parts of salary, so neither can exceed the gross salary. */
export function checkTaxInput({ input, schema }: { input: TaxRegimeInput; schema: JsonObjectSchema }): FieldError[] {
  return (['hraExemption', 'basicDaAnnual'] as const)
    .filter((field) => claimed(input[field]) > input.salaryIncome)
    .map((field) =>
      fieldIssue({ schema, field, code: 'E-10546', rule: { id: 'notAboveField', other: 'salaryIncome' } }),
    );
}
