import { useState } from 'react';
import { API_BASE, apiDelete, apiPost } from '../../api/api-client';
import { fetchFile, saveBlob } from '../../api/download';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';
import { formatDateLongIST } from '../../../shared/format';

type DeletionRequest = { requested_at: string; due_at: string } | null;

/** Saves an authenticated download (the JSON or PDF of "my data"); a refusal keeps its code (api/download.ts). */
async function download(path: string, filename: string, json: boolean): Promise<void> {
  const response = await fetchFile(`${API_BASE}${path}`);
  // The JSON comes in the envelope: the file holds its data only.
  const blob = json
    ? new Blob([JSON.stringify(((await response.json()) as { data: unknown }).data, null, 2)], {
        type: 'application/json',
      })
    : await response.blob();
  saveBlob(blob, filename);
}

function formatDay(iso: string): string {
  return formatDateLongIST(iso);
}

/**
 * "Your data" on My profile (docs/privacy.md): download everything as JSON or PDF, ask for deletion
 * (with a grace period, cancellable), withdraw consent.
 */
export function PrivacySection() {
  const t = useT();
  const deletion = useApiQuery<DeletionRequest>('/my-data/deletion-request', { toastOnError: false });
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(null);
    }
  };

  const open = deletion.data ?? null;
  return (
    <section className="card space-y-5 p-5 md:p-8" aria-labelledby="privacy-heading" data-testid="privacy-section">
      <div>
        <h2 id="privacy-heading" className="text-lg font-semibold text-slate-900">
          {t('client.privacy.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('client.privacy.intro')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          loading={busy === 'json'}
          onClick={() => void run('json', () => download('/my-data', 'my-finwell-data.json', true))}
          data-testid="download-json"
        >
          {t('client.privacy.downloadJson')}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'pdf'}
          onClick={() => void run('pdf', () => download('/my-data/pdf', 'my-finwell-data.pdf', false))}
          data-testid="download-pdf"
        >
          {t('client.privacy.downloadPdf')}
        </Button>
      </div>

      <div className="border-t border-slate-200 pt-5">
        <h3 className="font-semibold text-slate-900">{t('client.privacy.deleteTitle')}</h3>
        {open ? (
          <div className="mt-2 space-y-3" data-testid="deletion-scheduled">
            <p className="text-sm text-slate-700">
              {richText(t('client.privacy.scheduled', { date: formatDay(open.due_at) }), {
                date: (text) => <strong>{text}</strong>,
              })}
            </p>
            <Button
              variant="ghost"
              loading={busy === 'cancel'}
              onClick={() =>
                void run('cancel', async () => {
                  await apiDelete('/my-data/deletion-request');
                  showToast({ title: t('client.privacy.cancelled') });
                  deletion.reload();
                })
              }
            >
              {t('client.privacy.cancelDeletion')}
            </Button>
          </div>
        ) : (
          <div className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">{t('client.privacy.grace')}</p>
            {confirming ? (
              <div
                className="flex flex-wrap items-center gap-3"
                role="group"
                aria-label={t('client.privacy.confirmDeletion')}
              >
                <Button
                  variant="danger"
                  loading={busy === 'delete'}
                  data-testid="confirm-deletion"
                  onClick={() =>
                    void run('delete', async () => {
                      await apiPost('/my-data/deletion-request');
                      showToast({ title: t('client.privacy.deletionScheduled') });
                      setConfirming(false);
                      deletion.reload();
                    })
                  }
                >
                  {t('client.privacy.yesDelete')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('client.privacy.keepAccount')}
                </Button>
              </div>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)} data-testid="request-deletion">
                {t('client.privacy.deleteAccount')}
              </Button>
            )}
          </div>
        )}
      </div>

      <div className="border-t border-slate-200 pt-5">
        <h3 className="font-semibold text-slate-900">{t('client.privacy.consentTitle')}</h3>
        <p className="mt-1 text-sm text-slate-700">{t('client.privacy.consentText')}</p>
        <Button
          className="mt-3"
          variant="ghost"
          loading={busy === 'consent'}
          onClick={() =>
            void run('consent', async () => {
              await apiDelete('/consents/terms-privacy');
              window.location.reload();
            })
          }
        >
          {t('client.privacy.withdraw')}
        </Button>
      </div>
    </section>
  );
}
