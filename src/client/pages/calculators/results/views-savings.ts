import { lifeValueRows, retirementPath } from './derived-series';
import { formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView, type Row } from './view-types';
import { RATES } from '../../../../calculators/rates';
import { formatAsOf } from '../../../../calculators/rates-by-calculator';

const depositRows = (
  yearly: Array<{ year: number; deposit: number; interest: number; closingBalance: number }>,
): Row[] => {
  let deposited = 0;
  return yearly.map((y) => {
    deposited += y.deposit;
    return { year: y.year, deposit: y.deposit, deposited, interest: y.interest, closingBalance: y.closingBalance };
  });
};
const depositChart = (rows: Row[]) => ({
  kind: 'xy' as const,
  title: 'Deposits and balance, year by year',
  x: 'year',
  xLabel: 'Year',
  yFormat: 'money' as const,
  rows,
  series: [
    { key: 'closingBalance', label: 'Balance', color: COLORS.value, kind: 'area' as const },
    { key: 'deposited', label: 'Deposited to date', color: COLORS.invested, kind: 'area' as const },
  ],
});
const depositTable = (rows: Row[]) => ({
  title: 'Year by year',
  columns: [
    { key: 'year', label: 'Year', format: 'number' as const },
    { key: 'deposit', label: 'Deposit', format: 'money' as const },
    { key: 'interest', label: 'Interest', format: 'money' as const },
    { key: 'closingBalance', label: 'Balance at year end', format: 'money' as const },
  ],
  rows,
});

export const SAVINGS_VIEWS: Record<
  'ppf' | 'ssy' | 'epf' | 'nps' | 'retirement_planner' | 'human_life_value',
  LooseView
