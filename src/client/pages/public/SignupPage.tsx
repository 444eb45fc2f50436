import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatINR } from '../../../shared/format';
import { checkPhone } from '../../../shared/login-identifier';
import { messageFor } from '../../../shared/catalogue';
import { describeError, toApiError, type ApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/FormField';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { BillingAddressDialog, type BillingAddressValues } from '../commerce/BillingAddressDialog';
import { commerceApi, MODULE_LABEL, type PaymentState, type RetailPackage } from '../commerce/commerce-api';
import { useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';

/** The spec's payment redirect delay after package validation (1000 ms: docs/product-rules.md "Delays and limits"). */
const PAYMENT_REDIRECT_MS = 1000;
const RETAIL_ROLES = [6, 11];

type Details = { first_name: string; last_name: string; email: string; phone_number: string };

function DetailsStep({ onSent }: { onSent: (d: Details) => void }) {
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

function OtpStep({ details, onBack }: { details: Details; onBack: () => void }) {
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

function PackageStep() {
  const t = useT();
  const [packages, setPackages] = useState<RetailPackage[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [chosen, setChosen] = useState<RetailPackage | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [redirecting, setRedirecting] = useState(false);
  const { refresh } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    commerceApi
      .packages()
      .then((r) => setPackages(r.packages))
      .catch((e: unknown) => setError(toApiError(e)));
  }, []);

  const buy = async (pkg: RetailPackage, address?: BillingAddressValues) => {
    setBusy(true);
    setError(null);
    try {
      const r = await commerceApi.subscribe({ package_id: pkg._id, ...(address ? { billing_address: address } : {}) });
      if (r.payment_link) {
        setRedirecting(true);
        const link = r.payment_link;
        window.setTimeout(() => window.location.assign(link), PAYMENT_REDIRECT_MS);
      } else {
        await refresh();
        navigate(`/signup?subscription=${r.subscription_id}`);
      }
    } catch (err) {
      const apiErr = toApiError(err);
      setServerErrors(Object.fromEntries(apiErr.fields.map((f) => [f.field, f.message])));
      if (!apiErr.fields.length) setError(apiErr);
    } finally {
      setBusy(false);
    }
  };

  if (redirecting)
    return (
      <InlineAlert tone="info">
        <p className="font-semibold">{t('public.signup.redirecting')}</p>
      </InlineAlert>
    );
  if (!packages)
    return error ? <ErrorMessage error={error} /> : <LoadingState label={t('public.signup.loadingPackages')} />;
  return (
    <section aria-labelledby="pkg-h" className="flex flex-col gap-4">
      <h2 id="pkg-h" className="text-lg font-semibold text-slate-900">
        {t('public.signup.choosePackage')}
      </h2>
      {error && (
        <InlineAlert>
          <ErrorMessage error={error} />
        </InlineAlert>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {packages.map((p) => (
          <li key={p._id} className="card flex flex-col gap-2 p-5" data-package={p.name}>
            <h3 className="text-lg font-semibold text-slate-900">{p.name}</h3>
            <p className="text-sm text-slate-600">{p.description}</p>
            <p className="text-sm text-slate-700">{p.modules.map((m) => MODULE_LABEL[m]).join(' · ')}</p>
            <p className="mt-auto pt-2">
              {p.charge < p.price && (
                <span className="mr-2 text-sm text-slate-500 line-through">{formatINR(p.price)}</span>
              )}
              <span className="text-2xl font-bold text-slate-900">
                {formatINR(p.charge, { paise: p.charge % 1 !== 0 })}
              </span>
              <span className="text-sm text-slate-600">{t('public.signup.forDays', { days: p.billing_days })}</span>
            </p>
            {p.trial_days > 0 && (
              <p className="text-sm text-emerald-800">{t('public.signup.trial', { days: p.trial_days })}</p>
            )}
            <Button
              onClick={() => {
                setServerErrors({});
                if (p.charge > 0 && p.trial_days === 0) setChosen(p);
                else void buy(p);
              }}
              disabled={busy}
            >
              {t('public.signup.choose', { name: p.name })}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        {richText(t('public.signup.billingNote'), {
          link: (text) => (
            <Link to="/return-policy" className="link">
              {text}
            </Link>
          ),
        })}
      </p>
      <BillingAddressDialog
        open={chosen !== null}
        amountLabel={chosen ? formatINR(chosen.charge) : ''}
        onClose={() => setChosen(null)}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={(v) => chosen && void buy(chosen, v)}
      />
    </section>
  );
}

function ResultStep({ payment }: { payment: string | null }) {
  const t = useT();
  const { refresh } = useSession();
  const [state, setState] = useState<PaymentState | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    let stop = false;
    let tries = 0;
    const poll = async () => {
      try {
        const s = await commerceApi.checkPayment();
        if (stop) return;
        setState(s);
        if (s.status === 'active' || s.status === 'trial') await refresh();
        else if (payment !== 'failed' && tries++ < 10) window.setTimeout(() => void poll(), 1000);
      } catch (e) {
        if (!stop) setError(toApiError(e));
      }
    };
    void poll();
    return () => {
      stop = true;
    };
  }, [payment, refresh]);
  if (error) return <ErrorMessage error={error} />;
  if (!state) return <LoadingState label={t('public.signup.checkingPayment')} />;
  const done = state.status === 'active' || state.status === 'trial';
  return (
    <div className="card flex flex-col gap-3 p-6" role="status" data-subscription-status={state.status ?? ''}>
      <h2 className="text-xl font-semibold text-slate-900">
        {done
          ? t('public.signup.thankYou', { name: state.package_name ?? t('public.signup.yourPackage') })
          : t('public.signup.notComplete')}
      </h2>
      {done ? (
        <>
          <p className="text-slate-700">{t('public.signup.nowOpens')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('public.signup.yourModules')}>
            {state.package_info.modules.map((m) => (
              <li key={m.module_id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {MODULE_LABEL[m.module_id]}
              </li>
            ))}
          </ul>
          <Link to="/client/home" className={`${buttonClass('primary')} self-start`}>
            {t('public.signup.goHome')}
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          {payment === 'failed' ? t('public.signup.failed') : t('public.signup.waiting')}
        </p>
      )}
    </div>
  );
}

/**
 * /signup: a person enters name, e-mail and mobile, verifies the e-mail by OTP, picks a package open
 * to paid users, gives a billing address and pays (sandbox checkout, or Razorpay by configuration);
 * the payment's webhook makes them a paid user with the package's modules (docs/commerce.md).
 */
export function SignupPage() {
  const t = useT();
  useDocumentTitle(t('public.signup.title'));
  const { status, role } = useSession();
  const [params] = useSearchParams();
  const subscription = params.get('subscription');
  const [details, setDetails] = useState<Details | null>(null);
  const signedIn = status === 'authenticated';
  let body;
  if (status === 'restoring') body = <LoadingState />;
  else if (subscription && signedIn) body = <ResultStep payment={params.get('payment')} />;
  else if (signedIn && role !== null && RETAIL_ROLES.includes(role)) body = <PackageStep />;
  else if (signedIn)
    body = (
      <InlineAlert tone="info">
        <p>{t('public.signup.employerAccount')}</p>
      </InlineAlert>
    );
  else if (details) body = <OtpStep details={details} onBack={() => setDetails(null)} />;
  else body = <DetailsStep onSent={setDetails} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 md:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('public.signup.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('public.signup.heading')}</h1>
        <p className="mt-2 text-slate-600">
          {richText(t('public.signup.intro'), {
            login: (text) => (
              <Link to="/login" className="link">
                {text}
              </Link>
            ),
            coupon: (text) => (
              <Link to="/apply-coupon" className="link">
                {text}
              </Link>
            ),
          })}
        </p>
      </div>
      {body}
    </div>
  );
}
