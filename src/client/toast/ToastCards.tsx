import { ErrorCodeDetail } from '../components/ErrorMessage';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../components/Icons';
import type { ToastItem } from './toast-store';
import { useT } from '../../i18n/browser';

/** The visible toasts (Toaster.tsx keeps the live region; this loads with the first toast: docs/performance.md). */
export function ToastCards({ toasts, dismiss }: { toasts: ToastItem[]; dismiss: (id: string) => void }) {
  const t = useT();
  return (
    <>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          data-variant={toast.variant}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg animate-[toast-in_180ms_ease-out] ${
            toast.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          {toast.variant === 'destructive' ? (
            <AlertIcon className="mt-0.5 shrink-0 text-red-600" />
          ) : (
            <CheckCircleIcon className="mt-0.5 shrink-0 text-brand-600" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold leading-snug">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
            {toast.code && <ErrorCodeDetail code={toast.code} className="mt-1" />}
          </div>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-m-1 rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
            aria-label={t('toast.dismiss')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </>
  );
}
