import type { CalculatorOutput } from '../../../../calculators/index';
import { formatPct, money } from '../results/format-output';

type TaxOutput = CalculatorOutput<'tax_regime_fy2026_27'>;
type RegimeTax = TaxOutput['old'];
type Step = { label: string; note?: string; value: (r: RegimeTax) => string; strong?: boolean; sign?: '−' | '+' };

const m = (n: number) => money(n);
/** Steps as the Income-tax Act 1961 numbers them (FY 2024-25 and 2025-26). */
const STEPS_1961: Step[] = [
  { label: 'Gross income', value: (r) => m(r.grossIncome) },
  { label: 'Standard deduction', note: '₹50,000 old · ₹75,000 new', sign: '−', value: (r) => m(r.standardDeduction) },
  { label: 'HRA exemption', note: 'old regime only', sign: '−', value: (r) => m(r.hraExemption) },
  {
    label: '24(b) home-loan interest',
    note: 'old regime only, up to ₹2,00,000',
    sign: '−',
    value: (r) => m(r.homeLoanInterestDeduction),
  },
  {
    label: 'Chapter VI-A deductions',
    note: '80C, 80D, 80CCD(1B) old only; 80CCD(2) both',
    sign: '−',
    value: (r) => m(r.chapterVIADeductions),
  },
  { label: 'Taxable income', note: 'rounded to ₹10', strong: true, value: (r) => m(r.taxableIncome) },
  { label: 'Tax on slabs', value: (r) => m(r.taxOnSlabs) },
  { label: 'Rebate u/s 87A', sign: '−', value: (r) => m(r.rebate) },
  {
    label: 'Marginal relief on the 87A rebate',
    note: 'new regime, just above the rebate limit',
    sign: '−',
    value: (r) => m(r.marginalRelief87A),
  },
  { label: 'Tax after rebate', strong: true, value: (r) => m(r.taxAfterRebate) },
  { label: 'Surcharge rate', value: (r) => formatPct(r.surchargeRatePct) },
  { label: 'Marginal relief on surcharge', sign: '−', value: (r) => m(r.surchargeMarginalRelief) },
  { label: 'Surcharge after relief', sign: '+', value: (r) => m(r.surcharge) },
  { label: 'Health & education cess (4 %)', sign: '+', value: (r) => m(r.cess) },
  { label: 'Total tax', strong: true, value: (r) => m(r.totalTax) },
  { label: 'Payable, rounded to ₹10 (s.288B)', value: (r) => m(r.totalTaxRounded) },
  { label: 'Tax as % of gross income', value: (r) => formatPct(r.effectiveTaxRatePct) },
];

/**
 * From tax year 2026-27 the Income-tax Act 2025 applies: its section numbers, with the 1961 ones
 * people know beside them (docs/calculators.md lists which numbers are confirmed).
 */
const RENAMED_2025: Record<string, Pick<Step, 'label' | 'note'>> = {
  '24(b) home-loan interest': {
    label: 'Home-loan interest, s.22 (was 24(b))',
    note: 'old regime only, up to ₹2,00,000',
  },
  'Chapter VI-A deductions': {
    label: 'Chapter VIII deductions (was VI-A)',
    note: 's.123, 126, 124 (was 80C, 80D, 80CCD(1B)) old only; employer NPS s.124 (was 80CCD(2)) both',
  },
  'Rebate u/s 87A': { label: 'Rebate u/s 156 (was 87A)' },
  'Marginal relief on the 87A rebate': {
    label: 'Marginal relief on the s.156 rebate (was 87A)',
    note: 'new regime, just above the rebate limit',
  },
  'Payable, rounded to ₹10 (s.288B)': { label: 'Payable, rounded to ₹10' },
};
const STEPS_2025: Step[] = STEPS_1961.map((s) => ({ ...s, ...RENAMED_2025[s.label] }));

/** Old and new regime side by side, every statutory step in the order the Act applies it. */
export function TaxComparisonView({ output }: { output: TaxOutput }) {
  const columns: Array<{ key: 'old' | 'new'; title: string; tax: RegimeTax }> = [
    { key: 'old', title: 'Old regime', tax: output.old },
    { key: 'new', title: 'New regime', tax: output.new },
  ];
  const same = output.savings < 1;
  const act2025 = output.financialYear === '2026-27';
  const steps = act2025 ? STEPS_2025 : STEPS_1961;
  return (
    <section aria-labelledby="tax-steps-title" className="min-w-0" data-testid="tax-comparison">
      <h2 id="tax-steps-title" className="mb-3 text-base font-semibold text-slate-900">
        Old vs new regime, step by step · {act2025 ? 'tax year' : 'FY'} {output.financialYear}
      </h2>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="Tax steps (scrolls sideways)"
      >
        <table className="w-full border-collapse text-[0.8125rem] sm:text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-2.5 text-left font-semibold text-slate-600 sm:px-3">
                Step
              </th>
              {columns.map((c) => {
                const better = !same && output.betterRegime === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={`px-2 py-2.5 text-right align-bottom font-semibold sm:px-3 ${better ? 'bg-brand-50 text-brand-800' : 'text-slate-600'}`}
                    data-better={better || undefined}
                  >
                    <span className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end sm:gap-2">
                      {better && (
                        <span className="whitespace-nowrap rounded-full bg-brand-600 px-2 py-0.5 text-[0.65rem] font-semibold uppercase text-white sm:tracking-wide">
                          Lower tax
                        </span>
                      )}
                      {c.title}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {steps.map((step) => (
              <tr
                key={step.label}
                className={step.strong ? 'bg-slate-50/70 font-semibold text-slate-900' : 'text-slate-700'}
              >
                <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                  {step.sign && (
                    <span className="mr-1 hidden w-3 text-slate-400 sm:inline-block" aria-hidden="true">
                      {step.sign}
                    </span>
                  )}
                  {step.label}
                  {step.note && <span className="block text-xs font-normal text-slate-500">{step.note}</span>}
                </th>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`whitespace-nowrap px-2 py-2 text-right sm:px-3 ${!same && output.betterRegime === c.key ? 'bg-brand-50/50' : ''}`}
                  >
                    {step.value(c.tax)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="tax-verdict">
        {same ? (
          'Both regimes cost the same. The new regime is the default; you can choose either each year.'
        ) : (
          <>
            The <strong>{output.betterRegime} regime</strong> saves you <strong>{money(output.savings)}</strong> a year
            ({money(output.oldRegimeTax)} old vs {money(output.newRegimeTax)} new).
          </>
        )}
      </p>
    </section>
  );
}
