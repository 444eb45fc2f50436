import type { Db } from '../../db/index.js';

/** User activity actions (enums.json "activityAction"). */
export const ACTION = {
  SEARCH: 1,
  VIEWED: 2,
  ENROLL: 3,
  BOOKED: 4,
  CANCEL: 5,
  EDIT: 6,
  REQUEST: 7,
  COMPLETED: 8,
  COPIED: 9,
  DOWNLOAD: 10,
  NAVIGATION: 11,
  LOGIN: 12,
  LOGOUT: 13,
  REGISTER: 14,
  UN_REGISTER: 15,
  NOT_BOOKED: 16,
  JOIN: 17,
  PLAY: 18,
} as const;

export type ActivityInput = {
  userId: number | null;
  companyId: number | null;
  actionId: number;
  featureId?: number | null;
  navigationUrl?: string | null;
  webinarId?: number | null;
  widgetId?: string | null;
  adFeatureId?: number | null;
  adCategoryId?: number | null;
  calculatorId?: number | null;
};

export async function logActivity(db: Db, a: ActivityInput): Promise<void> {
  await db
    .insertInto('user_activity')
    .values({
      user_id: a.userId,
      company_id: a.companyId,
      action_id: a.actionId,
      feature_id: a.featureId ?? null,
      navigation_url: a.navigationUrl ?? null,
      webinar_id: a.webinarId ?? null,
      widget_id: a.widgetId ?? null,
      ad_feature_id: a.adFeatureId ?? null,
      ad_category_id: a.adCategoryId ?? null,
      calculator_id: a.calculatorId ?? null,
    })
    .execute();
}
