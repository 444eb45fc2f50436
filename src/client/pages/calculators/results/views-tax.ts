import { t, type MessageKey } from '../../../../i18n/browser';
import { formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';
import type { CalculatorInput, CalculatorOutput } from '../../../../calculators/index';

type TaxOut = CalculatorOutput<'tax_regime_fy2026_27'>;
type TaxIn = CalculatorInput<'tax_regime_fy2026_27'>;
type TaxYearLabel = '2024-25' | '2025-26' | '2026-27';

/** The Act's own words for the year: sections of the 2025 Act with the 1961 numbers beside them from 2026-27. */
const SLABS: Record<TaxYearLabel, MessageKey> = {
  '2024-25': 'calculators.views.taxRules.slabs2024',
  '2025-26': 'calculators.views.taxRules.slabs2025',
  '2026-27': 'calculators.views.taxRules.slabs2026',
};

const OLD_REGIME: Record<'1961' | '2025', MessageKey> = {
  '1961': 'calculators.views.taxRules.old1961',
  '2025': 'calculators.views.taxRules.old2025',
};

const ORDER: Record<'1961' | '2025', MessageKey[]> = {
  '1961': ['calculators.views.taxRules.order1961a', 'calculators.views.taxRules.order1961b'],
  '2025': ['calculators.views.taxRules.order2025a', 'calculators.views.taxRules.order2025b'],
};

function taxSummary(o: TaxOut): string {
  const fy =
    o.financialYear === '2026-27'
      ? t('calculators.views.label.taxYear202627')
      : t('calculators.views.taxSummary.fy', { financialYear: o.financialYear });
  if (o.savings < 1) return t('calculators.views.taxSummary.same', { fy, newRegimeTax: money(o.newRegimeTax) });
  const better = o.betterRegime === 'new' ? 'new' : 'old';
  const worse = better === 'new' ? 'old' : 'new';
  return t('calculators.views.taxSummary.differ', {
    fy,
    better,
    betterTax: money(better === 'new' ? o.newRegimeTax : o.oldRegimeTax),
    worseTax: money(worse === 'new' ? o.newRegimeTax : o.oldRegimeTax),
    savings: money(o.savings),
    savingsShort: moneyShort(o.savings),
  });
}

/** A sentence for each regime in which the employer-NPS entry is above its limit (14 % / 10 % of Basic + DA). */
function employerNpsCapped(o: TaxOut, i: TaxIn): string[] {
  return [o.new, o.old]
    .filter((r) => r.employerNpsDeduction < r.employerNpsClaimed)
    .map((r) =>
      t('calculators.views.taxView.employerNpsCapped', {
        limit: money(r.employerNpsLimit),
        regime: r.regime === 'new' ? t('calculators.views.taxView.inNew') : t('calculators.views.taxView.inOld'),
        limitPct: formatPct(r.employerNpsLimitPct),
        base:
          i.basicDaAnnual === undefined
            ? t('calculators.views.taxView.baseSalary')
            : t('calculators.views.taxView.baseBasic'),
        claimed: money(r.employerNpsClaimed),
      }),
    );
}

const taxView = (year: TaxYearLabel) => ({
  headline: [{ field: 'savings' as const }, { field: 'newRegimeTax' as const }, { field: 'oldRegimeTax' as const }],
  summary: (o: TaxOut, i: TaxIn) => [taxSummary(o), ...employerNpsCapped(o, i)].join(' '),
  notice: (o: TaxOut) =>
    o.savings < 1
      ? null
      : {
          tone: 'success' as const,
          text: t('calculators.views.taxView.text', { betterRegime: o.betterRegime, savings: money(o.savings) }),
        },
  chart: (o: TaxOut) => ({
    kind: 'xy' as const,
    title: t('calculators.views.label.taxUnderEachRegime'),
    x: 'regime',
    xLabel: t('calculators.views.label.regime'),
    yFormat: 'money' as const,
    rows: [o.old, o.new].map((r) => ({
      regime: r.regime === 'old' ? t('calculators.views.label.oldRegime') : t('calculators.views.label.newRegime'),
      tax: r.taxAfterRebate,
      surcharge: r.surcharge,
      cess: r.cess,
    })),
    series: [
      {
        key: 'tax',
        label: t('calculators.views.label.incomeTaxAfterRebate'),
        color: COLORS.principal,
        kind: 'bar' as const,
        stack: 'tax',
      },
      {
        key: 'surcharge',
        label: t('calculators.views.label.surcharge'),
        color: COLORS.gst,
        kind: 'bar' as const,
        stack: 'tax',
      },
      {
        key: 'cess',
        label: t('calculators.views.label.cess4'),
        color: COLORS.interest,
        kind: 'bar' as const,
        stack: 'tax',
      },
    ],
  }),
  explanation: () => {
    const act = year === '2026-27' ? '2025' : '1961';
    return [
      t(SLABS[year]),
      t(OLD_REGIME[act]),
      ...ORDER[act].map((k) => t(k)),
      t(act === '2025' ? 'calculators.views.taxView.employerNps2025' : 'calculators.views.taxView.employerNps'),
      t('calculators.views.taxView.explanation'),
    ];
  },
  special: 'tax' as const,
});

export const TAX_VIEWS: Record<
  'tax_regime_fy2024_25' | 'tax_regime_fy2025_26' | 'tax_regime_fy2026_27' | 'hra_exemption',
  LooseView
> = {
  tax_regime_fy2024_25: defineView<'tax_regime_fy2024_25'>(taxView('2024-25')),
  tax_regime_fy2025_26: defineView<'tax_regime_fy2025_26'>(taxView('2025-26')),
  tax_regime_fy2026_27: defineView<'tax_regime_fy2026_27'>(taxView('2026-27')),
  hra_exemption: defineView<'hra_exemption'>({
    headline: [{ field: 'exemptHra' }, { field: 'taxableHra' }],
    summary: (o, i) =>
      i.regime === 'new'
        ? t('calculators.views.hra_exemption.summary', { hraReceivedAnnual: money(i.hraReceivedAnnual) })
        : t('calculators.views.hra_exemption.exempt', {
            exemptHra: money(o.exemptHra),
            exemptHra2: moneyShort(o.exemptHra),
            taxableHra: money(o.taxableHra),
          }),
    notice: (_o, i) => (i.regime === 'new' ? { tone: 'info', text: t('calculators.views.hra_exemption.text') } : null),
    chart: (o) => ({
      kind: 'xy',
      title: t('calculators.views.label.theThreeLimitsTheSmallestIs'),
      x: 'rule',
      xLabel: t('calculators.views.label.limit'),
      yFormat: 'money',
      rows: [
        { rule: t('calculators.views.label.aHraReceived'), amount: o.hraReceivedLimit },
        { rule: t('calculators.views.label.bRent10OfSalary'), amount: o.rentMinusTenPctLimit },
        { rule: t('calculators.views.hra_exemption.rule', { salaryPct: o.salaryPct }), amount: o.salaryPctLimit },
      ],
      series: [{ key: 'amount', label: t('calculators.views.label.limit'), color: COLORS.value, kind: 'bar' }],
    }),
    table: (o) => ({
      title: t('calculators.views.label.howTheExemptionIsWorkedOut'),
      columns: [
        { key: 'rule', label: t('calculators.views.label.limit'), format: 'text' },
        { key: 'amount', label: t('calculators.views.label.amountAYear'), format: 'money' },
        { key: 'decides', label: t('calculators.views.label.decidesTheExemption'), format: 'text' },
      ],
      rows: [
        {
          rule: t('calculators.views.label.aHraReceived'),
          amount: o.hraReceivedLimit,
          decides: o.bindingLimit === 'hraReceived' ? t('calculators.views.label.yesSmallest') : '',
        },
        {
          rule: t('calculators.views.label.bRentPaidMinus10Of'),
          amount: o.rentMinusTenPctLimit,
          decides: o.bindingLimit === 'rentMinusTenPct' ? t('calculators.views.label.yesSmallest') : '',
        },
        {
          rule: t('calculators.views.hra_exemption.ruleC', {
            pct: formatPct(o.salaryPct),
            metro: o.salaryPct === 50 ? 'yes' : 'no',
          }),
          amount: o.salaryPctLimit,
          decides: o.bindingLimit === 'salaryPct' ? t('calculators.views.label.yesSmallest') : '',
        },
      ],
      highlight: (row) => row.decides !== '',
    }),
    explanation: () => [
      t('calculators.views.hra_exemption.explanation'),
      t('calculators.views.hra_exemption.2A'),
      t('calculators.views.hra_exemption.2A2'),
    ],
  }),
};
