import { formatDateTimeIST } from '../../shared/format';
import { useApiQuery } from '../api/use-api-query';
import type { AssistantUnanswered } from '../../shared/generated/api/assistant/assistant-unanswered';
import { ErrorState } from '../components/StateViews';
import { useT } from '../../i18n/browser';

/**
 * The admin dashboard's small card (docs/assistant.md "Log"): what people asked the assistant that
 * it could not answer well in the last 30 days, most asked first, so content can be added there.
 */
export function UnansweredCard() {
  const t = useT();
  const { data, error, reload } = useApiQuery<AssistantUnanswered>('/assistant/unanswered', { toastOnError: false });
  return (
    <section aria-labelledby="unanswered-title" className="card p-5" data-testid="assistant-unanswered">
      <h2 id="unanswered-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('assistant.unanswered.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-500">{t('assistant.unanswered.hint')}</p>
      {error && !data ? (
        <ErrorState error={error} onRetry={reload} />
      ) : !data ? (
        <div className="mt-3 h-16 animate-pulse rounded-md bg-slate-200" aria-hidden="true" />
      ) : data.list.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('assistant.unanswered.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {data.list.map((q) => (
            <li key={q.question} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 break-words text-slate-800">{q.question}</span>
              <span
                className="shrink-0 text-xs text-slate-500 tabular-nums"
                title={t('assistant.unanswered.lastAsked', { when: formatDateTimeIST(q.last_asked) })}
              >
                {q.count}×
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
