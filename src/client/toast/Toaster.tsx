import { ErrorCodeDetail } from '../components/ErrorMessage';
import { CloseIcon, AlertIcon, CheckCircleIcon } from '../components/Icons';
import { useToast } from './use-toast';
import { useT } from '../../i18n/browser';

/**
 * Renders the current toast. The live region is always in the page, so screen readers announce a
 * toast the moment it appears; destructive ones are assertive.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const t = useT();
  const visible = toasts.filter((toast) => toast.open);
  const destructive = visible.some((toast) => toast.variant === 'destructive');
  return (
    <div
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 md:left-auto md:items-end md:p-6"
    >
      {visible.map((toast) => (
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
    </div>
  );
}
