import { useState } from 'react';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useSearchParams } from 'react-router';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { unsubscribe } from './engagement-api';

const DONE: Record<string, MessageKey> = {
  alert: 'engagement.unsubscribe.kindAlert',
  warning: 'engagement.unsubscribe.kindWarning',
  reminder: 'engagement.unsubscribe.kindReminder',
};

/**
 * /mail-unsubscribe?token=: the page a notification mail's link opens. Opening it changes nothing
 * (mail scanners follow links); the button sends the same one-click POST mail clients send
 * (RFC 8058), without a login. docs/engagement.md.
 */
export function MailUnsubscribePage() {
  const t = useT();
  useDocumentTitle(t('engagement.unsubscribe.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await unsubscribe(token);
      setDone(r.kind);
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t('engagement.unsubscribe.title')}</h1>
      {done ? (
        <p role="status" className="text-slate-700" data-testid="unsubscribed">
          {t(DONE[done] ?? 'engagement.unsubscribe.kindOther', { kind: done })}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t('engagement.unsubscribe.intro')}</p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              <ErrorMessage error={error} />
            </p>
          )}
          <div>
            <Button onClick={() => void go()} disabled={busy || token === ''}>
              {t('engagement.unsubscribe.button')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
