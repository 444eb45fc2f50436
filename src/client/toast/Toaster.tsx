import { lazy, Suspense } from 'react';
import { useToast } from './use-toast';

/** The toast cards' code loads with the first toast; the live region below is in the page from the start. */
const ToastCards = lazy(async () => ({ default: (await import('./ToastCards')).ToastCards }));

/**
 * Renders the current toast. The live region is always in the page, so screen readers announce a
 * toast the moment it appears; destructive ones are assertive.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const visible = toasts.filter((toast) => toast.open);
  const destructive = visible.some((toast) => toast.variant === 'destructive');
  return (
    <div
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 md:left-auto md:items-end md:p-6"
    >
      {visible.length > 0 && (
        <Suspense fallback={null}>
          <ToastCards toasts={visible} dismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
