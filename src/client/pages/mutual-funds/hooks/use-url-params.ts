import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlParams = {
  get: (name: string) => string;
  /** Sets (or, with null or '', removes) params without a history entry per keystroke. */
  set: (updates: Record<string, string | number | boolean | null | undefined>) => void;
  clear: () => void;
};

/**
 * A page's inputs live in the query string, so every result is a link that can be shared or
 * bookmarked and reopens with the same numbers.
 */
export function useUrlParams(): UrlParams {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: string) => params.get(name) ?? '', [params]);
  const set = useCallback<UrlParams['set']>(
    (updates) =>
      setParams(
        (prev) => {
          // From the address as it is now, not as the last render saw it: React Router hands `prev` from the
          // render, so two inputs changed before a re-render (typing the start date, then the end date) would
          // otherwise each start from the old query and the second would drop the first.
          const next = new URLSearchParams(typeof window === 'undefined' ? prev : window.location.search);
          for (const [k, v] of Object.entries(updates)) {
            if (v === null || v === undefined || v === '' || v === false) next.delete(k);
            else next.set(k, v === true ? '1' : String(v));
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { get, set, clear };
}

/** "120716,118955" -> [120716, 118955] (anything else dropped). */
export function parseCodes(text: string): number[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number);
}
