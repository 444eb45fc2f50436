import { useEffect } from 'react';
import { onLocaleChange } from '../../i18n/browser';

/**
 * Calls `refetch` after each language switch (not on mount). For answers whose admin-authored text the server
 * picks by the request's language (the home page, notifications, tasks: docs/i18n.md "Admin content in Hindi"):
 * the next request carries the new `Accept-Language`, so refetching shows the page in the new language.
 */
export function useLocaleRefetch(refetch: () => void): void {
  useEffect(() => {
    const off = onLocaleChange(() => refetch());
    return () => {
      off();
    };
  }, [refetch]);
}
