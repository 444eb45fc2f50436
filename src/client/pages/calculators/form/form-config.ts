import type { CalculatorKey } from '../../../../calculators/index';
import {
  CR,
  L,
  goalYears,
  inflation,
  is,
  isNot,
  pctReturn,
  r,
  regimeLabels,
  type FormConfig,
} from './form-config-parts';
import { TAX, TAX_2025_ACT } from './tax-form-config';

/** Each calculator's form config (form-config-parts.ts says what a config holds). */
export const FORM_CONFIG: Record<CalculatorKey, FormConfig> = {
  sip: { sliders: { monthlyInvestment: r(500, 2 * L, 500), annualReturnPct: pctReturn, years: goalYears } },
  step_up_sip: {
    order: ['monthlyInvestment', 'stepUpType', 'annualStepUpPct', 'annualStepUpAmount', 'annualReturnPct', 'years'],
    sliders: {
      monthlyInvestment: r(500, 2 * L, 500),
      annualStepUpPct: r(0, 50, 1),
      annualStepUpAmount: r(0, 50000, 500),
      annualReturnPct: pctReturn,
      years: goalYears,
    },
    enumLabels: {
      stepUpType: { percent: 'calculators.form.stepUp.percent', amount: 'calculators.form.stepUp.amount' },
    },
    showWhen: { annualStepUpPct: isNot('stepUpType', 'amount'), annualStepUpAmount: is('stepUpType', 'amount') },
  },
  goal_topup_sip: {
    sliders: {
      currentCost: r(50000, 5 * CR, 50000),
      years: goalYears,
      inflationPct: inflation,
      annualReturnPct: pctReturn,
      annualTopUpPct: r(0, 30, 1),
    },
  },
  goal_planning: {
    sliders: {
      currentCost: r(50000, 5 * CR, 50000),
      years: goalYears,
      inflationPct: inflation,
      annualReturnPct: pctReturn,
      currentSavings: r(0, CR, 10000),
    },
  },
  swp: {
    sliders: {
      initialInvestment: r(L, 5 * CR, 50000),
      monthlyWithdrawal: r(1000, 5 * L, 1000),
      annualReturnPct: pctReturn,
      years: goalYears,
    },
    enumLabels: {
      convention: {
        start_nominal: 'calculators.form.swpConvention.start_nominal',
        end_effective: 'calculators.form.swpConvention.end_effective',
      },
    },
  },
  home_loan_emi: {
    sliders: { principal: r(L, 5 * CR, L), annualRatePct: r(5, 20, 0.05), tenureMonths: r(12, 360, 12) },
  },
  home_loan_prepayment: {
    sliders: {
      principal: r(L, 5 * CR, L),
      annualRatePct: r(5, 20, 0.05),
      tenureMonths: r(12, 360, 12),
      prepaymentAmount: r(10000, CR, 10000),
      prepaymentAfterMonth: r(0, 359, 1),
    },
    enumLabels: {
      mode: {
        reduceTenure: 'calculators.form.prepayMode.reduceTenure',
        reduceEmi: 'calculators.form.prepayMode.reduceEmi',
      },
    },
  },
  credit_card_payoff: {
    order: [
      'outstanding',
      'monthlyInterestRatePct',
      'gstOnInterestPct',
      'mode',
      'fixedMonthlyPayment',
      'minPaymentPct',
      'minPaymentFloor',
    ],
    sliders: {
      outstanding: r(1000, 10 * L, 1000),
      monthlyInterestRatePct: r(0, 5, 0.05),
      fixedMonthlyPayment: r(500, L, 500),
      minPaymentPct: r(1, 20, 0.5),
      minPaymentFloor: r(0, 5000, 50),
      gstOnInterestPct: r(0, 28, 1),
    },
    enumLabels: { mode: { fixed: 'calculators.form.cardMode.fixed', minimum: 'calculators.form.cardMode.minimum' } },
    showWhen: {
      fixedMonthlyPayment: isNot('mode', 'minimum'),
      minPaymentPct: is('mode', 'minimum'),
      minPaymentFloor: is('mode', 'minimum'),
    },
  },
  ppf: {
    sliders: { annualDeposit: r(500, 1.5 * L, 500), annualRatePct: r(4, 10, 0.05), years: r(15, 40, 5) },
    hints: { years: 'calculators.form.ppfYearsHint' },
  },
  ssy: {
    sliders: {
      annualDeposit: r(250, 1.5 * L, 250),
      annualRatePct: r(4, 10, 0.05),
      depositYears: r(1, 15, 1),
      maturityYears: r(1, 21, 1),
    },
  },
  epf: {
    order: [
      'task',
      'monthlyBasicDa',
      'employerContributionBasis',
      'currentAge',
      'retirementAge',
      'currentBalance',
      'annualSalaryIncreasePct',
      'interestRatePct',
    ],
    sliders: {
      monthlyBasicDa: r(5000, 5 * L, 1000),
      currentAge: r(18, 59, 1),
      retirementAge: r(19, 60, 1),
      currentBalance: r(0, CR, 10000),
      annualSalaryIncreasePct: r(0, 20, 0.5),
      interestRatePct: r(0, 15, 0.05),
    },
    enumLabels: {
      task: { corpus: 'calculators.form.epfTask.corpus', split: 'calculators.form.epfTask.split' },
      employerContributionBasis: {
        actualWage: 'calculators.form.epfBasis.actualWage',
        wageCeiling: 'calculators.form.epfBasis.wageCeiling',
      },
    },
    hints: { employerContributionBasis: 'calculators.form.epfBasisHint' },
    showWhen: Object.fromEntries(
      ['currentAge', 'retirementAge', 'currentBalance', 'annualSalaryIncreasePct', 'interestRatePct'].map((f) => [
        f,
        isNot('task', 'split'),
      ]),
    ),
  },
  hra_exemption: {
    sliders: {
      basicDaAnnual: r(L, 50 * L, 10000),
      hraReceivedAnnual: r(0, 25 * L, 5000),
      rentPaidAnnual: r(0, 25 * L, 5000),
    },
    enumLabels: { regime: regimeLabels },
  },
  tax_regime_fy2024_25: TAX,
  tax_regime_fy2025_26: TAX,
  tax_regime_fy2026_27: TAX_2025_ACT,
  nps: {
    order: [
      'monthlyContribution',
      'currentAge',
      'retirementAge',
      'contributionPeriod',
      'mode',
      'annualReturnPct',
      'fund',
      'equityReturnPct',
      'corporateBondsReturnPct',
      'governmentSecuritiesReturnPct',
      'annuityPct',
      'annuityRatePct',
    ],
    sliders: {
      monthlyContribution: r(500, L, 500),
      currentAge: r(18, 70, 1),
      retirementAge: r(19, 75, 1),
      annualReturnPct: r(0, 20, 0.5),
      equityReturnPct: r(0, 20, 0.5),
      corporateBondsReturnPct: r(0, 15, 0.5),
      governmentSecuritiesReturnPct: r(0, 15, 0.5),
      annuityPct: r(0, 100, 5),
      annuityRatePct: r(0, 12, 0.1),
    },
    enumLabels: {
      mode: { simple: 'calculators.form.npsMode.simple', lifecycle: 'calculators.form.npsMode.lifecycle' },
      contributionPeriod: {
        ageDifference: 'calculators.form.npsPeriod.ageDifference',
        oneYearLess: 'calculators.form.npsPeriod.oneYearLess',
      },
      fund: {
        LC75: 'calculators.form.npsFund.LC75',
        LC50: 'calculators.form.npsFund.LC50',
        LC25: 'calculators.form.npsFund.LC25',
      },
    },
    showWhen: {
      annualReturnPct: isNot('mode', 'lifecycle'),
      ...Object.fromEntries(
        ['fund', 'equityReturnPct', 'corporateBondsReturnPct', 'governmentSecuritiesReturnPct'].map((f) => [
          f,
          is('mode', 'lifecycle'),
        ]),
      ),
    },
    hints: { annuityPct: 'calculators.form.annuityHint', contributionPeriod: 'calculators.form.npsPeriodHint' },
  },
  nps_lifecycle_allocation: {},
  human_life_value: {
    sliders: {
      annualIncome: r(L, CR, 10000),
      annualPersonalExpenses: r(0, 50 * L, 10000),
      currentAge: r(18, 70, 1),
      retirementAge: r(19, 75, 1),
      incomeGrowthPct: r(0, 15, 0.5),
      discountRatePct: r(0, 15, 0.5),
      outstandingLiabilities: r(0, 2 * CR, 50000),
      existingLifeCover: r(0, 5 * CR, L),
      existingInvestments: r(0, 5 * CR, 50000),
    },
    enumLabels: {
      discountTiming: {
        endOfYear: 'calculators.form.hlvTiming.endOfYear',
        startOfYear: 'calculators.form.hlvTiming.startOfYear',
      },
    },
    hints: { discountTiming: 'calculators.form.hlvTimingHint' },
  },
  retirement_planner: {
    sliders: {
      currentAge: r(18, 75, 1),
      retirementAge: r(19, 80, 1),
      lifeExpectancy: r(20, 110, 1),
      currentMonthlyExpenses: r(5000, 5 * L, 1000),
      inflationPct: inflation,
      preRetirementReturnPct: r(0, 20, 0.5),
      postRetirementReturnPct: r(0, 15, 0.5),
      currentSavings: r(0, 5 * CR, 50000),
    },
  },
  financial_freedom: {
    sliders: {
      currentAnnualExpenses: r(L, CR, 10000),
      inflationPct: inflation,
      safeWithdrawalRatePct: r(1, 10, 0.1),
      currentCorpus: r(0, 5 * CR, 50000),
      annualReturnPct: r(0, 20, 0.5),
      targetYears: goalYears,
      monthlyInvestment: r(0, 5 * L, 1000),
    },
    hints: {
      safeWithdrawalRatePct: 'calculators.form.swrHint',
    },
  },
  buy_vs_rent: {
    sliders: {
      propertyPrice: r(10 * L, 10 * CR, L),
      downPaymentPct: r(0, 100, 1),
      loanRatePct: r(5, 15, 0.05),
      loanTenureYears: r(1, 30, 1),
      propertyAppreciationPct: r(0, 15, 0.5),
      monthlyRent: r(5000, 5 * L, 1000),
      annualRentIncreasePct: r(0, 15, 0.5),
      investmentReturnPct: r(0, 20, 0.5),
      horizonYears: goalYears,
    },
  },
};
