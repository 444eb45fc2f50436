import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { checkClientRoute, isKnownClientPath } from '../../shared/route-guard';
import { Footer } from '../components/Footer';
import { SkipLink } from '../components/SkipLink';
import { LoadingState } from '../components/ShellStates';
import { prefetchAfterFirstPaint } from '../feature-routes-loader';
import { lazyPage } from '../lazy-page';
import { usePageTime } from '../hooks/use-page-time';
import { useSession } from '../session/session-context';
import { ClientHeader } from './ClientHeader';
import { FullPageState } from './FullPageState';
import { readRefusal, type RefusalState } from './refusal-state';
import { ensurePageMessages, ensureWidgetMessages, useT } from '../../i18n/browser';
import { SESSION_CODE_PROMPT_KEY } from '../session/session-keys';

/** Loaded after the shell renders (not in the employee entry, docs/performance.md). */
const FirstLoginDialogs = lazyPage(() => import('../pages/client/FirstLoginDialogs'), 'FirstLoginDialogs');
/**
 * The session-code prompt right after login (docs/commerce.md "Session code"); the first-login popups follow it. Its
 * code and sentences load only when a login marked the tab (the prompt shows nothing otherwise).
 */
const SessionCodePrompt = lazy(async () => {
  const [module] = await Promise.all([import('../pages/commerce/SessionCodePrompt'), ensurePageMessages()]);
  return { default: module.SessionCodePrompt };
});
/** An unknown /client URL is rare: its page loads when needed. */
const NotFoundPage = lazyPage(() => import('../pages/public/NotFoundPage'), 'NotFoundPage');
/** Only packages with module ads load it (docs/commerce.md "Module ads"), with the widgets' sentences. */
const ModuleAdBanner = lazy(async () => {
  const [module] = await Promise.all([import('../components/ModuleAdBanner'), ensureWidgetMessages()]);
  return { default: module.ModuleAdBanner };
});

/** The banner and toast after a refused route: loaded when a refusal happens (docs/performance.md). */
const RefusalNotice = lazy(async () => ({ default: (await import('./RefusalNotice')).RefusalNotice }));

/** Whether a login in this tab left the session-code prompt to ask (SessionProvider's signIn marks it). */
function codePromptPending(): boolean {
  try {
    return sessionStorage.getItem(SESSION_CODE_PROMPT_KEY) === 'pending';
  } catch {
    return false;
  }
}

/**
 * The /client shell. Needs a session; every location is checked with the shared route guard
 * (src/shared/route-guard.ts) before the page renders, and a refused route goes to /client with
 * E-10117, exactly as the server would decide.
 */
export function ClientLayout() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const [codePromptDone, setCodePromptDone] = useState(() => !codePromptPending());
  const codePromptClosed = useCallback(() => setCodePromptDone(true), []);
  // Page visits and time on page for the reports (docs/reports.md).
  usePageTime(session.status === 'authenticated' ? location.pathname : null);
  // The other pages' route tables and the error catalogue, fetched after the first paint (docs/performance.md).
  useEffect(prefetchAfterFirstPaint, []);

  if (session.logoutInProgress) return <FullPageState label={t('common.signingOut')} />;
  if (session.status === 'restoring') return <FullPageState label={t('common.openingSession')} />;
  if (session.status === 'error') return <FullPageState error={session.error} onRetry={() => void session.refresh()} />;
  if (session.status !== 'authenticated' || !session.user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  const { user, packageInfo } = session;
  // An unknown /client URL (a typo, an old link) is "not found", not a refusal.
  const known = isKnownClientPath(location.pathname);
  const verdict = checkClientRoute(
    { package_info: packageInfo, unique_user_no: user.unique_user_no, coupon_code: user.coupon_code },
    location.pathname,
    location.search,
  );
  if (known && !verdict.allowed) {
    const state: RefusalState = { refusal: { code: verdict.code, path: location.pathname } };
    return <Navigate to={verdict.redirectTo} replace state={state} />;
  }
  // The banner (and the section table it reads, shared/module-ads.ts) loads only for a package with an ad image:
  // it is not in the employee entry (docs/performance.md).
  const hasAds = known && !!packageInfo?.modules.some((m) => m.ad_image);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ClientHeader />
      {readRefusal(location.state) && (
        <Suspense fallback={null}>
          <RefusalNotice />
        </Suspense>
      )}
      {/* At least a screen tall (issue 34): the footer starts below the first view, so a page whose data arrives
          later grows into that room instead of pushing a visible footer down (a layout shift of 0.12-0.20). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
      >
        {hasAds && (
          <Suspense fallback={null}>
            <ModuleAdBanner info={packageInfo} path={location.pathname} />
          </Suspense>
        )}
        <Suspense fallback={<LoadingState />}>{known ? <Outlet /> : <NotFoundPage />}</Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {codePromptDone ? <FirstLoginDialogs /> : <SessionCodePrompt onDone={codePromptClosed} />}
      </Suspense>
    </div>
  );
}
