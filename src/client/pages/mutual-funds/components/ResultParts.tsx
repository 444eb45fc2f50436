import type { ReactNode } from 'react';
import type { ApiError } from '../../../api/api-error';
import { AlertIcon, ChartIcon, CheckCircleIcon } from '../../../components/Icons';
import { Spinner } from '../../../components/Spinner';
import { hintFor } from '../mf-error-hints';
import { t } from '../../../../i18n/browser';

export type Stat = { label: string; value: string; sub?: string; testId?: string };

export function StatGrid({ items }: { items: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))]">
      {items.map((s) => (
        <div
          key={s.label}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3"
          data-testid={s.testId ?? 'mf-stat'}
        >
          <dt className="text-xs font-medium text-slate-500">{s.label}</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">{s.value}</dd>
          {s.sub && <dd className="text-xs text-slate-500">{s.sub}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A refused calculation: the code, the server's message and what to try, in the page (not a toast). */
export function ResultError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const hint = hintFor(error.code);
  const network = error.code === 'E-10074' || error.code === 'E-10075' || error.code === 'E-10001';
  return (
    <div
      role="alert"
      className="card border-red-200 px-5 py-8 text-center"
      data-testid="mf-error"
      data-code={error.code}
    >
      <div className="mx-auto mb-3 grid size-12 place-items-center rounded-2xl bg-red-50 text-red-600">
        <AlertIcon size={24} />
      </div>
      <p className="font-semibold text-slate-900">{network ? t('mf.unreachable') : t('mf.cannotWorkOut')}</p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">
        <span className="font-mono font-semibold text-red-700" data-testid="mf-error-code">
          {error.code}
        </span>{' '}
        · <span data-testid="mf-error-message">{error.message}</span>
      </p>
      {hint && (
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600" data-testid="mf-error-hint">
          {hint}
        </p>
      )}
      {onRetry && network && (
        <button type="button" className="link mt-4 text-sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** Before the inputs are complete: what is needed, not an empty chart. */
export function ResultPrompt({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card px-5 py-12 text-center" data-testid="mf-prompt">
      <div className="mx-auto mb-3 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <ChartIcon size={24} />
      </div>
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}

export function ResultLoading() {
  return (
    <div
      role="status"
      className="card flex flex-col items-center gap-3 px-5 py-14 text-slate-500"
      data-testid="mf-loading"
    >
      <Spinner size={28} className="text-brand-600" />
      <span className="text-sm">{t('mf.workingItOut')}</span>
    </div>
  );
}

/**
 * The result area's states in one place: incomplete inputs (prompt), first load, a refusal with
 * its E-code, or the answer (dimmed with a spinner while newer inputs are being worked out).
 */
export function ResultArea<T>({
  result,
  prompt,
  children,
}: {
  result: {
    data: T | undefined;
    error: ApiError | null;
    loading: boolean;
    stale: boolean;
    dataKey?: string | null;
  } | null;
  prompt: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (result === null) return <>{prompt}</>;
  if (result.error && !result.loading) return <ResultError error={result.error} />;
  if (result.data === undefined) return <ResultLoading />;
  const updating = result.loading || result.stale;
  return (
    <div
      className="relative"
      aria-busy={updating || undefined}
      data-testid="mf-result"
      data-updating={updating || undefined}
      data-query={result.dataKey ?? undefined}
    >
      {updating && (
        <div
          className="absolute right-3 top-3 z-10 flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-slate-600 shadow"
          role="status"
        >
          <Spinner size={14} className="text-brand-600" /> {t('mf.updating')}
        </div>
      )}
      <div className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`}>{children(result.data)}</div>
    </div>
  );
}

/**
 * Data caveats of the schemes (warnings), assumptions the result rests on (a server note that
 * starts "Assumption:"), and plain notes on the method.
 */
export function Notes({
  warnings = [],
  notes = [],
  title = t('mf.goodToKnow'),
}: {
  warnings?: string[];
  notes?: string[];
  title?: string;
}) {
  if (warnings.length === 0 && notes.length === 0) return null;
  const assumptions = notes.filter((n) => n.startsWith('Assumption:')).map((n) => n.replace(/^Assumption:\s*/, ''));
  const plain = notes.filter((n) => !n.startsWith('Assumption:'));
  return (
    <section className="space-y-2" aria-label={title} data-testid="mf-notes">
      {assumptions.map((a) => (
        <p
          key={a}
          className="flex items-start gap-2.5 rounded-xl border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-950"
          data-testid="mf-assumption"
        >
          <span className="mt-0.5 shrink-0 rounded-md bg-violet-200 px-1.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide text-violet-900">
            {t('mf.assumption')}
          </span>
          <span>{a}</span>
        </p>
      ))}
      {warnings.map((w) => (
        <p
          key={w}
          className="flex items-start gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="mf-warning"
        >
          <AlertIcon size={18} className="mt-0.5 shrink-0" /> <span>{w}</span>
        </p>
      ))}
      {plain.map((n) => (
        <p
          key={n}
          className="flex items-start gap-2.5 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
          data-testid="mf-note"
        >
          <CheckCircleIcon size={18} className="mt-0.5 shrink-0" /> <span>{n}</span>
        </p>
      ))}
    </section>
  );
}

export type Column<R> = { key: string; label: string; align?: 'left' | 'right'; render: (row: R) => ReactNode };

/** A plain table that scrolls sideways on a phone; the first column labels the row. */
export function DataTable<R>({
  title,
  columns,
  rows,
  rowKey,
  caption,
  testId,
}: {
  title: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  caption?: string;
  testId?: string;
}) {
  return (
    <section className="min-w-0" aria-label={title} data-testid={testId}>
      <h3 className="mb-3 text-base font-semibold text-slate-900">{title}</h3>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t('mf.scrollsSideways', { title })}
      >
        <table className="w-full border-collapse text-[0.8125rem] sm:text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {columns.map((c, k) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-2 py-2.5 align-bottom font-semibold leading-tight sm:px-3 ${k === 0 || c.align === 'left' ? 'text-left' : 'text-right'}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white tabular-nums">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((c, k) =>
                  k === 0 ? (
                    <th key={c.key} scope="row" className="px-2 py-2 text-left font-medium text-slate-700 sm:px-3">
                      {c.render(row)}
                    </th>
                  ) : (
                    <td
                      key={c.key}
                      className={`whitespace-nowrap px-2 py-2 text-slate-800 sm:px-3 ${c.align === 'left' ? 'text-left' : 'text-right'}`}
                    >
                      {c.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {caption && <p className="mt-2 text-xs text-slate-500">{caption}</p>}
    </section>
  );
}

/** Explanations of method and data, in plain words. */
export function HowItWorks({ items }: { items: string[] }) {
  return (
    <section className="card p-5" aria-labelledby="mf-how-title" data-testid="mf-how">
      <h2 id="mf-how-title" className="text-base font-semibold text-slate-900">
        {t('mf.howTitle')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-600 marker:text-brand-500">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('mf.pastReturns')}</p>
    </section>
  );
}
