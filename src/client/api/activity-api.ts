import type { UserActivity } from '../../shared/generated/index';
import { apiPost } from './api-client';

/** Activity log payload (docs/product-rules.md "Activity log"): generated from schemas/api/user-activity.schema.json. */
export type { UserActivity };

/** Fire and forget: a lost activity entry must never interrupt what the user is doing. */
export function logUserActivity(activity: UserActivity): void {
  apiPost<null>('/user-activity', activity).catch(() => undefined);
}
