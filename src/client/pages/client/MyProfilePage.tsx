import enums from '../../../../schemas/catalogue/enums.json';
import { useApiQuery } from '../../api/use-api-query';
import type { ProfileResponse } from '../../api/types';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { initialsOf } from '../../layouts/ProfileMenu';
import { useSession } from '../../session/session-context';
import { ProfileImageCard } from '../commerce/ProfileImageCard';
import { PrivacySection } from './PrivacySection';
import { ProfileForm } from './ProfileForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { MyCertificates } from '../learning/MyCertificates';
import { useT } from '../../../i18n/browser';
import { enumLabel } from '../../enum-labels';

/** /client/my-profile: a summary card and the editable profile, loaded fresh from the server. */
export function MyProfilePage() {
  const t = useT();
  useDocumentTitle(t('client.profile.title'));
  const { mergeUser, company } = useSession();
  const { data, error, loading, reload } = useApiQuery<ProfileResponse>('/user-profile');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('client.profile.title')}</h1>
        <p className="mt-1 text-slate-600">{t('client.profile.intro')}</p>
      </div>
      {loading && !data ? (
        <div className="card">
          <LoadingState label={t('client.profile.loading')} />
        </div>
      ) : error && !data ? (
        <div className="card">
          <ErrorState error={error} onRetry={reload} />
        </div>
      ) : data ? (
        <>
          <div className="card flex flex-col gap-5 p-5 xs:flex-row xs:items-center md:p-8">
            <span
              className="grid size-16 shrink-0 place-items-center rounded-2xl bg-brand-600 text-2xl font-bold text-white"
              aria-hidden="true"
              translate="no"
            >
              {initialsOf(data.first_name, data.last_name, data.email)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-lg font-semibold text-slate-900" data-testid="profile-name" translate="no">
                {[data.first_name, data.last_name].filter(Boolean).join(' ') || t('client.profile.yourName')}
              </p>
              <p className="truncate text-sm text-slate-600">{data.email}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('client.profile.memberId')}</dt>
              <dd className="font-mono font-medium text-slate-800" translate="no">
                {data.unique_user_no}
              </dd>
              <dt className="text-slate-500">{t('client.profile.account')}</dt>
              <dd className="font-medium text-slate-800">
                {enumLabel(
                  'role',
                  data.user_type,
                  (enums.role as Record<string, string>)[String(data.user_type)]?.replace(/_/g, ' '),
                )}
              </dd>
              {company && (
                <>
                  <dt className="text-slate-500">{t('client.profile.organisation')}</dt>
                  <dd className="font-medium text-slate-800" translate="no">
                    {company.company_name}
                  </dd>
                </>
              )}
            </dl>
          </div>
          <ProfileImageCard />
          <ProfileForm
            key={data._id}
            user={data}
            onSaved={(saved) => {
              mergeUser(saved);
              reload();
            }}
          />
          <PrivacySection />
          <SignOutEverywhere />
          <MyCertificates />
        </>
      ) : null}
    </div>
  );
}
