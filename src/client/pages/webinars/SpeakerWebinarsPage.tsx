import { Navigate } from 'react-router';
import { useApiQuery } from '../../api/use-api-query';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { istWhen, webinarTypeLabel, type SpeakerView } from './webinars-api';
import { useT } from '../../../i18n/browser';

/**
 * /speaker-webinars: a speaker (role 8) sees the webinars they present and who registered. Outside
 * /client because speakers have no package (like the counsellor's own sessions).
 */
export function SpeakerWebinarsPage() {
  const t = useT();
  useDocumentTitle(t('webinars.speaker.title'));
  const session = useSession();
  const allowed = session.status === 'authenticated' && session.role === 8;
  const { data, error, loading, reload } = useApiQuery<SpeakerView>(allowed ? '/speaker/webinars' : null);
  if (session.status === 'anonymous') return <Navigate to="/login" replace state={{ from: '/speaker-webinars' }} />;
  if (session.status === 'authenticated' && !allowed) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('webinars.speaker.title')}</h1>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      {data && data.webinars.length === 0 && (
        <div className="card">
          <EmptyState title={t('webinars.speaker.empty')} />
        </div>
      )}
      {data?.webinars.map(({ webinar: w, registrations }) => (
        <section key={w._id} className="card p-5" aria-labelledby={`sw-${w._id}`}>
          <h2 id={`sw-${w._id}`} className="text-lg font-semibold text-slate-900">
            {w.name}
          </h2>
          <p className="text-sm text-slate-600">
            {t(
              w.webinar_type === 2 || w.webinar_type === 3
                ? 'webinars.speaker.metaRegistered'
                : 'webinars.speaker.meta',
              {
                type: webinarTypeLabel(w.webinar_type),
                when: istWhen(w.date, w.start_time),
                count: w.registrations,
              },
            )}
          </p>
          {registrations.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('webinars.speaker.caption', { name: w.name })}</caption>
                <thead className="border-b border-slate-200 text-xs font-semibold text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      {t('webinars.speaker.name')}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t('webinars.speaker.company')}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t('webinars.speaker.status')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {registrations.map((r) => (
                    <tr key={r._id}>
                      <td className="py-2 pr-4">
                        {r.name}
                        <span className="block text-xs text-slate-500">{r.email}</span>
                      </td>
                      <td className="py-2 pr-4">{r.company_name ?? t('webinars.speaker.individual')}</td>
                      <td className="py-2 pr-4">
                        {r.status === 1
                          ? r.joined_at
                            ? t('webinars.speaker.joined')
                            : t('webinars.speaker.registered')
                          : t('webinars.speaker.unregistered')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-500">
              {w.webinar_type === 2 || w.webinar_type === 3
                ? t('webinars.speaker.noRegistrations')
                : t('webinars.speaker.noRegistration')}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
