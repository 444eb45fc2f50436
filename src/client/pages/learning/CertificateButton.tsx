import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { API_BASE } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { sessionHeaders } from '../../session/session-keys';
import { showErrorToast, showToast } from '../../toast/toast-store';

/** The download of a completed course's certificate (GET courses/{id}/certificate, a PDF with its verification code). */
export function CertificateButton({ courseId }: { courseId: number }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`${API_BASE}/courses/${courseId}/certificate`, { headers: sessionHeaders() });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { status_code?: string; message?: string };
        throw new ApiError(body.status_code ?? 'E-10821', { message: body.message, httpStatus: res.status });
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'certificate.pdf';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showToast({ title: t('learning.certificate.downloaded') });
    } catch (e) {
      showErrorToast(e, t('learning.certificate.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void download()} disabled={busy} data-testid="certificate-download">
      {busy ? t('learning.certificate.preparing') : t('learning.certificate.download')}
    </Button>
  );
}
