import { Link, useParams, useSearchParams } from 'react-router';
import { REPORT_TILES, reportByApi } from '../../../../shared/reports';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../../i18n/browser';
import { ReportBody } from './ReportBody';
import { ReportFilters, type SetParams } from './ReportFilters';

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
      <ReportFilters def={def} search={search} set={set} />
      <ReportBody key={def.api} def={def} search={search} set={set} />
    </div>
  );
}
