import { sql } from 'kysely';
import { calculatorCatalogue } from '../../../calculators/index.js';
import type { Db } from '../../db/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { canUseCalculator } from './access.js';

export const CALCULATORS_FEATURE = 3;

/** Usage per calculator id: how many times it was opened (the popularity of its card). */
export async function getUsageCounts(db: Db): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('user_activity')
    .select(['calculator_id', sql<number>`count(*)`.as('n')])
    .where('feature_id', '=', CALCULATORS_FEATURE)
    .where('action_id', '=', ACTION.VIEWED)
    .where('calculator_id', 'is not', null)
    .groupBy('calculator_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [Number(r.calculator_id), Number(r.n)]));
}

/** The calculators index cards (docs/product-rules.md "Calculator card") for the caller. */
export async function listCalculatorCards(db: Db, auth: AuthContext) {
  const [counts, favs] = await Promise.all([
    getUsageCounts(db),
    db.selectFrom('calculator_favourites').select('calculator_id').where('user_id', '=', auth.user.id).execute(),
  ]);
  const favourite = new Set(favs.map((f) => f.calculator_id));
  return calculatorCatalogue.map((c) => {
    const hasAccess = canUseCalculator(auth, c.id);
    return {
      id: c.id,
      calcTitle: c.title,
      calcDes: c.description,
      imageURL: null,
      linkTo: c.route,
      kind: c.kind,
      user_count: counts[c.id] ?? 0,
      is_favourite: favourite.has(c.id),
      hasAccess,
      lock_reason: hasAccess ? null : 'Not included in your company’s package',
    };
  });
}

/** Opening a calculator: logs Viewed (feature 3) and, when asked, counts towards its popularity. */
export async function recordCalculatorUse(
  db: Db,
  opts: { auth: AuthContext; calculatorId: number; updateCount: boolean; actionId?: number },
) {
  await logActivity(db, {
    userId: opts.auth.user.id,
    companyId: opts.auth.user.company_id,
    featureId: CALCULATORS_FEATURE,
    actionId: opts.actionId ?? ACTION.VIEWED,
    calculatorId: opts.updateCount || opts.actionId ? opts.calculatorId : null,
    navigationUrl: calculatorCatalogue.find((c) => c.id === opts.calculatorId)?.route ?? null,
  });
  // Only this calculator's count: the full table of counts is not needed on every page open.
  const row = await db
    .selectFrom('user_activity')
    .select(sql<number>`count(*)`.as('n'))
    .where('feature_id', '=', CALCULATORS_FEATURE)
    .where('action_id', '=', ACTION.VIEWED)
    .where('calculator_id', '=', opts.calculatorId)
    .executeTakeFirstOrThrow();
  return { calculator_id: opts.calculatorId, user_count: Number(row.n) };
}

export async function setFavourite(db: Db, opts: { userId: number; calculatorId: number; favourite: boolean }) {
  if (opts.favourite) {
    await db
      .insertInto('calculator_favourites')
      .values({ user_id: opts.userId, calculator_id: opts.calculatorId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('calculator_favourites')
      .where('user_id', '=', opts.userId)
      .where('calculator_id', '=', opts.calculatorId)
      .execute();
  }
  return { calculator_id: opts.calculatorId, is_favourite: opts.favourite };
}
