import { useEffect, useState, type FormEvent } from 'react';
import { messageFor } from '../../../shared/catalogue';
import { describeError, toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/FormField';
import { InlineAlert } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { showToast } from '../../toast/toast-store';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { formatDateIST } from '../../../shared/format';
import { commerceApi, type PaymentState } from './commerce-api';

/** The session code to copy, and entering it back (verify-session-code: E-10227 empty, E-10784 wrong). */
function SessionCode() {
  const t = useT();
  const [code, setCode] = useState<{ session_code: string; verified: boolean } | null>(null);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    commerceApi
      .sessionCode()
      .then(setCode)
      .catch((e: unknown) => setError(toApiError(e)));
  }, []);
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setCode(await commerceApi.verifySessionCode(entry));
      showToast({ title: t('commerce.help.codeVerified') });
    } catch (err) {
      setError(toApiError(err));
    }
  };
  return (
    <section aria-labelledby="code-h" className="card flex flex-col gap-3 p-5">
      <h2 id="code-h" className="text-lg font-semibold text-slate-900">
        {t('commerce.help.codeHeading')}
      </h2>
      {/* The code's line keeps its room while the code loads, so the form below does not jump (issue 34). */}
      {!code && <p className="min-h-9" aria-hidden="true" />}
      {code && (
        <p className="flex min-h-9 flex-wrap items-center gap-3 text-sm text-slate-700">
          <span
            className="rounded-lg bg-slate-100 px-3 py-1 font-mono text-base font-semibold"
            data-session-code
            translate="no"
          >
            {code.session_code}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(code.session_code)
                .then(() => showToast({ title: t('commerce.help.copied') }))
            }
          >
            {t('commerce.help.copy')}
          </Button>
          {code.verified && <span className="text-emerald-800">{t('commerce.help.verified')}</span>}
        </p>
      )}
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void verify(e)} noValidate>
        <TextField
          label={t('commerce.help.enterCode')}
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          containerClassName="w-full max-w-xs"
          error={error ? describeError(error) : null}
        />
        <Button type="submit" variant="secondary">
          {t('commerce.help.verify')}
        </Button>
      </form>
    </section>
  );
}

/**
 * The caller's current plan with the "Renew automatically" switch (package/auto-renew; docs/commerce.md
 * "Renewals"): off, renewals come as an e-mailed payment link. Shown only for a live plan that renews.
 */
function PlanRenewal() {
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

/** /client/help (the header's Help link): a message to the support team through the mail queue, and the session code. */
export function HelpPage() {
  const t = useT();
  useDocumentTitle(t('commerce.help.title'));
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = messageFor('E-10067');
    if (message.trim().length < 10) found.message = messageFor('E-10210');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      await commerceApi.emailSupport({ subject: subject.trim(), message: message.trim() });
      setSent(true);
    } catch (err) {
      const apiErr = toApiError(err);
      setErrors(Object.fromEntries(apiErr.fields.map((f) => [f.field, f.message])));
      if (!apiErr.fields.length) setError(apiErr);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-6" id="help">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('commerce.help.title')}</h1>
        <p className="mt-1 text-slate-600">{t('commerce.help.lead')}</p>
      </div>
      {sent ? (
        <InlineAlert tone="success">
          <p className="font-semibold" data-help-sent>
            {t('commerce.help.sent')}
          </p>
        </InlineAlert>
      ) : (
        <form className="card flex flex-col gap-4 p-5" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('commerce.help.subject')}
            required
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={errors.subject}
          />
          <div>
            <label htmlFor="help-message" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('commerce.help.message')}
            </label>
            <textarea
              id="help-message"
              className="input min-h-32"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'help-message-error' : undefined}
            />
            {errors.message && (
              <p id="help-message-error" className="mt-1.5 text-sm text-red-700">
                {errors.message}
              </p>
            )}
          </div>
          {error && (
            <InlineAlert>
              <ErrorMessage error={error} />
            </InlineAlert>
          )}
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? t('commerce.help.sending') : t('commerce.help.send')}
          </Button>
        </form>
      )}
      {/* Last: it shows only for a plan that renews, once its answer is in, so it moves nothing below it. */}
      <SessionCode />
      <PlanRenewal />
    </div>
  );
}
