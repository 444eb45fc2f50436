import { featureRoute } from '../../schemas/catalogue/enums.json';
import { logNavigationActivity } from './navigation-logger';

export { setNavigationLogger, type NavigationActivity } from './navigation-logger';

/** enums.json activityAction 11: Navigation. */
export const ACTION_NAVIGATION = 11;

/** Landing features by the route they open (enums.json "featureRoute"). */
const FEATURE_ROUTES: Array<[number, string]> = Object.entries(featureRoute).map(([id, route]) => [Number(id), route]);

/** The feature a portal route belongs to (1-6), or null for routes outside the six features. */
export function featureIdForRoute(route: string | null | undefined): number | null {
  if (!route) return null;
  const hit = FEATURE_ROUTES.find(
    ([, prefix]) => route === prefix || route.startsWith(`${prefix}/`) || route.startsWith(`${prefix}?`),
  );
  return hit ? hit[0] : null;
}

export type LinkKind = 'route' | 'file' | 'external';

/** Portal routes open in the app, /files/ downloads, https addresses in a new tab. */
export function linkKind(href: string): LinkKind {
  if (href.startsWith('/files/')) return 'file';
  if (href.startsWith('/')) return 'route';
  return 'external';
}

/** Logs a landing navigation (action 11) with the widget it came from. Fire and forget. */
export function logLandingNavigation({
  widgetId,
  url,
  featureId,
  adId,
}: {
  widgetId: string;
  url: string;
  featureId?: number | null;
  /** The ad clicked (widget_items.id), for the ads report. */
  adId?: number;
}): void {
  logNavigationActivity({
    action_id: ACTION_NAVIGATION,
    feature_id: featureId ?? featureIdForRoute(url),
    widget_id: widgetId,
    navigation_url: url.slice(0, 500),
    ...(adId === undefined ? {} : { ad_feature_id: adId }),
  });
}

/** An ad opens 500 ms after the click, which is logged first (docs/product-rules.md "Delays and limits"). */
export const AD_CLICK_DELAY_MS = 500;
