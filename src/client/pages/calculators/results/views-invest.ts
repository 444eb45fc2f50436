import { t } from '../../../../i18n/browser';
import { freedomPath, goalPath } from './derived-series';
import { formatMonths, formatPct, money, moneyShort, yearsText } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';

const growthChart = (rows: Array<{ year: number; invested: number; value: number }>, title: string) => ({
  kind: 'xy' as const,
  title,
  x: 'year',
  xLabel: t('calculators.views.label.year'),
  yFormat: 'money' as const,
  rows: [
    { year: 0, invested: 0, value: 0 },
    ...rows.map((r) => ({ year: r.year, invested: r.invested, value: r.value })),
  ],
  series: [
    { key: 'value', label: t('calculators.views.label.value'), color: COLORS.value, kind: 'area' as const },
    { key: 'invested', label: t('calculators.views.label.invested'), color: COLORS.invested, kind: 'area' as const },
  ],
});
const sipNotes = () => [
  t('calculators.views.sipNotes.monthly'),
  t('calculators.views.sipNotes.steady'),
  t('calculators.views.sipNotes.costs'),
];

export const INVEST_VIEWS: Record<
  'sip' | 'step_up_sip' | 'goal_topup_sip' | 'goal_planning' | 'swp' | 'financial_freedom',
  LooseView
