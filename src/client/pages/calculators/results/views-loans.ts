import { prepaymentSchedules } from './derived-series';
import { formatMonths, formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';

const yearsText = (y: number) => `${y} ${y === 1 ? 'year' : 'years'}`;

export const LOAN_VIEWS: Record<
  'home_loan_emi' | 'home_loan_prepayment' | 'credit_card_payoff' | 'buy_vs_rent',
  LooseView
> = {
  home_loan_emi: defineView<'home_loan_emi'>({
    headline: [{ field: 'emi' }, { field: 'totalInterest' }, { field: 'totalPayment' }],
    summary: (o, i) =>
      `Your EMI is ${money(o.emi)} a month for ${formatMonths(i.tenureMonths)}. On a loan of ${money(i.principal)} (${moneyShort(i.principal)}) you pay ${money(o.totalInterest)} (${moneyShort(o.totalInterest)}) in interest.`,
    chart: (o) => ({
      kind: 'xy',
      title: 'Principal and interest paid each year',
      x: 'year',
      xLabel: 'Year',
      yFormat: 'money',
      rows: o.yearly,
      series: [
        { key: 'principalPaid', label: 'Principal', color: COLORS.principal, kind: 'bar', stack: 'emi' },
        { key: 'interestPaid', label: 'Interest', color: COLORS.interest, kind: 'bar', stack: 'emi' },
        {
          key: 'closingBalance',
          label: 'Outstanding (right axis)',
          color: COLORS.balance,
          kind: 'line',
          rightAxis: true,
        },
      ],
    }),
    table: (o) => ({
      title: 'Amortisation, year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'principalPaid', label: 'Principal paid', format: 'money' },
        { key: 'interestPaid', label: 'Interest paid', format: 'money' },
        { key: 'closingBalance', label: 'Outstanding at year end', format: 'money' },
      ],
      rows: o.yearly,
    }),
    explanation: () => [
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), with r = yearly rate ÷ 12 and n the number of months. Each month’s interest is on the outstanding balance; the rest of the EMI repays principal.',
      'Banks round the EMI up to the rupee and adjust the last instalment, so their totals can differ by a few rupees.',
      'Tax benefits (24(b) interest up to ₹2 lakh and 80C principal, old regime) are outside the EMI — try the tax calculators.',
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
        return `The pre-payment of ${money(i.prepaymentAmount)} after EMI ${i.prepaymentAfterMonth} closes the loan and saves ${money(o.interestSaved)} in interest.`;
      return (i.mode ?? 'reduceTenure') === 'reduceEmi'
        ? `Pre-paying ${money(i.prepaymentAmount)} after EMI ${i.prepaymentAfterMonth} lowers your EMI from ${money(o.originalEmi)} to ${money(o.newEmi)} and saves ${money(o.interestSaved)} (${moneyShort(o.interestSaved)}) in interest.`
        : `Pre-paying ${money(i.prepaymentAmount)} after EMI ${i.prepaymentAfterMonth} saves ${money(o.interestSaved)} (${moneyShort(o.interestSaved)}) in interest and ${o.monthsSaved} EMIs (${formatMonths(o.monthsSaved)}).`;
    },
    notice: (o) => (o.loanClosed ? { tone: 'success', text: 'This pre-payment pays off the whole loan.' } : null),
    chart: (o, i) => {
      const { before, after } = prepaymentSchedules(i, o);
      return {
        kind: 'xy',
        title: 'Outstanding loan with and without the pre-payment',
        x: 'year',
        xLabel: 'Year',
        yFormat: 'money',
        rows: [
          { year: 0, without: i.principal, with: i.principal },
          ...before.map((b, k) => ({ year: b.year, without: b.balance, with: after[k]?.balance ?? 0 })),
        ],
        series: [
          { key: 'without', label: 'Without pre-payment', color: COLORS.invested, kind: 'area' },
          { key: 'with', label: 'With pre-payment', color: COLORS.value, kind: 'area' },
        ],
      };
    },
    explanation: (i) => [
      `The pre-payment is made right after EMI number ${i.prepaymentAfterMonth}. ${(i.mode ?? 'reduceTenure') === 'reduceEmi' ? 'The tenure stays the same and the EMI is worked out again on the smaller balance.' : 'The EMI stays the same, so the loan ends sooner; the last EMI is smaller.'}`,
      'Shortening the tenure saves far more interest than lowering the EMI, because the balance falls faster.',
      'RBI does not allow pre-payment charges on floating-rate home loans to individuals; fixed-rate loans may carry them (not included).',
    ],
    special: 'prepayment',
  }),
  credit_card_payoff: defineView<'credit_card_payoff'>({
    headline: [
      { field: 'monthsToPayoff', format: 'duration', nullText: 'Never at this payment' },
      { field: 'totalInterest', nullText: '—' },
      { field: 'totalGst', nullText: '—' },
      { field: 'totalPaid', nullText: '—' },
      { field: 'firstMonthCharges' },
    ],
    summary: (o, i) =>
      !o.payable
        ? `This card is never paid off: ${o.reason ?? 'the payment does not cover the monthly interest and GST.'}`
        : `${(i.mode ?? 'fixed') === 'minimum' ? 'Paying only the minimum due' : `Paying ${money(i.fixedMonthlyPayment ?? 0)} a month`} clears ${money(i.outstanding)} in ${formatMonths(o.monthsToPayoff ?? 0)}, costing ${money(o.totalInterest ?? 0)} in interest and ${money(o.totalGst ?? 0)} in GST.`,
    notice: (o) =>
      !o.payable
        ? { tone: 'warning', text: o.reason ?? 'The payment does not cover the monthly interest and GST.' }
        : null,
    chart: (o) =>
      o.yearly.length === 0
        ? null
        : {
            kind: 'xy',
            title: 'Interest, GST and balance, year by year',
            x: 'year',
            xLabel: 'Year',
            yFormat: 'money',
            rows: o.yearly,
            series: [
              { key: 'interest', label: 'Interest', color: COLORS.interest, kind: 'bar', stack: 'cost' },
              { key: 'gst', label: 'GST on interest', color: COLORS.gst, kind: 'bar', stack: 'cost' },
              { key: 'closingBalance', label: 'Balance at year end', color: COLORS.balance, kind: 'line' },
            ],
          },
    table: (o) =>
      o.yearly.length === 0
        ? null
        : {
            title: 'Year by year',
            columns: [
              { key: 'year', label: 'Year', format: 'number' },
              { key: 'paid', label: 'Paid', format: 'money' },
              { key: 'interest', label: 'Interest', format: 'money' },
              { key: 'gst', label: 'GST', format: 'money' },
              { key: 'closingBalance', label: 'Balance at year end', format: 'money' },
            ],
            rows: o.yearly,
          },
    explanation: (i) => [
      `Each month interest at ${formatPct(i.monthlyInterestRatePct)} a month (about ${formatPct(i.monthlyInterestRatePct * 12)} a year) and ${formatPct(i.gstOnInterestPct ?? 18)} GST on that interest are added, then your payment is taken off; the last payment is smaller.`,
      'Real statements charge interest daily from each transaction date and stop the interest-free period once a balance is carried over, so this is a monthly approximation.',
      'The “minimum due” differs by card issuer; here it is a percentage of the balance with a rupee floor.',
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
      `After ${yearsText(i.horizonYears)}, ${o.better === 'buy' ? 'buying' : 'renting and investing the difference'} leaves you ${money(o.difference)} (${moneyShort(o.difference)}) better off: ${money(o.buyNetWorth)} if you buy against ${money(o.rentNetWorth)} if you rent.`,
    notice: (o) => ({
      tone: 'info',
      text:
        o.better === 'buy'
          ? 'Buying comes out ahead over this horizon.'
          : 'Renting and investing comes out ahead over this horizon.',
    }),
    chart: (o) => ({
      kind: 'xy',
      title: 'Net worth if you buy or rent',
      x: 'year',
      xLabel: 'Year',
      yFormat: 'money',
      rows: o.yearly,
      series: [
        { key: 'buyNetWorth', label: 'Buy', color: COLORS.principal, kind: 'line' },
        { key: 'rentNetWorth', label: 'Rent and invest', color: COLORS.value, kind: 'line' },
      ],
    }),
    table: (o) => ({
      title: 'Year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'number' },
        { key: 'buyNetWorth', label: 'Net worth if you buy', format: 'money' },
        { key: 'rentNetWorth', label: 'Net worth if you rent', format: 'money' },
        { key: 'ahead', label: 'Ahead', format: 'text' },
      ],
      rows: o.yearly.map((y) => ({
        ...y,
        ahead: `${y.buyNetWorth >= y.rentNetWorth ? 'Buying' : 'Renting'} by ${money(Math.abs(y.buyNetWorth - y.rentNetWorth))}`,
      })),
    }),
    explanation: () => [
      'Buying: your net worth is the property’s value (growing at the appreciation rate) less the loan still outstanding.',
      'Renting: the down payment is invested on day one, and every month what you would have paid as EMI minus the rent is invested (or withdrawn when rent is higher). Rent rises every 12 months.',
      'Stamp duty and registration (about 5–7 %), maintenance, property tax, brokerage and tax benefits are not included — they usually favour renting over short horizons.',
    ],
  }),
};
