import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatINR } from '../../../shared/format';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { useSession } from '../../session/session-context';
import { BillingAddressDialog, type BillingAddressValues } from '../commerce/BillingAddressDialog';
import { commerceApi, moduleLabel, type RetailPackage } from '../commerce/commerce-api';
import { richText } from '../../components/rich-text';

/**
 * The sign-up page's package step for a signed-in retail user: choose a package, give a billing address, pay. A
 * package's name and description are admin-written (Hindi where written, else English marked `lang`), its modules
 * catalogue words.
 */

/** The spec's payment redirect delay after package validation (1000 ms: docs/product-rules.md "Delays and limits"). */
const PAYMENT_REDIRECT_MS = 1000;

export function PackageStep() {
  const t = useT();
  const lang = useAuthoredLang();
  const [packages, setPackages] = useState<RetailPackage[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [chosen, setChosen] = useState<RetailPackage | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [redirecting, setRedirecting] = useState(false);
  // "Renew automatically": consent to automatic debit of renewals (docs/commerce.md "Renewals").
  const [autoRenew, setAutoRenew] = useState(false);
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
            <h3 className="text-lg font-semibold text-slate-900" lang={lang(p.name)}>
              {p.name}
            </h3>
            <p className="text-sm text-slate-600" lang={lang(p.description)}>
              {p.description}
            </p>
            <p className="text-sm text-slate-700">{p.modules.map(moduleLabel).join(' · ')}</p>
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
              <Sentence k="public.signup.choose" parts={{ name: <span lang={lang(p.name)}>{p.name}</span> }} />
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
