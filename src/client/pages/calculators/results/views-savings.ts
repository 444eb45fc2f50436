import { t } from '../../../../i18n/browser';
import { formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView, type Row } from './view-types';
import { RATES } from '../../../../calculators/rates';

const EPS_WAGE_CEILING = RATES.epf_wage_ceiling.value.wageCeiling;

/** Result views of the small-savings schemes with yearly deposits: PPF, SSY and EPF. */

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

export const SAVINGS_VIEWS: Record<'ppf' | 'ssy' | 'epf', LooseView> = {
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
    notice: (o, i) => {
      if (i.monthlyBasicDa <= EPS_WAGE_CEILING) return null;
      const actualTotal = Math.round((i.monthlyBasicDa * 12) / 100);
      return (i.employerContributionBasis ?? 'actualWage') === 'wageCeiling'
        ? {
            tone: 'info',
            text: t('calculators.views.epf.ceilingNotice', {
              employerTotal: money(o.employerTotal),
              actualTotal: money(actualTotal),
              basic: money(i.monthlyBasicDa),
              employerEps: money(o.employerEps),
              employerEpf: money(o.employerEpf),
              less: money(actualTotal - o.employerTotal),
            }),
          }
        : {
            tone: 'info',
            text: t('calculators.views.epf.actualNotice', {
              basic: money(i.monthlyBasicDa),
              employerEps: money(o.employerEps),
              employerEpf: money(o.employerEpf),
              ceilingEpf: money(Math.round((EPS_WAGE_CEILING * 12) / 100) - o.employerEps),
            }),
          };
    },
    explanation: (i) => [
      t('calculators.views.epf.explanation'),
      (i.employerContributionBasis ?? 'actualWage') === 'wageCeiling'
        ? t('calculators.views.epf.basisCeiling')
        : t('calculators.views.epf.basisActual'),
      t('calculators.views.epf.explanation2', { value: formatPct(i.interestRatePct ?? RATES.epf.value) }),
      t('calculators.views.epf.text'),
    ],
  }),
};
