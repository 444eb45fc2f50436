import { featureRoute } from '../../schemas/catalogue/enums.json';
/** What a widget link logs (the activity-log payload of POST /user-activity, docs/landing-pages.md). */
export type NavigationActivity = {
  action_id: number;
  feature_id: number | null;
  widget_id: string;
  navigation_url: string;
  /** An ad's click: the clicked ad's id (widget_items.id), read by the ads report (docs/reports.md). */
  ad_feature_id?: number | null;
};

/**
 * Where widget links send their activity. The kit does not import the client's API (widgets/ must
 * not import src/client/); the client registers its logger once (src/client/landing/LandingRenderer.tsx).
 * Until then, and in the designer's preview, navigation is simply not logged.
 */
let activityLogger: (activity: NavigationActivity) => void = () => undefined;

export function setNavigationLogger(log: (activity: NavigationActivity) => void): void {
  activityLogger = log;
}

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
  activityLogger({
    action_id: ACTION_NAVIGATION,
    feature_id: featureId ?? featureIdForRoute(url),
    widget_id: widgetId,
    navigation_url: url.slice(0, 500),
    ...(adId === undefined ? {} : { ad_feature_id: adId }),
  });
}

/** An ad opens 500 ms after the click, which is logged first (docs/product-rules.md "Delays and limits"). */
export const AD_CLICK_DELAY_MS = 500;
