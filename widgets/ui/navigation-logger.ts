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
 * Until then, and in the designer's preview, navigation is simply not logged. Its own module (navigation.ts reads
 * the feature routes of enums.json), so the employee entry registers the logger without carrying enums.json
 * (docs/performance.md).
 */
let activityLogger: (activity: NavigationActivity) => void = () => undefined;

export function setNavigationLogger(log: (activity: NavigationActivity) => void): void {
  activityLogger = log;
}

/** Sends one activity to the registered logger. */
export function logNavigationActivity(activity: NavigationActivity): void {
  activityLogger(activity);
}
