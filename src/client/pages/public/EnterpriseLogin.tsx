import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, toApiError } from '../../api/api-error';
import { ErrorMessage } from '../../components/ErrorMessage';
import { checkLoginUrl, requestUrlLogin, ssoLogin, urlLogin, type CompanyLoginInfo } from '../../api/sso-api';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { LOGIN_TOKEN_KEY, LOGOUT_REDIRECT_KEY } from '../../session/session-keys';
import { showErrorToast } from '../../toast/toast-store';
import { fragmentParam, Shell, useSignInAndGo } from './EnterpriseShell';
import { PROVIDER_LABEL, SsoButton } from './SsoButtons';

/**
 * Enterprise login pages (docs/sso.md): the company login URL page (/login/c/:slug), the sign-in link page
 * (/login/link, a "Continue" button so mail scanners that open links do not use the token) and the SSO hand-off
 * page (/sso/complete). The "Sign in with Google/Microsoft" buttons are in SsoButtons.tsx.
 */

/** /login/c/:slug: the company's own login page (logo, name, the methods its login type allows). */
export function CompanyLoginPage() {
  const { slug = '' } = useParams();
  const [info, setInfo] = useState<CompanyLoginInfo | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useDocumentTitle(info ? `Log in · ${info.company.company_name}` : 'Log in');
  useEffect(() => {
    let live = true;
    checkLoginUrl(slug).then(
      (data) => {
        if (!live) return;
        // The contract's storage keys: the login token, and where logout returns to.
        sessionStorage.setItem(LOGIN_TOKEN_KEY, data.login_token);
        sessionStorage.setItem(LOGOUT_REDIRECT_KEY, data.logout_redirect);
        setInfo(data);
      },
      (err: unknown) => live && setError(toApiError(err)),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  if (error)
    return (
      <Shell>
        <h1 className="text-xl font-semibold">We could not open this login page</h1>
        <p role="alert" className="mt-2 text-slate-700">
          <ErrorMessage error={error} />
        </p>
      </Shell>
    );
  if (!info)
    return (
      <Shell>
        <p aria-live="polite">Loading…</p>
      </Shell>
    );
  const { company, methods } = info;
  return (
    <Shell>
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        {company.company_logo ? (
          <img
            src={company.company_logo}
            alt={`${company.company_name} logo`}
            className="h-16 max-w-[12rem] object-contain"
            data-testid="company-logo"
          />
        ) : (
          <Logo />
        )}
        <h1 className="text-xl font-semibold text-slate-900">Log in to {company.company_name}</h1>
      </div>
      <div className="flex flex-col gap-3">
        {methods
          .filter((m) => m in PROVIDER_LABEL)
          .map((m) => (
            <SsoButton key={m} provider={m} by={{ login_slug: company.login_slug }} />
          ))}
        {methods.includes('email_link') && <EmailLinkForm />}
        {methods.includes('otp') && (
          <Link to="/login" className="link text-center">
            Log in with a one-time password
          </Link>
        )}
      </div>
    </Shell>
  );
}

function EmailLinkForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      setSentTo((await requestUrlLogin(email.trim())).sent_to);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setBusy(false);
    }
  };
  if (sentTo)
    return (
      <p role="status" className="text-slate-700">
        We have e-mailed a sign-in link to <strong>{sentTo}</strong>. Open it on this device and press Continue.
      </p>
    );
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <label htmlFor="link-email" className="text-sm text-slate-700">
        Work e-mail
      </label>
      <input
        id="link-email"
        type="email"
        className="input"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <Button type="submit" loading={busy}>
        E-mail me a sign-in link
      </Button>
    </form>
  );
}

/** /login/link#token=...: opening it changes nothing; the Continue button uses the token once. */
export function LinkContinuePage() {
  useDocumentTitle('Sign in');
  const [token] = useState(() => fragmentParam('token'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(token ? null : new ApiError('E-10010'));
  const go = useSignInAndGo();
  return (
    <Shell>
      <h1 className="text-xl font-semibold text-slate-900">Sign in to FinWell</h1>
      {error ? (
        <p role="alert" className="mt-3 text-slate-700">
          <ErrorMessage error={error} />
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">Press Continue to finish signing in with the link we e-mailed you.</p>
          <Button
            className="mt-5 w-full"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                const login = await urlLogin(token);
                window.history.replaceState(null, '', window.location.pathname);
                go(login);
              } catch (err) {
                setBusy(false);
                setError(toApiError(err));
              }
            }}
          >
            Continue
          </Button>
        </>
      )}
    </Shell>
  );
}

/** /sso/complete#code=...: FinWell's own redirect after the provider; exchanges the code at once. */
export function SsoCompletePage() {
  useDocumentTitle('Signing you in');
  const [error, setError] = useState<ApiError | null>(null);
  const go = useSignInAndGo();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = fragmentParam('code');
    window.history.replaceState(null, '', window.location.pathname);
    if (!code) return setError(new ApiError('E-10661'));
    ssoLogin(code).then(go, (err: unknown) => setError(toApiError(err)));
  }, [go]);
  return (
    <Shell>
      {error ? (
        <>
          <h1 className="text-xl font-semibold text-slate-900">Single sign-on did not complete</h1>
          <p role="alert" className="mt-3 text-slate-700">
            <ErrorMessage error={error} />
          </p>
        </>
      ) : (
        <p aria-live="polite">Signing you in…</p>
      )}
    </Shell>
  );
}
