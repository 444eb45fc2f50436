import { useState } from 'react';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useSession } from '../session/session-context';

/**
 * The logout confirmation popup (docs/product-rules.md "Popups"): `ask()` opens it; "Log out" runs the
 * session's logout (clears the user, the token and local storage, then the login page).
 */
export function useLogoutConfirm() {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog
      open={open}
      title="Log out of FinWell?"
      size="sm"
      onClose={() => setOpen(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Stay signed in
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            Log out
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">You will need a new one-time password to sign in again.</p>
    </Dialog>
  );
  return { dialog, ask: () => setOpen(true) };
}
