import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { messageFor } from '../../../shared/catalogue';
import { describeError, toApiError, type ApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/Button';
import { TextField } from '../../components/FormField';
import { InlineAlert } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { commerceApi } from './commerce-api';

/** The spec's coupon rule (docs/product-rules.md "Validation rules the browser repeats"): 6 characters, no lowercase letters (E-10244). */
export function couponFormatError(code: string): string | null {
  return /^[^a-z]{6}$/.test(code) ? null : messageFor('E-10244');
}

/**
 * /apply-coupon: a coupon grants its package. Signed in, to the account at once; a visitor gives an
 * e-mail, enters the e-mailed OTP, and is signed in with the package. A coupon link
 * (/apply-coupon?code=XXXXXX) is checked first (url-coupon-verify).
 */
export function ApplyCouponPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('commerce.coupon.docTitle'));
  const { status, signIn, refresh } = useSession();
  const signedIn = status === 'authenticated';
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [linkPackage, setLinkPackage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const fromLink = params.get('code');
    if (!fromLink || couponFormatError(fromLink)) return;
    commerceApi
      .verifyCoupon(fromLink)
      .then((r) => setLinkPackage(r.package_name))
      .catch((e: unknown) => setError(toApiError(e)));
  }, [params]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const formatError = couponFormatError(code);
    const found: Record<string, string> = {};
    if (formatError) found.coupon_code = formatError;
    if (!signedIn && !email.trim()) found.email = messageFor('E-10002');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      const r = await commerceApi.applyCoupon({
        coupon_code: code,
        ...(signedIn ? {} : { email: email.trim(), ...(otpSent ? { otp } : {}) }),
      });
      if (r.otp_sent) setOtpSent(true);
      if (r.login) signIn(r.login);
      if (r.package_id) {
        setGranted(r.package_name);
        if (signedIn) await refresh();
        setDone(true);
      }
    } catch (err) {
      const apiErr = toApiError(err);
      setErrors(Object.fromEntries(apiErr.fields.map((f) => [f.field, f.message])));
      if (!apiErr.fields.length) setError(apiErr);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 md:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('commerce.coupon.title')}</h1>
        <p className="mt-2 text-slate-600">{t('commerce.coupon.lead')}</p>
      </div>
      {linkPackage && !done && (
        <InlineAlert tone="info">
          <p>
            <Sentence k="commerce.coupon.gives" parts={{ name: <span lang={lang(linkPackage)}>{linkPackage}</span> }} />
          </p>
        </InlineAlert>
      )}
      {done ? (
        <InlineAlert tone="success">
          <p className="font-semibold" data-coupon-applied>
            {granted ? (
              <Sentence
                k="commerce.coupon.appliedNamed"
                parts={{ name: <span lang={lang(granted)}>{granted}</span> }}
              />
            ) : (
              t('commerce.coupon.applied')
            )}
          </p>
          <p className="mt-1 text-sm">{t('commerce.coupon.whatNext')}</p>
          <Link to="/client/home" className={`${buttonClass('primary')} mt-3`}>
            {t('commerce.coupon.goHome')}
          </Link>
        </InlineAlert>
      ) : (
        <form className="card flex flex-col gap-4 p-6" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('commerce.coupon.code')}
            required
            autoComplete="off"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={errors.coupon_code}
            hint={t('commerce.coupon.codeHint')}
          />
          {!signedIn && (
            <TextField
              label={t('commerce.coupon.email')}
              type="email"
              required
              autoComplete="email"
              value={email}
              disabled={otpSent}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
            />
          )}
          {!signedIn && otpSent && (
            <TextField
              label={t('commerce.coupon.otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
              error={errors.otp}
            />
          )}
          {error && (
            <InlineAlert>
              <p>{describeError(error)}</p>
            </InlineAlert>
          )}
          <Button type="submit" disabled={busy}>
            {busy
              ? t('commerce.coupon.checking')
              : !signedIn && !otpSent
                ? t('commerce.coupon.sendCode')
                : t('commerce.coupon.apply')}
          </Button>
        </form>
      )}
    </div>
  );
}
