import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ensureWidgetMessages } from '../src/i18n/browser';
import type { WidgetViewProps } from './ui/landing-types';
import type { WidgetType } from './registry';

type ViewComponent = ComponentType<WidgetViewProps>;
type ViewLoader = () => Promise<{ default: ViewComponent }>;
type ViewModule = Record<string, unknown>;

/** widgets/feature-tiles/View.tsx -> 'feature_tiles'; its view is the export `FeatureTilesView`. */
export function viewTypeOf(file: string): { type: string; exportName: string } | null {
  const folder = /(?:^|\/)([a-z0-9-]+)\/View\.tsx$/.exec(file)?.[1];
  if (!folder) return null;
  const exportName = `${folder
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}View`;
  return { type: folder.replace(/-/g, '_'), exportName };
}

/**
 * The view loaders derived from the folders' View.tsx files (a glob of dynamic imports: one chunk
 * per view, so the employee entry carries only the renderer). A test passes its fixture folders too.
 */
export function buildViewLoaders(modules: Record<string, () => Promise<unknown>>): Record<string, ViewLoader> {
  const loaders: Record<string, ViewLoader> = {};
  for (const [file, load] of Object.entries(modules)) {
    const named = viewTypeOf(file);
    if (!named) continue;
    // The widgets' sentences come with the first view (docs/i18n.md "Catalogue parts"); a failed load of either is
    // a failed view (the renderer's error boundary).
    loaders[named.type] = () =>
      Promise.all([load(), ensureWidgetMessages()]).then(([m]) => {
        const view = (m as ViewModule)[named.exportName];
        if (typeof view !== 'function') throw new Error(`${file} exports no ${named.exportName}`);
        return { default: view as ViewComponent };
      });
  }
  return loaders;
}

/** How to load each type's view (widgets/<folder>/View.tsx). */
export const widgetViewLoaders: Readonly<Record<string, ViewLoader>> = buildViewLoaders(
  import.meta.glob('./*/View.tsx'),
);

/** The view of every widget type, lazy-loaded: the renderer wraps each in Suspense and an error boundary. */
export const widgetViews: Readonly<Record<string, LazyExoticComponent<ViewComponent>>> = Object.fromEntries(
  Object.entries(widgetViewLoaders).map(([type, load]) => [type, lazy(load)]),
);

/** True when `type` has a view (the server may send a type this build does not know). */
export function hasWidgetView(type: string): type is WidgetType {
  return Object.prototype.hasOwnProperty.call(widgetViews, type);
}

const loadedViews = new Map<WidgetType, ViewComponent>();

/**
 * Loads the views of these types in parallel and keeps them, so the renderer can draw those
 * widgets without suspending (React batches Suspense reveals, which would delay the first paint).
 * Never rejects: a view that fails to load falls back to its lazy component and error boundary.
 */
export async function preloadWidgetViews(types: Iterable<string>): Promise<void> {
  const wanted = [...new Set(types)].filter(hasWidgetView).filter((t) => !loadedViews.has(t));
  await Promise.all(
    wanted.map((t) =>
      widgetViewLoaders[t]().then(
        (m) => void loadedViews.set(t, m.default),
        () => undefined,
      ),
    ),
  );
}

/** The view of a type if preloadWidgetViews already loaded it. */
export function loadedWidgetView(type: WidgetType): ViewComponent | undefined {
  return loadedViews.get(type);
}
