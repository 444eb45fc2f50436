import { useEffect, useState } from 'react';
import { formatDateTimeIST } from '../../../../shared/format';
import { BACKGROUND_EXPORT_ROWS } from '../../../../shared/reports';
import { t, useT } from '../../../../i18n/browser';
import { ApiError, toApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { downloadFile, downloadReport, exportJob, startExportJob, type ReportExportJob } from './reports-api';

type Format = 'xlsx' | 'pdf';
const what = (format: Format) => t(format === 'xlsx' ? 'admin.reportExport.excel' : 'admin.reportExport.pdf');
/** How often a background export's progress is read. */
const POLL_MS = 1000;

/**
 * The report's Excel and PDF downloads (docs/reports.md "Exports"). A report with more rows than
 * BACKGROUND_EXPORT_ROWS is written by a background job: the page shows its progress in whole percent
 * and downloads the file when it is ready (kept a day, "Download again" until then).
 */
export function ReportExports({
  api,
  filters,
  total,
}: {
  api: string;
  filters: Record<string, string>;
  total: number;
}) {
  useT();
  const [busy, setBusy] = useState<Format | null>(null);
  const [job, setJob] = useState<ReportExportJob | null>(null);
  const running = job !== null && (job.status === 'queued' || job.status === 'running');

  useEffect(() => {
    if (!job || !running) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      exportJob(job.id)
        .then(async (next) => {
          if (cancelled) return;
          setJob(next);
          if (next.status === 'done' && next.download_url) {
            await downloadFile(next.download_url, `${api}.${next.format}`);
            showToast({ title: t('admin.reportExport.readyToast', { what: what(next.format) }) });
          } else if (next.status === 'failed') {
            showErrorToast(new ApiError(next.error ?? 'E-10001'));
          }
        })
        .catch((e: unknown) => {
          if (cancelled) return;
          setJob(null);
          showErrorToast(toApiError(e));
        });
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, job, running]);

  const download = async (format: Format) => {
    setBusy(format);
    try {
      if (total > BACKGROUND_EXPORT_ROWS) setJob(await startExportJob(api, format, filters));
      else await downloadReport(api, format, filters);
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {(['xlsx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            loading={busy === format}
            disabled={!!busy || running}
            onClick={() => void download(format)}
          >
            {t(format === 'xlsx' ? 'admin.reportExport.downloadExcel' : 'admin.reportExport.downloadPdf')}
          </Button>
        ))}
      </div>
      {job && (
        <div className="w-full sm:w-72" data-testid="export-job" data-status={job.status}>
          <p className="text-xs text-slate-600" role="status" aria-live="polite">
            {running
              ? job.total_rows
                ? t('admin.reportExport.preparingOf', {
                    what: what(job.format),
                    percent: job.percent,
                    rows: job.total_rows,
                  })
                : t('admin.reportExport.preparing', { what: what(job.format), percent: job.percent })
              : job.status === 'done'
                ? t('admin.reportExport.ready', {
                    what: what(job.format),
                    until: formatDateTimeIST(job.expires_at),
                  })
                : t('admin.reportExport.failed')}
          </p>
          {running && (
            <progress
              className="mt-1 h-2 w-full accent-brand-600"
              max={100}
              value={job.percent}
              aria-label={t('admin.reportExport.progress', { percent: job.percent })}
            />
          )}
          {job.status === 'done' && job.download_url && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1"
              onClick={() =>
                void downloadFile(job.download_url!, `${api}.${job.format}`).catch((e: unknown) =>
                  showErrorToast(toApiError(e)),
                )
              }
            >
              {t('admin.reportExport.again')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
