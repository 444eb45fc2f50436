import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useSession } from '../session/session-context';
import { useT } from '../../i18n/browser';

/** The logout confirmation popup itself (LogoutConfirm.tsx opens it; its code loads with the first opening). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { logout } = useSession();
  return (
    <Dialog
      open={open}
      title={t('layout.logout.title')}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('layout.logout.stay')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            {t('layout.logout.logOut')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('layout.logout.body')}</p>
    </Dialog>
  );
}
