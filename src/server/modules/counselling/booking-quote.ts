import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { AppError } from '../../../shared/app-error.js';
import type { Deps } from './booking-common.js';
import { priceFor } from './queries.js';

/** What a booking costs the person: the package's free sessions, the session order, the price quote. */

/** Free sessions a user's package gives: packages.extra.free_counselling_sessions, else one for company employees. */
async function freeAllowance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .select(['u.company_id', 'p.extra'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const configured = (row?.extra as Record<string, unknown> | null | undefined)?.free_counselling_sessions;
  if (typeof configured === 'number' && configured >= 0) return configured;
  return row?.company_id ? 1 : 0;
}

/** The user's bookings that count towards the session order and the free allowance. */
async function countSessions(db: Db, userId: number): Promise<{ total: number; free: number }> {
  const r = await db
    .selectFrom('counselling_bookings')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where session_type = 1)::int`.as('free'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'not in', [4, 6])
    .where('counsellor_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return r;
}

/** Whether the user's next session is free (package allowance) and its order; visitors pay and have no order. */
export async function sessionTerms(db: Db, userId: number | null): Promise<{ free: boolean; order: number | null }> {
  if (!userId) return { free: false, order: null };
  const [allowance, used] = await Promise.all([freeAllowance(db, userId), countSessions(db, userId)]);
  return { free: used.free < allowance, order: used.total + 1 };
}

/** The amount and free flag a user would get now (counselors-booking-amt). */
/** `categories`: the caller's package's counsellor categories (null: any, for admins and the public page). */
export async function quoteBooking(
  deps: Deps,
  opts: { counsellorId: number; userId: number | null; categories?: number[] | null },
) {
  const db = deps.ctx.db;
  const c = await db
    .selectFrom('counsellors')
    .select(['id', 'price_paise', 'status', 'category'])
    .where('id', '=', opts.counsellorId)
    .executeTakeFirst();
  if (!c || c.status !== 1) throw new AppError('E-10507');
  // As booking does (bookSlot): a counsellor of a category the package lacks is refused.
  if (opts.categories && !opts.categories.includes(c.category)) throw new AppError('E-10117');
  const price = await priceFor(db, c);
  const { free, order } = await sessionTerms(db, opts.userId);
  return {
    counsellor_id: c.id,
    price_paise: price,
    price: price / 100,
    free_session: free,
    session_type: free ? 1 : 2,
    session_order: order ?? 1,
    amount_paise: free ? 0 : price,
    amount: free ? 0 : price / 100,
    currency: 'INR',
  };
}
