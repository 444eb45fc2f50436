import { loanEmi, monthlyRate, withoutDust } from './time-value';
import type { HomeLoanEMICalculatorInput } from '../shared/generated/calculators/home_loan_emi.input';
import type { HomeLoanEMICalculatorOutput } from '../shared/generated/calculators/home_loan_emi.output';
import type { Plain } from './types';

export type HomeLoanEmiInput = Plain<HomeLoanEMICalculatorInput>;
export type HomeLoanEmiOutput = Plain<HomeLoanEMICalculatorOutput>;
type AmortisationYear = HomeLoanEmiOutput['yearly'][number];

/**
 * Yearly totals of a level-EMI schedule: interest = balance × r, principal = EMI − interest. The
 * last month clears whatever float dust is left so the schedule closes at exactly zero.
 */
function amortiseYearly({
  principal,
  monthlyRate: r,
  emi,
  months,
}: {
  principal: number;
  monthlyRate: number;
  emi: number;
  months: number;
}): AmortisationYear[] {
  const yearly: AmortisationYear[] = [];
  let balance = principal;
  let principalPaid = 0;
  let interestPaid = 0;
  for (let m = 1; m <= months; m++) {
    const interest = balance * r;
    const principalPart = m === months ? balance : Math.min(emi - interest, balance);
    balance -= principalPart;
    principalPaid += principalPart;
    interestPaid += interest;
    if (m % 12 === 0 || m === months) {
      yearly.push({ year: Math.ceil(m / 12), principalPaid, interestPaid, closingBalance: balance });
      principalPaid = 0;
      interestPaid = 0;
    }
  }
  return yearly;
}

/**
 * Reducing-balance EMI: P r (1+r)^n / ((1+r)^n − 1), r = annual/1200 (not the effective monthly
 * rate); P / n at 0 %. Unrounded: banks round the EMI up and adjust the last instalment.
 */
export function compute(input: HomeLoanEmiInput): HomeLoanEmiOutput {
  const r = monthlyRate(input.annualRatePct);
  const n = Math.round(input.tenureMonths);
  const emi = loanEmi({ principal: input.principal, monthlyRate: r, months: n });
  const totalPayment = emi * n;
  return {
    emi,
    totalPayment,
    totalInterest: withoutDust({ value: totalPayment - input.principal, scale: input.principal }),
    yearly: amortiseYearly({ principal: input.principal, monthlyRate: r, emi, months: n }),
  };
}
