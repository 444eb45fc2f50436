import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isAdminRole } from '../../../shared/roles';
import { ApiError, toApiError } from '../../api/api-error';
import { ErrorMessage } from '../../components/ErrorMessage';
import {
  checkLoginUrl,
  requestUrlLogin,
  ssoAuthorize,
  ssoLogin,
  urlLogin,
  type CompanyLoginInfo,
} from '../../api/sso-api';
import type { LoginResponse } from '../../api/types';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { LOGIN_TOKEN_KEY, LOGOUT_REDIRECT_KEY } from '../../session/session-keys';
import { showErrorToast } from '../../toast/toast-store';

/**
 * Enterprise login pages (docs/sso.md): the "Sign in with Google/Microsoft" buttons, the company
 * login URL page (/login/c/:slug), the sign-in link page (/login/link, a "Continue" button so mail
 * scanners that open links do not use the token) and the SSO hand-off page (/sso/complete).
 */
const PROVIDER_LABEL: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

function useSignInAndGo() {
  const session = useSession();
  const navigate = useNavigate();
  return (login: LoginResponse) => {
    session.signIn(login);
    navigate(isAdminRole(login.user_type) ? '/admin' : '/client/home', { replace: true });
  };
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center px-4 py-14 outline-none"
      >
        <div className="w-full max-w-md">
          <div className="card p-6 xs:p-8">{children}</div>
          <p className="mt-6 text-center text-sm text-slate-600">
            <Link to="/login" className="link">
              Other ways to log in
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

/** "Sign in with Google" / "Sign in with Microsoft": opens the company's identity provider. */
export function SsoButton({ provider, by }: { provider: string; by: { login_slug: string } | { email: string } }) {
  const [busy, setBusy] = useState(false);
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
      Sign in with {PROVIDER_LABEL[provider] ?? 'your company account'}
    </Button>
  );
}

/**
 * On the shared login page: a refused SSO callback comes back as ?sso_error=<code>; shows it
 * (once, beside the form, not also as a toast), and
 * offers single sign-on by work e-mail for companies that use it.
 */
export function SsoLoginOptions() {
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
        Company single sign-on
      </h2>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <ErrorMessage error={new ApiError(error)} />
        </p>
      )}
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
        <label htmlFor="sso-email" className="text-sm text-slate-700">
          If your employer signs you in with Google or Microsoft, enter your work e-mail
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
          Sign in with Google or Microsoft
        </Button>
      </form>
    </section>
  );
}

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

/** The token of the page's fragment (#token=... or #code=...): never sent to a server log. */
function fragmentParam(name: string): string {
  return new URLSearchParams(window.location.hash.slice(1)).get(name) ?? '';
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
