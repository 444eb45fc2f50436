import { t } from '../../../../i18n/browser';
import { payoffReason } from '../calc-text';
import { prepaymentSchedules } from './derived-series';
import { formatMonths, formatPct, money, moneyShort, yearsText } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';

export const LOAN_VIEWS: Record<
  'home_loan_emi' | 'home_loan_prepayment' | 'credit_card_payoff' | 'buy_vs_rent',
  LooseView
> = {
  home_loan_emi: defineView<'home_loan_emi'>({
    headline: [{ field: 'emi' }, { field: 'totalInterest' }, { field: 'totalPayment' }],
    summary: (o, i) =>
      t('calculators.views.home_loan_emi.summary', {
        emi: money(o.emi),
        tenureMonths: formatMonths(i.tenureMonths),
        principal: money(i.principal),
        principal2: moneyShort(i.principal),
        totalInterest: money(o.totalInterest),
        totalInterest2: moneyShort(o.totalInterest),
      }),
    chart: (o) => ({
      kind: 'xy',
      title: t('calculators.views.label.principalAndInterestPaidEachYear'),
      x: 'year',
      xLabel: t('calculators.views.label.year'),
      yFormat: 'money',
      rows: o.yearly,
      series: [
        {
          key: 'principalPaid',
          label: t('calculators.views.label.principal'),
          color: COLORS.principal,
          kind: 'bar',
          stack: 'emi',
        },
        {
          key: 'interestPaid',
          label: t('calculators.views.label.interest'),
          color: COLORS.interest,
          kind: 'bar',
          stack: 'emi',
        },
        {
          key: 'closingBalance',
          label: t('calculators.views.label.outstandingRightAxis'),
          color: COLORS.balance,
          kind: 'line',
          rightAxis: true,
        },
      ],
    }),
    table: (o) => ({
      title: t('calculators.views.label.amortisationYearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'principalPaid', label: t('calculators.views.label.principalPaid'), format: 'money' },
        { key: 'interestPaid', label: t('calculators.views.label.interestPaid'), format: 'money' },
        { key: 'closingBalance', label: t('calculators.views.label.outstandingAtYearEnd'), format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: () => [
      t('calculators.views.home_loan_emi.explanation'),
      t('calculators.views.home_loan_emi.explanation2'),
      t('calculators.views.home_loan_emi.explanation3'),
    ],
    special: 'loan',
  }),
  home_loan_prepayment: defineView<'home_loan_prepayment'>({
    headline: [
      { field: 'interestSaved' },
      { field: 'monthsSaved', format: 'months' },
      { field: 'newEmi' },
      { field: 'newRemainingMonths', format: 'months' },
      { field: 'originalEmi' },
      { field: 'balanceAfterPrepayment' },
    ],
    summary: (o, i) => {
      if (o.loanClosed)
        return t('calculators.views.home_loan_prepayment.summary', {
          prepaymentAmount: money(i.prepaymentAmount),
          prepaymentAfterMonth: i.prepaymentAfterMonth,
          interestSaved: money(o.interestSaved),
        });
      return (i.mode ?? 'reduceTenure') === 'reduceEmi'
        ? t('calculators.views.home_loan_prepayment.summary2', {
            prepaymentAmount: money(i.prepaymentAmount),
            prepaymentAfterMonth: i.prepaymentAfterMonth,
            originalEmi: money(o.originalEmi),
            newEmi: money(o.newEmi),
            interestSaved: money(o.interestSaved),
            interestSaved2: moneyShort(o.interestSaved),
          })
        : t('calculators.views.home_loan_prepayment.text', {
            prepaymentAmount: money(i.prepaymentAmount),
            prepaymentAfterMonth: i.prepaymentAfterMonth,
            interestSaved: money(o.interestSaved),
            interestSaved2: moneyShort(o.interestSaved),
            monthsSaved: o.monthsSaved,
            monthsSaved2: formatMonths(o.monthsSaved),
          });
    },
    notice: (o) => (o.loanClosed ? { tone: 'success', text: t('calculators.views.home_loan_prepayment.text2') } : null),
    chart: (o, i) => {
      const { before, after } = prepaymentSchedules(i, o);
      return {
        kind: 'xy',
        title: t('calculators.views.home_loan_prepayment.title'),
        x: 'year',
        xLabel: t('calculators.views.label.year'),
        yFormat: 'money',
        rows: [
          { year: 0, without: i.principal, with: i.principal },
          ...before.map((b, k) => ({ year: b.year, without: b.balance, with: after[k]?.balance ?? 0 })),
        ],
        series: [
          {
            key: 'without',
            label: t('calculators.views.label.withoutPrePayment'),
            color: COLORS.invested,
            kind: 'area',
          },
          { key: 'with', label: t('calculators.views.label.withPrePayment'), color: COLORS.value, kind: 'area' },
        ],
      };
    },
    explanation: (i) => [
      t('calculators.views.home_loan_prepayment.when', {
        month: i.prepaymentAfterMonth,
        mode: i.mode ?? 'reduceTenure',
      }),
      t('calculators.views.home_loan_prepayment.explanation'),
      t('calculators.views.home_loan_prepayment.text3'),
    ],
    special: 'prepayment',
  }),
  credit_card_payoff: defineView<'credit_card_payoff'>({
    headline: () => [
      { field: 'monthsToPayoff', format: 'duration', nullText: t('calculators.views.label.neverAtThisPayment') },
      { field: 'totalInterest', nullText: '—' },
      { field: 'totalGst', nullText: '—' },
      { field: 'totalPaid', nullText: '—' },
      { field: 'firstMonthCharges' },
    ],
    summary: (o, i) =>
      !o.payable
        ? t('calculators.views.credit_card_payoff.never', {
            reason: o.reason ? payoffReason(o.reason) : t('calculators.views.credit_card_payoff.neverReason'),
          })
        : t(
            (i.mode ?? 'fixed') === 'minimum'
              ? 'calculators.views.credit_card_payoff.clearsMinimum'
              : 'calculators.views.credit_card_payoff.clearsFixed',
            {
              payment: money(i.fixedMonthlyPayment ?? 0),
              outstanding: money(i.outstanding),
              months: formatMonths(o.monthsToPayoff ?? 0),
              interest: money(o.totalInterest ?? 0),
              gst: money(o.totalGst ?? 0),
            },
          ),
    notice: (o) =>
      !o.payable
        ? {
            tone: 'warning',
            text: o.reason ? payoffReason(o.reason) : t('calculators.views.credit_card_payoff.neverNotice'),
          }
        : null,
    chart: (o) =>
      o.yearly.length === 0
        ? null
        : {
            kind: 'xy',
            title: t('calculators.views.label.interestGstAndBalanceYearBy'),
            x: 'year',
            xLabel: t('calculators.views.label.year'),
            yFormat: 'money',
            rows: o.yearly,
            series: [
              {
                key: 'interest',
                label: t('calculators.views.label.interest'),
                color: COLORS.interest,
                kind: 'bar',
                stack: 'cost',
              },
              {
                key: 'gst',
                label: t('calculators.views.label.gstOnInterest'),
                color: COLORS.gst,
                kind: 'bar',
                stack: 'cost',
              },
              {
                key: 'closingBalance',
                label: t('calculators.views.label.balanceAtYearEnd'),
                color: COLORS.balance,
                kind: 'line',
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
              { key: 'paid', label: t('calculators.views.label.paid'), format: 'money' },
              { key: 'interest', label: t('calculators.views.label.interest'), format: 'money' },
              { key: 'gst', label: t('calculators.views.label.gst'), format: 'money' },
              { key: 'closingBalance', label: t('calculators.views.label.balanceAtYearEnd'), format: 'money' },
            ],
            rows: o.yearly,
          },
    explanation: (i) => [
      t('calculators.views.credit_card_payoff.explanation', {
        monthlyInterestRatePct: formatPct(i.monthlyInterestRatePct),
        monthlyInterestRatePct2: formatPct(i.monthlyInterestRatePct * 12),
        gstOnInterestPct: formatPct(i.gstOnInterestPct ?? 18),
      }),
      t('calculators.views.credit_card_payoff.explanation2'),
      t('calculators.views.credit_card_payoff.text'),
    ],
  }),
  buy_vs_rent: defineView<'buy_vs_rent'>({
    headline: [
      { field: 'difference' },
      { field: 'buyNetWorth' },
      { field: 'rentNetWorth' },
      { field: 'emi' },
      { field: 'downPayment' },
      { field: 'propertyValueAtHorizon' },
    ],
    summary: (o, i) =>
      t('calculators.views.buy_vs_rent.summary', {
        years: yearsText(i.horizonYears),
        better: o.better,
        difference: money(o.difference),
        differenceShort: moneyShort(o.difference),
        buy: money(o.buyNetWorth),
        rent: money(o.rentNetWorth),
      }),
    notice: (o) => ({
      tone: 'info',
      text: o.better === 'buy' ? t('calculators.views.buy_vs_rent.text') : t('calculators.views.buy_vs_rent.text2'),
    }),
    chart: (o) => ({
      kind: 'xy',
      title: t('calculators.views.label.netWorthIfYouBuyOr'),
      x: 'year',
      xLabel: t('calculators.views.label.year'),
      yFormat: 'money',
      rows: o.yearly,
      series: [
        { key: 'buyNetWorth', label: t('calculators.views.label.buy'), color: COLORS.principal, kind: 'line' },
        { key: 'rentNetWorth', label: t('calculators.views.label.rentAndInvest'), color: COLORS.value, kind: 'line' },
      ],
    }),
    table: (o) => ({
      title: t('calculators.views.label.yearByYear'),
      columns: [
        { key: 'year', label: t('calculators.views.label.year'), format: 'number' },
        { key: 'buyNetWorth', label: t('calculators.views.label.netWorthIfYouBuy'), format: 'money' },
        { key: 'rentNetWorth', label: t('calculators.views.label.netWorthIfYouRent'), format: 'money' },
        { key: 'ahead', label: t('calculators.views.label.ahead'), format: 'text' },
      ],
      rows: o.yearly.map((y) => ({
        ...y,
        ahead: t('calculators.views.buy_vs_rent.ahead', {
          buy: y.buyNetWorth >= y.rentNetWorth ? 'yes' : 'no',
          amount: money(Math.abs(y.buyNetWorth - y.rentNetWorth)),
        }),
      })),
    }),
    explanation: () => [
      t('calculators.views.buy_vs_rent.explanation'),
      t('calculators.views.buy_vs_rent.Buying'),
      t('calculators.views.buy_vs_rent.Renting'),
    ],
  }),
};
