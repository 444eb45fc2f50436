import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkClientRoute, isKnownClientPath, type GuardUser } from '../../src/shared/route-guard.js';
import type { PackageInfo } from '../../src/shared/package-info.js';
import { buildTestApp, loginAs, bearer, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';

/**
 * The browser's route guard (docs/product-rules.md "Client route access") fed with the package_info the API returns for
 * the seeded accounts: Acme has every module, Globex modules 2, 4, 5 with calculators 1-11 and
 * no counsellor category or quick-access item.
 */
const allowed = (user: GuardUser, path: string, search = '') => checkClientRoute(user, path, search).allowed;

describe('client route guard on the packages the API returns', () => {
  let app: App;
  let acme: GuardUser;
  let globex: GuardUser;

  beforeAll(async () => {
    app = await buildTestApp();
    const profileOf = async (email: string) => {
      const token = await loginAs(app, email);
      const res = await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) });
      return expectSuccess<{ package_info: PackageInfo; unique_user_no: string; coupon_code: string | null }>(res);
    };
    const a = await profileOf('employee@acme.example');
    const g = await profileOf('employee@globex.example');
    acme = { package_info: a.package_info, unique_user_no: a.unique_user_no, coupon_code: a.coupon_code };
    globex = { package_info: g.package_info, unique_user_no: g.unique_user_no, coupon_code: g.coupon_code };
  });
  afterAll(async () => {
    await app.close();
  });

  it('the API returns the seeded packages', () => {
    expect(globex.package_info?.modules.map((m) => m.module_id)).toEqual([2, 4, 5]);
    expect(globex.package_info?.calculator_ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(acme.package_info?.modules).toHaveLength(10);
  });

  it.each([
    '/client',
    '/client/home',
    '/client/my-profile',
    '/client/notifications',
    '/client/task-progress',
    '/client/financial-journey',
    '/client/resources',
    '/client/help',
    '/client/knowledgebase',
    '/client/knowledgebase/articles',
  ])('always allows %s', (path) => {
    expect(allowed(globex, path)).toBe(true);
    expect(allowed({ package_info: null }, path)).toBe(true);
  });

  it('other routes need the matching module', () => {
    expect(allowed(globex, '/client/webinars')).toBe(true);
    expect(allowed(globex, '/client/calculators')).toBe(true);
    for (const path of [
      '/client/learning-center',
      '/client/counselling',
      '/client/handbook',
      '/client/schemes',
      '/client/employee-toolkit',
      '/client/financial-planner',
    ]) {
      expect(allowed(globex, path), path).toBe(false);
      expect(allowed(acme, path), path).toBe(true);
    }
    expect(allowed(globex, '/client/unknown-area')).toBe(false);
  });

  it('a refusal sends the user to /client with E-10117', () => {
    expect(checkClientRoute(globex, '/client/counselling')).toEqual({
      allowed: false,
      redirectTo: '/client',
      code: 'E-10117',
    });
  });

  it('calculator routes need the specific calculator; the two tax calculators stand in for each other', () => {
    expect(allowed(globex, '/client/calculators/sip-calc')).toBe(true);
    expect(allowed(globex, '/client/calculators/nps-calc')).toBe(false);
    expect(allowed(globex, '/client/calculators/old-vs-new-tax-2024-25-calc')).toBe(true);
    expect(allowed(globex, '/client/calculators/old-vs-new-tax-2025-26-calc')).toBe(true);
    expect(allowed(globex, '/client/calculators', '?calculatorId=20')).toBe(false);
    expect(allowed(globex, '/client/calculators', '?calculatorId=5')).toBe(true);
    expect(allowed(globex, '/client/calculators/not-a-calculator')).toBe(false);
    expect(allowed(acme, '/client/calculators/nps-calc')).toBe(true);
  });

  it('counselling-category, scheme and toolkit routes need the specific item', () => {
    const onlyFinancial: GuardUser = {
      package_info: { ...acme.package_info!, counsellor_category_ids: [3], quick_access_ids: [1] },
    };
    expect(allowed(onlyFinancial, '/client/counselling/financial')).toBe(true);
    expect(allowed(onlyFinancial, '/client/counselling/mental-health')).toBe(false);
    expect(allowed(onlyFinancial, '/client/counselling', '?categoryId=2')).toBe(false);
    expect(allowed(onlyFinancial, '/client/schemes')).toBe(true);
    expect(allowed(onlyFinancial, '/client/employee-toolkit')).toBe(false);
    expect(allowed(acme, '/client/employee-toolkit')).toBe(true);
  });

  it('a planner-only package opens only /client and the planner', () => {
    const planner: GuardUser = {
      package_info: {
        modules: [{ module_id: 10 }],
        calculator_ids: [1],
        counsellor_category_ids: [],
        quick_access_ids: [],
      },
    };
    expect(allowed(planner, '/client')).toBe(true);
    expect(allowed(planner, '/client/financial-planner')).toBe(true);
    expect(allowed(planner, '/client/financial-planner/step-2')).toBe(true);
    expect(allowed(planner, '/client/home')).toBe(false);
    expect(allowed(planner, '/client/calculators/goal-plan-calc')).toBe(false);
  });

  it('users who came in with a session code or coupon cannot open the profile', () => {
    expect(allowed({ ...acme, via_session_code: true }, '/client/my-profile')).toBe(false);
    expect(
      allowed({ ...acme, coupon_code: 'ABC123', unique_user_no: null, via_session_code: true }, '/client/my-profile'),
    ).toBe(false);
    expect(allowed(acme, '/client/my-profile')).toBe(true);
  });
});

describe('unknown /client URLs (issue 20)', () => {
  it('a section the guard knows is known; a typo or an unknown calculator slug is not', () => {
    for (const p of [
      '/client',
      '/client/home',
      '/client/learning-center',
      '/client/calculators/sip-calc',
      '/client/counselling/career',
      '/client/counselling/counsellor-details',
    ])
      expect(isKnownClientPath(p), p).toBe(true);
    for (const p of [
      '/client/e-learning',
      '/client/calculators/no-such-calc',
      '/client/homes',
      '/client/counselling/astrology',
    ])
      expect(isKnownClientPath(p), p).toBe(false);
  });
});
