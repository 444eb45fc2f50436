import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { Button } from '../../components/Button';
import { useSession } from '../../session/session-context';

/**
 * "Sign out of all devices" on My profile (docs/security.md "Browser sessions"): ends every session of the person, on
 * every device and browser, this one included, then goes to the login page.
 */
export function SignOutEverywhere() {
  const t = useT();
  const { logoutEverywhere, logoutInProgress } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <section className="card space-y-3 p-5 md:p-8" aria-labelledby="sessions-heading" data-testid="sessions-section">
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        {t('session.devices.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('session.devices.intro')}</p>
      <Button
        variant="secondary"
        loading={busy || logoutInProgress}
        onClick={() => {
          setBusy(true);
          void logoutEverywhere();
        }}
        data-testid="sign-out-everywhere"
      >
        {t('session.devices.signOutAll')}
      </Button>
    </section>
  );
}
