import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { apiGet } from '../../api/api-client';
import { toApiError, type ApiError } from '../../api/api-error';
import { ErrorMessage } from '../../components/ErrorMessage';
import { CheckCircleIcon } from '../../components/Icons';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { formatDateIST } from '../../../shared/format';

type Verified = { code: string; holder_name: string; course_title: string; completed_on: string };

/**
 * /verify-certificate/{code} (public): whether a FinWell course certificate is genuine. It shows only what the
 * certificate itself shows: the name, the course and the date (GET public/certificates/{code}; E-10822 when unknown).
 */
export function VerifyCertificatePage() {
  const t = useT();
  useDocumentTitle(t('learning.certificate.verifyTitle'));
  const { code = '' } = useParams();
  const [found, setFound] = useState<Verified | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<Verified>(`/public/certificates/${encodeURIComponent(code.toUpperCase())}`, {
      auth: false,
      signal: controller.signal,
    })
      .then(setFound)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(toApiError(e));
      });
    return () => controller.abort();
  }, [code]);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('learning.certificate.verifyTitle')}</h1>
      {!found && !error && <LoadingState label={t('learning.certificate.checking')} />}
      {error && (
        <InlineAlert>
          <ErrorMessage error={error} />
        </InlineAlert>
      )}
      {found && (
        <section className="card flex flex-col gap-2 p-6" data-testid="certificate-verified">
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <CheckCircleIcon size={22} /> {t('learning.certificate.genuine')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('learning.certificate.holder')}</dt>
            <dd className="font-medium text-slate-900" translate="no">
              {found.holder_name}
            </dd>
            <dt className="text-slate-500">{t('learning.certificate.course')}</dt>
            <dd className="font-medium text-slate-900">{found.course_title}</dd>
            <dt className="text-slate-500">{t('learning.certificate.completedOn')}</dt>
            <dd className="font-medium text-slate-900">{formatDateIST(`${found.completed_on}T00:00:00+05:30`)}</dd>
            <dt className="text-slate-500">{t('learning.certificate.code')}</dt>
            <dd className="font-mono font-medium text-slate-900">{found.code}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
