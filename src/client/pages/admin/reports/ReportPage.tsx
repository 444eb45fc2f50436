import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { REPORT_TILES, reportByApi } from '../../../../shared/reports';
import { cellText } from '../../../../shared/report-format';
import {
  SORTS,
  STAR_RATINGS,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  TIME_SLOTS,
  WEEKDAYS,
  type FilterKey,
  type ReportDefinition,
} from '../../../../shared/report-types';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../../i18n/browser';
import type { ClientList } from '../clients/clients-api';
import { ReportExports } from './ReportExports';
import { filtersOf, type ReportPage as ReportAnswer } from './reports-api';

const ReportChart = lazy(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));

/** Columns read left-aligned; numbers and durations are right-aligned. */
const LEFT = new Set(['text', 'date', 'datetime']);

const SORT_LABELS = {
  asc: 'adminReports.sort.asc',
  desc: 'adminReports.sort.desc',
  latest: 'adminReports.sort.latest',
  oldest: 'adminReports.sort.oldest',
} as const;

/** /admin/manage-reports/:tile: filters (kept in the URL), totals, chart, the paged table and the exports. */
export function ReportPage() {
  const { tile: route } = useParams();
  const tile = REPORT_TILES.find((t) => t.route === route);
  const [search, setSearch] = useSearchParams();
  const apis = tile?.reports ?? [];
  const api = apis.includes(search.get('report') ?? '') ? (search.get('report') as string) : apis[0];
  const def = api ? reportByApi(api) : undefined;
  const t = useT();
  useDocumentTitle(
    tile ? t('adminReports.page.docTitle', { title: tile.title }) : t('adminReports.page.docTitleUnknown'),
  );
  if (!tile || !def) {
    return (
      <div className="card">
        <EmptyState title={t('adminReports.page.missing')}>
          <Link to="/admin/manage-reports" className="text-brand-700 underline">
            {t('adminReports.page.back')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  // Reads the URL at call time, not the last render's params: two quick clicks (two weekdays) both stay.
  const set: SetParams = (changes) => {
    const next = new URLSearchParams(window.location.search);
    const c = typeof changes === 'function' ? changes(next) : changes;
    for (const [k, v] of Object.entries(c)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in c)) next.delete('page');
    setSearch(next, { replace: true });
  };
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div>
        <Link to="/admin/manage-reports" className="text-sm font-medium text-brand-700 hover:underline">
          {t('adminReports.page.backArrow')}
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{tile.title}</h1>
        <p className="mt-1 text-slate-600">{def.description}</p>
      </div>
      {apis.length > 1 && (
        <div role="group" aria-label={t('adminReports.page.switch')} className="flex flex-wrap gap-2">
          {apis.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === api ? 'primary' : 'secondary'}
              aria-pressed={a === api}
              onClick={() => setSearch(new URLSearchParams({ report: a }), { replace: true })}
            >
              {reportByApi(a)?.title.replace(/^Master: /, '')}
            </Button>
          ))}
        </div>
      )}
      <Filters def={def} search={search} set={set} />
      <ReportBody key={def.api} def={def} search={search} set={set} />
    </div>
  );
}

type Changes = Record<string, string | null>;
type SetParams = (changes: Changes | ((current: URLSearchParams) => Changes)) => void;

function toggle(list: string | null, value: string): string | null {
  const items = new Set((list ?? '').split(',').filter(Boolean));
  if (items.has(value)) items.delete(value);
  else items.add(value);
  return [...items].join(',') || null;
}

