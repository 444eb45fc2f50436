import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { ssoAuthorize } from '../../api/sso-api';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { showErrorToast } from '../../toast/toast-store';
import { useT, type MessageKey } from '../../../i18n/browser';

/** Single sign-on entry points: a provider's button, and the work e-mail form on the shared login page (docs/sso.md). */

export const PROVIDER_LABEL: Record<string, MessageKey> = {
  google: 'public.sso.google',
  microsoft: 'public.sso.microsoft',
};

/** "Sign in with Google" / "Sign in with Microsoft": opens the company's identity provider. */
export function SsoButton({ provider, by }: { provider: string; by: { login_slug: string } | { email: string } }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const label = PROVIDER_LABEL[provider];
  return (
    <Button
      variant="secondary"
      className="w-full"
      loading={busy}
      data-testid={`sso-${provider}`}
      onClick={async () => {
        setBusy(true);
        try {
          const { authorization_url } = await ssoAuthorize(by);
          window.location.assign(authorization_url);
        } catch (error) {
          setBusy(false);
          showErrorToast(error);
        }
      }}
    >
      {label ? t('public.sso.signInWith', { provider: t(label) }) : t('public.sso.signInWithCompany')}
    </Button>
  );
}

/**
 * On the shared login page: a refused SSO callback comes back as ?sso_error=<code>; shows it
 * (once, beside the form, not also as a toast), and
 * offers single sign-on by work e-mail for companies that use it.
 */
export function SsoLoginOptions() {
  const t = useT();
  const [params] = useSearchParams();
  const error = params.get('sso_error');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const { authorization_url } = await ssoAuthorize({ email: email.trim() });
      window.location.assign(authorization_url);
    } catch (err) {
      setBusy(false);
      showErrorToast(err);
    }
  };
  return (
    <section aria-labelledby="sso-heading" className="card mt-4 p-6 xs:p-8">
      <h2 id="sso-heading" className="text-base font-semibold text-slate-900">
        {t('public.sso.heading')}
      </h2>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <ErrorMessage error={new ApiError(error)} />
        </p>
      )}
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
        <label htmlFor="sso-email" className="text-sm text-slate-700">
          {t('public.sso.emailLabel')}
        </label>
        <input
          id="sso-email"
          type="email"
          className="input"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('public.sso.submit')}
        </Button>
      </form>
    </section>
  );
}
