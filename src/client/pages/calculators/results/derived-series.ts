import { calculators, type CalculatorInput, type CalculatorOutput } from '../../../../calculators/index';
import type { Row } from './view-types';
import { t } from '../../../../i18n/browser';

/**
 * Year-by-year paths for calculators whose registry output is a single answer (goal, freedom,
 * retirement, life value, pre-payment). They re-use the registry's SIP maths and the answer it
 * gave, and only lay it out over time; the final year agrees with the registry's figure.
 */

/** Value at each year end of a start-of-month SIP, from the registry's SIP calculator (index 0 = year 0). */
export function sipValues({
  monthly,
  annualReturnPct,
  years,
}: {
  monthly: number;
  annualReturnPct: number;
  years: number;
}): number[] {
  if (years <= 0 || !(monthly > 0)) return Array.from({ length: Math.max(0, years) + 1 }, () => 0);
  const yearly = calculators.sip.compute({ monthlyInvestment: monthly, annualReturnPct, years }).yearly;
  return [0, ...yearly.map((y) => y.value)];
}

const grow = (amount: number, ratePct: number, years: number) => amount * (1 + ratePct / 100) ** years;

export function goalPath({
  currentCost,
  inflationPct,
  annualReturnPct,
  currentSavings,
  years,
  monthlySip,
}: {
  currentCost: number;
  inflationPct: number;
  annualReturnPct: number;
  currentSavings: number;
  years: number;
  monthlySip: number;
}): Row[] {
  const sip = sipValues({ monthly: monthlySip, annualReturnPct, years });
  return sip.map((sipValue, y) => {
    const savings = grow(currentSavings, annualReturnPct, y);
    return { year: y, goalCost: grow(currentCost, inflationPct, y), savings, sipValue, total: savings + sipValue };
  });
}

export function freedomPath({
  fiCorpusToday,
  inflationPct,
  annualReturnPct,
  currentCorpus,
  years,
  monthlyInvestment,
  monthlySipRequired,
}: {
  fiCorpusToday: number;
  inflationPct: number;
  annualReturnPct: number;
  currentCorpus: number;
  years: number;
  monthlyInvestment: number;
  monthlySipRequired: number;
}): Row[] {
  const yours = sipValues({ monthly: monthlyInvestment, annualReturnPct, years });
  const needed = sipValues({ monthly: monthlySipRequired, annualReturnPct, years });
  return yours.map((sipValue, y) => {
    const corpus = grow(currentCorpus, annualReturnPct, y);
    return {
      year: y,
      target: grow(fiCorpusToday, inflationPct, y),
      withYourSip: corpus + sipValue,
      withRequiredSip: corpus + needed[y],
    };
  });
}

/** Saving up to retirement with the required SIP, then drawing inflation-growing expenses at the start of each year. */
export function retirementPath({
  currentAge,
  retirementAge,
  lifeExpectancy,
  currentSavings,
  preRetirementReturnPct,
  postRetirementReturnPct,
  inflationPct,
  annualExpensesAtRetirement,
  monthlySip,
}: {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  currentSavings: number;
  preRetirementReturnPct: number;
  postRetirementReturnPct: number;
  inflationPct: number;
  annualExpensesAtRetirement: number;
  monthlySip: number;
}): Row[] {
  const saving = Math.max(0, retirementAge - currentAge);
  const sip = sipValues({ monthly: monthlySip, annualReturnPct: preRetirementReturnPct, years: saving });
  const rows: Row[] = sip.map((sipValue, y) => ({
    age: currentAge + y,
    phase: t('calculators.phase.saving'),
    withdrawal: 0,
    corpus: grow(currentSavings, preRetirementReturnPct, y) + sipValue,
  }));
  let balance = Number(rows[rows.length - 1]?.corpus ?? 0);
  for (let k = 0; k < Math.max(0, lifeExpectancy - retirementAge); k++) {
    const withdrawal = grow(annualExpensesAtRetirement, inflationPct, k);
    balance = Math.max(0, (balance - withdrawal) * (1 + postRetirementReturnPct / 100));
    // Float dust at the end of an exactly-sized corpus is zero, not a few paise.
    rows.push({
      age: retirementAge + k + 1,
      phase: t('calculators.phase.retired'),
      withdrawal,
      corpus: balance < 1 ? 0 : balance,
    });
  }
  return rows;
}

