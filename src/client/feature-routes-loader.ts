/**
 * The feature route tables (feature-routes.tsx) are one lazy chunk, out of the employee entry (docs/performance.md):
 * the router's catch-alls render them, and the client shell fetches them once the browser is idle after the first
 * paint, so the first navigation away from the home page waits only for its page.
 */
export const loadFeatureRoutes = () => import('./feature-routes');

/** Fetches the feature route tables when the browser is idle (a failed fetch is tried again on navigation). */
export function prefetchFeatureRoutes(): void {
  const load = () => void loadFeatureRoutes().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else window.setTimeout(load, 1000);
}
