import { Link } from 'react-router';
import { REPORT_TILES, reportByApi } from '../../../../shared/reports';
import { ChartIcon } from '../../../components/Icons';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../../i18n/browser';

/** /admin/manage-reports: the 14 report tiles (docs/product-rules.md "Reports"). */
export function ReportsIndexPage() {
  const tr = useT();
  useDocumentTitle(tr('adminReports.index.title'));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {tr('adminReports.index.title')}
        </h1>
        <p className="mt-1 text-slate-600">{tr('adminReports.index.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="report-tiles">
        {REPORT_TILES.map((t) => {
          const waiting = t.reports.every((api) => reportByApi(api)?.available === false);
          return (
            <li key={t.route}>
              <Link
                to={`/admin/manage-reports/${t.route}`}
                className="card flex h-full items-start gap-3 p-5 transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                data-testid="report-tile"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
                  <ChartIcon size={20} />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{t.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t.description}</span>
                  {waiting && (
                    <span className="mt-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {tr('adminReports.index.noData')}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
