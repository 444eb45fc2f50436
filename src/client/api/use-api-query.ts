import { useCallback, useEffect, useRef, useState } from 'react';
import { showErrorToast } from '../toast/toast-store';
import { apiGet, type QueryValue } from './api-client';
import { isAbortError, toApiError, type ApiError } from './api-error';

export type ApiQuery<T> = {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
};

/**
 * GET with loading, error and reload, cancelled when the page goes away. Every failure raises a
 * destructive toast with its E-code unless `toastOnError: false`. A null path waits.
 */
export function useApiQuery<T>(
  path: string | null,
  opts: { query?: Record<string, QueryValue>; toastOnError?: boolean } = {},
): ApiQuery<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(opts.query ?? {});
  const toastOnError = opts.toastOnError ?? true;
  const queryRef = useRef(opts.query);
  queryRef.current = opts.query;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    apiGet<T>(path, { query: queryRef.current, signal: controller.signal })
      .then((result) => {
        setData(result);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        const e = toApiError(err);
        setError(e);
        setLoading(false);
        if (toastOnError) showErrorToast(e);
      });
    return () => controller.abort();
  }, [path, queryKey, attempt, toastOnError]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
