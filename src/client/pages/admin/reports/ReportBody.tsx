import { lazy, Suspense } from 'react';
import { cellText } from '../../../../shared/report-format';
import type { ReportDefinition } from '../../../../shared/report-types';
import { useApiQuery } from '../../../api/use-api-query';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { useT } from '../../../../i18n/browser';
import { ReportExports } from './ReportExports';
import type { SetParams } from './ReportFilters';
import { filtersOf, type ReportPage as ReportAnswer } from './reports-api';

/** A report page's answer for the filters in the URL: the row count, exports, totals, chart and the paged table. */

const ReportChart = lazy(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));

/** Columns read left-aligned; numbers and durations are right-aligned. */
const LEFT = new Set(['text', 'date', 'datetime']);

export function ReportBody({ def, search, set }: { def: ReportDefinition; search: URLSearchParams; set: SetParams }) {
  const t = useT();
  const filters = filtersOf(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = useApiQuery<ReportAnswer>(`/report/${def.api}`, { query: { ...filters, page, limit: 20 } });
  const data = q.data;
  const totalCols = data ? data.columns.filter((c) => c.key in data.totals) : [];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="report-count">
          {data ? t('adminReports.page.rows', { n: data.page.total }) : ' '}
        </p>
        <ReportExports api={def.api} filters={filters} total={data?.page.total ?? 0} />
      </div>
      {q.error && !data ? (
        <div className="card">
          <ErrorState error={q.error} onRetry={q.reload} />
        </div>
      ) : !data ? (
        <div className="card">
          <LoadingState label={t('adminReports.page.loading')} />
        </div>
      ) : !data.report.available ? (
        <div className="card" data-testid="report-not-yet">
          <EmptyState title={t('adminReports.page.noData')}>{data.report.note}</EmptyState>
        </div>
      ) : (
        <>
          {totalCols.length > 0 && (
            <section aria-label={t('adminReports.page.totals')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {totalCols.map((c) => (
                <div key={c.key} className="card p-4" data-testid="report-total" data-key={c.key}>
                  <p className="text-sm text-slate-600">
                    {c.type === 'rating' ? t('adminReports.page.average', { label: c.label.toLowerCase() }) : c.label}
                  </p>
                  <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="report-total-value">
                    {cellText(c.type, data.totals[c.key])}
                  </p>
                </div>
              ))}
            </section>
          )}
          {'top_counsellor' in data && data.top_counsellor && (
            <p className="card p-4 text-slate-700" data-testid="top-counsellor">
              {t('adminReports.page.topCounsellor', {
                name: data.top_counsellor.name ?? '',
                rating: cellText('rating', data.top_counsellor.rating),
                count: data.top_counsellor.feedback_count ?? 0,
              })}
            </p>
          )}
          {data.chart && data.chart.points.length > 0 && data.page.total > 0 && (
            <section className="card p-4" aria-label={t('adminReports.page.chart')}>
              <Suspense fallback={<LoadingState label={t('adminReports.page.loadingChart')} />}>
                <ReportChart chart={data.chart} columns={data.columns} />
              </Suspense>
            </section>
          )}
          <div className="card overflow-hidden">
            {data.page.total === 0 ? (
              <EmptyState title={t('adminReports.page.noRows')} />
            ) : (
              <div
                className="overflow-x-auto"
                tabIndex={0}
                role="region"
                aria-label={t('adminReports.page.table', { title: def.title })}
              >
                <table className="w-full min-w-[40rem] text-left text-sm" data-testid="report-table">
                  <caption className="sr-only">{def.title}</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      {data.columns.map((c) => (
                        <th
                          key={c.key}
                          scope="col"
                          className={`px-4 py-3 font-semibold ${LEFT.has(c.type) ? '' : 'text-right'}`}
                        >
                          {c.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.list.map((r, i) => (
                      <tr key={i}>
                        {data.columns.map((c) => (
                          <td
                            key={c.key}
                            className={`px-4 py-2.5 text-slate-800 ${LEFT.has(c.type) ? '' : 'text-right tabular-nums whitespace-nowrap'}`}
                          >
                            {cellText(c.type, r[c.key])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          {data.page.pages > 1 && (
            <Pager page={page} totalPages={data.page.pages} onPage={(p) => set({ page: String(p) })} />
          )}
        </>
      )}
    </>
  );
}
