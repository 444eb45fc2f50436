import type { ApiError } from '../api/api-error';
import { useT } from '../../i18n/browser';

/**
 * The one way an error reaches a person: the catalogue sentence, then an optional small
 * "code E-xxxxx" detail line for support (issue 20: codes stay out of the sentence). The detail
 * carries `data-error-code` so checks that scan visible text can tell it from the sentence.
 */
export function ErrorCodeDetail({ code, className = '' }: { code: string; className?: string }) {
  const t = useT();
  return (
    <small data-error-code={code} className={`block text-xs opacity-80 ${className}`}>
      {t('common.errorCode', { code })}
    </small>
  );
}

export function ErrorMessage({
  error,
  showCode = true,
  className = '',
}: {
  error: Pick<ApiError, 'code' | 'message'>;
  showCode?: boolean;
  className?: string;
}) {
  return (
    <span className={className}>
      <span>{error.message}</span>
      {showCode && <ErrorCodeDetail code={error.code} className="mt-0.5" />}
    </span>
  );
}
