import { lazy, type ComponentType } from 'react';

/**
 * A code-split page from a module's named export (the project has no default exports):
 * `lazyPage(() => import('./pages/admin/ManageClientsPage'), 'ManageClientsPage')`.
 * The shells wrap their outlet in Suspense, so a lazy page shows the loading state while it loads.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
