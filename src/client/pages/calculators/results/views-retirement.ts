import { currentLocale, t } from '../../../../i18n/browser';
import { localiseRate, rateAsOf } from '../calc-text';
import { lifeValueRows, retirementPath } from './derived-series';
import { formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';
import { RATES } from '../../../../calculators/rates';

/** Result views of the calculators that look ahead to retirement: NPS, the retirement planner and human life value. */
export const RETIREMENT_VIEWS: Record<'nps' | 'retirement_planner' | 'human_life_value', LooseView> = {
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
      i.contributionPeriod === 'oneYearLess'
        ? t('calculators.views.nps.periodLess')
        : t('calculators.views.nps.periodAge'),
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
        startOfYear: i.discountTiming === 'startOfYear',
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
        startOfYear: i.discountTiming === 'startOfYear',
      }),
    }),
    explanation: (i) => [
      t('calculators.views.human_life_value.explanation'),
      t('calculators.views.human_life_value.method', {
        incomeGrowthPct: formatPct(i.incomeGrowthPct),
        discountRatePct: formatPct(i.discountRatePct),
      }),
      i.discountTiming === 'startOfYear'
        ? t('calculators.views.human_life_value.timingStart', { discountRatePct: formatPct(i.discountRatePct) })
        : t('calculators.views.human_life_value.timingEnd'),
      t('calculators.views.human_life_value.method2'),
    ],
  }),
};
