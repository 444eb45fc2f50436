import type { ApiError } from '../api/api-error';
import { Logo } from '../components/Logo';
import { ErrorState, LoadingState } from '../components/ShellStates';
import { useT } from '../../i18n/browser';

/** Whole-screen states of the shells: restoring a session, signing out, or a failed restore. */
export function FullPageState({
  label,
  error,
  onRetry,
}: {
  label?: string;
  error?: ApiError | null;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4">
      <Logo />
      <div className="card w-full max-w-md">
        {error ? (
          <ErrorState error={error} onRetry={onRetry} title={t('states.sessionFailed')} />
        ) : (
          <LoadingState label={label} />
        )}
      </div>
    </div>
  );
}
