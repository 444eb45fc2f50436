import { t } from '../../../../i18n/browser';
import { freedomPath, goalPath } from './derived-series';
import { formatMonths, formatPct, money, moneyShort, yearsText } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';

/** Result views of the planners that lay out an invested sum over time: goal planning, SWP and financial freedom. */
export const INVEST_VIEWS: Record<'goal_planning' | 'swp' | 'financial_freedom', LooseView> = {
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
