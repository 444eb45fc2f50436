import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResolvedPage } from '../../src/server/modules/landing/resolve-page.js';
import type { HomePageResponse as ClientHomePage } from '../../widgets/ui/landing-types.js';
import type * as clientApi from '../../src/client/api/types.js';
import type { Answer } from '../../src/server/plugins/route-types.js';
import type { getUserProfile } from '../../src/server/modules/profile/service.js';
import type { getDashboardCounts } from '../../src/server/modules/admin-dashboard/service.js';
import type {
  AdminDashboardCounts,
  HomePageResponse,
  LoginResponse,
  OtpSentResponse,
  ProfileResponse,
  UserProfile,
} from '../../src/shared/generated/index.js';
import { buildTestApp } from '../support/app.js';

/**
 * One contract from schema to screen (docs/api.md): the answer types are generated once from schemas/api and
 * the server's handlers, the browser's API functions and the tests all use them. The `expectTypeOf` lines are
 * checked by `tsc` (npm run typecheck includes tests/): a field changed on one side only fails the typecheck.
 */
describe('generated answer types are the ones both sides use', () => {
  it('the landing home page answer: generated, server (resolve-page) and client (landing-types) agree', () => {
    expectTypeOf<ResolvedPage>().toExtend<HomePageResponse>();
    expectTypeOf<HomePageResponse>().toExtend<ClientHomePage>();
    expectTypeOf<ClientHomePage>().toExtend<HomePageResponse>();
  });

  it('the browser reads the generated profile, login, OTP and dashboard answers', () => {
    expectTypeOf<clientApi.UserProfile>().toEqualTypeOf<UserProfile>();
    expectTypeOf<clientApi.ProfileResponse>().toEqualTypeOf<ProfileResponse>();
    expectTypeOf<clientApi.LoginResponse>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<clientApi.OtpSentResponse>().toEqualTypeOf<OtpSentResponse>();
    expectTypeOf<clientApi.AdminDashboardCounts>().toEqualTypeOf<AdminDashboardCounts>();
  });

  it('the server services produce what the generated answer types promise', () => {
    type Data<T> = T extends { data: infer D } ? D : never;
    expectTypeOf<Awaited<ReturnType<typeof getUserProfile>>>().toExtend<Data<Answer<UserProfile>>>();
    expectTypeOf<Awaited<ReturnType<typeof getDashboardCounts>>>().toExtend<Data<Answer<AdminDashboardCounts>>>();
  });
});

describe('response schemas', () => {
  it('are listed in /api/docs (OpenAPI) for the typed routes', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
      };
      for (const [path, method] of [
        ['/api/v1/user-profile', 'get'],
        ['/api/v1/user-profile', 'patch'],
        ['/api/v1/verify_login_otp', 'post'],
        ['/api/v1/request_login_otp', 'post'],
        ['/api/v1/report/admin-dashboard', 'get'],
        ['/api/v1/health', 'get'],
      ] as const) {
        expect(doc.paths[path]?.[method]?.responses?.['200']?.content, `${method} ${path}`).toBeDefined();
      }
    } finally {
      await app.close();
    }
  }, 60_000);
});
