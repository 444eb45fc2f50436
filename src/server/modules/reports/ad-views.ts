import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { isAdminRole } from '../../../shared/roles.js';
import { Module } from '../../../shared/generated/enums.js';

export type AdViewBeacon = { viewId: string; ads: Array<{ item_id?: number; module_id?: number }> };

/**
 * Records the ads one page view showed (docs/reports.md "Ads"): one row per ad per page view (the
 * browser's `view_id`; a repeated beacon adds nothing). A widget ad counts only if the widget item exists,
 * a module ad only for a known module; admins' own views are not counted (as their page visits are not).
 * Returns how many new views were stored.
 */
export async function recordAdViews(db: Db, auth: AuthContext, b: AdViewBeacon): Promise<number> {
  if (isAdminRole(auth.user.role)) return 0;
  const items = [...new Set(b.ads.map((a) => a.item_id).filter((x): x is number => typeof x === 'number'))];
  const modules = [
    ...new Set(
      b.ads
        .map((a) => a.module_id)
        .filter((x): x is number => typeof x === 'number' && String(x) in (Module as Record<string, unknown>)),
    ),
  ];
  const known = items.length
    ? (await db.selectFrom('widget_items').select('id').where('id', 'in', items).execute()).map((r) => r.id)
    : [];
  const rows = [
    ...known.map((id) => ({ ad_key: `w${id}`, item_id: id, module_id: null })),
    ...modules.map((id) => ({ ad_key: `m${id}`, item_id: null, module_id: id })),
  ];
  if (!rows.length) return 0;
  const res = await db
    .insertInto('ad_views')
    .values(
      rows.map((r) => ({
        ...r,
        view_id: b.viewId,
        user_id: auth.user.id,
        company_id: auth.user.company_id,
        created_at: sql<Date>`now()`,
      })),
    )
    .onConflict((oc) => oc.columns(['view_id', 'ad_key']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
