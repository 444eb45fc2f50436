import { useEffect } from 'react';

/**
 * Page visits and the time spent on them (docs/reports.md, "Page visits"; the beacons are in page-visit.ts, loaded
 * after the first paint: docs/performance.md). `path` null (signed out) counts nothing.
 */
export function usePageTime(path: string | null): void {
  useEffect(() => {
    if (!path) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./page-visit')
      .then(({ startPageVisit }) => {
        if (!left) stop = startPageVisit(path);
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [path]);
}
