import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/browser';
import type { EmployeeImportResult } from '../../../../shared/generated/index';
import { apiGet, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { InlineAlert } from '../../../components/StateViews';

type ImportResult = EmployeeImportResult;

function Counts({ result }: { result: ImportResult }) {
  const t = useT();
  const items: Array<[string, number, string]> = [
    ['created', result.created, t('adminEmployees.import.created')],
    ['updated', result.updated, t('adminEmployees.import.updated')],
    ['unchanged', result.unchanged, t('adminEmployees.import.unchanged')],
    ['errors', result.errors_total, t('adminEmployees.import.rowErrors')],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([key, n, label]) => (
        <div key={key} className="rounded-lg border border-slate-200 p-3" data-count={key}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className={`text-2xl font-bold ${key === 'errors' && n > 0 ? 'text-red-700' : 'text-slate-900'}`}>{n}</dd>
        </div>
      ))}
    </dl>
  );
}

function ErrorTable({ result }: { result: ImportResult }) {
  const t = useT();
  if (result.errors.length === 0)
    return <p className="text-sm text-slate-600">{t('adminEmployees.import.noErrors')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="roster-errors">
        <caption className="sr-only">{t('adminEmployees.import.errorsCaption')}</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('adminEmployees.import.colRow')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('adminEmployees.import.colField')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('adminEmployees.import.colCode')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('adminEmployees.import.colMessage')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.errors.map((e) => (
            <tr key={`${e.row}-${e.field}-${e.code}`} className="border-t border-slate-100" data-row={e.row}>
              <th scope="row" className="px-3 py-2 font-semibold">
                {e.row}
              </th>
              <td className="px-3 py-2 font-mono text-xs">{e.field}</td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{e.code}</td>
              <td className="px-3 py-2">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.errors_total > result.errors.length && (
        <p className="px-3 py-2 text-xs text-slate-500">
          {t('adminEmployees.import.moreErrors', { n: result.errors_total - result.errors.length })}
        </p>
      )}
    </div>
  );
}

/** The roster: choose a file, check it (dry run: the preview), import it, follow a large one's progress. */
export function RosterImport({ companyId }: { companyId: number }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setError(null);
    if (input.current) input.current.value = '';
  }, [companyId]);

  // A background import: its status is read every second until it is done or failed.
  useEffect(() => {
    if (!result?.import_id || result.status === 'done' || result.status === 'failed') return;
    const timer = setTimeout(() => {
      apiGet<ImportResult>(`/company/${companyId}/employees/import/${result.import_id}`)
        .then(setResult)
        .catch((e: unknown) => setError(toApiError(e)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [result, companyId]);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const data = await apiPost<ImportResult>(`/company/${companyId}/employees/import`, body, {
        query: dryRun ? { dry_run: 1 } : {},
      });
      if (dryRun) {
        setPreview(data);
        setResult(null);
      } else {
        setResult(data);
        setPreview(null);
      }
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  };

  const running = result && (result.status === 'queued' || result.status === 'running');
  return (
    <section className="card flex min-w-0 flex-col gap-4 p-5" aria-labelledby="roster-title">
      <h2 id="roster-title" className="text-lg font-semibold text-slate-900">
        {t('adminEmployees.import.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('adminEmployees.import.intro')}</p>
      <code className="block break-all rounded bg-slate-100 px-3 py-2 text-xs">
        {t('adminEmployees.import.columns')}
      </code>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="roster-file" className="text-sm font-medium text-slate-700">
          {t('adminEmployees.import.file')}
        </label>
        <input
          ref={input}
          id="roster-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="block w-full min-w-0 max-w-full text-sm"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setPreview(null);
            setResult(null);
            setError(null);
          }}
        />
        <p className="text-xs text-slate-500">{t('adminEmployees.import.fileHint')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void send(true)} disabled={!file || busy || Boolean(running)}>
          {t('adminEmployees.import.check')}
        </Button>
        <Button onClick={() => void send(false)} disabled={!preview || busy || Boolean(running)}>
          {t('adminEmployees.import.run')}
        </Button>
      </div>
      {error && (
        <InlineAlert>
          {error.message} <span className="font-mono text-xs">({error.code})</span>
        </InlineAlert>
      )}
      {preview && (
        <div className="flex flex-col gap-3" data-testid="roster-preview">
          <h3 className="font-semibold text-slate-900">{t('adminEmployees.import.previewTitle')}</h3>
          <p className="text-sm text-slate-600">{t('adminEmployees.import.previewText')}</p>
          <Counts result={preview} />
          <ErrorTable result={preview} />
        </div>
      )}
      {running && result && (
        <div className="flex flex-col gap-2" data-testid="roster-progress">
          <p className="text-sm text-slate-700">
            {t('adminEmployees.import.progress', { done: result.done_rows, total: result.total_rows })}
          </p>
          <div
            role="progressbar"
            aria-label={t('adminEmployees.import.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={result.percent}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${result.percent}%` }} />
          </div>
        </div>
      )}
      {result && !running && (
        <div className="flex flex-col gap-3" data-testid="roster-result">
          <InlineAlert tone={result.status === 'done' ? 'success' : 'error'}>
            {result.status === 'done' ? t('adminEmployees.import.done') : t('adminEmployees.import.failed')}
          </InlineAlert>
          <Counts result={result} />
          <ErrorTable result={result} />
        </div>
      )}
    </section>
  );
}
