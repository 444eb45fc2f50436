import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { RETAIL_PLUS, RETAIL_STARTER } from './demo-packages.js';

/** Demo coupon codes of the seeded batch (docs/commerce.md): Retail Plus, paid to a paid user, Pending. */
export const DEMO_COUPONS = ['FWDEMO', 'FWTRY2', 'FWTRY3', 'FWTRY4', 'FWTRY5', 'FWTRY6', 'FWTRY7', 'FWTRY8'];

/**
 * Demo data for accounts and commerce: terms for the demo packages (Retail Plus for paid users,
 * a cheaper "Retail Starter" to sign up with; their text and its Hindi in demo-packages.ts), the three stock market courses, a coupon batch, and an active subscription for the demo paid user. Only once: skipped
 * when any stock course exists; one transaction under a lock.
 */
export async function seedCommerce(db: Db): Promise<boolean> {
  if (await db.selectFrom('stock_courses').select('id').limit(1).executeTakeFirst()) return false;
  const retail = await db.selectFrom('packages').select('id').where('name', '=', RETAIL_PLUS.name).executeTakeFirst();
  if (!retail) return false;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE stock_courses IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('stock_courses').select('id').limit(1).executeTakeFirst()) return false;
    await trx
      .updateTable('packages')
      .set({ price_type: 1, applicable_to: 3, price_paise: 149_900, hi: JSON.stringify(RETAIL_PLUS.hi) })
      .where('id', '=', retail.id)
      .execute();
    await trx
      .insertInto('package_terms')
      .values({
        package_id: retail.id,
        description: RETAIL_PLUS.description,
        billing_days: 365,
        discount_price_paise: 99_900,
        free_sessions: 1,
        tiers: '[]',
        company_ids: [],
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const starter = await trx
      .insertInto('packages')
      .values({
        name: RETAIL_STARTER.name,
        hi: JSON.stringify(RETAIL_STARTER.hi),
        modules: JSON.stringify([2, 5].map((module_id) => ({ module_id, ad_image: null, ad_url: null }))),
        calculator_ids: Array.from({ length: 15 }, (_, i) => i + 1),
        counsellor_category_ids: [],
        quick_access_ids: [],
        price_type: 2,
        applicable_to: 3,
        level: 1,
        price_paise: 59_900,
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('package_terms')
      .values({
        package_id: starter.id,
        description: RETAIL_STARTER.description,
        billing_days: 365,
        discount_percent: 50,
        tiers: '[]',
        company_ids: [],
      })
      .execute();
    await trx
      .insertInto('stock_courses')
      .values([
        {
          name: 'Stock Market Basics',
          description: 'How markets work, instruments, orders and risk: eight recorded lessons and two live Q&As.',
          cost_paise: 499_900,
          sequence: 1,
        },
        {
          name: 'Reading Company Results',
          description: 'Balance sheets, cash flows and ratios, with worked examples from listed companies.',
          cost_paise: 799_900,
          sequence: 2,
        },
        {
          name: 'Basics + Results (combo)',
          description: 'Both courses together at a lower price.',
          cost_paise: 1_099_900,
          is_combo: true,
          sequence: 3,
        },
      ])
      .execute();
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@finwell.example')
      .executeTakeFirst();
    const batch = await trx
      .insertInto('coupon_batches')
      .values({ package_id: retail.id, paid_to: 3, quantity: DEMO_COUPONS.length, created_by: admin?.id ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('coupons')
      .values(DEMO_COUPONS.map((code) => ({ batch_id: batch.id, code })))
      .execute();
    const paid = await trx
      .selectFrom('users')
      .select(['id', 'package_id'])
      .where('email', '=', 'paid@example.com')
      .executeTakeFirst();
    if (paid?.package_id)
      await trx
        .insertInto('subscriptions')
        .values({
          user_id: paid.id,
          package_id: paid.package_id,
          source: 'signup',
          status: 'active',
          price_paise: 99_900,
          period_start: sql`now() - interval '30 days'`,
          period_end: sql`now() + interval '335 days'`,
          next_charge_at: sql`now() + interval '335 days'`,
        })
        .execute();
    return true;
  });
}
