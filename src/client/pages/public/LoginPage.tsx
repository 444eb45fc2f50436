import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { A11yButton } from '../../a11y/A11yPanel';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import {
  otpLoginMachine,
  type IdentifierInput,
  type OtpLoginResult,
  type OtpSent,
  type VerifyInput,
} from '../../../../machines/otp-login.machine';
import { isAdminRole, ROLE } from '../../../shared/roles';
import { requestLoginOtp, resendLoginOtp, verifyLoginOtp } from '../../api/auth-api';
import { isLoginResponse } from '../../api/types';
import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { isLoginNotice } from '../../session/login-notice';
import { showErrorToast } from '../../toast/toast-store';
import { ApiError } from '../../api/api-error';
import { SsoLoginOptions } from './SsoButtons';
import { LoginBrandPanel } from './LoginBrandPanel';
import { LoginIdentifierStep } from './LoginIdentifierStep';
import { LoginOtpStep } from './LoginOtpStep';
import { AssistantChat } from '../../assistant/AssistantChat';
import { useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';

/** The machine with the real API calls; tests provide fakes instead. */
const browserOtpLogin = otpLoginMachine.provide({
  actors: {
    requestOtp: fromPromise<OtpSent, IdentifierInput>(({ input }) => requestLoginOtp(input)),
    resendOtp: fromPromise<OtpSent, IdentifierInput>(({ input }) => resendLoginOtp(input)),
    verifyOtp: fromPromise<OtpLoginResult, VerifyInput>(({ input }) => {
      const { otp, ...id } = input;
      return verifyLoginOtp(id as IdentifierInput, otp);
    }),
  },
});

/** Codes the form shows beside its field; any other failure also raises a toast. */
const FORM_CODES = [
  'E-10002',
  'E-10003',
  'E-10004',
  'E-10006',
  'E-10007',
  'E-10008',
  'E-10052',
  'E-10084',
  'E-10505',
  'E-10513',
  'E-10514',
];

/** Where to go after login: back where the user was headed, else the area for their role. */
function landingFor(role: number, from: unknown): string {
  const admin = isAdminRole(role);
  if (typeof from === 'string' && (from.startsWith('/client') || (admin && from.startsWith('/admin')))) return from;
  if (admin) return '/admin';
  // Counsellors have no package: their area is their own sessions.
  return role === ROLE.COUNSELOR
    ? '/counsellor-sessions'
    : role === ROLE.SPEAKER
      ? '/speaker-webinars'
      : '/client/home';
}

export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('public.login.title'));
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const notice = (location.state as { notice?: unknown } | null)?.notice ?? session.notice;
  const [snapshot, send] = useMachine(browserOtpLogin);
  const { identifierKind, email, phone, sentTo, errorCode, noticeCode, resendIn, expiresIn } = snapshot.context;
  const signedIn = useRef(false);

  useEffect(() => {
    if (errorCode && !FORM_CODES.includes(errorCode)) showErrorToast(new ApiError(errorCode));
  }, [errorCode, snapshot.value]);

  useEffect(() => {
    if (snapshot.status !== 'done' || signedIn.current) return;
    const login = snapshot.context.login;
    if (!isLoginResponse(login)) {
      showErrorToast(new ApiError('E-10001'));
      return;
    }
    signedIn.current = true;
    session.signIn(login);
    navigate(landingFor(login.user_type, from), { replace: true });
  }, [snapshot.status, snapshot.context.login, session, navigate, from]);

  if (session.status === 'authenticated' && session.user && !signedIn.current) {
    return <Navigate to={landingFor(session.user.user_type, from)} replace />;
  }

  const onOtpStep =
    snapshot.matches('enterOtp') ||
    snapshot.matches('verifying') ||
    snapshot.matches('resending') ||
    snapshot.matches('authenticated');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <div className="flex flex-1">
        <LoginBrandPanel />
        <main
          id="main-content"
          tabIndex={-1}
          className="relative flex flex-1 flex-col items-center justify-center px-4 py-14 outline-none sm:px-6"
        >
          {/* Every public page offers the other language (issue 34): before, only a Hindi-preferring browser got Hindi. */}
          <div className="absolute top-3 right-3 flex items-center gap-1">
            <LanguageSwitcher />
            <A11yButton />
          </div>
          <div className="w-full max-w-md">
            <div className="mb-8 flex justify-center lg:hidden">
              <Logo />
            </div>
            {isLoginNotice(notice) && notice.kind !== 'error' && (
              <p
                role="status"
                className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
                data-testid="login-notice"
              >
                {notice.kind === 'idle'
                  ? t('session.ended.idle', { minutes: notice.minutes })
                  : notice.kind === 'absolute'
                    ? t('session.ended.absolute')
                    : t('session.ended.otherTab')}
              </p>
            )}
            <div className="card p-6 xs:p-8">
              {onOtpStep ? (
                <LoginOtpStep
                  kind={identifierKind}
                  sentTo={sentTo}
                  phone={phone}
                  errorCode={errorCode}
                  noticeCode={noticeCode}
                  resendIn={resendIn}
                  expiresIn={expiresIn}
                  verifying={snapshot.matches('verifying') || snapshot.matches('authenticated')}
                  resending={snapshot.matches('resending')}
                  onSubmit={(otp) => send({ type: 'SUBMIT_OTP', otp })}
                  onResend={() => send({ type: 'RESEND' })}
                  onChangeEmail={() => send({ type: 'CHANGE_EMAIL' })}
                  onEditPhone={() => send({ type: 'EDIT_PHONE' })}
                />
              ) : (
                <LoginIdentifierStep
                  kind={identifierKind}
                  initialEmail={email}
                  initialPhone={phone}
                  errorCode={errorCode}
                  requesting={snapshot.matches('requesting')}
                  onChooseKind={(kind) => send({ type: 'CHOOSE_IDENTIFIER', kind })}
                  onSubmitEmail={(value) => send({ type: 'SUBMIT_EMAIL', email: value })}
                  onSubmitPhone={(value) => send({ type: 'SUBMIT_PHONE', phone: value })}
                />
              )}
            </div>
            {!onOtpStep && <SsoLoginOptions />}
            <p className="mt-6 text-center text-sm text-slate-600">
              {richText(t('public.login.noAccount'), {
                link: (text) => (
                  <Link to="/signup" className="link">
                    {text}
                  </Link>
                ),
              })}
            </p>
            <section aria-labelledby="ask-title" className="card mt-6 p-5 xs:p-6" data-testid="login-ask">
              <h2 id="ask-title" className="text-base font-semibold text-slate-900">
                {t('public.login.askTitle')}
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-600">{t('public.login.askIntro')}</p>
              <AssistantChat compact />
            </section>
          </div>
        </main>
      </div>
      <Footer />
    </div>
  );
}
