import type { CalculatorInput, CalculatorOutput } from '../../../../calculators/index';
import { AlertIcon, CheckCircleIcon } from '../../../components/Icons';
import { LazyChart } from '../charts/LazyChart';
import { LoanSplitView } from '../views/LoanSplitView';
import { NpsAllocationView } from '../views/NpsAllocationView';
import { PrepaymentView } from '../views/PrepaymentView';
import { TaxComparisonView } from '../views/TaxComparisonView';
import { Headline } from './Headline';
import type { LooseView, Notice } from './view-types';
import { YearTable } from './YearTable';
import { useT } from '../../../../i18n/browser';

export type ResultPanelProps = {
  view: LooseView;
  input: Record<string, unknown>;
  output: unknown;
  titles: Record<string, { title?: string } | undefined>;
  /** An output figure's label in the reader's language, else the English one given. */
  label?: (field: string, english: string) => string;
};

const NOTICE_STYLE: Record<Notice['tone'], string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** A status line, not an alert: it changes as the user types, and should not interrupt them. */
function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${NOTICE_STYLE[notice.tone]}`}
      data-testid="result-notice"
      data-tone={notice.tone}
    >
      {notice.tone === 'warning' ? (
        <AlertIcon size={18} className="mt-0.5 shrink-0" />
      ) : (
        <CheckCircleIcon size={18} className="mt-0.5 shrink-0" />
      )}
      <span>{notice.text}</span>
    </p>
  );
}

/** The specialised parts the spec asks for; each reads its own calculator's output type. */
function SpecialView({ view, input, output }: Pick<ResultPanelProps, 'view' | 'input' | 'output'>) {
  switch (view.special) {
    case 'tax':
      return <TaxComparisonView output={output as CalculatorOutput<'tax_regime_fy2026_27'>} />;
    case 'loan':
      return (
        <LoanSplitView
          input={input as CalculatorInput<'home_loan_emi'>}
          output={output as CalculatorOutput<'home_loan_emi'>}
        />
      );
    case 'prepayment':
      return (
        <PrepaymentView
          input={input as CalculatorInput<'home_loan_prepayment'>}
          output={output as CalculatorOutput<'home_loan_prepayment'>}
        />
      );
    case 'nps':
      return <NpsAllocationView input={input as CalculatorInput<'nps'>} />;
    default:
      return null;
  }
}

/**
 * The answer to the inputs: headline figures, a plain-language sentence (announced politely to
 * screen readers as it changes), a notice when something needs attention, the chart, the
 * specialised view, the year-by-year table and the assumptions.
 */
export function ResultPanel({ view, input, output, titles, label }: ResultPanelProps) {
  const values = (output ?? {}) as Record<string, unknown>;
  const notice = view.notice?.(output, input) ?? null;
  const chart = view.chart?.(output, input) ?? null;
  const table = view.table?.(output, input) ?? null;
  return (
    <div className="space-y-6" data-testid="calculator-result">
      <Headline
        items={typeof view.headline === 'function' ? view.headline(input) : view.headline}
        output={values}
        titles={titles}
        label={label}
      />
      <p
        className="text-[0.95rem] leading-relaxed text-slate-700"
        aria-live="polite"
        aria-atomic="true"
        data-testid="result-summary"
      >
        {view.summary(output, input)}
      </p>
      {notice && <NoticeLine notice={notice} />}
      {chart && (
        <div className="card p-4 md:p-5">
          <LazyChart spec={chart} />
        </div>
      )}
      {view.special && (
        <div className="card p-3 sm:p-4 md:p-5">
          <SpecialView view={view} input={input} output={output} />
        </div>
      )}
      {table && (
        <div className="card p-3 sm:p-4 md:p-5">
          <YearTable table={table} />
        </div>
      )}
    </div>
  );
}

export function Assumptions({ items }: { items: string[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="assumptions-title" data-testid="assumptions">
      <h2 id="assumptions-title" className="text-base font-semibold text-slate-900">
        {t('calculators.result.howTitle')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-600 marker:text-brand-500">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('calculators.result.estimates')}</p>
    </section>
  );
}
