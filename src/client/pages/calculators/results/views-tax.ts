import { formatPct, money, moneyShort } from './format-output';
import { COLORS, defineView, type LooseView } from './view-types';
import type { CalculatorOutput } from '../../../../calculators/index';

type TaxOut = CalculatorOutput<'tax_regime_fy2026_27'>;
type TaxYearLabel = '2024-25' | '2025-26' | '2026-27';

/** The Act's own words for the year: sections of the 2025 Act with the 1961 numbers beside them from 2026-27. */
const SLABS: Record<TaxYearLabel, string> = {
  '2024-25':
    'New regime FY 2024-25 (section 115BAC of the Income-tax Act 1961): nil up to ₹3 lakh, 5 % to ₹7 lakh, 10 % to ₹10 lakh, 15 % to ₹12 lakh, 20 % to ₹15 lakh, 30 % above. Standard deduction ₹75,000 (section 16(ia)); rebate under section 87A up to ₹25,000 when taxable income is at most ₹7 lakh, with marginal relief just above.',
  '2025-26':
    'New regime FY 2025-26 (section 115BAC of the Income-tax Act 1961): nil up to ₹4 lakh, 5 % to ₹8 lakh, 10 % to ₹12 lakh, 15 % to ₹16 lakh, 20 % to ₹20 lakh, 25 % to ₹24 lakh, 30 % above. Standard deduction ₹75,000 (section 16(ia)); rebate under section 87A up to ₹60,000 when taxable income is at most ₹12 lakh, with marginal relief just above.',
  '2026-27':
    'New regime, tax year 2026-27 (section 202 of the Income-tax Act 2025, formerly section 115BAC): nil up to ₹4 lakh, 5 % to ₹8 lakh, 10 % to ₹12 lakh, 15 % to ₹16 lakh, 20 % to ₹20 lakh, 25 % to ₹24 lakh, 30 % above — unchanged by Budget 2026. Standard deduction ₹75,000 (the section under the Income-tax Act 2025 corresponding to 16(ia)); rebate under section 156 (formerly section 87A) up to ₹60,000 when taxable income is at most ₹12 lakh, with marginal relief just above.',
};

const OLD_REGIME: Record<'1961' | '2025', string> = {
  '1961':
    'Old regime: nil up to ₹2.5 lakh (₹3 lakh at 60–79, ₹5 lakh at 80+), 5 % to ₹5 lakh, 20 % to ₹10 lakh, 30 % above. Standard deduction ₹50,000; rebate under section 87A up to ₹12,500 when taxable income is at most ₹5 lakh, with no marginal relief.',
  '2025':
    'Old regime (rates of the Finance Act 2026, First Schedule): nil up to ₹2.5 lakh (₹3 lakh at 60–79, ₹5 lakh at 80+), 5 % to ₹5 lakh, 20 % to ₹10 lakh, 30 % above. Standard deduction ₹50,000; rebate under section 156(1) (formerly section 87A) up to ₹12,500 when taxable income is at most ₹5 lakh, with no marginal relief.',
};

const ORDER: Record<'1961' | '2025', string[]> = {
  '1961': [
    'The order: gross income − standard deduction − (old regime) HRA exemption (section 10(13A)), home-loan interest under section 24(b) (up to ₹2 lakh) and Chapter VI-A deductions (80C up to ₹1.5 lakh, 80D, 80CCD(1B) up to ₹50,000); employer NPS under 80CCD(2) counts in both. Taxable income is rounded to ₹10 (section 288A).',
    'Then slab tax, the section 87A rebate (resident individuals only) and its marginal relief, surcharge above ₹50 lakh (10 %), ₹1 crore (15 %), ₹2 crore (25 %) and ₹5 crore (37 %, old regime only) with marginal relief, and 4 % health & education cess on tax plus surcharge.',
  ],
  '2025': [
    'The order: gross income − standard deduction − (old regime) HRA exemption (the provision under the Income-tax Act 2025 corresponding to 10(13A)), home-loan interest under section 22 (formerly 24(b), up to ₹2 lakh) and Chapter VIII deductions (formerly Chapter VI-A): section 123 (formerly 80C) up to ₹1.5 lakh, section 126 (formerly 80D), section 124 (formerly 80CCD(1B)) up to ₹50,000; employer NPS under section 124 (formerly 80CCD(2)) counts in both. Taxable income is rounded to ₹10 (the section under the Income-tax Act 2025 corresponding to 288A).',
    'Then slab tax, the section 156 rebate (formerly 87A; resident individuals only) and its marginal relief, surcharge above ₹50 lakh (10 %), ₹1 crore (15 %), ₹2 crore (25 %) and ₹5 crore (37 %, old regime only) with marginal relief, and 4 % health & education cess on tax plus surcharge — the surcharge and cess rates are those of the Finance Act 2026 for tax year 2026-27.',
  ],
};

