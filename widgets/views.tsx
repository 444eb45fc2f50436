import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetViewProps } from '../src/client/landing/landing-types';
import type { WidgetType } from './types';

type ViewComponent = ComponentType<WidgetViewProps>;
type ViewLoader = () => Promise<{ default: ViewComponent }>;

/**
 * How to load each type's view (widgets/<type>/View.tsx), one chunk per view so the employee
 * bundle carries only the renderer. Exhaustive: a type without a view fails to compile here.
 */
export const widgetViewLoaders = {
  hero: () => import('./hero/View').then((m) => ({ default: m.HeroView })),
  feature_tiles: () => import('./feature-tiles/View').then((m) => ({ default: m.FeatureTilesView })),
  disclaimer: () => import('./disclaimer/View').then((m) => ({ default: m.DisclaimerView })),
  rich_text: () => import('./rich-text/View').then((m) => ({ default: m.RichTextView })),
  image: () => import('./image/View').then((m) => ({ default: m.ImageView })),
  video: () => import('./video/View').then((m) => ({ default: m.VideoView })),
  cta: () => import('./cta/View').then((m) => ({ default: m.CtaView })),
  ad_banner: () => import('./ad-banner/View').then((m) => ({ default: m.AdBannerView })),
  monthly_spotlight: () => import('./monthly-spotlight/View').then((m) => ({ default: m.MonthlySpotlightView })),
  streak_message: () => import('./streak-message/View').then((m) => ({ default: m.StreakMessageView })),
  my_tasks: () => import('./my-tasks/View').then((m) => ({ default: m.MyTasksView })),
  notifications: () => import('./notifications/View').then((m) => ({ default: m.NotificationsView })),
  popular_calculators: () => import('./popular-calculators/View').then((m) => ({ default: m.PopularCalculatorsView })),
  upcoming_webinars: () => import('./upcoming-webinars/View').then((m) => ({ default: m.UpcomingWebinarsView })),
  featured_counsellors: () =>
    import('./featured-counsellors/View').then((m) => ({ default: m.FeaturedCounsellorsView })),
  courses_in_progress: () => import('./courses-in-progress/View').then((m) => ({ default: m.CoursesInProgressView })),
  quick_access: () => import('./quick-access/View').then((m) => ({ default: m.QuickAccessView })),
  journey_progress: () => import('./journey-progress/View').then((m) => ({ default: m.JourneyProgressView })),
} as const satisfies Record<WidgetType, ViewLoader>;

/** The view of every widget type, lazy-loaded: the renderer wraps each in Suspense and an error boundary. */
export const widgetViews = {
  hero: lazy(widgetViewLoaders.hero),
  feature_tiles: lazy(widgetViewLoaders.feature_tiles),
  disclaimer: lazy(widgetViewLoaders.disclaimer),
  rich_text: lazy(widgetViewLoaders.rich_text),
  image: lazy(widgetViewLoaders.image),
  video: lazy(widgetViewLoaders.video),
  cta: lazy(widgetViewLoaders.cta),
  ad_banner: lazy(widgetViewLoaders.ad_banner),
  monthly_spotlight: lazy(widgetViewLoaders.monthly_spotlight),
  streak_message: lazy(widgetViewLoaders.streak_message),
  my_tasks: lazy(widgetViewLoaders.my_tasks),
  notifications: lazy(widgetViewLoaders.notifications),
  popular_calculators: lazy(widgetViewLoaders.popular_calculators),
  upcoming_webinars: lazy(widgetViewLoaders.upcoming_webinars),
  featured_counsellors: lazy(widgetViewLoaders.featured_counsellors),
  courses_in_progress: lazy(widgetViewLoaders.courses_in_progress),
  quick_access: lazy(widgetViewLoaders.quick_access),
  journey_progress: lazy(widgetViewLoaders.journey_progress),
} as const satisfies Record<WidgetType, LazyExoticComponent<ViewComponent>>;

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
