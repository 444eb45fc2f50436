import type { ReactNode } from 'react';
import { messageFor, useT } from '../../../../i18n/browser';
import { isSuperAdmin } from '../../../../shared/roles';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';
import { LockIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import { useSession } from '../../../session/session-context';

/** Super-admin pages (manage admins, form definitions): an admin sees why not, with the code (the server refuses too). */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const { role } = useSession();
  if (role !== null && isSuperAdmin(role)) return <>{children}</>;
  return (
    <div className="card" data-testid="super-admin-only">
      <EmptyState icon={<LockIcon size={26} />} title={t('adminUsers.superAdminOnly')}>
        {messageFor('E-10506')}
        <ErrorCodeDetail code="E-10506" />
      </EmptyState>
    </div>
  );
}
