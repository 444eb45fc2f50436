import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageFor } from '../../../shared/catalogue';
import { Button } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/Icons';

export type LoginOtpStepProps = {
  email: string;
  errorCode: string | null;
  noticeCode: string | null;
  resendIn: number;
  expiresIn: number;
  verifying: boolean;
  resending: boolean;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
};

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Step 2, "Enter OTP to Log in": the 6-digit code, Resend OTP (locked during the cooldown), Change my email id. */
export function LoginOtpStep({ email, errorCode, noticeCode, resendIn, expiresIn, verifying, resending, onSubmit, onResend, onChangeEmail }: LoginOtpStepProps) {
  const [otp, setOtp] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errorCode || noticeCode) input.current?.focus();
  }, [errorCode, noticeCode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(otp);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={verifying}>
      <button type="button" onClick={onChangeEmail} className="mb-4 -ml-1 inline-flex items-center gap-1.5 rounded-md px-1 text-sm font-medium text-slate-600 hover:text-brand-700">
        <ArrowLeftIcon size={16} /> Change my email id
      </button>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Enter OTP to Log in</h1>
      <p className="mt-2 text-sm text-slate-600">
        We sent a 6-digit code to <strong className="font-semibold break-words text-slate-900" data-testid="otp-email">{email}</strong>.{expiresIn > 0 && ` It is valid for ${Math.round(expiresIn / 60)} minutes.`}
      </p>
      <label htmlFor="login-otp" className="mt-6 mb-1.5 block text-sm font-medium text-slate-700">One-time password</label>
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
          <span className="font-mono font-semibold">{errorCode}</span> · {messageFor(errorCode)}
        </p>
      ) : noticeCode ? (
        <p id="login-otp-hint" role="status" className="mt-2 text-sm text-brand-700">{messageFor(noticeCode)}</p>
      ) : (
        <p id="login-otp-hint" className="mt-2 text-xs text-slate-500">Check your inbox (and spam folder) for the code.</p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" loading={verifying}>
        {verifying ? 'Logging in…' : 'Log in'}
      </Button>
      <div className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
        <span>Didn&apos;t get it?</span>
        <button
          type="button"
          onClick={onResend}
          disabled={resendIn > 0 || resending || verifying}
          className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          data-testid="resend-otp"
        >
          {resending ? 'Sending…' : resendIn > 0 ? `Resend OTP in ${formatCountdown(resendIn)}` : 'Resend OTP'}
        </button>
      </div>
    </form>
  );
}
