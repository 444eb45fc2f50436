import type { CalculatorInput, CalculatorOutput } from '../../../../calculators/index';
import { LazyChart } from '../charts/LazyChart';
import { formatPct, money } from '../results/format-output';
import { COLORS } from '../results/view-types';

/** What the EMIs add up to: the loan itself and the interest on top. */
export function LoanSplitView({
  input,
  output,
}: {
  input: CalculatorInput<'home_loan_emi'>;
  output: CalculatorOutput<'home_loan_emi'>;
}) {
  const share = output.totalPayment > 0 ? (output.totalInterest / output.totalPayment) * 100 : 0;
  return (
    <section
      aria-labelledby="loan-split-title"
      className="grid grid-cols-1 items-center gap-4 md:grid-cols-2"
      data-testid="loan-split"
    >
      <div>
        <h2 id="loan-split-title" className="text-base font-semibold text-slate-900">
          Where your EMIs go
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          Over {input.tenureMonths} EMIs you pay {money(output.totalPayment)}: the loan of {money(input.principal)} and{' '}
          {money(output.totalInterest)} of interest — {formatPct(share)} of everything you pay. Early EMIs are mostly
          interest; see the table below.
        </p>
      </div>
      <LazyChart
        height={220}
        spec={{
          kind: 'pie',
          title: 'Principal and interest',
          slices: [
            { label: 'Principal', value: input.principal, color: COLORS.principal },
            { label: 'Interest', value: output.totalInterest, color: COLORS.interest },
          ],
        }}
      />
    </section>
  );
}
