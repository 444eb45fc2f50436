import { afterAll, beforeAll } from 'vitest';
import { createSession } from '../../../src/server/modules/auth/session.js';
import { seedCounselling } from '../../../src/server/modules/counselling/seed.js';
import type { Db } from '../../../src/server/db/index.js';
import { addDays, istToday, weekdayOf } from '../../../src/server/modules/counselling/slots.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

export { bearer };

export type Ctx = {
  app: App;
  db: Db;
  employee: string;
  admin: string;
  superAdmin: string;
  counsellor: string;
  globex: string;
  anand: number;
};

/** The app with the demo seed and the counselling seed, sessions for the demo accounts and the seeded counsellor's id. */
export async function setupCounselling(): Promise<Ctx> {
  const app = await buildTestApp();
  await seedCounselling(app.ctx.db);
  const db = app.ctx.db;
  return {
    app,
    db,
    anand: await anandId(db),
    employee: await sessionFor(app, 'employee@acme.example'),
    admin: await sessionFor(app, 'admin@finwell.example'),
    superAdmin: await sessionFor(app, 'superadmin@finwell.example'),
    counsellor: await sessionFor(app, 'counsellor@finwell.example'),
    globex: await sessionFor(app, 'employee@globex.example'),
  };
}

/**
 * A test file's app: registers its beforeAll (setupCounselling) and afterAll (close) and answers
 * the context they fill, to be read inside the tests.
 */
export function useCounselling(): Ctx {
  const c = {} as Ctx;
  beforeAll(async () => {
    Object.assign(c, await setupCounselling());
  });
  afterAll(async () => {
    await c.app?.close();
  });
  return c;
}

/** The seeded counsellor linked to counsellor@finwell.example (Mon-Fri, 10:00-13:00 and 14:00-18:00 IST, default charge). */
export async function anandId(db: Db): Promise<number> {
  return (
    await db
      .selectFrom('counsellors')
      .select('id')
      .where('email', '=', 'counsellor@finwell.example')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The n-th (0-based) bookable date (day after tomorrow or later, IST) on one of these weekdays. */
export function bookableDate(weekdays: number[] = [2, 3, 4, 5, 6], n = 0): string {
  let d = addDays(istToday(), 2);
  let found = -1;
  for (let i = 0; i < 60; i++) {
    if (weekdays.includes(weekdayOf(d))) found++;
    if (found === n) return d;
    d = addDays(d, 1);
  }
  throw new Error('no date');
}

/** Extra Acme employees with sessions (concurrency tests). */
export async function makeEmployees(app: App, n: number, prefix = 'load'): Promise<string[]> {
  const acme = await app.ctx.db
    .selectFrom('companies')
    .select('id')
    .where('company_name', '=', 'Acme Corp')
    .executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await app.ctx.db
      .insertInto('users')
      .values({
        unique_user_no: `${prefix.toUpperCase()}${String(i).padStart(5, '0')}`,
        email: `${prefix}${i}@acme.example`,
        user_type: 4,
        company_id: acme.id,
        package_id: null,
        first_name: 'Load',
        last_name: `User${i}`,
        phone_number: null,
        gender: null,
        age_range: null,
        address: null,
        pin_code: null,
        city_name: null,
        state: null,
        country: 'India',
        billing_address: null,
        consent_at: null,
        coupon_code: null,
        status: 1,
        last_login_at: null,
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push(await createSession(app.ctx.db, { userId: u.id, idleMinutes: 60 }));
  }
  return tokens;
}

export const PHONE = '9876543210';