> = {
  ppf: defineView<'ppf'>({
    headline: [{ field: 'maturityValue' }, { field: 'totalInvested' }, { field: 'totalInterest' }],
    summary: (o, i) =>
      `Depositing ${money(i.annualDeposit)} every year for ${i.years ?? 15} years at ${formatPct(i.annualRatePct ?? RATES.ppf.value)} gives ${money(o.maturityValue)} (${moneyShort(o.maturityValue)}) at maturity, of which ${money(o.totalInterest)} is interest.`,
    chart: (o) => depositChart(depositRows(o.yearly)),
    table: (o) => depositTable(depositRows(o.yearly)),
    explanation: () => [
      'The deposit is made at the start of each financial year (before 5 April) and interest is credited once a year, so it compounds yearly.',
      `PPF pays ${formatPct(RATES.ppf.value)} a year (the dated rate below). The rate is revised every quarter; the calculator keeps it constant.`,
      'Deposits are limited to ₹500–₹1,50,000 a year; the account matures after 15 full years and can be extended in blocks of 5 years. Interest and maturity are tax-free.',
    ],
  }),
  ssy: defineView<'ssy'>({
    headline: [{ field: 'maturityValue' }, { field: 'totalInvested' }, { field: 'totalInterest' }],
    summary: (o, i) =>
      `Depositing ${money(i.annualDeposit)} a year for ${i.depositYears ?? 15} years gives ${money(o.maturityValue)} (${moneyShort(o.maturityValue)}) when the account matures ${i.maturityYears ?? 21} years after opening.`,
    chart: (o) => depositChart(depositRows(o.yearly)),
    table: (o) => depositTable(depositRows(o.yearly)),
    explanation: () => [
      'Deposits are made for 15 years from opening; interest keeps compounding until the account matures 21 years from opening.',
      `Sukanya Samriddhi pays ${formatPct(RATES.ssy.value)} a year (the dated rate below), compounded yearly. Rates are revised every quarter.`,
      'The girl must be under 10 when the account is opened; deposits are ₹250–₹1,50,000 a year. Half the balance can be withdrawn after she turns 18 or passes class X.',
    ],
  }),
  epf: defineView<'epf'>({
    headline: (i) =>
      (i.task ?? 'corpus') === 'split'
        ? [
            { field: 'totalMonthlyEpfCredit' },
            { field: 'employee' },
            { field: 'employerEpf' },
            { field: 'employerEps' },
          ]
        : [
            { field: 'corpus' },
            { field: 'totalMonthlyEpfCredit' },
            { field: 'totalInterest' },
            { field: 'employee' },
            { field: 'employerEpf' },
            { field: 'employerEps' },
          ],
    summary: (o, i) => {
      const split = `Each month ${money(o.employee)} from you and ${money(o.employerEpf)} from your employer go to your EPF account; ${money(o.employerEps)} of the employer’s share goes to the pension scheme (EPS).`;
      return o.corpus === null
        ? split
        : `Your EPF could grow to ${money(o.corpus)} (${moneyShort(o.corpus)}) by age ${i.retirementAge}. ${split}`;
    },
    chart: (o) =>
      o.yearly.length > 0
        ? {
            kind: 'xy',
            title: 'EPF balance, year by year',
            x: 'age',
            xLabel: 'Age',
            yFormat: 'money',
            rows: o.yearly,
            series: [{ key: 'closingBalance', label: 'Balance at year end', color: COLORS.value, kind: 'area' }],
          }
        : {
            kind: 'pie',
            title: 'Where the 24 % goes each month',
            slices: [
              { label: 'Your share (EPF)', value: o.employee, color: COLORS.value },
              { label: 'Employer to EPF', value: o.employerEpf, color: COLORS.principal },
              { label: 'Employer to EPS (pension)', value: o.employerEps, color: COLORS.interest },
            ],
          },
    table: (o) =>
      o.yearly.length === 0
        ? null
        : {
            title: 'Year by year',
            columns: [
              { key: 'year', label: 'Year', format: 'number' },
              { key: 'age', label: 'Age', format: 'number' },
              { key: 'monthlyBasicDa', label: 'Basic + DA a month', format: 'money' },
              { key: 'monthlyCredit', label: 'EPF credit a month', format: 'money' },
              { key: 'interest', label: 'Interest', format: 'money' },
              { key: 'closingBalance', label: 'Balance', format: 'money' },
            ],
            rows: o.yearly,
          },
    explanation: (i) => [
      'You pay 12 % of Basic + DA. Your employer also pays 12 %: 8.33 % of your wage (capped at ₹15,000, so at most ₹1,250 a month) goes to the pension scheme (EPS) and the rest to your EPF.',
      `Interest at ${formatPct(i.interestRatePct ?? RATES.epf.value)} a year is worked out monthly on the opening balance and credited at the year end (the EPFO method). The default is the EPF rate dated below.`,
      'EPS is a pension, not part of the EPF balance you can withdraw. Your salary rises at the start of each year by the increase you enter.',
    ],
  }),
  nps: defineView<'nps'>({
    headline: [
      { field: 'corpus' },
      { field: 'monthlyPension' },
      { field: 'lumpSum' },
      { field: 'annuityCorpus' },
      { field: 'totalInvested' },
      { field: 'estimatedReturns' },
    ],
    summary: (o, i) =>
      `Your NPS corpus at ${i.retirementAge} could be ${money(o.corpus)} (${moneyShort(o.corpus)}): ${money(o.lumpSum)} as a lump sum and ${money(o.annuityCorpus)} for an annuity paying about ${money(o.monthlyPension)} a month.`,
    notice: (o, i) =>
      (i.annuityPct ?? RATES.nps_exit.value.govtMinAnnuityPct) < o.minimumAnnuityPctNonGovt
        ? {
            tone: 'warning',
            text: `A non-government subscriber with this corpus must use at least ${formatPct(o.minimumAnnuityPctNonGovt)} for an annuity (PFRDA exit rules, December 2025).`,
          }
        : null,
    chart: (o) => ({
      kind: 'xy',
      title: 'Contributions and corpus by age',
      x: 'age',
      xLabel: 'Age',
      yFormat: 'money',
      rows: o.yearly.map((y) => ({ age: y.age + 1, invested: y.invested, value: y.value })),
      series: [
        { key: 'value', label: 'Corpus', color: COLORS.value, kind: 'area' },
        { key: 'invested', label: 'Contributed', color: COLORS.invested, kind: 'area' },
      ],
    }),
    table: (o, i) => ({
      title: 'Year by year',
      columns: [
        { key: 'age', label: 'Age', format: 'number' },
        ...(i.mode === 'lifecycle'
          ? [
              { key: 'equityPct', label: 'Equity', format: 'percent' as const },
              { key: 'corporateBondsPct', label: 'Corporate bonds', format: 'percent' as const },
              { key: 'governmentSecuritiesPct', label: 'Govt securities', format: 'percent' as const },
            ]
          : []),
        { key: 'returnPct', label: 'Return', format: 'percent' },
        { key: 'invested', label: 'Contributed', format: 'money' },
        { key: 'value', label: 'Corpus at year end', format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: (i) => [
      'Contributions are made at the start of each month; returns compound monthly at the yearly rate ÷ 12.',
      i.mode === 'lifecycle'
        ? 'In auto choice the mix of equity (E), corporate bonds (C) and government securities (G) follows the PFRDA life-cycle table for your age and is rebalanced every year on your birthday; each year earns the blended return E·rE + C·rC + G·rG.'
        : 'One expected return is used for the whole period; choose “Auto choice” to follow the life-cycle funds instead.',
      `At exit the annuity share buys a pension at the annuity rate; the rest is a lump sum (60 % of the corpus is tax-free). Minimum annuity (from ${formatAsOf(RATES.nps_exit.asOf)}): ${RATES.nps_exit.display}.`,
    ],
    special: 'nps',
  }),
  retirement_planner: defineView<'retirement_planner'>({
    headline: [
      { field: 'corpusRequired' },
      { field: 'monthlySipRequired' },
      { field: 'lumpsumRequiredToday' },
      { field: 'monthlyExpensesAtRetirement' },
      { field: 'futureValueOfSavings' },
      { field: 'shortfall' },
    ],
    summary: (o, i) =>
      o.shortfall <= 0
        ? `To retire at ${i.retirementAge} you need ${money(o.corpusRequired)} (${moneyShort(o.corpusRequired)}). Your savings already get you there.`
        : `To retire at ${i.retirementAge} you need a corpus of ${money(o.corpusRequired)} (${moneyShort(o.corpusRequired)}). Invest ${money(o.monthlySipRequired)} a month from now, or ${money(o.lumpsumRequiredToday)} today.`,
    notice: (o) =>
      o.shortfall <= 0 ? { tone: 'success', text: 'Your retirement savings already cover the corpus you need.' } : null,
    chart: (o, i) => ({
      kind: 'xy',
      title: 'Your retirement corpus by age',
      x: 'age',
      xLabel: 'Age',
      yFormat: 'money',
      rows: retirementPath({
        ...i,
        currentSavings: i.currentSavings ?? 0,
        annualExpensesAtRetirement: o.annualExpensesAtRetirement,
        monthlySip: o.monthlySipRequired,
      }),
      series: [
        { key: 'corpus', label: 'Corpus', color: COLORS.value, kind: 'area' },
        { key: 'withdrawal', label: 'Yearly expenses drawn', color: COLORS.interest, kind: 'bar' },
      ],
    }),
    table: (o, i) => ({
      title: 'Year by year',
      columns: [
        { key: 'age', label: 'Age at year end', format: 'number' },
        { key: 'phase', label: 'Phase', format: 'text' },
        { key: 'withdrawal', label: 'Expenses drawn', format: 'money' },
        { key: 'corpus', label: 'Corpus', format: 'money' },
      ],
      rows: retirementPath({
        ...i,
        currentSavings: i.currentSavings ?? 0,
        annualExpensesAtRetirement: o.annualExpensesAtRetirement,
        monthlySip: o.monthlySipRequired,
      }).slice(1),
    }),
    explanation: (i) => [
      `Your expenses grow with inflation of ${formatPct(i.inflationPct)} a year until you retire, and keep growing after.`,
      `After retirement the corpus earns ${formatPct(i.postRetirementReturnPct)}; a year’s expenses are drawn at the start of each year until age ${i.lifeExpectancy}, when the corpus reaches zero. The real return used is (1 + return) ÷ (1 + inflation) − 1.`,
      'Savings you have today grow once a year at the pre-retirement return; the SIP, invested at the start of each month, covers the rest.',
    ],
  }),
  human_life_value: defineView<'human_life_value'>({
    headline: [
      { field: 'additionalCoverNeeded' },
      { field: 'humanLifeValue' },
      { field: 'presentValueOfFutureIncome' },
      { field: 'netAnnualContribution' },
      { field: 'yearsToRetirement', format: 'years' },
    ],
    summary: (o) =>
      o.additionalCoverNeeded <= 0
        ? `Your human life value is ${money(o.humanLifeValue)} (${moneyShort(o.humanLifeValue)}). Your existing cover and investments are enough.`
        : `Your human life value is ${money(o.humanLifeValue)} (${moneyShort(o.humanLifeValue)}). You need about ${money(o.additionalCoverNeeded)} (${moneyShort(o.additionalCoverNeeded)}) more life cover.`,
    chart: (o, i) => ({
      kind: 'xy',
      title: 'Income your family would lose, year by year',
      x: 'age',
      xLabel: 'Age',
      yFormat: 'money',
      rows: lifeValueRows({
        currentAge: i.currentAge,
        years: o.yearsToRetirement,
        netAnnual: o.netAnnualContribution,
        incomeGrowthPct: i.incomeGrowthPct,
        discountRatePct: i.discountRatePct,
      }),
      series: [
        { key: 'netIncome', label: 'Net income that year', color: COLORS.invested, kind: 'bar' },
        { key: 'presentValue', label: 'Worth today', color: COLORS.value, kind: 'bar' },
      ],
    }),
    table: (o, i) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'age', label: 'Age', format: 'number' },
        { key: 'netIncome', label: 'Income less personal expenses', format: 'money' },
        { key: 'presentValue', label: 'Worth today', format: 'money' },
      ],
      rows: lifeValueRows({
        currentAge: i.currentAge,
        years: o.yearsToRetirement,
        netAnnual: o.netAnnualContribution,
        incomeGrowthPct: i.incomeGrowthPct,
        discountRatePct: i.discountRatePct,
      }),
    }),
    explanation: (i) => [
      'Income-replacement method: what your family would lose is your income less your own expenses, every year until retirement.',
      `That income grows ${formatPct(i.incomeGrowthPct)} a year and each year is discounted at ${formatPct(i.discountRatePct)} to what it is worth today; outstanding loans are added.`,
      'Existing life cover and investments are subtracted to give the cover still needed. Insurers’ tools differ (some use expenses or needs instead of income).',
    ],
  }),
};
