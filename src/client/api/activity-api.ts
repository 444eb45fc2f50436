import { apiPost } from './api-client';

/** Activity log payload (api-contract.md section 7); action ids are enums.json activityAction. */
export type UserActivity = {
  action_id: number;
  feature_id?: number | null;
  navigation_url?: string | null;
  webinar_id?: number | null;
  widget_id?: string | null;
  ad_feature_id?: number | null;
  ad_category_id?: number | null;
};

/** Fire and forget: a lost activity entry must never interrupt what the user is doing. */
export function logUserActivity(activity: UserActivity): void {
  apiPost<null>('/user-activity', activity).catch(() => undefined);
}
