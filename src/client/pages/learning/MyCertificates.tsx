import { Link } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useApiQuery } from '../../api/use-api-query';
import { formatDateIST } from '../../../shared/format';
import { CertificateButton } from './CertificateButton';

type Row = { course_id: number; code: string; course_title: string; completed_at: string };

/**
 * My profile's certificates (issue 32): each completed course's certificate to download again, with its code and the
 * public page that checks it. Nothing is shown until the person has one (or while it loads: the section is last on the
 * page, so it moves nothing).
 */
export function MyCertificates() {
  const t = useT();
  const { data } = useApiQuery<{ certificates: Row[] }>('/my-certificates');
  if (!data || data.certificates.length === 0) return null;
  return (
    <section aria-labelledby="my-certificates-h" className="card flex flex-col gap-3 p-5" data-testid="my-certificates">
      <h2 id="my-certificates-h" className="text-lg font-semibold text-slate-900">
        {t('learning.certificate.myHeading')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-100">
        {data.certificates.map((c) => (
          <li key={c.code} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{c.course_title}</p>
              <p className="text-xs text-slate-500">
                {formatDateIST(c.completed_at)} ·{' '}
                <Link className="link font-mono" to={`/verify-certificate/${c.code}`}>
                  {c.code}
                </Link>
              </p>
            </div>
            <CertificateButton courseId={c.course_id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
