import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageFor } from '../../../shared/catalogue';
import { Button } from '../../components/Button';
import { MailIcon } from '../../components/Icons';

export type LoginEmailStepProps = { initialEmail: string; errorCode: string | null; requesting: boolean; onSubmit: (email: string) => void };

/** Step 1: the registered e-mail. The e-mail typed before an error or "Change my email id" stays filled in. */
export function LoginEmailStep({ initialEmail, errorCode, requesting, onSubmit }: LoginEmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errorCode) input.current?.focus();
  }, [errorCode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(email);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={requesting}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Log in to FinWell</h1>
      <p className="mt-2 text-sm text-slate-600">Enter your registered email address. We&apos;ll send you a one-time password (OTP).</p>
      <label htmlFor="login-email" className="mt-6 mb-1.5 block text-sm font-medium text-slate-700">Email address</label>
      <div className="relative">
        <MailIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input
          ref={input}
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="name@company.com"
          className="input pl-10"
          aria-invalid={errorCode ? true : undefined}
          aria-describedby={errorCode ? 'login-email-error' : undefined}
        />
      </div>
      {errorCode && (
        <p id="login-email-error" role="alert" className="mt-2 text-sm text-red-700" data-testid="login-error">
          <span className="font-mono font-semibold">{errorCode}</span> · {messageFor(errorCode)}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" loading={requesting}>
        {requesting ? 'Sending OTP…' : 'Send OTP'}
      </Button>
    </form>
  );
}
