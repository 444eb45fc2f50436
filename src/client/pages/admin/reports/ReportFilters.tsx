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
import { useT } from '../../../../i18n/browser';
import { CompanyPicker } from './CompanyPicker';

/** A report page's filter form (docs/reports.md "Filters"): every choice is kept in the page's URL. */

const SORT_LABELS = {
  asc: 'adminReports.sort.asc',
  desc: 'adminReports.sort.desc',
  latest: 'adminReports.sort.latest',
  oldest: 'adminReports.sort.oldest',
} as const;

export type Changes = Record<string, string | null>;
export type SetParams = (changes: Changes | ((current: URLSearchParams) => Changes)) => void;

function toggle(list: string | null, value: string): string | null {
  const items = new Set((list ?? '').split(',').filter(Boolean));
  if (items.has(value)) items.delete(value);
  else items.add(value);
  return [...items].join(',') || null;
}

/** The filters the report offers; each change rewrites the URL (and goes back to page 1). */
export function ReportFilters({
  def,
  search,
  set,
}: {
  def: ReportDefinition;
  search: URLSearchParams;
  set: SetParams;
}) {
  const has = (k: FilterKey) => def.filters.includes(k);
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
        <div className="flex flex-col gap-1.5">
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
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
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
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
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
        <CompanyPicker
          testId="f-company"
          label={t('adminReports.filters.company')}
          userType={3}
          param="company_id"
          search={search}
          set={set}
        />
      )}
      {has('partner') && (
        <CompanyPicker
          testId="f-partner"
          label={t('adminReports.filters.partner')}
          userType={9}
          param="partner_id"
          search={search}
          set={set}
        />
      )}
      {has('kind') && (
        <div className="flex flex-col gap-1.5">
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
        <div className="flex flex-col gap-1.5">
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