> = {
  sip: defineView<'sip'>({
    headline: [{ field: 'futureValue' }, { field: 'totalInvested' }, { field: 'estimatedReturns' }],
    summary: (o, i) =>
      t('calculators.views.sip.summary', {
        monthlyInvestment: money(i.monthlyInvestment),
        years: yearsText(i.years),
        annualReturnPct: formatPct(i.annualReturnPct),
        futureValue: money(o.futureValue),
        futureValue2: moneyShort(o.futureValue),
        totalInvested: money(o.totalInvested),
        estimatedReturns: money(o.estimatedReturns),
      }),
    chart: (o) => growthChart(o.yearly, t('calculators.views.label.investedVsValueYearByYear')),
    table: (o) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'invested', label: t('calculators.views.label.invested'), format: 'money' },
        { key: 'returns', label: t('calculators.views.label.returns'), format: 'money' },
        { key: 'value', label: t('calculators.views.label.valueAtYearEnd'), format: 'money' },
      ],
      rows: o.yearly.map((y) => ({
        year: y.year,
        invested: y.invested,
        returns: y.value - y.invested,
        value: y.value,
      })),
    }),
    explanation: () => sipNotes(),
  }),
  step_up_sip: defineView<'step_up_sip'>({
    headline: [
      { field: 'futureValue' },
      { field: 'totalInvested' },
      { field: 'estimatedReturns' },
      { field: 'finalMonthlyInvestment' },
    ],
    summary: (o, i) =>
      t('calculators.views.step_up_sip.summary', {
        monthly: money(i.monthlyInvestment),
        step:
          i.stepUpType === 'amount'
            ? t('calculators.views.step_up_sip.byAmount', { amount: money(i.annualStepUpAmount ?? 0) })
            : formatPct(i.annualStepUpPct),
        futureValue: money(o.futureValue),
        futureValueShort: moneyShort(o.futureValue),
        years: yearsText(i.years),
        finalMonthly: money(o.finalMonthlyInvestment),
      }),
    chart: (o) => growthChart(o.yearly, t('calculators.views.label.investedVsValueYearByYear')),
    table: (o) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'monthlyInvestment', label: t('calculators.views.label.monthlySip'), format: 'money' },
        { key: 'invested', label: t('calculators.views.label.investedToDate'), format: 'money' },
        { key: 'value', label: t('calculators.views.label.valueAtYearEnd'), format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: () => [t('calculators.views.step_up_sip.explanation'), ...sipNotes()],
  }),
  goal_topup_sip: defineView<'goal_topup_sip'>({
    headline: [
      { field: 'startingMonthlySip' },
      { field: 'futureCost' },
      { field: 'flatMonthlySip' },
      { field: 'totalInvested' },
      { field: 'finalMonthlySip' },
    ],
    summary: (o, i) =>
      t('calculators.views.goal_topup_sip.summary', {
        futureCost: money(o.futureCost),
        futureCost2: moneyShort(o.futureCost),
        years: yearsText(i.years),
        startingMonthlySip: money(o.startingMonthlySip),
        annualTopUpPct: formatPct(i.annualTopUpPct),
        flatMonthlySip: money(o.flatMonthlySip),
      }),
    chart: (o) => growthChart(o.yearly, t('calculators.views.label.yourToppedUpSipYearBy')),
    table: (o) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'monthlySip', label: t('calculators.views.label.monthlySip'), format: 'money' },
        { key: 'invested', label: t('calculators.views.label.investedToDate'), format: 'money' },
        { key: 'value', label: t('calculators.views.label.valueAtYearEnd'), format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: (i) => [
      t('calculators.views.goal_topup_sip.explanation', { inflationPct: formatPct(i.inflationPct) }),
      t('calculators.views.goal_topup_sip.explanation2'),
      ...sipNotes(),
    ],
  }),
  goal_planning: defineView<'goal_planning'>({
    headline: [
      { field: 'monthlySipRequired' },
      { field: 'futureCost' },
      { field: 'lumpsumRequiredToday' },
      { field: 'futureValueOfSavings' },
      { field: 'shortfall' },
    ],
    summary: (o, i) =>
      o.shortfall <= 0
        ? t('calculators.views.goal_planning.summary', {
            futureValueOfSavings: money(o.futureValueOfSavings),
            futureCost: money(o.futureCost),
          })
        : t('calculators.views.goal_planning.goal', {
            futureCost: money(o.futureCost),
            futureCost2: moneyShort(o.futureCost),
            years: yearsText(i.years),
            monthlySipRequired: money(o.monthlySipRequired),
            lumpsumRequiredToday: money(o.lumpsumRequiredToday),
          }),
    notice: (o) => (o.shortfall <= 0 ? { tone: 'success', text: t('calculators.views.goal_planning.text') } : null),
    chart: (o, i) => ({
      kind: 'xy',
      title: t('calculators.views.label.yourPlanAgainstTheGoalS'),
      x: 'year',
      xLabel: t('calculators.views.label.year'),
      yFormat: 'money',
      rows: goalPath({
        currentCost: i.currentCost,
        inflationPct: i.inflationPct,
        annualReturnPct: i.annualReturnPct,
        currentSavings: i.currentSavings ?? 0,
        years: i.years,
        monthlySip: o.monthlySipRequired,
      }),
      series: [
        {
          key: 'savings',
          label: t('calculators.views.label.savingsYouHave'),
          color: COLORS.invested,
          kind: 'area',
          stack: 'plan',
        },
        {
          key: 'sipValue',
          label: t('calculators.views.label.yourSip'),
          color: COLORS.value,
          kind: 'area',
          stack: 'plan',
        },
        { key: 'goalCost', label: t('calculators.views.label.costOfTheGoal'), color: COLORS.interest, kind: 'line' },
      ],
    }),
    table: (o, i) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'goalCost', label: t('calculators.views.label.costOfTheGoal'), format: 'money' },
        { key: 'savings', label: t('calculators.views.label.savingsGrown'), format: 'money' },
        { key: 'sipValue', label: t('calculators.views.label.sipValue'), format: 'money' },
        { key: 'total', label: t('calculators.views.label.total'), format: 'money' },
      ],
      rows: goalPath({
        currentCost: i.currentCost,
        inflationPct: i.inflationPct,
        annualReturnPct: i.annualReturnPct,
        currentSavings: i.currentSavings ?? 0,
        years: i.years,
        monthlySip: o.monthlySipRequired,
      }).slice(1),
    }),
    explanation: (i) => [
      t('calculators.views.goal_planning.explanation', { inflationPct: formatPct(i.inflationPct) }),
      t('calculators.views.goal_planning.explanation2'),
      t('calculators.views.goal_planning.explanation3'),
    ],
  }),
  swp: defineView<'swp'>({
    headline: [
      { field: 'finalBalance' },
      { field: 'totalWithdrawn' },
      { field: 'totalReturns' },
      { field: 'monthsWithdrawalPaid', format: 'months' },
    ],
    summary: (o, i) =>
      o.exhausted
        ? t('calculators.views.swp.summary', {
            monthlyWithdrawal: money(i.monthlyWithdrawal),
            monthsWithdrawalPaid: o.exhaustedInMonth ?? o.monthsWithdrawalPaid,
            monthsWithdrawalPaid2: formatMonths(o.exhaustedInMonth ?? o.monthsWithdrawalPaid),
            totalWithdrawn: money(o.totalWithdrawn),
          })
        : t('calculators.views.swp.summary2', {
            years: yearsText(i.years),
            monthlyWithdrawal: money(i.monthlyWithdrawal),
            finalBalance: money(o.finalBalance),
            finalBalance2: moneyShort(o.finalBalance),
            totalWithdrawn: money(o.totalWithdrawn),
          }),
    notice: (o) =>
      o.exhausted
        ? {
            tone: 'warning',
            text: t('calculators.views.swp.text', {
              monthsWithdrawalPaid: o.exhaustedInMonth ?? o.monthsWithdrawalPaid,
            }),
          }
        : null,
    chart: (o) => ({
      kind: 'xy',
      title: t('calculators.views.label.balanceAndWithdrawalsYearByYear'),
      x: 'year',
      xLabel: t('calculators.views.label.year'),
      yFormat: 'money',
      rows: o.yearly,
      series: [
        {
          key: 'withdrawn',
          label: t('calculators.views.label.withdrawnInTheYear'),
          color: COLORS.interest,
          kind: 'bar',
        },
        { key: 'balance', label: t('calculators.views.label.balanceAtYearEnd'), color: COLORS.value, kind: 'line' },
      ],
    }),
    table: (o) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'withdrawn', label: t('calculators.views.label.withdrawn'), format: 'money' },
        { key: 'returns', label: t('calculators.views.label.returnsEarned'), format: 'money' },
        { key: 'balance', label: t('calculators.views.label.balanceAtYearEnd'), format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: (i) => [
      (i.convention ?? 'start_nominal') === 'start_nominal'
        ? t('calculators.views.swp.explanation')
        : t('calculators.views.swp.explanation2'),
      t('calculators.views.swp.explanation3'),
      t('calculators.views.swp.text2'),
    ],
  }),
  financial_freedom: defineView<'financial_freedom'>({
    headline: () => [
      { field: 'monthlySipRequired' },
      { field: 'fiCorpusAtTarget' },
      { field: 'fiCorpusToday' },
      { field: 'futureValueOfCurrentCorpus' },
      {
        field: 'monthsToFiWithGivenInvestment',
        label: t('calculators.views.label.timeToFreedomWithYourSip'),
        format: 'duration',
        nullText: t('calculators.views.label.notWithin100Years'),
      },
    ],
    summary: (o, i) => {
      const need = t('calculators.views.financial_freedom.summary', {
        fiCorpusAtTarget: money(o.fiCorpusAtTarget),
        fiCorpusAtTarget2: moneyShort(o.fiCorpusAtTarget),
        targetYears: yearsText(i.targetYears),
        fiCorpusToday: money(o.fiCorpusToday),
      });
      const sip =
        o.shortfall <= 0
          ? t('calculators.views.label.yourInvestmentsAlreadyGetYouThere')
          : t('calculators.views.financial_freedom.summary2', { monthlySipRequired: money(o.monthlySipRequired) });
      const given =
        (i.monthlyInvestment ?? 0) > 0 || (i.currentCorpus ?? 0) > 0
          ? o.monthsToFiWithGivenInvestment === null
            ? t('calculators.views.financial_freedom.text', { monthlyInvestment: money(i.monthlyInvestment ?? 0) })
            : t('calculators.views.financial_freedom.text2', {
                monthlyInvestment: money(i.monthlyInvestment ?? 0),
                monthsToFiWithGivenInvestment: formatMonths(o.monthsToFiWithGivenInvestment),
              })
          : '';
      return need + sip + given;
    },
    chart: (o, i) => ({
      kind: 'xy',
      title: t('calculators.views.label.yourCorpusAgainstTheFreedomTarget'),
      x: 'year',
      xLabel: t('calculators.views.label.year'),
      yFormat: 'money',
      rows: freedomPath({
        fiCorpusToday: o.fiCorpusToday,
        inflationPct: i.inflationPct,
        annualReturnPct: i.annualReturnPct,
        currentCorpus: i.currentCorpus ?? 0,
        years: i.targetYears,
        monthlyInvestment: i.monthlyInvestment ?? 0,
        monthlySipRequired: o.monthlySipRequired,
      }),
      series: [
        { key: 'target', label: t('calculators.views.label.freedomTarget'), color: COLORS.interest, kind: 'line' },
        {
          key: 'withRequiredSip',
          label: t('calculators.views.label.withTheRequiredSip'),
          color: COLORS.value,
          kind: 'line',
        },
        { key: 'withYourSip', label: t('calculators.views.label.withYourSip'), color: COLORS.balance, kind: 'line' },
      ],
    }),
    table: (o, i) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'target', label: t('calculators.views.label.freedomTarget'), format: 'money' },
        { key: 'withRequiredSip', label: t('calculators.views.label.withTheRequiredSip'), format: 'money' },
        { key: 'withYourSip', label: t('calculators.views.label.withYourSip'), format: 'money' },
      ],
      rows: freedomPath({
        fiCorpusToday: o.fiCorpusToday,
        inflationPct: i.inflationPct,
        annualReturnPct: i.annualReturnPct,
        currentCorpus: i.currentCorpus ?? 0,
        years: i.targetYears,
        monthlyInvestment: i.monthlyInvestment ?? 0,
        monthlySipRequired: o.monthlySipRequired,
      }).slice(1),
    }),
    explanation: (i) => [
      t('calculators.views.financial_freedom.explanation', {
        safeWithdrawalRatePct: formatPct(i.safeWithdrawalRatePct),
        safeWithdrawalRatePct2: Math.round((100 / i.safeWithdrawalRatePct) * 10) / 10,
      }),
      t('calculators.views.financial_freedom.rate', { inflationPct: formatPct(i.inflationPct) }),
      t('calculators.views.financial_freedom.rate2'),
    ],
  }),
};
