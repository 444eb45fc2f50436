import { useState } from 'react';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useSession } from '../session/session-context';
import { useT } from '../../i18n/browser';

/**
 * The logout confirmation popup (docs/product-rules.md "Popups"): `ask()` opens it; "Log out" runs the
 * session's logout (clears the user, the token and local storage, then the login page).
 */
export function useLogoutConfirm() {
  const t = useT();
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog
      open={open}
      title={t('layout.logout.title')}
      size="sm"
      onClose={() => setOpen(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('layout.logout.stay')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
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
  return { dialog, ask: () => setOpen(true) };
}
