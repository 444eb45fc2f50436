import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { API_BASE } from '../../api/api-client';
import { downloadFile } from '../../api/download';
import { Button } from '../../components/Button';
import { showErrorToast, showToast } from '../../toast/toast-store';

/** The download of a completed course's certificate (GET courses/{id}/certificate, a PDF with its verification code). */
export function CertificateButton({ courseId }: { courseId: number }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`${API_BASE}/courses/${courseId}/certificate`, 'finwell-certificate.pdf');
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
