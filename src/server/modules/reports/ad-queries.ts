import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { Module } from '../../../shared/generated/enums.js';
import { ACTION } from '../activity/log-activity.js';
import { companyConditions, timeConditions, where, type ReportFilters } from './filters.js';
import { grouped, n, rowsOf, sortRows, type ReportRunner } from './report-runner.js';

/**
 * The ads report: the widget items (placements widget, webinar, spotlight) and the packages' module ads.
 * A click is logged as Navigation (action 11): a widget ad's with its id in ad_feature_id
 * (widgets/ad-banner/View.tsx), a package's module ad with the module in ad_category_id
 * (src/client/components/ModuleAdBanner.tsx, docs/commerce.md "Module ads"); views are recorded in
 * ad_views (ad-views.ts).
 */

const PLACEMENT_LABELS: Record<string, string> = { widget: 'Widget', webinar: 'Webinar', spotlight: 'Spotlight' };

export function ads(db: Db, f: ReportFilters): ReportRunner {
  const base = [
    sql`a.action_id = ${ACTION.NAVIGATION}`,
    ...timeConditions('a.created_at', f),
    ...companyConditions('a.company_id', f),
  ];
  const widgetClicks = [...base, sql`a.ad_feature_id IS NOT NULL`];
  const moduleClicks = [...base, sql`a.ad_feature_id IS NULL`, sql`a.ad_category_id IS NOT NULL`];
  const seen = [...timeConditions('v.created_at', f), ...companyConditions('v.company_id', f)];
  // An ad is listed when it was on show during the period or was clicked or seen in it.
  const shown = [
    ...(f.fromDay ? [sql`w.end_date >= ${f.fromDay}::date`] : []),
    ...(f.toDay ? [sql`w.start_date <= ${f.toDay}::date`] : []),
  ];
  // Click-through rate: clicks per view in %, one decimal; none without views.
  const ctr = (clicks: number, views: number) => (views ? Math.round((1000 * clicks) / views) / 10 : null);
  return grouped(
    async () => {
      const [rows, modules] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT w.title, w.placement, w.start_date::text AS start_date,
          w.end_date::text AS end_date, coalesce(x.clicks, 0) AS clicks, coalesce(x.clickers, 0) AS clickers,
          coalesce(y.views, 0) AS views
          FROM widget_items w
          LEFT JOIN (SELECT a.ad_feature_id AS id, count(*) AS clicks, count(DISTINCT a.user_id) AS clickers
            FROM user_activity a ${where(widgetClicks)} GROUP BY 1) x ON x.id = w.id
          LEFT JOIN (SELECT v.item_id AS id, count(*) AS views FROM ad_views v
            ${where([sql`v.item_id IS NOT NULL`, ...seen])} GROUP BY 1) y ON y.id = w.id
          WHERE x.id IS NOT NULL OR y.id IS NOT NULL
            ${shown.length ? sql`OR (${sql.join(shown, sql` AND `)})` : sql`OR true`}`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT coalesce(c.module_id, v.module_id) AS module_id,
          coalesce(c.clicks, 0) AS clicks, coalesce(c.clickers, 0) AS clickers, coalesce(v.views, 0) AS views
          FROM (SELECT a.ad_category_id AS module_id, count(*) AS clicks, count(DISTINCT a.user_id) AS clickers
            FROM user_activity a ${where(moduleClicks)} GROUP BY 1) c
          FULL JOIN (SELECT v.module_id, count(*) AS views FROM ad_views v
            ${where([sql`v.module_id IS NOT NULL`, ...seen])} GROUP BY 1) v ON v.module_id = c.module_id`,
        ),
      ]);
      const shaped = [
        ...rows.map((r) => ({
          ad: String(r.title),
          placement: PLACEMENT_LABELS[String(r.placement)] ?? String(r.placement),
          start_date: String(r.start_date),
          end_date: String(r.end_date),
          views: n(r.views),
          clicks: n(r.clicks),
          clickers: n(r.clickers),
          ctr: ctr(n(r.clicks), n(r.views)),
        })),
        ...modules.map((r) => ({
          ad: `Package ad: ${(Module as Record<number, string>)[n(r.module_id)] ?? `module ${n(r.module_id)}`}`,
          placement: 'Package module',
          start_date: null,
          end_date: null,
          views: n(r.views),
          clicks: n(r.clicks),
          clickers: n(r.clickers),
          ctr: ctr(n(r.clicks), n(r.views)),
        })),
      ];
      return sortRows(shaped, f.sort, 'clicks', 'start_date', 'desc');
    },
    async () => {
      const [[t], [v]] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT count(*) AS clicks, count(DISTINCT a.user_id) AS clickers
          FROM user_activity a LEFT JOIN widget_items w ON w.id = a.ad_feature_id
          ${where([...base, sql`(w.id IS NOT NULL OR (a.ad_feature_id IS NULL AND a.ad_category_id IS NOT NULL))`])}`,
        ),
        rowsOf(db, sql<Record<string, unknown>>`SELECT count(*) AS views FROM ad_views v ${where(seen)}`),
      ]);
      const views = n(v?.views);
      return { views, clicks: n(t?.clicks), clickers: n(t?.clickers), ctr: ctr(n(t?.clicks), views) };
    },
    (rows) => sortRows(rows, 'desc', 'clicks', null, 'desc').slice(0, 10),
  );
}
