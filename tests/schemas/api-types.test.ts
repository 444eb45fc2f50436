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
import type {
  CalculatorCardList,
  CalculatorFavouriteAnswer,
  CalculatorUseAnswer,
  CompanyClient,
  CompanyClientList,
  CounsellingBookingView,
  CounsellingServiceCard,
  CounsellorView,
  FormOverlayCheckAnswer,
  GoalBasedTopUpSIPCalculatorInput,
  StepUpSIPCalculatorInput,
} from '../../src/shared/generated/index.js';
import type { CalculatorInput } from '../../src/calculators/modules.js';
import type {
  listCalculatorCards,
  recordCalculatorUse,
  setFavourite,
} from '../../src/server/modules/calculators/service.js';
import type { checkOverlay } from '../../src/server/modules/forms/form-versions.js';
import type { getServices } from '../../src/server/modules/counselling/catalogue-service.js';
import type { BookingView } from '../../src/server/modules/counselling/queries.js';
import type * as counsellingApi from '../../src/client/pages/counselling/counselling-api.js';
import type * as calculatorsApi from '../../src/client/pages/calculators/calculators-api.js';
import type * as clientsApi from '../../src/client/pages/admin/clients/clients-api.js';
import type * as formsApi from '../../src/client/forms/forms-api.js';
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
    expectTypeOf<Awaited<ReturnType<typeof getUserProfile>>>().toExtend<Data<Answer<UserProfile>>>();
    expectTypeOf<Awaited<ReturnType<typeof getDashboardCounts>>>().toExtend<Data<Answer<AdminDashboardCounts>>>();
  });
});

type Data<T> = T extends { data: infer D } ? D : never;

describe('generated answer types of the modules (docs/api.md, "One generated client")', () => {
  it('counselling: the booking, service and counsellor answers of the server and the browser are the generated ones', () => {
    expectTypeOf<BookingView>().toExtend<Data<Answer<CounsellingBookingView>>>();
    expectTypeOf<Awaited<ReturnType<typeof getServices>>[number]>().toExtend<Data<Answer<CounsellingServiceCard>>>();
    expectTypeOf<counsellingApi.Booking>().toEqualTypeOf<CounsellingBookingView>();
    expectTypeOf<counsellingApi.CounsellingService>().toEqualTypeOf<CounsellingServiceCard>();
    expectTypeOf<counsellingApi.Counsellor>().toEqualTypeOf<CounsellorView>();
  });

  it('calculators: cards, use counts and favourites', () => {
    expectTypeOf<Awaited<ReturnType<typeof listCalculatorCards>>>().toExtend<Data<Answer<CalculatorCardList>>>();
    expectTypeOf<Awaited<ReturnType<typeof recordCalculatorUse>>>().toExtend<Data<Answer<CalculatorUseAnswer>>>();
    expectTypeOf<Awaited<ReturnType<typeof setFavourite>>>().toExtend<Data<Answer<CalculatorFavouriteAnswer>>>();
    expectTypeOf<Omit<calculatorsApi.CalculatorCardData, 'imageURL'>>().toEqualTypeOf<
      Omit<CalculatorCardList[number], 'imageURL'>
    >();
  });

  it('mutual funds: the formula calculators’ queries are their generated input types', () => {
    expectTypeOf<CalculatorInput<'step_up_sip'>>().toEqualTypeOf<StepUpSIPCalculatorInput>();
    expectTypeOf<CalculatorInput<'goal_topup_sip'>>().toEqualTypeOf<GoalBasedTopUpSIPCalculatorInput>();
  });

  it('companies and forms: the admin screens read the generated answers', () => {
    expectTypeOf<clientsApi.ClientList>().toEqualTypeOf<CompanyClientList>();
    expectTypeOf<ReturnType<typeof clientsApi.getClient>>().toEqualTypeOf<Promise<CompanyClient>>();
    expectTypeOf<Awaited<ReturnType<typeof checkOverlay>>>().toExtend<FormOverlayCheckAnswer>();
    expectTypeOf<formsApi.OverlayCheck>().toEqualTypeOf<FormOverlayCheckAnswer>();
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
        ['/api/v1/counselors', 'get'],
        ['/api/v1/counselors-booking', 'get'],
        ['/api/v1/public/booking-details', 'get'],
        ['/api/v1/calculators', 'get'],
        ['/api/v1/calculator/compute/{key}', 'post'],
        ['/api/v1/company/get_all_client', 'get'],
        ['/api/v1/company/widget', 'get'],
        ['/api/v1/forms', 'get'],
        ['/api/v1/admins', 'get'],
        ['/api/v1/package', 'get'],
      ] as const) {
        expect(doc.paths[path]?.[method]?.responses?.['200']?.content, `${method} ${path}`).toBeDefined();
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('every route documents its success answer: a schema, a file or a redirect (none left to the default)', async () => {
    const app = await buildTestApp();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<
          string,
          Record<string, { responses?: Record<string, { content?: unknown; description?: string }> }>
        >;
      };
      const undocumented: string[] = [];
      let routes = 0;
      for (const [path, methods] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(methods)) {
          routes += 1;
          const success = Object.entries(op.responses ?? {}).filter(
            ([status, r]) => /^[23]/.test(status) && (r.content !== undefined || r.description !== 'Default Response'),
          );
          if (success.length === 0) undocumented.push(`${method.toUpperCase()} ${path}`);
        }
      expect(routes).toBeGreaterThan(150);
      expect(undocumented).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
