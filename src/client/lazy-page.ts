import { lazy, type ComponentType } from 'react';
import { ensurePageMessages } from '../i18n/browser';

/**
 * A code-split page from a module's named export (the project has no default exports):
 * `lazyPage(() => import('./pages/admin/ManageClientsPage'), 'ManageClientsPage')`.
 * The shells wrap their outlet in Suspense, so a lazy page shows the loading state while it loads. The catalogue's
 * `pages` part loads alongside (once), so the page's sentences are there when it renders (docs/i18n.md).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ensurePageMessages()]);
    return { default: module[name] as ComponentType };
  });
}
