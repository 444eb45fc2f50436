import { currentLocale, t } from '../../../../i18n/browser';
import { localiseRate, rateAsOf } from '../calc-text';
import { lifeValueRows, retirementPath } from './derived-series';
import { formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView, type Row } from './view-types';
import { RATES } from '../../../../calculators/rates';

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
  title: t('calculators.views.label.depositsAndBalanceYearByYear'),
  x: 'year',
  xLabel: t('calculators.views.label.year'),
  yFormat: 'money' as const,
  rows,
  series: [
    { key: 'closingBalance', label: t('calculators.views.label.balance'), color: COLORS.value, kind: 'area' as const },
    {
      key: 'deposited',
      label: t('calculators.views.label.depositedToDate'),
      color: COLORS.invested,
      kind: 'area' as const,
    },
  ],
});
const depositTable = (rows: Row[]) => ({
  title: t('calculators.views.label.yearByYear'),
  columns: [
    { key: 'year', label: t('calculators.views.label.year'), format: 'number' as const },
    { key: 'deposit', label: t('calculators.views.label.deposit'), format: 'money' as const },
    { key: 'interest', label: t('calculators.views.label.interest'), format: 'money' as const },
    { key: 'closingBalance', label: t('calculators.views.label.balanceAtYearEnd'), format: 'money' as const },
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
      t('calculators.views.ppf.summary', {
        annualDeposit: money(i.annualDeposit),
        years: i.years ?? 15,
        value: formatPct(i.annualRatePct ?? RATES.ppf.value),
        maturityValue: money(o.maturityValue),
        maturityValue2: moneyShort(o.maturityValue),
        totalInterest: money(o.totalInterest),
      }),
    chart: (o) => depositChart(depositRows(o.yearly)),
    table: (o) => depositTable(depositRows(o.yearly)),
    explanation: () => [
      t('calculators.views.ppf.explanation'),
      t('calculators.views.ppf.explanation2', { value: formatPct(RATES.ppf.value) }),
      t('calculators.views.ppf.explanation3'),
    ],
  }),
  ssy: defineView<'ssy'>({
    headline: [{ field: 'maturityValue' }, { field: 'totalInvested' }, { field: 'totalInterest' }],
    summary: (o, i) =>
      t('calculators.views.ssy.summary', {
        annualDeposit: money(i.annualDeposit),
        depositYears: i.depositYears ?? 15,
        maturityValue: money(o.maturityValue),
        maturityValue2: moneyShort(o.maturityValue),
        maturityYears: i.maturityYears ?? 21,
      }),
    chart: (o) => depositChart(depositRows(o.yearly)),
    table: (o) => depositTable(depositRows(o.yearly)),
    explanation: () => [
      t('calculators.views.ssy.explanation'),
      t('calculators.views.ssy.explanation2', { value: formatPct(RATES.ssy.value) }),
      t('calculators.views.ssy.explanation3'),
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
      const split = t('calculators.views.epf.summary', {
        employee: money(o.employee),
        employerEpf: money(o.employerEpf),
        employerEps: money(o.employerEps),
      });
      return o.corpus === null
        ? split
        : t('calculators.views.epf.split', {
            corpus: money(o.corpus),
            corpus2: moneyShort(o.corpus),
            retirementAge: String(i.retirementAge),
            split,
          });
    },
    chart: (o) =>
      o.yearly.length > 0
        ? {
            kind: 'xy',
            title: t('calculators.views.label.epfBalanceYearByYear'),
            x: 'age',
            xLabel: t('calculators.views.label.age'),
            yFormat: 'money',
            rows: o.yearly,
            series: [
              {
                key: 'closingBalance',
                label: t('calculators.views.label.balanceAtYearEnd'),
                color: COLORS.value,
                kind: 'area',
              },
            ],
          }
        : {
            kind: 'pie',
            title: t('calculators.views.label.whereThe24GoesEachMonth'),
            slices: [
              { label: t('calculators.views.label.yourShareEpf'), value: o.employee, color: COLORS.value },
              { label: t('calculators.views.label.employerToEpf'), value: o.employerEpf, color: COLORS.principal },
              {
                label: t('calculators.views.label.employerToEpsPension'),
                value: o.employerEps,
                color: COLORS.interest,
              },
            ],
          },
    table: (o) =>
      o.yearly.length === 0
        ? null
        : {
            title: t('calculators.views.label.yearByYear'),
            columns: [
              { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
              { key: 'age', label: t('calculators.views.label.age'), format: 'number' },
              { key: 'monthlyBasicDa', label: t('calculators.views.label.basicDaAMonth'), format: 'money' },
              { key: 'monthlyCredit', label: t('calculators.views.label.epfCreditAMonth'), format: 'money' },
              { key: 'interest', label: t('calculators.views.label.interest'), format: 'money' },
              { key: 'closingBalance', label: t('calculators.views.label.balance'), format: 'money' },
            ],
            rows: o.yearly,
          },
    explanation: (i) => [
      t('calculators.views.epf.explanation'),
      t('calculators.views.epf.explanation2', { value: formatPct(i.interestRatePct ?? RATES.epf.value) }),
      t('calculators.views.epf.text'),
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
      t('calculators.views.nps.summary', {
        retirementAge: i.retirementAge,
        corpus: money(o.corpus),
        corpus2: moneyShort(o.corpus),
        lumpSum: money(o.lumpSum),
        annuityCorpus: money(o.annuityCorpus),
        monthlyPension: money(o.monthlyPension),
      }),
    notice: (o, i) =>
      (i.annuityPct ?? RATES.nps_exit.value.govtMinAnnuityPct) < o.minimumAnnuityPctNonGovt
        ? {
            tone: 'warning',
            text: t('calculators.views.nps.text', { minimumAnnuityPctNonGovt: formatPct(o.minimumAnnuityPctNonGovt) }),
          }
        : null,
    chart: (o) => ({
      kind: 'xy',
      title: t('calculators.views.label.contributionsAndCorpusByAge'),
      x: 'age',
      xLabel: t('calculators.views.label.age'),
      yFormat: 'money',
      rows: o.yearly.map((y) => ({ age: y.age + 1, invested: y.invested, value: y.value })),
      series: [
        { key: 'value', label: t('calculators.views.label.corpus'), color: COLORS.value, kind: 'area' },
        { key: 'invested', label: t('calculators.views.label.contributed'), color: COLORS.invested, kind: 'area' },
      ],
    }),
    table: (o, i) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'age', label: t('calculators.views.label.age'), format: 'number' },
        ...(i.mode === 'lifecycle'
          ? [
              { key: 'equityPct', label: t('calculators.views.label.equity'), format: 'percent' as const },
              {
                key: 'corporateBondsPct',
                label: t('calculators.views.label.corporateBonds'),
                format: 'percent' as const,
              },
              {
                key: 'governmentSecuritiesPct',
                label: t('calculators.views.label.govtSecurities'),
                format: 'percent' as const,
              },
            ]
          : []),
        { key: 'returnPct', label: t('calculators.views.label.return'), format: 'percent' },
        { key: 'invested', label: t('calculators.views.label.contributed'), format: 'money' },
        { key: 'value', label: t('calculators.views.label.corpusAtYearEnd'), format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: (i) => [
      t('calculators.views.nps.explanation'),
      i.mode === 'lifecycle' ? t('calculators.views.nps.explanation2') : t('calculators.views.nps.text2'),
      t('calculators.views.nps.text3', {
        asOf: rateAsOf(RATES.nps_exit.asOf),
        display: localiseRate(RATES.nps_exit, currentLocale()).display,
      }),
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
        ? t('calculators.views.retirement_planner.summary', {
            retirementAge: i.retirementAge,
            corpusRequired: money(o.corpusRequired),
            corpusRequired2: moneyShort(o.corpusRequired),
          })
        : t('calculators.views.retirement_planner.summary2', {
            retirementAge: i.retirementAge,
            corpusRequired: money(o.corpusRequired),
            corpusRequired2: moneyShort(o.corpusRequired),
            monthlySipRequired: money(o.monthlySipRequired),
            lumpsumRequiredToday: money(o.lumpsumRequiredToday),
          }),
    notice: (o) =>
      o.shortfall <= 0 ? { tone: 'success', text: t('calculators.views.retirement_planner.text') } : null,
    chart: (o, i) => ({
      kind: 'xy',
      title: t('calculators.views.label.yourRetirementCorpusByAge'),
      x: 'age',
      xLabel: t('calculators.views.label.age'),
      yFormat: 'money',
      rows: retirementPath({
        ...i,
        currentSavings: i.currentSavings ?? 0,
        annualExpensesAtRetirement: o.annualExpensesAtRetirement,
        monthlySip: o.monthlySipRequired,
      }),
      series: [
        { key: 'corpus', label: t('calculators.views.label.corpus'), color: COLORS.value, kind: 'area' },
        {
          key: 'withdrawal',
          label: t('calculators.views.label.yearlyExpensesDrawn'),
          color: COLORS.interest,
          kind: 'bar',
        },
      ],
    }),
    table: (o, i) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'age', label: t('calculators.views.label.ageAtYearEnd'), format: 'number' },
        { key: 'phase', label: t('calculators.views.label.phase'), format: 'text' },
        { key: 'withdrawal', label: t('calculators.views.label.expensesDrawn'), format: 'money' },
        { key: 'corpus', label: t('calculators.views.label.corpus'), format: 'money' },
      ],
      rows: retirementPath({
        ...i,
        currentSavings: i.currentSavings ?? 0,
        annualExpensesAtRetirement: o.annualExpensesAtRetirement,
        monthlySip: o.monthlySipRequired,
      }).slice(1),
    }),
    explanation: (i) => [
      t('calculators.views.retirement_planner.explanation', { inflationPct: formatPct(i.inflationPct) }),
      t('calculators.views.retirement_planner.explanation2', {
        postRetirementReturnPct: formatPct(i.postRetirementReturnPct),
        lifeExpectancy: i.lifeExpectancy,
      }),
      t('calculators.views.retirement_planner.text2'),
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
        ? t('calculators.views.human_life_value.summary', {
            humanLifeValue: money(o.humanLifeValue),
            humanLifeValue2: moneyShort(o.humanLifeValue),
          })
        : t('calculators.views.human_life_value.summary2', {
            humanLifeValue: money(o.humanLifeValue),
            humanLifeValue2: moneyShort(o.humanLifeValue),
            additionalCoverNeeded: money(o.additionalCoverNeeded),
            additionalCoverNeeded2: moneyShort(o.additionalCoverNeeded),
          }),
    chart: (o, i) => ({
      kind: 'xy',
      title: t('calculators.views.human_life_value.title'),
      x: 'age',
      xLabel: t('calculators.views.label.age'),
      yFormat: 'money',
      rows: lifeValueRows({
        currentAge: i.currentAge,
        years: o.yearsToRetirement,
        netAnnual: o.netAnnualContribution,
        incomeGrowthPct: i.incomeGrowthPct,
        discountRatePct: i.discountRatePct,
      }),
      series: [
        {
          key: 'netIncome',
          label: t('calculators.views.label.netIncomeThatYear'),
          color: COLORS.invested,
          kind: 'bar',
        },
        { key: 'presentValue', label: t('calculators.views.label.worthToday'), color: COLORS.value, kind: 'bar' },
      ],
    }),
    table: (o, i) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'age', label: t('calculators.views.label.age'), format: 'number' },
        { key: 'netIncome', label: t('calculators.views.label.incomeLessPersonalExpenses'), format: 'money' },
        { key: 'presentValue', label: t('calculators.views.label.worthToday'), format: 'money' },
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
      t('calculators.views.human_life_value.explanation'),
      t('calculators.views.human_life_value.method', {
        incomeGrowthPct: formatPct(i.incomeGrowthPct),
        discountRatePct: formatPct(i.discountRatePct),
      }),
      t('calculators.views.human_life_value.method2'),
    ],
  }),
};
