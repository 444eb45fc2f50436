import type { CalculatorInput, CalculatorOutput } from '../../../../calculators/index';
import { LazyChart } from '../charts/LazyChart';
import { formatPct, money } from '../results/format-output';
import { COLORS } from '../results/view-types';
import { useT } from '../../../../i18n/browser';

/** What the EMIs add up to: the loan itself and the interest on top. */
export function LoanSplitView({
  input,
  output,
}: {
  input: CalculatorInput<'home_loan_emi'>;
  output: CalculatorOutput<'home_loan_emi'>;
}) {
  const t = useT();
  const share = output.totalPayment > 0 ? (output.totalInterest / output.totalPayment) * 100 : 0;
  return (
    <section
      aria-labelledby="loan-split-title"
      className="grid grid-cols-1 items-center gap-4 md:grid-cols-2"
      data-testid="loan-split"
    >
      <div>
        <h2 id="loan-split-title" className="text-base font-semibold text-slate-900">
          {t('calculators.loan.title')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          {t('calculators.loan.body', {
            emis: input.tenureMonths,
            total: money(output.totalPayment),
            principal: money(input.principal),
            interest: money(output.totalInterest),
            share: formatPct(share),
          })}
        </p>
      </div>
      <LazyChart
        height={220}
        spec={{
          kind: 'pie',
          title: t('calculators.loan.chartTitle'),
          slices: [
            { label: t('calculators.loan.principal'), value: input.principal, color: COLORS.principal },
            { label: t('calculators.loan.interest'), value: output.totalInterest, color: COLORS.interest },
          ],
        }}
      />
    </section>
  );
}