function Filters({ def, search, set }: { def: ReportDefinition; search: URLSearchParams; set: SetParams }) {
  const has = (k: FilterKey) => def.filters.includes(k);
  const clients = useApiQuery<ClientList>(has('company') ? '/company/get_all_client' : null, {
    query: { user_type: 3, limit: 100 },
  });
  const partners = useApiQuery<ClientList>(has('partner') ? '/company/get_all_client' : null, {
    query: { user_type: 9, limit: 100 },
  });
  const custom = !!(search.get('from') || search.get('to'));
  const t = useT();
  if (!def.filters.length) return null;
  return (
    <form
      className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t('adminReports.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      {has('range') && (
        <div className="flex flex-col gap-1">
          <label htmlFor="f-range" className="text-sm font-medium text-slate-700">
            {t('adminReports.filters.range')}
          </label>
          <select
            id="f-range"
            className="input"
            value={custom ? 'custom' : (search.get('range') ?? def.defaultRange)}
            onChange={(e) =>
              e.target.value === 'custom'
                ? set({ range: null, from: new Date().toISOString().slice(0, 10), to: null })
                : set({ range: e.target.value, from: null, to: null })
            }
          >
            {TIME_RANGES.map((r) => (
              <option key={r} value={r}>
                {TIME_RANGE_LABELS[r]}
              </option>
            ))}
            <option value="custom">{t('adminReports.filters.custom')}</option>
          </select>
        </div>
      )}
      {has('range') && custom && (
        <div className="flex gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="f-from" className="text-sm font-medium text-slate-700">
              {t('adminReports.filters.from')}
            </label>
            <input
              id="f-from"
              type="date"
              className="input"
              value={search.get('from') ?? ''}
              onChange={(e) => set({ from: e.target.value })}
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="f-to" className="text-sm font-medium text-slate-700">
              {t('adminReports.filters.to')}
            </label>
            <input
              id="f-to"
              type="date"
              className="input"
              value={search.get('to') ?? ''}
              onChange={(e) => set({ to: e.target.value })}
            />
          </div>
        </div>
      )}
      {has('company') && (
        <CompanySelect
          id="f-company"
          label={t('adminReports.filters.company')}
          param="company_id"
          list={clients.data}
          search={search}
          set={set}
        />
      )}
      {has('partner') && (
        <CompanySelect
          id="f-partner"
          label={t('adminReports.filters.partner')}
          param="partner_id"
          list={partners.data}
          search={search}
          set={set}
        />
      )}
      {has('kind') && (
        <div className="flex flex-col gap-1">
          <label htmlFor="f-kind" className="text-sm font-medium text-slate-700">
            {t('adminReports.filters.kind')}
          </label>
          <select
            id="f-kind"
            className="input"
            value={search.get('kind') ?? ''}
            onChange={(e) => set({ kind: e.target.value || null })}
          >
            <option value="">{t('adminReports.filters.both')}</option>
            <option value="client">{t('adminReports.filters.clients')}</option>
            <option value="partner">{t('adminReports.filters.partners')}</option>
          </select>
        </div>
      )}
      {has('sort') && (
        <div className="flex flex-col gap-1">
          <label htmlFor="f-sort" className="text-sm font-medium text-slate-700">
            {t('adminReports.filters.sort')}
          </label>
          <select
            id="f-sort"
            className="input"
            value={search.get('sort') ?? ''}
            onChange={(e) => set({ sort: e.target.value || null })}
          >
            <option value="">{t('adminReports.filters.sortDefault')}</option>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
      )}
      {has('slots') && (
        <CheckGroup
          legend={t('adminReports.filters.slots')}
          wide
          options={TIME_SLOTS.map((s) => [s, s])}
          value={search.get('slots')}
          onToggle={(v) => set((cur) => ({ slots: toggle(cur.get('slots'), v) }))}
        />
      )}
      {has('weekdays') && (
        <CheckGroup
          legend={t('adminReports.filters.weekdays')}
          wide
          options={WEEKDAYS.map((d, i) => [String(i + 1), d.slice(0, 3)])}
          value={search.get('weekdays')}
          onToggle={(v) => set((cur) => ({ weekdays: toggle(cur.get('weekdays'), v) }))}
        />
      )}
      {has('ratings') && (
        <CheckGroup
          legend={t('adminReports.filters.ratings')}
          wide
          options={STAR_RATINGS.map((r) => [String(r), r.toFixed(1)])}
          value={search.get('ratings')}
          onToggle={(v) => set((cur) => ({ ratings: toggle(cur.get('ratings'), v) }))}
        />
      )}
    </form>
  );
}

function CompanySelect(props: {
  id: string;
  label: string;
  param: string;
  list: ClientList | undefined;
  search: URLSearchParams;
  set: SetParams;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <select
        id={props.id}
        className="input"
        value={props.search.get(props.param) ?? ''}
        onChange={(e) => props.set({ [props.param]: e.target.value || null })}
      >
        <option value="">{t('adminReports.filters.all')}</option>
        {props.list?.companies.map((c) => (
          <option key={c._id} value={c._id}>
            {c.company_name}
          </option>
        ))}
      </select>
    </div>
  );
}

function CheckGroup(props: {
  legend: string;
  options: Array<[string, string]>;
  value: string | null;
  onToggle: (v: string) => void;
  wide?: boolean;
}) {
  const chosen = new Set((props.value ?? '').split(','));
  return (
    <fieldset className={props.wide ? 'sm:col-span-2' : ''}>
      <legend className="text-sm font-medium text-slate-700">{props.legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {props.options.map(([v, label]) => (
          <label key={v} className="inline-flex min-h-8 items-center gap-1.5 text-sm text-slate-700">
            <input type="checkbox" className="size-4" checked={chosen.has(v)} onChange={() => props.onToggle(v)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReportBody({ def, search, set }: { def: ReportDefinition; search: URLSearchParams; set: SetParams }) {
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
