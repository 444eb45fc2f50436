import { lazy, Suspense, useState } from 'react';

/** The popup's code (dialog, focus trap) loads when it is first asked for (docs/performance.md). */
const LogoutDialog = lazy(async () => ({ default: (await import('./LogoutDialog')).LogoutDialog }));

/**
 * The logout confirmation popup (docs/product-rules.md "Popups"): `ask()` opens it; "Log out" runs the
 * session's logout (clears the user, the token and local storage, then the login page).
 */
export function useLogoutConfirm() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's own closing (focus back) still runs.
  const [asked, setAsked] = useState(false);
  const dialog = asked ? (
    <Suspense fallback={null}>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return {
    dialog,
    ask: () => {
      setAsked(true);
      setOpen(true);
    },
  };
}
