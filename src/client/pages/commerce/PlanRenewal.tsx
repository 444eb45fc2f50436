import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { InlineAlert } from '../../components/StateViews';
import { showToast } from '../../toast/toast-store';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { formatDateIST } from '../../../shared/format';
import { commerceApi, type PaymentState } from './commerce-api';

/**
 * The caller's current plan with the "Renew automatically" switch (package/auto-renew; docs/commerce.md
 * "Renewals"): off, renewals come as an e-mailed payment link. Shown only for a live plan that renews.
 */
export function PlanRenewal() {
  const t = useT();
  const lang = useAuthoredLang();
  const [plan, setPlan] = useState<PaymentState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    commerceApi
      .checkPayment()
      .then(setPlan)
      .catch(() => setPlan(null));
  }, []);
  if (!plan || plan.subscription_id === null) return null;
  if (plan.status !== 'active' && plan.status !== 'trial')
    return plan.status === 'pending' && plan.package_info.modules.length > 0 ? null : <EndedPlan plan={plan} />;
  if (!plan.renews) return null;
  const id = plan.subscription_id;
  const toggle = async (on: boolean) => {
    setBusy(true);
    setError(null);
    // The switch moves at once; the server's answer confirms it (or puts it back).
    const before = plan;
    setPlan({ ...plan, auto_renew: on });
    try {
      const r = await commerceApi.setAutoRenew(id, on);
      setPlan({ ...before, auto_renew: r.auto_renew, saved_method: r.saved_method });
      showToast({ title: t(r.auto_renew ? 'commerce.autoRenew.turnedOn' : 'commerce.autoRenew.turnedOff') });
    } catch (err) {
      setPlan(before);
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="plan-h" className="card flex flex-col gap-3 p-5" data-plan-renewal>
      <h2 id="plan-h" className="text-lg font-semibold text-slate-900">
        {t('commerce.autoRenew.planHeading')}
      </h2>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">
          <Sentence
            k="commerce.autoRenew.planName"
            parts={{ plan: <span lang={lang(plan.package_name)}>{plan.package_name ?? ''}</span> }}
          />
        </span>
        {plan.period_end && (
          <span className="block text-slate-600">
            {t('commerce.autoRenew.renewsOn', { date: formatDateIST(plan.period_end) })}
          </span>
        )}
      </p>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-brand-600"
          checked={plan.auto_renew === true}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
          aria-describedby="plan-renew-hint"
        />
        {t('commerce.autoRenew.toggle')}
      </label>
      <p id="plan-renew-hint" className="text-sm text-slate-600">
        {t(
          !plan.auto_renew
            ? 'commerce.autoRenew.offHint'
            : plan.saved_method
              ? 'commerce.autoRenew.savedMethod'
              : 'commerce.autoRenew.noSavedMethod',
        )}
      </p>
      {error && (
        <InlineAlert>
          <ErrorMessage error={error} />
        </InlineAlert>
      )}
    </section>
  );
}

/** After the "taking you to payment" message is read (the spec's package validation: 1 second). */
const PAYMENT_REDIRECT_MS = 1000;

/**
 * A plan that ended (expired, refunded, never paid): "Renew now" validates it again (package-validation); a payment
 * link is opened after a second, a plan with nothing to pay opens at once (the page reloads with the new package).
 */
function EndedPlan({ plan }: { plan: PaymentState }) {
  const t = useT();
  const lang = useAuthoredLang();
  const [busy, setBusy] = useState(false);
  const [going, setGoing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const renew = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await commerceApi.validatePackage({});
      if (r.payment_link) {
        setGoing(true);
        const link = r.payment_link;
        window.setTimeout(() => window.location.assign(link), PAYMENT_REDIRECT_MS);
        return;
      }
      window.location.reload();
    } catch (err) {
      setError(toApiError(err));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="ended-h" className="card flex flex-col gap-3 p-5" data-plan-ended>
      <h2 id="ended-h" className="text-lg font-semibold text-slate-900">
        {t('commerce.planEnded.heading')}
      </h2>
      <p className="text-sm text-slate-700">
        <Sentence
          k="commerce.planEnded.text"
          parts={{ plan: <span lang={lang(plan.package_name)}>{plan.package_name ?? ''}</span> }}
        />
      </p>
      {going ? (
        <p role="status" className="text-sm font-medium text-slate-800">
          {t('commerce.planEnded.goingToPayment')}
        </p>
      ) : (
        <Button className="self-start" loading={busy} onClick={() => void renew()}>
          {t('commerce.planEnded.renew')}
        </Button>
      )}
      {error && (
        <InlineAlert>
          <ErrorMessage error={error} />
        </InlineAlert>
      )}
    </section>
  );
}