export function lifeValueRows({
  currentAge,
  years,
  netAnnual,
  incomeGrowthPct,
  discountRatePct,
  startOfYear = false,
}: {
  currentAge: number;
  years: number;
  netAnnual: number;
  incomeGrowthPct: number;
  discountRatePct: number;
  /** Discount each year from its start (the human_life_value `discountTiming: 'startOfYear'` option). */
  startOfYear?: boolean;
}): Row[] {
  return Array.from({ length: Math.max(0, years) }, (_, k) => {
    const t = k + 1;
    const income = netAnnual * (1 + incomeGrowthPct / 100) ** (t - 1);
    const periods = startOfYear ? t - 1 : t;
    return {
      year: t,
      age: currentAge + k,
      netIncome: income,
      presentValue: income / (1 + discountRatePct / 100) ** periods,
    };
  });
}

export type AmortisationRow = { year: number; principal: number; interest: number; prepaid: number; balance: number };

/**
 * Month-by-month schedule with a level EMI (interest = balance × r), optionally one pre-payment
 * right after EMI `afterMonth` with the EMI from then on; totals per year. The registry gives the
 * EMIs; this only lays out the months.
 */
function amortise({
  principal,
  annualRatePct,
  emi,
  months,
  prepayment,
}: {
  principal: number;
  annualRatePct: number;
  emi: number;
  months: number;
  prepayment?: { afterMonth: number; amount: number; newEmi: number };
}): AmortisationRow[] {
  const r = annualRatePct / 1200;
  const rows: AmortisationRow[] = [];
  let balance = principal;
  let current = emi;
  let year: AmortisationRow = { year: 1, principal: 0, interest: 0, prepaid: 0, balance };
  const prepay = () => {
    if (!prepayment) return;
    const paid = Math.min(balance, prepayment.amount);
    balance -= paid;
    year.prepaid += paid;
    current = prepayment.newEmi;
  };
  if (prepayment?.afterMonth === 0) prepay();
  for (let m = 1; m <= months && balance > 1e-6; m++) {
    const interest = balance * r;
    const principalPart = Math.min(balance, current - interest);
    balance -= principalPart;
    year.interest += interest;
    year.principal += principalPart;
    if (prepayment && m === prepayment.afterMonth) prepay();
    if (balance < 1e-6) balance = 0;
    if (m % 12 === 0 || balance === 0 || m === months) {
      rows.push({ ...year, balance });
      year = { year: year.year + 1, principal: 0, interest: 0, prepaid: 0, balance };
    }
  }
  return rows;
}

const prepaymentCache = new WeakMap<object, { before: AmortisationRow[]; after: AmortisationRow[] }>();

/**
 * The loan year by year without and with the pre-payment. The chart and the pre-payment view both
 * show it for the same result, so it is laid out once per output.
 */
export function prepaymentSchedules(
  input: CalculatorInput<'home_loan_prepayment'>,
  output: CalculatorOutput<'home_loan_prepayment'>,
): { before: AmortisationRow[]; after: AmortisationRow[] } {
  const cached = prepaymentCache.get(output);
  if (cached) return cached;
  const loan = {
    principal: input.principal,
    annualRatePct: input.annualRatePct,
    emi: output.originalEmi,
    months: input.tenureMonths,
  };
  const schedules = {
    before: amortise(loan),
    after: amortise({
      ...loan,
      prepayment: { afterMonth: input.prepaymentAfterMonth, amount: input.prepaymentAmount, newEmi: output.newEmi },
    }),
  };
  prepaymentCache.set(output, schedules);
  return schedules;
}
