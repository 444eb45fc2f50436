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
import { commerceApi } from './commerce-api';
import { PlanRenewal } from './PlanRenewal';

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
