import { ensureErrorMessages } from '../i18n/browser';

/**
 * The feature route tables (feature-routes.tsx) are one lazy chunk, out of the employee entry (docs/performance.md):
 * the router's catch-alls render them.
 */
export const loadFeatureRoutes = () => import('./feature-routes');

/**
 * Once the browser is idle after the client shell's first paint: the feature route tables and the whole error
 * catalogue (docs/i18n.md "Catalogue parts"), so the first navigation away from the home page waits only for its
 * page. A failed fetch is tried again when needed.
 */
export function prefetchAfterFirstPaint(): void {
  const load = () => {
    void loadFeatureRoutes().catch(() => undefined);
    void ensureErrorMessages().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else window.setTimeout(load, 1000);
}
