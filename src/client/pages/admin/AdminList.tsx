import { Children, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { propertiesOf } from '../../forms/error-codes';
import type { PublishedForm } from '../../forms/forms-api';
import { Pager } from '../../components/Pager';
import { t } from '../../../i18n/browser';

/** A field the published form's overlay adds to the core entity: the lists show it as a column. */
export type ExtraColumn = { key: string; title: string };

/** A page of an admin list as the API answers it; `K` names the array. */
export type Paged<K extends string, T> = Record<K, T[]> & {
  total: number;
  current_page: number;
  next_page: number | null;
  total_page: number;
};

/** The overlay-only fields of a published form, for lists whose API does not name them (admins, widget messages). */
export function extraColumns(form: PublishedForm | null): ExtraColumn[] {
  if (!form) return [];
  const core = propertiesOf(form.core);
  return Object.entries(propertiesOf(form.overlay))
    .filter(([k]) => !(k in core))
    .map(([key, s]) => ({ key, title: typeof s.title === 'string' ? s.title : key }));
}

/** GET lists that name the overlay-only fields of their published form (clients, counsellors, discount codes). */
export type ExtraFields = { extra_fields: ExtraColumn[] };

/** An extra field's value as table text (the overlay may add strings, numbers, booleans, lists). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.map(cellText).join(', ');
  if (typeof v === 'boolean') return v ? t('adminCore.list.yes') : t('adminCore.list.no');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A column heading; the object form adds classes to its cell (e.g. `text-right`). */
export type Column = string | { title: string; className: string };

type AdminListProps<T> = {
  query: Pick<ApiQuery<unknown>, 'error' | 'loading' | 'reload'>;
  /** The loaded rows; undefined until the first answer. */
  rows: T[] | undefined;
  loadingLabel?: string;
  /** Shown in a card when there are no rows (an EmptyState). */
  empty: ReactNode;
  /** The table's (screen-reader) caption; paged lists add "page N of M". */
  caption: string;
  /** The table's Tailwind min-width class, e.g. `min-w-[48rem]`. */
  minWidth: string;
  columns: Column[];
  extra?: ExtraColumn[];
  row: (item: T) => ReactNode;
  /** Paged lists: the answer's page numbers and how to go to another page. */
  paging?: { current_page: number; total_page: number };
  onPage?: (page: number) => void;
};

/**
 * An admin list: the query's error and first-load states, `empty` when there are no rows, else the
 * table (dimmed while another page loads) with its headings, the extra fields' headings and an
 * actions column, and past one page the pager.
 */
export function AdminList<T>({
  query: { error, loading, reload },
  rows,
  loadingLabel,
  empty,
  caption,
  minWidth,
  columns,
  extra = [],
  row,
  paging,
  onPage,
}: AdminListProps<T>) {
  if (!rows) {
    if (error) return <ErrorState error={error} onRetry={reload} />;
    return loading ? <LoadingState label={loadingLabel} /> : null;
  }
  if (rows.length === 0) return <div className="card">{empty}</div>;
  return (
    <>
      <div
        className={`card relative overflow-x-auto ${loading ? 'opacity-60' : ''}`}
        aria-busy={loading}
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className={`w-full ${minWidth} text-left text-sm`}>
          <caption className="sr-only">
            {paging
              ? t('adminCore.list.captionPaged', { caption, page: paging.current_page, total: paging.total_page })
              : caption}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((c) => {
                const { title, className } = typeof c === 'string' ? { title: c, className: '' } : c;
                return (
                  <th key={title} scope="col" className={`px-4 py-3 ${className}`}>
                    {title}
                  </th>
                );
              })}
              {extra.map((f) => (
                <th key={f.key} scope="col" className="px-4 py-3" data-extra-field={f.key}>
                  {f.title}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('adminCore.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{rows.map(row)}</tbody>
        </table>
      </div>
      {paging && onPage && paging.total_page > 1 && (
        <Pager page={paging.current_page} totalPages={paging.total_page} onPage={onPage} />
      )}
    </>
  );
}

/** A row's cells for the extra fields, in the order of their headings. */
export function ExtraCells({ extra, record }: { extra: ExtraColumn[]; record: Record<string, unknown> }) {
  return extra.map((f) => (
    <td key={f.key} className="px-4 py-3">
      {cellText(record[f.key])}
    </td>
  ));
}

/** The Active / Inactive pill of a record's status (1 = active). */
export function StatusBadge({ status }: { status: number }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status === 1 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
    >
      {status === 1 ? t('adminCore.list.active') : t('adminCore.list.inactive')}
    </span>
  );
}

/** The last cell of a row: its actions, separated by bars. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="px-4 py-3 text-right whitespace-nowrap">
      {Children.toArray(children).map((action, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <span className="mx-2 text-slate-300" aria-hidden="true">
              |
            </span>
          )}
          {action}
        </Fragment>
      ))}
    </td>
  );
}

/** The last cell of a record's row: View and Edit pages under `base` and Delete (named for screen readers). */
export function ViewEditDelete({
  base,
  id,
  name,
  onDelete,
}: {
  base: string;
  id: number;
  name: string;
  onDelete: () => void;
}) {
  return (
    <td className="px-4 py-3">
      <div className="flex justify-end gap-1">
        <Link to={`${base}/view/${id}`} className={buttonClass('ghost', 'sm')}>
          {t('adminCore.list.view')}
          <span className="sr-only"> {name}</span>
        </Link>
        <Link to={`${base}/edit/${id}`} className={buttonClass('ghost', 'sm')}>
          {t('adminCore.list.edit')}
          <span className="sr-only"> {name}</span>
        </Link>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          {t('adminCore.list.delete')}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </td>
  );
}
