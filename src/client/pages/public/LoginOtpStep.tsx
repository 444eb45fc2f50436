import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageFor, useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';
import { maskPhone, type LoginIdentifierKind } from '../../../shared/login-identifier';
import { Button } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/Icons';

export type LoginOtpStepProps = {
  kind: LoginIdentifierKind;
  /** Where the code went, as the server named it (masked on the phone path). */
  sentTo: string | null;
  /** The number the person used (shown masked) on the phone path. */
  phone: string;
  errorCode: string | null;
  noticeCode: string | null;
  resendIn: number;
  expiresIn: number;
  verifying: boolean;
  resending: boolean;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  onEditPhone: () => void;
};

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * Step 2, "Enter OTP to Log in": the 6-digit code, Resend OTP (locked during the cooldown), and both
 * edit actions of the spec: "Change my email id" and "Edit Phone Number" each return to step 1 on
 * their own field (the one used first). On the phone path the step names the masked e-mail the
 * code went to and the masked number it is registered for.
 */
export function LoginOtpStep({
  kind,
  sentTo,
  phone,
  errorCode,
  noticeCode,
  resendIn,
  expiresIn,
  verifying,
  resending,
  onSubmit,
  onResend,
  onChangeEmail,
  onEditPhone,
}: LoginOtpStepProps) {
  const t = useT();
  const [otp, setOtp] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errorCode || noticeCode) input.current?.focus();
  }, [errorCode, noticeCode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(otp);
  };

  const editClass =
    'inline-flex items-center gap-1.5 rounded-md px-1 text-sm font-medium text-slate-600 hover:text-brand-700';
  const changeEmail = (
    <button key="email" type="button" onClick={onChangeEmail} className={editClass} data-testid="change-email">
      {kind === 'email' && <ArrowLeftIcon size={16} />} {t('public.otp.changeEmail')}
    </button>
  );
  const editPhone = (
    <button key="phone" type="button" onClick={onEditPhone} className={editClass} data-testid="edit-phone">
      {kind === 'phone' && <ArrowLeftIcon size={16} />} {t('public.otp.editPhone')}
    </button>
  );
  const minutes = Math.round(expiresIn / 60);
  const sentEmail = (text: string) => (
    <strong className="font-semibold break-words text-slate-900" data-testid="otp-email">
      {text}
    </strong>
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={verifying}>
      <div className="mb-4 -ml-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        {/* After an e-mail login there is no phone number to edit (issue 20). */}
        {kind === 'phone' ? [editPhone, changeEmail] : [changeEmail]}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('public.otp.title')}</h1>
      {kind === 'phone' ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="otp-sent-to">
          {richText(
            t(expiresIn > 0 ? 'public.otp.sentPhoneValid' : 'public.otp.sentPhone', {
              email: sentTo ?? t('public.otp.yourEmail'),
              phone: maskPhone(phone),
              minutes,
            }),
            {
              email: sentEmail,
              phone: (text) => (
                <strong className="font-semibold whitespace-nowrap text-slate-900" data-testid="otp-phone">
                  {text}
                </strong>
              ),
            },
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600" data-testid="otp-sent-to">
          {richText(
            t(expiresIn > 0 ? 'public.otp.sentEmailValid' : 'public.otp.sentEmail', { email: sentTo ?? '', minutes }),
            { email: sentEmail },
          )}
        </p>
      )}
      <label htmlFor="login-otp" className="mt-6 mb-1.5 block text-sm font-medium text-slate-700">
        {t('public.otp.label')}
      </label>
      <input
        ref={input}
        id="login-otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        autoFocus
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
        placeholder="••••••"
        className="input py-3 text-center font-mono text-2xl tracking-[0.6em] placeholder:tracking-[0.6em]"
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={errorCode ? 'login-otp-error' : 'login-otp-hint'}
      />
      {errorCode ? (
        <p id="login-otp-error" role="alert" className="mt-2 text-sm text-red-700" data-testid="login-error">
          {richText(t('public.login.codedError', { code: errorCode, message: messageFor(errorCode) }), {
            code: (text) => <span className="font-mono font-semibold">{text}</span>,
          })}
        </p>
      ) : noticeCode ? (
        <p id="login-otp-hint" role="status" className="mt-2 text-sm text-brand-700">
          {messageFor(noticeCode)}
        </p>
      ) : (
        <p id="login-otp-hint" className="mt-2 text-xs text-slate-500">
          {t('public.otp.checkInbox')}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" loading={verifying}>
        {verifying ? t('public.otp.loggingIn') : t('public.otp.logIn')}
      </Button>
      <div className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
        <span>{t('public.otp.didntGet')}</span>
        <button
          type="button"
          onClick={onResend}
          disabled={resendIn > 0 || resending || verifying}
          className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          data-testid="resend-otp"
        >
          {resending
            ? t('public.otp.sending')
            : resendIn > 0
              ? t('public.otp.resendIn', { time: formatCountdown(resendIn) })
              : t('public.otp.resend')}
        </button>
      </div>
    </form>
  );
}
