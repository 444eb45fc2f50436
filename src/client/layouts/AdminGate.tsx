import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { FullPageState } from './FullPageState';
import type { RefusalState } from './refusal-state';
import { ensurePageMessages, useT } from '../../i18n/browser';

/** The admin shell is its own chunk: employees never download it. Admin pages reuse portal parts, so the
 * catalogue's `pages` part loads with it (docs/i18n.md). */
const AdminLayout = lazy(async () => {
  const [{ AdminLayout: Layout }] = await Promise.all([import('./AdminLayout'), ensurePageMessages()]);
  return { default: Layout };
});

/**
 * /admin/* is for roles 1-2 only. Anyone else signed in is sent to /client with E-10506 (the code
 * the server answers for admin calls), anyone signed out to /login.
 */
export function AdminGate() {
  const session = useSession();
  const t = useT();
  const location = useLocation();

  if (session.logoutInProgress) return <FullPageState label={t('common.signingOut')} />;
  if (session.status === 'restoring') return <FullPageState label={t('common.openingSession')} />;
  if (session.status === 'error') return <FullPageState error={session.error} onRetry={() => void session.refresh()} />;
  if (session.status !== 'authenticated')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!session.isAdmin) {
    const state: RefusalState = { refusal: { code: 'E-10506', path: location.pathname } };
    return <Navigate to="/client" replace state={state} />;
  }
  return (
    <Suspense fallback={<FullPageState label={t('common.loadingAdminArea')} />}>
      <AdminLayout />
    </Suspense>
  );
}
