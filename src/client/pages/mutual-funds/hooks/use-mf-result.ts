import { useEffect, useState } from 'react';
import { apiGet, type QueryValue } from '../../../api/api-client';
import { isAbortError, toApiError, type ApiError } from '../../../api/api-error';

export type MfResult<T> = {
  /** The answer for the current inputs, or (while the next one loads) for the previous ones. */
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  /** True when `data` belongs to earlier inputs (shown dimmed while the new answer comes). */
  stale: boolean;
  /** The inputs (as sent, JSON) that `data` answers; on the page as data-query for tests and support. */
  dataKey: string | null;
};

/** How long inputs must stay still before a calculation is requested. */
export const RESULT_DEBOUNCE_MS = 300;

/**
 * One calculation request per settled set of inputs: debounced while the user types, the
 * previous request cancelled, the previous answer kept (dimmed) until the new one arrives.
 * Failures are answers too (an E-code the page explains), so they raise no toast. A null query
 * means "inputs incomplete": nothing is requested and nothing is shown.
 */
export function useMfResult<T>(path: string, query: Record<string, QueryValue> | null): MfResult<T> {
  const key = query === null ? null : JSON.stringify(query);
  const [state, setState] = useState<{
    data: T | undefined;
    dataKey: string | null;
    error: ApiError | null;
    errorKey: string | null;
    loading: boolean;
  }>({
    data: undefined,
    dataKey: null,
    error: null,
    errorKey: null,
    loading: false,
  });

  useEffect(() => {
    if (key === null) {
      setState({ data: undefined, dataKey: null, error: null, errorKey: null, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      apiGet<T>(path, { query: JSON.parse(key) as Record<string, QueryValue>, signal: controller.signal })
        .then((data) => setState({ data, dataKey: key, error: null, errorKey: null, loading: false }))
        .catch((err: unknown) => {
          if (isAbortError(err)) return;
          setState((s) => ({ ...s, error: toApiError(err), errorKey: key, loading: false }));
        });
    }, RESULT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, key]);

  const error = state.errorKey === key ? state.error : null;
  return {
    data: error ? undefined : state.data,
    error,
    loading: state.loading,
    stale: state.dataKey !== key,
    dataKey: state.dataKey,
  };
}
