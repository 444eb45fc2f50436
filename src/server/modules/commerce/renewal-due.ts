import { sql } from 'kysely';
import type { Locale } from '../../../i18n/locales.js';
import type { Db } from '../../db/index.js';

/** The renewals' database side: subscriptions that ended unpaid expire, due charges are claimed once. */

/** At most this many subscriptions expire, and as many are claimed, per run. */
const BATCH = 100;

/** A subscription due for renewal, with its buyer. */
export type Due = {
  id: number;
  user_id: number;
  package_id: number;
  status: string;
  period_end: Date | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  /** The person's language for the renewal mails (users.locale; en-IN when not chosen). */
  locale: Locale | null;
  auto_renew: boolean;
  mandate_provider: string | null;
  mandate_customer: string | null;
  mandate_token: string | null;
};

const DUE_COLUMNS = [
  's.id',
  's.user_id',
  's.package_id',
  's.status',
  's.period_end',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.phone_number',
  'u.locale',
  's.auto_renew',
  's.mandate_provider',
  's.mandate_customer',
  's.mandate_token',
] as const;

/** Trials and periods that ended unpaid expire; the account keeps no package from them. */
export async function expireEnded(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'package_id'])
      .where('status', 'in', ['trial', 'active'])
      .where('period_end', '<=', now)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (ended.length === 0) return 0;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'expired', next_charge_at: null, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        ended.map((e) => e.id),
      )
      .execute();
    for (const e of ended) {
      // Only when no other live subscription gives the account the same package.
      await trx
        .updateTable('users')
        .set({ package_id: null, updated_at: sql`now()` })
        .where('id', '=', e.user_id)
        .where('package_id', '=', e.package_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('subscriptions as o')
                .select('o.id')
                .whereRef('o.user_id', '=', 'users.id')
                .whereRef('o.package_id', '=', 'users.package_id')
                .where('o.status', 'in', ['trial', 'active']),
            ),
          ),
        )
        .execute();
    }
    return ended.length;
  });
}

/** Claims the subscriptions whose charge is due: each once, whichever node runs the task. */
export async function claimDue(db: Db, now: Date): Promise<Due[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(DUE_COLUMNS)
      .where('s.status', 'in', ['trial', 'active'])
      .where('s.next_charge_at', '<=', now)
      .where('s.period_end', '>', now)
      .orderBy('s.id')
      .limit(BATCH)
      .forUpdate('s')
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('subscriptions')
      .set({ next_charge_at: null, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .execute();
    return due;
  });
}

/** One subscription with its buyer, as a due renewal (for the hook after an automatic charge). */
export async function dueOf(db: Db, subscriptionId: number): Promise<Due | undefined> {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(DUE_COLUMNS)
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}
