import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { loginFieldMessage, type LoginIdentifierKind } from '../../../shared/login-identifier';
import { Button } from '../../components/Button';
import { MailIcon, PhoneIcon } from '../../components/Icons';
import { useT, type MessageKey } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';

export type LoginIdentifierStepProps = {
  kind: LoginIdentifierKind;
  initialEmail: string;
  initialPhone: string;
  errorCode: string | null;
  requesting: boolean;
  onChooseKind: (kind: LoginIdentifierKind) => void;
  onSubmitEmail: (email: string) => void;
  onSubmitPhone: (phone: string) => void;
};

const KINDS: Array<{ kind: LoginIdentifierKind; label: MessageKey }> = [
  { kind: 'email', label: 'public.login.kindEmail' },
  { kind: 'phone', label: 'public.login.kindPhone' },
];

/** The identifier field of each kind (the e2e specs find them by these ids). */
const FIELDS: Record<
  LoginIdentifierKind,
  { label: MessageKey; Icon: typeof MailIcon; input: InputHTMLAttributes<HTMLInputElement> }
> = {
  email: {
    label: 'public.login.emailLabel',
    Icon: MailIcon,
    input: { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'name@company.com' },
  },
  phone: {
    label: 'public.login.phoneLabel',
    Icon: PhoneIcon,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20, placeholder: '98765 43210' },
  },
};

/**
 * Step 1: the registered e-mail or the registered mobile number (one field at a time, chosen with a
 * radio pair that works with the arrow keys). Both typed values survive switching, an error, and
 * "Change my email id" / "Edit Phone Number", which come back here with their own field focused.
 * The code always goes by e-mail, which the phone field's hint says.
 */
export function LoginIdentifierStep({
  kind,
  initialEmail,
  initialPhone,
  errorCode,
  requesting,
  onChooseKind,
  onSubmitEmail,
  onSubmitPhone,
}: LoginIdentifierStepProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [phone, setPhone] = useState(initialPhone);
  const input = useRef<HTMLInputElement>(null);
  // On arrival (first visit, or back from the OTP step) the field of the chosen kind takes focus;
  // switching the radio does not move focus, so the arrow keys keep working on the radios.
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (errorCode) input.current?.focus();
  }, [errorCode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'phone') onSubmitPhone(phone);
    else onSubmitEmail(email);
  };

  const field = FIELDS[kind];
  const id = `login-${kind}`;
  const errorId = `${id}-error`;
  const hintId = 'login-phone-hint';
  const describedBy =
    [kind === 'phone' ? hintId : null, errorCode ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate aria-busy={requesting}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('public.login.heading')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('public.login.intro')}</p>
      <fieldset className="mt-6">
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">{t('public.login.logInWith')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1" data-testid="login-kind">
          {KINDS.map((k) => (
            <label key={k.kind} className="relative block cursor-pointer">
              <input
                type="radio"
                name="login-kind"
                value={k.kind}
                checked={kind === k.kind}
                onChange={() => onChooseKind(k.kind)}
                className="peer sr-only"
              />
              <span className="block rounded-md px-3 py-2 text-center text-sm font-medium text-slate-600 transition peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
                {t(k.label)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={id} className="mt-5 mb-1.5 block text-sm font-medium text-slate-700">
        {t(field.label)}
      </label>
      <div className="relative">
        <field.Icon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input
          ref={input}
          key={kind}
          id={id}
          {...field.input}
          value={kind === 'phone' ? phone : email}
          onChange={(e) => (kind === 'phone' ? setPhone : setEmail)(e.target.value)}
          className="input pl-10"
          aria-invalid={errorCode ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {kind === 'phone' && (
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          {t('public.login.phoneHint')}
        </p>
      )}
      {errorCode && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700" data-testid="login-error">
          {richText(t('public.login.codedError', { code: errorCode, message: loginFieldMessage(errorCode, kind) }), {
            code: (text) => <span className="font-mono font-semibold">{text}</span>,
          })}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" loading={requesting}>
        {requesting ? t('public.login.sendingOtp') : t('public.login.sendOtp')}
      </Button>
    </form>
  );
}