function taxSummary(o: TaxOut): string {
  const fy = o.financialYear === '2026-27' ? 'tax year 2026-27' : `FY ${o.financialYear}`;
  if (o.savings < 1) return `For ${fy} both regimes cost the same: ${money(o.newRegimeTax)}.`;
  const better = o.betterRegime === 'new' ? 'new' : 'old';
  const worse = better === 'new' ? 'old' : 'new';
  return `For ${fy} the ${better} regime costs ${money(better === 'new' ? o.newRegimeTax : o.oldRegimeTax)} and the ${worse} regime ${money(better === 'new' ? o.oldRegimeTax : o.newRegimeTax)}: the ${better} regime saves you ${money(o.savings)} (${moneyShort(o.savings)}).`;
}

const taxView = (year: TaxYearLabel) => ({
  headline: [{ field: 'savings' as const }, { field: 'newRegimeTax' as const }, { field: 'oldRegimeTax' as const }],
  summary: (o: TaxOut) => taxSummary(o),
  notice: (o: TaxOut) =>
    o.savings < 1
      ? null
      : { tone: 'success' as const, text: `The ${o.betterRegime} regime saves you ${money(o.savings)}.` },
  chart: (o: TaxOut) => ({
    kind: 'xy' as const,
    title: 'Tax under each regime',
    x: 'regime',
    xLabel: 'Regime',
    yFormat: 'money' as const,
    rows: [o.old, o.new].map((r) => ({
      regime: r.regime === 'old' ? 'Old regime' : 'New regime',
      tax: r.taxAfterRebate,
      surcharge: r.surcharge,
      cess: r.cess,
    })),
    series: [
      { key: 'tax', label: 'Income tax after rebate', color: COLORS.principal, kind: 'bar' as const, stack: 'tax' },
      { key: 'surcharge', label: 'Surcharge', color: COLORS.gst, kind: 'bar' as const, stack: 'tax' },
      { key: 'cess', label: 'Cess (4 %)', color: COLORS.interest, kind: 'bar' as const, stack: 'tax' },
    ],
  }),
  explanation: () => {
    const act = year === '2026-27' ? '2025' : '1961';
    return [
      SLABS[year],
      OLD_REGIME[act],
      ...ORDER[act],
      'Only income taxed at slab rates is modelled (salary, pension, interest, rent). Capital gains have their own rates and are not included.',
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
        ? `In the new regime HRA is not exempt: all ${money(i.hraReceivedAnnual)} is taxable.`
        : `${money(o.exemptHra)} (${moneyShort(o.exemptHra)}) of your HRA is tax-free a year and ${money(o.taxableHra)} is taxable.`,
    notice: (_o, i) =>
      i.regime === 'new' ? { tone: 'info', text: 'HRA exemption is available only in the old regime.' } : null,
    chart: (o) => ({
      kind: 'xy',
      title: 'The three limits: the smallest is exempt',
      x: 'rule',
      xLabel: 'Limit',
      yFormat: 'money',
      rows: [
        { rule: '(a) HRA received', amount: o.hraReceivedLimit },
        { rule: '(b) Rent − 10 % of salary', amount: o.rentMinusTenPctLimit },
        { rule: `(c) ${o.salaryPct} % of salary`, amount: o.salaryPctLimit },
      ],
      series: [{ key: 'amount', label: 'Limit', color: COLORS.value, kind: 'bar' }],
    }),
    table: (o) => ({
      title: 'How the exemption is worked out',
      columns: [
        { key: 'rule', label: 'Limit', format: 'text' },
        { key: 'amount', label: 'Amount a year', format: 'money' },
        { key: 'decides', label: 'Decides the exemption', format: 'text' },
      ],
      rows: [
        {
          rule: '(a) HRA received',
          amount: o.hraReceivedLimit,
          decides: o.bindingLimit === 'hraReceived' ? 'Yes — smallest' : '',
        },
        {
          rule: '(b) Rent paid minus 10 % of salary',
          amount: o.rentMinusTenPctLimit,
          decides: o.bindingLimit === 'rentMinusTenPct' ? 'Yes — smallest' : '',
        },
        {
          rule: `(c) ${formatPct(o.salaryPct)} of salary (${o.salaryPct === 50 ? 'metro' : 'non-metro'})`,
          amount: o.salaryPctLimit,
          decides: o.bindingLimit === 'salaryPct' ? 'Yes — smallest' : '',
        },
      ],
      highlight: (row) => row.decides !== '',
    }),
    explanation: () => [
      'Section 10(13A) with Rule 2A: the exempt HRA is the least of (a) the HRA received, (b) rent paid minus 10 % of salary, and (c) 50 % of salary in Delhi, Mumbai, Kolkata or Chennai, 40 % elsewhere.',
      '“Salary” here is Basic + DA (that counts for retirement benefits). Bengaluru, Hyderabad, Pune and Ahmedabad count as 40 % cities for FY 2024-25 and 2025-26.',
      'Not available in the new regime or if you live in your own house. If your rent is over ₹1 lakh a year your employer needs the landlord’s PAN. Enter the exempt amount in the tax calculator to compare regimes.',
    ],
  }),
};
