import type { CalculatorInput, CalculatorOutput } from '../../../../calculators/index';
import { prepaymentSchedules } from '../results/derived-series';
import { formatMonths, money } from '../results/format-output';
import { YearTable } from '../results/YearTable';
import { useT } from '../../../../i18n/browser';

type Props = { input: CalculatorInput<'home_loan_prepayment'>; output: CalculatorOutput<'home_loan_prepayment'> };

/** The effect of the pre-payment: the loan before and after, and both schedules year by year. */
export function PrepaymentView({ input, output }: Props) {
  const t = useT();
  const { before, after } = prepaymentSchedules(input, output);
  const totalMonthsAfter = input.prepaymentAfterMonth + output.newRemainingMonths;
  const compare: Array<{ label: string; without: string; with: string }> = [
    {
      label: t('calculators.prepay.emi'),
      without: money(output.originalEmi),
      with: output.loanClosed ? t('calculators.prepay.loanClosed') : money(output.newEmi),
    },
    {
      label: t('calculators.prepay.numberOfEmis'),
      without: `${input.tenureMonths} (${formatMonths(input.tenureMonths)})`,
      with: `${totalMonthsAfter} (${formatMonths(totalMonthsAfter)})`,
    },
    {
      label: t('calculators.prepay.lastEmi'),
      without: money(output.originalEmi),
      with: output.loanClosed ? '—' : money(output.lastEmi),
    },
    {
      label: t('calculators.prepay.totalInterest'),
      without: money(output.originalTotalInterest),
      with: money(output.newTotalInterest),
    },
    {
      label: t('calculators.prepay.outstandingWhen'),
      without: money(output.outstandingBeforePrepayment),
      with: money(output.balanceAfterPrepayment),
    },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="prepay-compare-title" data-testid="prepayment-effect">
        <h2 id="prepay-compare-title" className="mb-3 text-base font-semibold text-slate-900">
          {t('calculators.prepay.title')}
        </h2>
        <div
          className="overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label={t('calculators.result.scrollsSideways', { title: t('calculators.prepay.title') })}
        >
          <table className="w-full border-collapse text-sm tabular-nums">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2.5 text-left font-semibold">
                  <span className="sr-only">{t('calculators.prepay.measure')}</span>
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  {t('calculators.prepay.without')}
                </th>
                <th scope="col" className="bg-brand-50 px-3 py-2.5 text-right font-semibold text-brand-800">
                  {t('calculators.prepay.with')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {compare.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                    {row.label}
                  </th>
                  <td className="whitespace-nowrap px-3 py-2 text-right text-slate-700">{row.without}</td>
                  <td className="whitespace-nowrap bg-brand-50/50 px-3 py-2 text-right font-medium text-slate-900">
                    {row.with}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <YearTable
        table={{
          title: t('calculators.prepay.tableTitle'),
          columns: [
            { key: 'year', label: t('calculators.prepay.year'), format: 'number' },
            { key: 'principal', label: t('calculators.prepay.principalPaid'), format: 'money' },
            { key: 'interest', label: t('calculators.prepay.interestPaid'), format: 'money' },
            { key: 'prepaid', label: t('calculators.prepay.prepayment'), format: 'money' },
            { key: 'balance', label: t('calculators.prepay.outstanding'), format: 'money' },
            { key: 'without', label: t('calculators.prepay.outstandingWithout'), format: 'money' },
          ],
          rows: before.map((b, k) => ({
            year: b.year,
            principal: after[k]?.principal ?? 0,
            interest: after[k]?.interest ?? 0,
            prepaid: after[k]?.prepaid ?? 0,
            balance: after[k]?.balance ?? 0,
            without: b.balance,
          })),
          highlight: (row) => typeof row.prepaid === 'number' && row.prepaid > 0,
        }}
      />
    </div>
  );
}
