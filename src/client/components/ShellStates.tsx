import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { ErrorMessage } from './ErrorMessage';
import { AlertIcon } from './ShellIcons';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { useT } from '../../i18n/browser';

/** Loading, empty and error states share one look across pages. */
export function LoadingState({ label, className = '' }: { label?: ReactNode; className?: string }) {
  const t = useT();
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 text-slate-600 ${className}`}>
      <Spinner size={28} className="text-brand-600" />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-14 text-center">
      {icon && (
        <div className="mb-4 grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">{icon}</div>
      )}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** The message, with the E-code in a small detail line so users can quote it to support. */
export function ErrorState({ error, onRetry, title }: { error: ApiError; onRetry?: () => void; title?: string }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-6 py-14 text-center">
      <div className="mb-4 grid size-14 place-items-center rounded-2xl bg-red-50 text-red-600">
        <AlertIcon size={26} />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title ?? t('states.loadFailed')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        <ErrorMessage error={error} />
      </p>
      {onRetry && (
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}
