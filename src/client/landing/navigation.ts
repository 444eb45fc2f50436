import { logUserActivity } from '../api/activity-api';

/** enums.json activityAction 11: Navigation. */
export const ACTION_NAVIGATION = 11;

/** Landing features (product.md "Navigation from landing") by the route they open. */
const FEATURE_ROUTES: Array<[number, string]> = [
  [1, '/client/learning-center'],
  [2, '/client/counselling'],
  [3, '/client/calculators'],
  [4, '/client/webinars'],
  [5, '/client/knowledgebase'],
  [6, '/client/handbook'],
];

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
}: {
  widgetId: string;
  url: string;
  featureId?: number | null;
}): void {
  logUserActivity({
    action_id: ACTION_NAVIGATION,
    feature_id: featureId ?? featureIdForRoute(url),
    widget_id: widgetId,
    navigation_url: url.slice(0, 500),
  });
}

/** product.md section 9: an ad opens 500 ms after the click (the click is logged first). */
export const AD_CLICK_DELAY_MS = 500;
