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
import { useT } from '../../../i18n/browser';
import { useSession } from '../../session/session-context';
import { BillingAddressDialog, type BillingAddressValues } from '../commerce/BillingAddressDialog';
import { commerceApi, MODULE_LABEL, type PaymentState, type RetailPackage } from '../commerce/commerce-api';

/** The spec's payment redirect delay after package validation (1000 ms: docs/product-rules.md "Delays and limits"). */
const PAYMENT_REDIRECT_MS = 1000;
const RETAIL_ROLES = [6, 11];

type Details = { first_name: string; last_name: string; email: string; phone_number: string };

function DetailsStep({ onSent }: { onSent: (d: Details) => void }) {
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
    if (!adult) found.adult = 'Please confirm that you are at least 18 and accept the terms.';
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
      <h2 className="text-lg font-semibold text-slate-900 md:col-span-2">1. Your details</h2>
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        value={d.first_name}
        onChange={(e) => setD({ ...d, first_name: e.target.value })}
        error={errors.first_name}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        value={d.last_name}
        onChange={(e) => setD({ ...d, last_name: e.target.value })}
        error={errors.last_name}
      />
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        value={d.email}
        onChange={(e) => setD({ ...d, email: e.target.value })}
        onBlur={() => void checkEmail()}
        error={errors.email}
      />
      <TextField
        label="Mobile number"
        type="tel"
        required
        autoComplete="tel"
        value={d.phone_number}
        onChange={(e) => setD({ ...d, phone_number: e.target.value })}
        error={errors.phone_number}
        hint="Indian mobile: 10 digits starting with 7, 8 or 9 (+91 optional)"
      />
      <div className="md:col-span-2">
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} className="mt-1" />
          <span>
            I am at least 18 years old and accept the{' '}
            <Link to="/terms-conditions" className="link">
              Terms &amp; Conditions
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="link">
              Privacy Policy
            </Link>
            .
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
          {busy ? 'Sending the code…' : 'Send verification code'}
        </Button>
      </div>
    </form>
  );
}

function OtpStep({ details, onBack }: { details: Details; onBack: () => void }) {
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
      <h2 className="text-lg font-semibold text-slate-900">2. Verify your e-mail</h2>
      <p className="text-sm text-slate-600">We sent a 6-digit code to {details.email}. It is valid for 10 minutes.</p>
      <TextField
        label="Verification code"
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
          {busy ? 'Verifying…' : 'Verify and create my account'}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Change my details
        </Button>
      </div>
    </form>
  );
}

function PackageStep() {
  const [packages, setPackages] = useState<RetailPackage[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [chosen, setChosen] = useState<RetailPackage | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [redirecting, setRedirecting] = useState(false);
  // "Renew automatically": consent to automatic debit of renewals (docs/commerce.md "Renewals").
  const [autoRenew, setAutoRenew] = useState(false);
  const t = useT();
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
      const r = await commerceApi.subscribe({
        package_id: pkg._id,
        ...(address ? { billing_address: address } : {}),
        ...(autoRenew && pkg.charge > 0 ? { auto_renew: true } : {}),
      });
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
        <p className="font-semibold">Taking you to the payment page…</p>
      </InlineAlert>
    );
  if (!packages) return error ? <ErrorMessage error={error} /> : <LoadingState label="Loading the packages…" />;
  return (
    <section aria-labelledby="pkg-h" className="flex flex-col gap-4">
      <h2 id="pkg-h" className="text-lg font-semibold text-slate-900">
        3. Choose your package
      </h2>
      {error && (
        <InlineAlert>
          <ErrorMessage error={error} />
        </InlineAlert>
      )}
      {packages.some((p) => p.charge > 0) && (
        <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={autoRenew}
            onChange={(e) => setAutoRenew(e.target.checked)}
            aria-describedby="auto-renew-hint"
            data-auto-renew
          />
          <span>
            <span className="font-semibold">{t('commerce.autoRenew.checkbox')}</span>
            <span id="auto-renew-hint" className="mt-0.5 block text-slate-600">
              {t('commerce.autoRenew.checkboxHint')}
            </span>
          </span>
        </label>
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
              <span className="text-sm text-slate-600"> for {p.billing_days} days</span>
            </p>
            {p.trial_days > 0 && <p className="text-sm text-emerald-800">{p.trial_days}-day free trial</p>}
            <Button
              onClick={() => {
                setServerErrors({});
                if (p.charge > 0 && p.trial_days === 0) setChosen(p);
                else void buy(p);
              }}
              disabled={busy}
            >
              Choose {p.name}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        Billed in advance for each period; a free trial is charged on its last day; price changes apply from the next
        period; refunds within 7 days of purchase (see the{' '}
        <Link to="/return-policy" className="link">
          return policy
        </Link>
        ).
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
  if (!state) return <LoadingState label="Checking your payment…" />;
  const done = state.status === 'active' || state.status === 'trial';
  return (
    <div className="card flex flex-col gap-3 p-6" role="status" data-subscription-status={state.status ?? ''}>
      <h2 className="text-xl font-semibold text-slate-900">
        {done ? `Thank you! ${state.package_name ?? 'Your package'} is active.` : 'Your payment is not complete yet.'}
      </h2>
      {done ? (
        <>
          <p className="text-slate-700">Your account now opens:</p>
          <ul className="flex flex-wrap gap-2" aria-label="Your modules">
            {state.package_info.modules.map((m) => (
              <li key={m.module_id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {MODULE_LABEL[m.module_id]}
              </li>
            ))}
          </ul>
          <Link to="/client/home" className={`${buttonClass('primary')} self-start`}>
            Go to my FinWell
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          {payment === 'failed'
            ? 'The payment did not go through. You can choose a package and try again.'
            : 'We are waiting for the payment confirmation. This page updates by itself.'}
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
  useDocumentTitle('Sign up');
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
        <p>You are signed in with an account from your employer; its package comes with it.</p>
      </InlineAlert>
    );
  else if (details) body = <OtpStep details={details} onBack={() => setDetails(null)} />;
  else body = <DetailsStep onSent={setDetails} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 md:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Get started</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Create your FinWell account</h1>
        <p className="mt-2 text-slate-600">
          Individuals buy a package here. Employees of a client company get their account from their employer: just{' '}
          <Link to="/login" className="link">
            log in
          </Link>
          . Have a coupon?{' '}
          <Link to="/apply-coupon" className="link">
            Apply it here
          </Link>
          .
        </p>
      </div>
      {body}
    </div>
  );
}
