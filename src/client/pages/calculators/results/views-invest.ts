import { freedomPath, goalPath } from './derived-series';
import { formatMonths, formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';

const yearsText = (y: number) => `${y} ${y === 1 ? 'year' : 'years'}`;
const growthChart = (rows: Array<{ year: number; invested: number; value: number }>, title: string) => ({
  kind: 'xy' as const,
  title,
  x: 'year',
  xLabel: 'Year',
  yFormat: 'money' as const,
  rows: [
    { year: 0, invested: 0, value: 0 },
    ...rows.map((r) => ({ year: r.year, invested: r.invested, value: r.value })),
  ],
  series: [
    { key: 'value', label: 'Value', color: COLORS.value, kind: 'area' as const },
    { key: 'invested', label: 'Invested', color: COLORS.invested, kind: 'area' as const },
  ],
});
const SIP_NOTES = [
  'Each instalment is invested at the start of the month, and returns compound monthly at the yearly rate ÷ 12 (the convention Groww, ET Money and ClearTax use).',
  'Returns are assumed steady; real mutual-fund returns go up and down, and past returns do not promise future ones.',
  'Taxes, exit loads and expense ratios are not deducted.',
];

export const INVEST_VIEWS: Record<
  'sip' | 'step_up_sip' | 'goal_topup_sip' | 'goal_planning' | 'swp' | 'financial_freedom',
  LooseView
> = {
  sip: defineView<'sip'>({
    headline: [{ field: 'futureValue' }, { field: 'totalInvested' }, { field: 'estimatedReturns' }],
    summary: (o, i) =>
      `Investing ${money(i.monthlyInvestment)} every month for ${yearsText(i.years)} at ${formatPct(i.annualReturnPct)} a year could grow to ${money(o.futureValue)} (${moneyShort(o.futureValue)}): ${money(o.totalInvested)} invested and ${money(o.estimatedReturns)} in returns.`,
    chart: (o) => growthChart(o.yearly, 'Invested vs value, year by year'),
    table: (o) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'invested', label: 'Invested', format: 'money' },
        { key: 'returns', label: 'Returns', format: 'money' },
        { key: 'value', label: 'Value at year end', format: 'money' },
      ],
      rows: o.yearly.map((y) => ({
        year: y.year,
        invested: y.invested,
        returns: y.value - y.invested,
        value: y.value,
      })),
    }),
    explanation: () => SIP_NOTES,
  }),
  step_up_sip: defineView<'step_up_sip'>({
    headline: [
      { field: 'futureValue' },
      { field: 'totalInvested' },
      { field: 'estimatedReturns' },
      { field: 'finalMonthlyInvestment' },
    ],
    summary: (o, i) =>
      `Starting at ${money(i.monthlyInvestment)} a month and raising it ${i.stepUpType === 'amount' ? `by ${money(i.annualStepUpAmount ?? 0)}` : `${formatPct(i.annualStepUpPct)}`} every year, your SIP could grow to ${money(o.futureValue)} (${moneyShort(o.futureValue)}) in ${yearsText(i.years)}. In the last year you invest ${money(o.finalMonthlyInvestment)} a month.`,
    chart: (o) => growthChart(o.yearly, 'Invested vs value, year by year'),
    table: (o) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'monthlyInvestment', label: 'Monthly SIP', format: 'money' },
        { key: 'invested', label: 'Invested to date', format: 'money' },
        { key: 'value', label: 'Value at year end', format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: () => [
      'The instalment rises every 12 instalments (month 13, 25, …) and is not rounded.',
      ...SIP_NOTES,
    ],
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
      `Your goal will cost ${money(o.futureCost)} (${moneyShort(o.futureCost)}) in ${yearsText(i.years)}. Start a SIP of ${money(o.startingMonthlySip)} a month and raise it ${formatPct(i.annualTopUpPct)} every year — or invest ${money(o.flatMonthlySip)} a month without top-ups.`,
    chart: (o) => growthChart(o.yearly, 'Your topped-up SIP, year by year'),
    table: (o) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'monthlySip', label: 'Monthly SIP', format: 'money' },
        { key: 'invested', label: 'Invested to date', format: 'money' },
        { key: 'value', label: 'Value at year end', format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: (i) => [
      `Today's cost grows with inflation of ${formatPct(i.inflationPct)} a year to the cost at the target date.`,
      'The SIP is topped up every 12 instalments; with a 0 % top-up it is the same as the Goal Planning SIP.',
      ...SIP_NOTES,
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
        ? `Your savings already cover this goal: they could grow to ${money(o.futureValueOfSavings)} against a cost of ${money(o.futureCost)}. No SIP is needed.`
        : `Your goal will cost ${money(o.futureCost)} (${moneyShort(o.futureCost)}) in ${yearsText(i.years)}. Invest ${money(o.monthlySipRequired)} a month, or ${money(o.lumpsumRequiredToday)} today as a lump sum.`,
    notice: (o) =>
      o.shortfall <= 0 ? { tone: 'success', text: 'Your current savings are enough for this goal.' } : null,
    chart: (o, i) => ({
      kind: 'xy',
      title: 'Your plan against the goal’s cost',
      x: 'year',
      xLabel: 'Year',
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
        { key: 'savings', label: 'Savings you have', color: COLORS.invested, kind: 'area', stack: 'plan' },
        { key: 'sipValue', label: 'Your SIP', color: COLORS.value, kind: 'area', stack: 'plan' },
        { key: 'goalCost', label: 'Cost of the goal', color: COLORS.interest, kind: 'line' },
      ],
    }),
    table: (o, i) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'goalCost', label: 'Cost of the goal', format: 'money' },
        { key: 'savings', label: 'Savings grown', format: 'money' },
        { key: 'sipValue', label: 'SIP value', format: 'money' },
        { key: 'total', label: 'Total', format: 'money' },
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
      `The goal's cost grows with inflation of ${formatPct(i.inflationPct)} a year.`,
      'Savings you already have grow once a year at the expected return (the lump-sum convention); the SIP covers the rest, invested at the start of each month.',
      'A goal your savings already cover needs no SIP — the page never shows a negative one.',
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
        ? `Withdrawing ${money(i.monthlyWithdrawal)} a month, the money runs out in month ${o.exhaustedInMonth ?? o.monthsWithdrawalPaid} (${formatMonths(o.exhaustedInMonth ?? o.monthsWithdrawalPaid)}). You receive ${money(o.totalWithdrawn)} in all.`
        : `After ${yearsText(i.years)} of withdrawing ${money(i.monthlyWithdrawal)} a month, ${money(o.finalBalance)} (${moneyShort(o.finalBalance)}) is left; you receive ${money(o.totalWithdrawn)} in all.`,
    notice: (o) =>
      o.exhausted
        ? {
            tone: 'warning',
            text: `Your money runs out in month ${o.exhaustedInMonth ?? o.monthsWithdrawalPaid}. Withdraw less, or expect the plan to stop early.`,
          }
        : null,
    chart: (o) => ({
      kind: 'xy',
      title: 'Balance and withdrawals, year by year',
      x: 'year',
      xLabel: 'Year',
      yFormat: 'money',
      rows: o.yearly,
      series: [
        { key: 'withdrawn', label: 'Withdrawn in the year', color: COLORS.interest, kind: 'bar' },
        { key: 'balance', label: 'Balance at year end', color: COLORS.value, kind: 'line' },
      ],
    }),
    table: (o) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'withdrawn', label: 'Withdrawn', format: 'money' },
        { key: 'returns', label: 'Returns earned', format: 'money' },
        { key: 'balance', label: 'Balance at year end', format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: (i) => [
      (i.convention ?? 'start_nominal') === 'start_nominal'
        ? 'Each month the withdrawal is paid first, then what is left grows at the yearly return ÷ 12 (the convention of Groww’s worked example).'
        : 'Each month the balance grows at the effective monthly rate (1 + yearly return)^(1/12) − 1, then the withdrawal is paid.',
      'When the money runs out, only what is left is paid; the balance never goes below zero.',
      'Capital-gains tax on each redemption and exit loads are not modelled.',
    ],
  }),
  financial_freedom: defineView<'financial_freedom'>({
    headline: [
      { field: 'monthlySipRequired' },
      { field: 'fiCorpusAtTarget' },
      { field: 'fiCorpusToday' },
      { field: 'futureValueOfCurrentCorpus' },
      {
        field: 'monthsToFiWithGivenInvestment',
        label: 'Time to freedom with your SIP',
        format: 'duration',
        nullText: 'Not within 100 years',
      },
    ],
    summary: (o, i) => {
      const need = `You need ${money(o.fiCorpusAtTarget)} (${moneyShort(o.fiCorpusAtTarget)}) to be financially free in ${yearsText(i.targetYears)} — ${money(o.fiCorpusToday)} in today’s money.`;
      const sip =
        o.shortfall <= 0
          ? ' Your investments already get you there.'
          : ` Invest ${money(o.monthlySipRequired)} a month to get there.`;
      const given =
        (i.monthlyInvestment ?? 0) > 0 || (i.currentCorpus ?? 0) > 0
          ? o.monthsToFiWithGivenInvestment === null
            ? ` At ${money(i.monthlyInvestment ?? 0)} a month you would not get there within 100 years.`
            : ` At ${money(i.monthlyInvestment ?? 0)} a month you get there in ${formatMonths(o.monthsToFiWithGivenInvestment)}.`
          : '';
      return need + sip + given;
    },
    chart: (o, i) => ({
      kind: 'xy',
      title: 'Your corpus against the freedom target',
      x: 'year',
      xLabel: 'Year',
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
        { key: 'target', label: 'Freedom target', color: COLORS.interest, kind: 'line' },
        { key: 'withRequiredSip', label: 'With the required SIP', color: COLORS.value, kind: 'line' },
        { key: 'withYourSip', label: 'With your SIP', color: COLORS.balance, kind: 'line' },
      ],
    }),
    table: (o, i) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'target', label: 'Freedom target', format: 'money' },
        { key: 'withRequiredSip', label: 'With the required SIP', format: 'money' },
        { key: 'withYourSip', label: 'With your SIP', format: 'money' },
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
      `Freedom corpus = yearly expenses ÷ safe withdrawal rate: at ${formatPct(i.safeWithdrawalRatePct)} that is ${Math.round((100 / i.safeWithdrawalRatePct) * 10) / 10} times your yearly expenses.`,
      `The target grows with inflation of ${formatPct(i.inflationPct)} a year; investments you have today grow once a year at the expected return, and the SIP is invested at the start of each month.`,
      '“Time to freedom” is the first month your corpus reaches the inflated target with the monthly investment you entered.',
    ],
  }),
};
