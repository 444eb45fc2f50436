import type { FastifyInstance } from 'fastify';
import profileUpdateSchema from '../../../../schemas/api/profile-update.schema.json';
import preferencesSchema from '../../../../schemas/entities/preferences.schema.json';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import type { ProfileResponse, ProfileUpdate, UserPreference, UserProfile } from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { getUserProfile, saveUserPreference, updateUserProfile } from './service.js';

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  const profileAnswer = { 200: envelopeOf(schemaRef('user-profile.schema.json')) };

  app.get<{ Reply: Answer<ProfileResponse> }>(
    '/user-profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'The caller’s profile',
        response: { 200: envelopeOf(schemaRef('profile-answer.schema.json')) },
      },
    },
    async (req) => {
      const profile = await getUserProfile(db, req.auth!.user.id, { cacheMs: ctx.config.sessionCacheMs });
      return ok({ ...profile, package_info: req.auth!.packageInfo, company: req.auth!.company });
    },
  );

  app.patch<{ Body: ProfileUpdate; Reply: Answer<UserProfile> }>(
    '/user-profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Edit the caller’s profile',
        body: profileUpdateSchema,
        response: profileAnswer,
      },
    },
    async (req) => {
      const profile = await updateUserProfile(db, {
        userId: req.auth!.user.id,
        companyId: req.auth!.user.company_id,
        patch: req.body,
      });
      return ok(profile, 'S-10006');
    },
  );

  app.post<{ Body: UserPreference; Reply: Answer<UserProfile> }>(
    '/user-preference',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Save age range, preferences and consent',
        body: preferencesSchema,
        response: profileAnswer,
      },
    },
    async (req) => {
      const body = req.body;
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
