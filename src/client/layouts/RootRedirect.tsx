import { Navigate } from 'react-router';
import { useSession } from '../session/session-context';
import { FullPageState } from './FullPageState';
import { useT } from '../../i18n/browser';

/** "/" goes to the signed-in user's area, or to the login page. */
export function RootRedirect() {
  const { status, isAdmin, role } = useSession();
  const t = useT();
  if (status === 'restoring') return <FullPageState label={t('common.openingSession')} />;
  if (status === 'authenticated')
    return (
      <Navigate
        to={
          isAdmin ? '/admin' : role === 7 ? '/counsellor-sessions' : role === 8 ? '/speaker-webinars' : '/client/home'
        }
        replace
      />
    );
  return <Navigate to="/login" replace />;
}
