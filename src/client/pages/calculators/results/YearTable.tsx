import { useState } from 'react';
import { formatCell } from './format-output';
import type { TableSpec } from './view-types';
import { useT } from '../../../../i18n/browser';

const PREVIEW_ROWS = 10;

/** The year-by-year table: every figure of the chart, readable by screen readers and on paper. */
export function YearTable({ table }: { table: TableSpec }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const rows = all ? table.rows : table.rows.slice(0, PREVIEW_ROWS);
  const hidden = table.rows.length - rows.length;
  return (
    <section className="min-w-0" aria-labelledby="year-table-title" data-testid="year-table">
      <h2 id="year-table-title" className="mb-3 text-base font-semibold text-slate-900">
        {table.title}
      </h2>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t('calculators.result.scrollsSideways', { title: table.title })}
      >
        <table className="w-full border-collapse text-[0.8125rem] sm:text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {table.columns.map((c, k) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`min-w-[4.5rem] px-2 py-2.5 align-bottom sm:px-3 font-semibold leading-tight ${k === 0 || c.format === 'text' ? 'text-left' : 'text-right'}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white tabular-nums">
            {rows.map((row, r) => (
              <tr
                key={r}
                className={table.highlight?.(row) ? 'bg-brand-50/70 font-medium' : 'hover:bg-slate-50'}
                data-highlight={table.highlight?.(row) || undefined}
              >
                {table.columns.map((c, k) => {
                  const text = formatCell(row[c.key], c.format);
                  return k === 0 ? (
                    <th
                      key={c.key}
                      scope="row"
                      className="whitespace-nowrap px-2 py-2 text-left font-medium text-slate-700 sm:px-3"
                    >
                      {text}
                    </th>
                  ) : (
                    <td
                      key={c.key}
                      className={`whitespace-nowrap px-2 py-2 sm:px-3 ${c.format === 'text' ? 'text-left' : 'text-right'} text-slate-800`}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.rows.length > PREVIEW_ROWS && (
        <button type="button" className="link mt-2 text-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all
            ? t('calculators.result.showFewer')
            : t('calculators.result.showAll', { total: table.rows.length, hidden })}
        </button>
      )}
      {table.note && <p className="mt-2 text-xs text-slate-500">{table.note}</p>}
    </section>
  );
}
