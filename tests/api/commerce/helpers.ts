import { afterAll, beforeAll } from 'vitest';
import { createSession } from '../../../src/server/modules/auth/session.js';
import { bearer, buildTestApp, latestOtp, sessionFor, type App } from '../../support/app.js';

export { bearer, latestOtp };

export type Ctx = { app: App; admin: string; acme: string; paid: string };

/** The app with the demo seed (commerce included) and sessions for the demo accounts. */
export function useCommerce(): Ctx {
  const c = {} as Ctx;
  beforeAll(async () => {
    const app = await buildTestApp();
    Object.assign(c, {
      app,
      admin: await sessionFor(app, 'admin@finwell.example'),
      acme: await sessionFor(app, 'employee@acme.example'),
      paid: await sessionFor(app, 'paid@example.com'),
    });
  });
  afterAll(async () => {
    await c.app?.close();
  });
  return c;
}

/** A retail user (role 11 unless given) without a package, signed in. */
export async function retailUser(
  app: App,
  tag: string,
  role = 11,
): Promise<{ id: number; token: string; email: string }> {
  const email = `${tag}@retail.example`;
  const u = await app.ctx.db
    .insertInto('users')
    .values({
      unique_user_no: `T${tag
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 12)}`,
      email,
      user_type: role,
      first_name: 'Test',
      last_name: tag,
      status: 1,
      extra: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: u.id, email, token: await createSession(app.ctx.db, { userId: u.id, idleMinutes: 60 }) };
}

/** The id of the package with this name. */
export async function packageId(app: App, name: string): Promise<number> {
  return (await app.ctx.db.selectFrom('packages').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** Presses Pay (or Fail) on the sandbox checkout page; the sandbox then calls the signed webhook. */
export async function payInSandbox(app: App, paymentUrl: string, outcome: 'pay' | 'fail' = 'pay') {
  const res = await app.inject({
    method: 'POST',
    url: paymentUrl,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 303) throw new Error(`sandbox checkout answered ${res.statusCode}: ${res.body}`);
  return res.headers.location as string;
}

export const json = <T = Record<string, unknown>>(res: { json(): unknown }) => (res.json() as { data: T }).data;
export const codeOf = (res: { json(): unknown }) => (res.json() as { status_code: string }).status_code;

/** The billing address the commerce tests buy with. */
export const ADDRESS = {
  address: '12 MG Road',
  pin_code: '560001',
  state: 'Karnataka',
  city: 'Bengaluru',
  country: 'India',
};

/**
 * A package open to paid users (applicable_to 3): ₹`price` at 25 % off, modules 2 and 4, for `billing_days`; each
 * test names it and changes what it is about.
 */
export function paidUserPackage(overrides: Record<string, unknown> & { name: string }) {
  return {
    price_type: 2,
    price: 1000,
    discount_percentage: 25,
    applicable_to: 3,
    level: 1,
    modules: [2, 4],
    calculator_ids: [1, 5],
    counsellor_category_ids: [3],
    quick_access_ids: [],
    billing_days: 30,
    trial_days: 0,
    free_sessions: 0,
    status: 1,
    ...overrides,
  };
}
