import { ErrorCodeDetail, ErrorMessage } from '../../../components/ErrorMessage';
import type { ApiError } from '../../../api/api-error';
import type { OverlayCheck } from '../../../forms/forms-api';
import { useT } from '../../../../i18n/browser';

/** The state of the server check of the overlay being edited (FormDefinitionEditor). */
export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: OverlayCheck }
  | { status: 'error'; error: ApiError };

/** The result of checking the overlay against the existing records: all pass, some rejected, or refused. */
export function CheckSummary({ check, parsed }: { check: CheckState; parsed: boolean }) {
  const t = useT();
  if (!parsed) return null;
  const base = 'rounded-xl border px-4 py-3 text-sm';
  if (check.status === 'idle' || check.status === 'checking')
    return (
      <p className={`${base} border-slate-200 bg-slate-50 text-slate-600`} aria-live="polite">
        {t('adminForms.check.checking')}
      </p>
    );
  if (check.status === 'error') {
    const firstErrors = (
      (check.error.data as { first_errors?: Array<{ field: string; message: string }> } | null)?.first_errors ?? []
    ).slice(0, 3);
    return (
      <div className={`${base} border-red-200 bg-red-50 text-red-900`} role="alert" data-check="error">
        <p className="font-semibold">
          <ErrorMessage error={check.error} />
        </p>
        {firstErrors.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {firstErrors.map((e, i) => (
              <li key={i}>
                {e.field}: {e.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { checked, rejected } = check.result;
  if (rejected.length === 0) {
    return (
      <p className={`${base} border-emerald-200 bg-emerald-50 text-emerald-900`} aria-live="polite" data-check="ok">
        {t('adminForms.check.allPass', { checked })}
      </p>
    );
  }
  return (
    <div className={`${base} border-amber-200 bg-amber-50 text-amber-950`} aria-live="polite" data-check="rejects">
      <p className="font-semibold">{t('adminForms.check.rejects', { rejected: rejected.length, checked })}</p>
      <ul className="mt-1 list-disc pl-5">
        {rejected.slice(0, 3).map((r) => (
          <li key={r.index}>
            {t('adminForms.check.record', { number: r.index + 1, errors: r.errors.map((e) => e.message).join(' ') })}
            <ErrorCodeDetail code={[...new Set(r.errors.map((e) => e.code))].join(', ')} />
          </li>
        ))}
      </ul>
    </div>
  );
}
