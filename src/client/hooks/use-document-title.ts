import { useEffect } from 'react';

/** Each page names itself, so tabs, history and screen readers announce where the user is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · FinWell` : 'FinWell';
  }, [title]);
}
