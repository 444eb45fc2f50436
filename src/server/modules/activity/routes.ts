import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { logActivity } from './log-activity.js';

const activityBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action_id'],
  properties: {
    feature_id: { type: ['integer', 'null'], minimum: 1, maximum: 6 },
    action_id: { type: 'integer', minimum: 1, maximum: 18 },
    navigation_url: { type: ['string', 'null'], maxLength: 500 },
    webinar_id: { type: ['integer', 'null'] },
    widget_id: { type: ['string', 'null'], maxLength: 100 },
    ad_feature_id: { type: ['integer', 'null'] },
    ad_category_id: { type: ['integer', 'null'] },
  },
} as const;

export async function activityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post(
    '/user-activity',
    { config: { access: 'user' }, schema: { tags: ['activity'], summary: 'Log a user activity', body: activityBody } },
    async (req) => {
      const b = req.body as Record<string, number | string | null | undefined>;
      await logActivity(ctx.db, {
        userId: req.auth!.user.id,
        companyId: req.auth!.user.company_id,
        actionId: Number(b.action_id),
        featureId: b.feature_id as number | null,
        navigationUrl: b.navigation_url as string | null,
        webinarId: b.webinar_id as number | null,
        widgetId: b.widget_id as string | null,
        adFeatureId: b.ad_feature_id as number | null,
        adCategoryId: b.ad_category_id as number | null,
      });
      return ok(null);
    },
  );
}
