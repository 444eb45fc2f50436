import { Navigate } from 'react-router';
import { formatDateTimeIST } from '../../../shared/format';
import { useApiQuery } from '../../api/use-api-query';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import type { Booking } from '../counselling/counselling-api';
import { useT } from '../../../i18n/browser';
import { enumLabel } from '../../enum-labels';

/**
 * /counsellor-sessions: a counsellor (role 7) sees their own bookings. It sits outside /client
 * because counsellors have no package (the client route guard would refuse them).
 */
export function CounsellorSessionsPage() {
  const t = useT();
  useDocumentTitle(t('publicCounselling.sessions.title'));
  const session = useSession();
  const allowed = session.status === 'authenticated' && (session.role === 7 || session.isAdmin);
  const { data, error, loading, reload } = useApiQuery<{ bookings: Booking[] }>(
    allowed ? '/counsellor-bookings' : null,
    { query: { page_size: 100 } },
  );
  if (session.status === 'anonymous') return <Navigate to="/login" replace state={{ from: '/counsellor-sessions' }} />;
  if (session.status === 'authenticated' && !allowed) return <Navigate to="/client" replace />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('publicCounselling.sessions.title')}</h1>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      {data && data.bookings.length === 0 && (
        <div className="card">
          <EmptyState title={t('publicCounselling.sessions.empty')} />
        </div>
      )}
      {data && data.bookings.length > 0 && (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('publicCounselling.sessions.caption')}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('publicCounselling.sessions.when')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('publicCounselling.sessions.client')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('publicCounselling.sessions.service')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('publicCounselling.sessions.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.bookings.map((b) => (
                <tr key={b._id}>
                  <td className="px-4 py-3">{b.starts_at ? formatDateTimeIST(b.starts_at) : '—'}</td>
                  <td className="px-4 py-3">
                    {[b.first_name, b.last_name].filter(Boolean).join(' ')}
                    <span className="block text-xs text-slate-500">{b.email}</span>
                    {b.note && (
                      <span
                        className="mt-1 block max-w-xs text-xs whitespace-pre-line text-slate-700"
                        data-testid="booking-note-view"
                      >
                        {t('publicCounselling.sessions.note', { note: b.note })}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">{b.service_title}</td>
                  <td className="px-4 py-3">{enumLabel('bookingStatus', b.status, b.status_label)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
