import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkPhone } from '../../../shared/login-identifier';
import { messageFor } from '../../../shared/catalogue';
import { describeError, toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/FormField';
import { InlineAlert } from '../../components/StateViews';
import { useT } from '../../../i18n/browser';
import { useSession } from '../../session/session-context';
import { commerceApi } from '../commerce/commerce-api';
import { richText } from '../../components/rich-text';

/** The sign-up page's first steps for a visitor: their details (DetailsStep), then the e-mailed code (OtpStep). */

export type Details = { first_name: string; last_name: string; email: string; phone_number: string };

export function DetailsStep({ onSent }: { onSent: (d: Details) => void }) {
  const t = useT();
  const [d, setD] = useState<Details>({ first_name: '', last_name: '', email: '', phone_number: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [adult, setAdult] = useState(false);

  const checkEmail = async () => {
    if (!d.email.trim()) return;
    try {
      await commerceApi.checkEmail({ email: d.email.trim() });
      setErrors((e) => ({ ...e, email: '' }));
    } catch (err) {
      const apiErr = toApiError(err);
      setErrors((e) => ({ ...e, email: describeError(apiErr) }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!d.first_name.trim()) found.first_name = messageFor('E-10060');
    if (!d.last_name.trim()) found.last_name = messageFor('E-10061');
    if (!d.email.trim()) found.email = messageFor('E-10002');
    if (checkPhone(d.phone_number)) found.phone_number = messageFor('E-10052');
    if (!adult) found.adult = t('public.signup.adultRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      await commerceApi.signUp({ ...d, email: d.email.trim() });
      onSent(d);
    } catch (err) {
      const apiErr = toApiError(err);
      setError(apiErr.fields.length ? null : apiErr);
      setErrors(Object.fromEntries(apiErr.fields.map((f) => [f.field, f.message])));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card grid gap-4 p-6 md:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="text-lg font-semibold text-slate-900 md:col-span-2">{t('public.signup.detailsTitle')}</h2>
      <TextField
        label={t('public.signup.firstName')}
        required
        autoComplete="given-name"
        value={d.first_name}
        onChange={(e) => setD({ ...d, first_name: e.target.value })}
        error={errors.first_name}
      />
      <TextField
        label={t('public.signup.lastName')}
        required
        autoComplete="family-name"
        value={d.last_name}
        onChange={(e) => setD({ ...d, last_name: e.target.value })}
        error={errors.last_name}
      />
      <TextField
        label={t('public.signup.email')}
        type="email"
        required
        autoComplete="email"
        value={d.email}
        onChange={(e) => setD({ ...d, email: e.target.value })}
        onBlur={() => void checkEmail()}
        error={errors.email}
      />
      <TextField
        label={t('public.signup.mobile')}
        type="tel"
        required
        autoComplete="tel"
        value={d.phone_number}
        onChange={(e) => setD({ ...d, phone_number: e.target.value })}
        error={errors.phone_number}
        hint={t('public.signup.mobileHint')}
      />
      <div className="md:col-span-2">
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} className="mt-1" />
          <span>
            {richText(t('public.signup.adult'), {
              terms: (text) => (
                <Link to="/terms-conditions" className="link">
                  {text}
                </Link>
              ),
              privacy: (text) => (
                <Link to="/privacy-policy" className="link">
                  {text}
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.adult && <p className="mt-1 text-sm text-red-700">{errors.adult}</p>}
      </div>
      {error && (
        <div className="md:col-span-2">
          <InlineAlert>
            <ErrorMessage error={error} />
          </InlineAlert>
        </div>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('public.signup.sendingCode') : t('public.signup.sendCode')}
        </Button>
      </div>
    </form>
  );
}

export function OtpStep({ details, onBack }: { details: Details; onBack: () => void }) {
  const t = useT();
  const { signIn } = useSession();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await commerceApi.signUp({ ...details, email: details.email.trim(), otp: otp.trim() });
      if (r.login) signIn(r.login);
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card flex flex-col gap-4 p-6" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="text-lg font-semibold text-slate-900">{t('public.signup.verifyTitle')}</h2>
      <p className="text-sm text-slate-600">{t('public.signup.codeSent', { email: details.email })}</p>
      <TextField
        label={t('public.signup.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        containerClassName="max-w-xs"
        error={error ? describeError(error) : null}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || otp.length !== 6}>
          {busy ? t('public.signup.verifying') : t('public.signup.verify')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('public.signup.changeDetails')}
        </Button>
      </div>
    </form>
  );
}
