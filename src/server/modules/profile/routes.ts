import type { FastifyInstance } from 'fastify';
import profileUpdateSchema from '../../../../schemas/api/profile-update.schema.json';
import preferencesSchema from '../../../../schemas/entities/preferences.schema.json';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { getUserProfile, saveUserPreference, updateUserProfile, type ProfileUpdate } from './service.js';

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(
    '/user-profile',
    { config: { access: 'user' }, schema: { tags: ['profile'], summary: 'The caller’s profile' } },
    async (req) => {
      const profile = await getUserProfile(db, req.auth!.user.id, { cacheMs: ctx.config.sessionCacheMs });
      return ok({ ...profile, package_info: req.auth!.packageInfo, company: req.auth!.company });
    },
  );

  app.patch(
    '/user-profile',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], summary: 'Edit the caller’s profile', body: profileUpdateSchema },
    },
    async (req) => {
      const profile = await updateUserProfile(db, {
        userId: req.auth!.user.id,
        companyId: req.auth!.user.company_id,
        patch: req.body as ProfileUpdate,
      });
      return ok(profile, 'S-10006');
    },
  );

  app.post(
    '/user-preference',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], summary: 'Save age range, preferences and consent', body: preferencesSchema },
    },
    async (req) => {
      const body = req.body as { age_range?: number; preferences?: number[]; consent?: boolean };
      const profile = await saveUserPreference(db, {
        userId: req.auth!.user.id,
        ageRange: body.age_range,
        preferences: body.preferences,
        consent: body.consent,
      });
      return ok(profile, 'S-10007');
    },
  );
}
