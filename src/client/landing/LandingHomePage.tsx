import { useCallback, useEffect, useState } from 'react';
import { isAbortError, toApiError, type ApiError } from '../api/api-error';
import { GridIcon, ShieldIcon } from '../components/ShellIcons';
import { EmptyState, ErrorState } from '../components/ShellStates';
import { useDocumentTitle } from '../hooks/use-document-title';
import { loadHomePage, prefetchHomePage } from './home-page-data';
import type { HomePageResponse } from '../../../widgets/ui/landing-types';
import { AudienceLine } from './AudienceLine';
import { LandingRenderer } from './LandingRenderer';
import { LandingSkeleton } from './LandingSkeleton';
import { useLocaleRefetch } from './use-locale-refetch';
import { t } from '../../i18n/browser';
import { Link } from 'react-router';
import { ROLE } from '../../shared/roles';
import { useSession } from '../session/session-context';

prefetchHomePage();

/**
 * /client/home: the caller's resolved landing page in one request (the company's published page,
 * else the default page), rendered by the shared renderer. The server answers with an ETag, so
 * revisits revalidate with a 304 through the browser cache; the ETag names the language, and a language switch
 * fetches the page again.
 */
export function LandingHomePage() {
  useDocumentTitle('Home');
  const [data, setData] = useState<HomePageResponse | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // The page's text is in the reader's language (widgets' Hindi values): a switch fetches it again, and the page
  // shown stays until the new one arrives.
  useLocaleRefetch(reload);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadHomePage(controller.signal)
      .then((d) => {
        setData(d);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (isAbortError(e)) return;
        setError(toApiError(e));
        setLoading(false);
      });
    return () => controller.abort();
  }, [attempt]);

  const { role, packageInfo } = useSession();
  // A paid user whose plan ended opens nothing: say so, and where to renew (docs/commerce.md "Package validation").
  const planEnded = role === ROLE.PAID_USER && packageInfo !== null && packageInfo.modules.length === 0;
  const hasDisclaimerWidget = !!data?.widgets_List.some((w) => w.type === 'disclaimer' && !w.invalid);
  return (
    <div>
      <h1 className="sr-only">{t('landing.homeHeading')}</h1>
      <AudienceLine />
      {planEnded && (
        <p
          role="status"
          className="card mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 p-4 text-slate-800"
          data-plan-ended-notice
        >
          <span>{t('landing.planEnded')}</span>
          <Link to="/client/help#ended-h" className="link font-semibold">
            {t('landing.planEndedRenew')}
          </Link>
        </p>
      )}
      {loading && !data && <LandingSkeleton />}
      {error && !data && <ErrorState error={error} onRetry={reload} title={t('landing.homeFailed')} />}
      {data && data.widgets_List.length === 0 && (
        <EmptyState icon={<GridIcon size={26} />} title={t('landing.homePreparing')}>
          {t('landing.homePreparingBody')}
        </EmptyState>
      )}
      {data && data.widgets_List.length > 0 && <LandingRenderer widgets={data.widgets_List} mode="live" />}
      {data && !hasDisclaimerWidget && data.disclaimer && (
        <aside
          aria-label={t('landing.disclaimer')}
          className="mt-6 flex items-start gap-3 text-xs leading-relaxed text-slate-500"
        >
          <ShieldIcon size={16} className="mt-0.5 shrink-0" />
          <p className="whitespace-pre-line">{data.disclaimer}</p>
        </aside>
      )}
    </div>
  );
}
