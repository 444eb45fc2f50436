import { useState, type ChangeEvent } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { messageFor, t, useT, type MessageKey } from '../../../../i18n/browser';
import { Sentence } from '../../../components/Sentence';
import { Button } from '../../../components/Button';
import { InlineAlert } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { counsellingAdminApi, type Upload, type UploadRow } from './counselling-admin-api';

const COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'counsellor_id',
  'service_id',
  'booking_date',
  'slot_time',
] as const;

const UPLOAD_STATUS: Record<string, MessageKey> = {
  pending: 'adminCounselling.upload.statuses.pending',
  confirmed: 'adminCounselling.upload.statuses.confirmed',
};
/** An upload's status in the locale (a status the map lacks shows as stored). */
const statusLabel = (status: string) => (UPLOAD_STATUS[status] ? t(UPLOAD_STATUS[status]) : status);

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * /admin/upload-user-booking: upload an .xlsx or .csv, see each row's problems, correct rows in
 * place, confirm. A confirmed upload is read-only (E-10562).
 */
export function UploadUserBookingPage() {
  const t = useT();
  useDocumentTitle(t('adminCounselling.upload.title'));
  const [upload, setUpload] = useState<Upload | null>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useApiQuery<{ upload_list: Upload[] }>('/upload-user-booking', { query: { page_size: 10 } });

  const show = (u: Upload) => {
    setUpload(u);
    setRows(u.rows);
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      show(await counsellingAdminApi.upload({ file_name: file.name, file_base64: await toBase64(file) }));
      history.reload();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
      e.target.value = '';
    }
  };
  const patch = async (body: Record<string, unknown>, done: string) => {
    if (!upload) return;
    setBusy(true);
    setError(null);
    try {
      show(await counsellingAdminApi.updateUpload({ id: upload.id, ...body }));
      showToast({ title: done });
      history.reload();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  const edit = (i: number, key: (typeof COLUMNS)[number], value: string) => {
    setRows(
      rows.map((r, j) =>
        j === i
          ? {
              ...r,
              [key]: key === 'counsellor_id' || key === 'service_id' ? (value ? Number(value) : null) : value || null,
            }
          : r,
      ),
    );
  };
  const readOnly = upload?.status === 'confirmed';

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('adminCounselling.upload.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <Sentence
            k="adminCounselling.upload.intro"
            parts={{ columns: <code className="font-mono text-xs">{COLUMNS.join(', ')}</code> }}
          />
        </p>
      </div>
      <div className="card flex flex-wrap items-center gap-4 p-4">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          {t('adminCounselling.upload.file')}
          <input type="file" accept=".xlsx,.csv" onChange={(e) => void onFile(e)} disabled={busy} className="text-sm" />
        </label>
      </div>
      {error && (
        <InlineAlert onClose={() => setError(null)}>
          <ErrorMessage error={error} />
        </InlineAlert>
      )}
      {upload && (
        <section className="card flex flex-col gap-4 p-4" aria-labelledby="upload-h">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="upload-h" className="font-semibold text-slate-900">
              {t('adminCounselling.upload.summary', {
                file: upload.file_name,
                valid: upload.valid_rows,
                invalid: upload.invalid_rows,
              })}{' '}
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs" data-upload-status={upload.status}>
                {statusLabel(upload.status)}
              </span>
            </h2>
            {!readOnly && (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  loading={busy}
                  onClick={() =>
                    void patch(
                      { rows: rows.map(({ row: _r, errors: _e, booking_uid: _b, ...rest }) => rest) },
                      t('adminCounselling.upload.checkedAgain'),
                    )
                  }
                >
                  {t('adminCounselling.upload.checkCorrections')}
                </Button>
                <Button
                  loading={busy}
                  onClick={() => void patch({ confirm: true }, t('adminCounselling.upload.confirmed'))}
                  disabled={upload.valid_rows === 0}
                >
                  {t('adminCounselling.upload.confirmAndBook')}
                </Button>
              </div>
            )}
          </div>
          <div
            className="relative overflow-x-auto"
            role="region"
            aria-label={t('adminCounselling.upload.rowsRegion')}
            tabIndex={0}
          >
            <table className="w-full min-w-[64rem] text-left text-xs">
              <caption className="sr-only">{t('adminCounselling.upload.rowsCaption')}</caption>
              <thead className="bg-slate-50 font-semibold text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    {t('adminCounselling.upload.row')}
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-2 py-2">
                      <code className="font-mono">{c}</code>
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2">
                    {t('adminCounselling.upload.result')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r, i) => (
                  <tr key={r.row} className={r.errors.length ? 'bg-red-50/50' : ''}>
                    <td className="px-2 py-1">{r.row}</td>
                    {COLUMNS.map((c) => (
                      <td key={c} className="px-1 py-1">
                        {readOnly ? (
                          String(r[c] ?? '')
                        ) : (
                          <input
                            aria-label={t('adminCounselling.upload.cellOfRow', { column: c, row: r.row })}
                            className="input h-8 px-2 text-xs"
                            value={String(r[c] ?? '')}
                            onChange={(e) => edit(i, c, e.target.value)}
                          />
                        )}
                      </td>
                    ))}
                    <td className="px-2 py-1">
                      {r.booking_uid ? (
                        <span className="text-emerald-700">{t('adminCounselling.upload.booked')}</span>
                      ) : r.errors.length ? (
                        <span className="text-red-700">{r.errors.map((e) => `${e} ${messageFor(e)}`).join(' ')}</span>
                      ) : (
                        t('adminCounselling.upload.ready')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {history.data && history.data.upload_list.length > 0 && (
        <section aria-labelledby="hist-h" className="flex flex-col gap-2">
          <h2 id="hist-h" className="font-semibold text-slate-900">
            {t('adminCounselling.upload.recent')}
          </h2>
          <ul className="card divide-y divide-slate-100">
            {history.data.upload_list.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span>
                  {t('adminCounselling.upload.historyLine', {
                    file: u.file_name,
                    valid: u.valid_rows,
                    invalid: u.invalid_rows,
                    status: statusLabel(u.status),
                  })}
                </span>
                <Button size="sm" variant="ghost" onClick={() => show(u)}>
                  {t('adminCounselling.upload.open')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
