import type { CalculatorOutput } from '../../../../calculators/index';
import { formatPct, money } from '../results/format-output';
import { BoldText } from '../results/BoldText';
import { useT, type MessageKey } from '../../../../i18n/browser';

type TaxOutput = CalculatorOutput<'tax_regime_fy2026_27'>;
type RegimeTax = TaxOutput['old'];
type Step = {
  label: MessageKey;
  note?: MessageKey;
  value: (r: RegimeTax) => string;
  strong?: boolean;
  sign?: '−' | '+';
};

const m = (n: number) => money(n);
/** Steps as the Income-tax Act 1961 numbers them (FY 2024-25 and 2025-26). */
const STEPS_1961: Step[] = [
  { label: 'calculators.tax.step.grossIncome', value: (r) => m(r.grossIncome) },
  {
    label: 'calculators.tax.step.standardDeduction',
    note: 'calculators.tax.step.standardDeductionNote',
    sign: '−',
    value: (r) => m(r.standardDeduction),
  },
  {
    label: 'calculators.tax.step.hraExemption',
    note: 'calculators.tax.step.oldOnly',
    sign: '−',
    value: (r) => m(r.hraExemption),
  },
  {
    label: 'calculators.tax.step.homeLoan',
    note: 'calculators.tax.step.homeLoanNote',
    sign: '−',
    value: (r) => m(r.homeLoanInterestDeduction),
  },
  {
    label: 'calculators.tax.step.chapterVIA',
    note: 'calculators.tax.step.chapterVIANote',
    sign: '−',
    value: (r) => m(r.chapterVIADeductions),
  },
  {
    label: 'calculators.tax.step.taxableIncome',
    note: 'calculators.tax.step.roundedTo10',
    strong: true,
    value: (r) => m(r.taxableIncome),
  },
  { label: 'calculators.tax.step.taxOnSlabs', value: (r) => m(r.taxOnSlabs) },
  { label: 'calculators.tax.step.rebate87A', sign: '−', value: (r) => m(r.rebate) },
  {
    label: 'calculators.tax.step.marginalRelief87A',
    note: 'calculators.tax.step.marginalReliefNote',
    sign: '−',
    value: (r) => m(r.marginalRelief87A),
  },
  { label: 'calculators.tax.step.taxAfterRebate', strong: true, value: (r) => m(r.taxAfterRebate) },
  { label: 'calculators.tax.step.surchargeRate', value: (r) => formatPct(r.surchargeRatePct) },
  { label: 'calculators.tax.step.surchargeRelief', sign: '−', value: (r) => m(r.surchargeMarginalRelief) },
  { label: 'calculators.tax.step.surchargeAfterRelief', sign: '+', value: (r) => m(r.surcharge) },
  { label: 'calculators.tax.step.cess', sign: '+', value: (r) => m(r.cess) },
  { label: 'calculators.tax.step.totalTax', strong: true, value: (r) => m(r.totalTax) },
  { label: 'calculators.tax.step.payable288B', value: (r) => m(r.totalTaxRounded) },
  { label: 'calculators.tax.step.effectiveRate', value: (r) => formatPct(r.effectiveTaxRatePct) },
];

/**
 * From tax year 2026-27 the Income-tax Act 2025 applies: its section numbers, with the 1961 ones
 * people know beside them (docs/calculators.md lists which numbers are confirmed).
 */
const RENAMED_2025: Partial<Record<MessageKey, Pick<Step, 'label' | 'note'>>> = {
  'calculators.tax.step.homeLoan': {
    label: 'calculators.tax.step.homeLoan2025',
    note: 'calculators.tax.step.homeLoanNote',
  },
  'calculators.tax.step.chapterVIA': {
    label: 'calculators.tax.step.chapterVIII',
    note: 'calculators.tax.step.chapterVIIINote',
  },
  'calculators.tax.step.rebate87A': { label: 'calculators.tax.step.rebate156' },
  'calculators.tax.step.marginalRelief87A': {
    label: 'calculators.tax.step.marginalRelief156',
    note: 'calculators.tax.step.marginalReliefNote',
  },
  'calculators.tax.step.payable288B': { label: 'calculators.tax.step.payable' },
};
const STEPS_2025: Step[] = STEPS_1961.map((s) => ({ ...s, ...RENAMED_2025[s.label] }));

/** Old and new regime side by side, every statutory step in the order the Act applies it. */
export function TaxComparisonView({ output }: { output: TaxOutput }) {
  const t = useT();
  const columns: Array<{ key: 'old' | 'new'; title: string; tax: RegimeTax }> = [
    { key: 'old', title: t('calculators.tax.oldRegime'), tax: output.old },
    { key: 'new', title: t('calculators.tax.newRegime'), tax: output.new },
  ];
  const same = output.savings < 1;
  const act2025 = output.financialYear === '2026-27';
  const steps = act2025 ? STEPS_2025 : STEPS_1961;
  return (
    <section aria-labelledby="tax-steps-title" className="min-w-0" data-testid="tax-comparison">
      <h2 id="tax-steps-title" className="mb-3 text-base font-semibold text-slate-900">
        {t('calculators.tax.stepsTitle', { act2025: act2025 ? 'yes' : 'no', year: output.financialYear })}
      </h2>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t('calculators.tax.stepsAria')}
      >
        <table className="w-full border-collapse text-[0.8125rem] sm:text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-2.5 text-left font-semibold text-slate-600 sm:px-3">
                {t('calculators.tax.stepColumn')}
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
                          {t('calculators.tax.lowerTax')}
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
                  {t(step.label)}
                  {step.note && <span className="block text-xs font-normal text-slate-500">{t(step.note)}</span>}
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
          t('calculators.tax.same')
        ) : (
          <BoldText
            text={t('calculators.tax.verdict', {
              regime: output.betterRegime,
              savings: money(output.savings),
              old: money(output.oldRegimeTax),
              new: money(output.newRegimeTax),
            })}
          />
        )}
      </p>
    </section>
  );
}
