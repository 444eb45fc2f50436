import { ApiError, isApiError } from '../api/api-error';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ShellStates';
import { useT } from '../../i18n/browser';

/**
 * A page that crashed while rendering (or a code-split chunk that failed to load after a
 * deploy) shows this inside its shell instead of a blank screen.
 */
export function RouteErrorPage({ error }: { error?: unknown }) {
  const t = useT();
  const apiError = isApiError(error) ? error : new ApiError('E-10001');
  return (
    <div className="card mx-auto my-8 max-w-xl">
      <ErrorState error={apiError} title={t('states.pageFailed')} />
      <div className="flex justify-center pb-10">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </Button>
      </div>
    </div>
  );
}
