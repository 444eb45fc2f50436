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
import { useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';
import { CompanyCounsellors } from './CompanyCounsellors';

/**
 * Enterprise login pages (docs/sso.md): the company login URL page (/login/c/:slug), the sign-in link page
 * (/login/link, a "Continue" button so mail scanners that open links do not use the token) and the SSO hand-off
 * page (/sso/complete). The "Sign in with Google/Microsoft" buttons are in SsoButtons.tsx.
 */

/** /login/c/:slug: the company's own login page (logo, name, the methods its login type allows). */
export function CompanyLoginPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const [info, setInfo] = useState<CompanyLoginInfo | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useDocumentTitle(
    info ? t('public.enterprise.logInTo', { company: info.company.company_name }) : t('public.enterprise.logIn'),
  );
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
        <h1 className="text-xl font-semibold">{t('public.enterprise.cannotOpen')}</h1>
        <p role="alert" className="mt-2 text-slate-700">
          <ErrorMessage error={error} />
        </p>
      </Shell>
    );
  if (!info)
    return (
      <Shell>
        <p aria-live="polite">{t('common.loading')}</p>
      </Shell>
    );
  const { company, methods } = info;
  return (
    <Shell>
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        {company.company_logo ? (
          <img
            src={company.company_logo}
            alt={t('public.enterprise.logoAlt', { company: company.company_name })}
            className="h-16 max-w-[12rem] object-contain"
            data-testid="company-logo"
          />
        ) : (
          <Logo />
        )}
        <h1 className="text-xl font-semibold text-slate-900">
          {t('public.enterprise.logInToCompany', { company: company.company_name })}
        </h1>
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
            {t('public.enterprise.otpLink')}
          </Link>
        )}
      </div>
      <CompanyCounsellors slug={company.login_slug} />
    </Shell>
  );
}

function EmailLinkForm() {
  const t = useT();
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
        {richText(t('public.enterprise.linkSent', { email: sentTo }), { email: (text) => <strong>{text}</strong> })}
      </p>
    );
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <label htmlFor="link-email" className="text-sm text-slate-700">
        {t('public.enterprise.workEmail')}
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
        {t('public.enterprise.emailMeLink')}
      </Button>
    </form>
  );
}

/** /login/link#token=...: opening it changes nothing; the Continue button uses the token once. */
export function LinkContinuePage() {
  const t = useT();
  useDocumentTitle(t('public.enterprise.signIn'));
  const [token] = useState(() => fragmentParam('token'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(token ? null : new ApiError('E-10010'));
  const go = useSignInAndGo();
  return (
    <Shell>
      <h1 className="text-xl font-semibold text-slate-900">{t('public.enterprise.signInTo')}</h1>
      {error ? (
        <p role="alert" className="mt-3 text-slate-700">
          <ErrorMessage error={error} />
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t('public.enterprise.pressContinue')}</p>
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
            {t('public.enterprise.continue')}
          </Button>
        </>
      )}
    </Shell>
  );
}

/** /sso/complete#code=...: FinWell's own redirect after the provider; exchanges the code at once. */
export function SsoCompletePage() {
  const t = useT();
  useDocumentTitle(t('public.enterprise.signingIn'));
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
          <h1 className="text-xl font-semibold text-slate-900">{t('public.enterprise.ssoFailed')}</h1>
          <p role="alert" className="mt-3 text-slate-700">
            <ErrorMessage error={error} />
          </p>
        </>
      ) : (
        <p aria-live="polite">{t('public.enterprise.signingInBusy')}</p>
      )}
    </Shell>
  );
}
