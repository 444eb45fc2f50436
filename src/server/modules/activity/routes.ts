import type { FastifyInstance } from 'fastify';
import activityBody from '../../../../schemas/api/user-activity.schema.json';
import type { UserActivity } from '../../../shared/generated/index.js';
import { nullEnvelope } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { logActivity } from './log-activity.js';

export async function activityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post<{ Body: UserActivity }>(
    '/user-activity',
    {
      config: { access: 'user' },
      schema: {
        tags: ['activity'],
        summary: 'Log a user activity',
        body: activityBody,
        response: { 200: nullEnvelope },
      },
    },
    async (req) => {
      const b = req.body;
      await logActivity(ctx.db, {
        userId: req.auth!.user.id,
        companyId: req.auth!.user.company_id,
        actionId: b.action_id,
        featureId: b.feature_id,
        navigationUrl: b.navigation_url,
        webinarId: b.webinar_id,
        widgetId: b.widget_id,
        adFeatureId: b.ad_feature_id,
        adCategoryId: b.ad_category_id,
      });
      return ok(null);
    },
  );
}
