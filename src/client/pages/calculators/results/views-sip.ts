import { t } from '../../../../i18n/browser';
import { formatPct, money, moneyShort, yearsText } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';

/** Result views of the monthly SIP calculators: plain SIP, step-up SIP and the goal SIP with a yearly top-up. */
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

export const SIP_VIEWS: Record<'sip' | 'step_up_sip' | 'goal_topup_sip', LooseView> = {
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
};
