import type { ReactNode } from 'react';
import { AlertIcon } from './ShellIcons';
import { useT } from '../../i18n/browser';

/** The loading, empty and error states (ShellStates.tsx, in the employee entry) and the inline alert. */
export { EmptyState, ErrorState, LoadingState } from './ShellStates';

export function InlineAlert({
  tone = 'error',
  children,
  onClose,
}: {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
  onClose?: () => void;
}) {
  const t = useT();
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-900',
    info: 'border-brand-200 bg-brand-50 text-brand-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {tone === 'error' && <AlertIcon size={18} className="mt-0.5 shrink-0" />}
      <div className="min-w-0 flex-1">{children}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          className="-my-1 rounded-md px-2 py-1 text-xs font-semibold opacity-80 hover:bg-black/5 hover:opacity-100"
        >
          {t('common.dismiss')}
        </button>
      )}
    </div>
  );
}
