import { sql } from 'kysely';
import enums from '../../../../schemas/catalogue/enums.json';
import { calculatorSlugs, hasCalculator } from '../../../shared/calculator-routes.js';
import { hasModule, MODULE, type PackageInfo } from '../../../shared/package-info.js';
import type { Props, WidgetType } from '../../../../widgets/types.js';
import type { Db } from '../../db/index.js';
import { todayIST } from '../../../shared/ist.js';
import { sanitizeRichText } from './sanitize.js';
import { upcomingWebinarsWidgetData } from '../webinars/widget.js';

export type ResolveContext = {
  db: Db;
  userId: number | null;
  companyId: number | null;
  isRetail: boolean;
  packageInfo: PackageInfo;
  company: { disclaimer: string | null } | null;
};

type Resolver = (ctx: ResolveContext, props: Props) => Promise<unknown>;

/** Feature ids (landing navigation) -> title, route and the module that opens them. */
export const FEATURES: Record<number, { title: string; route: string; module: number; description: string }> = {
  1: {
    title: 'E-Learning',
    route: '/client/learning-center',
    module: MODULE.ELEARNING,
    description: 'Short courses and videos on money basics.',
  },
  2: {
    title: 'Counselling',
    route: '/client/counselling',
    module: MODULE.COUNSELLING,
    description: 'One-to-one sessions with certified counsellors.',
  },
  3: {
    title: 'Calculators',
    route: '/client/calculators',
    module: MODULE.CALCULATORS,
    description: 'SIP, tax, loans, retirement and more.',
  },
  4: {
    title: 'Webinars',
    route: '/client/webinars',
    module: MODULE.WEBINARS,
    description: 'Live and recorded sessions with experts.',
  },
  5: {
    title: 'Knowledge Base',
    route: '/client/knowledgebase',
    module: MODULE.KNOWLEDGEBASE,
    description: 'Answers, guides and finguides.',
  },
  6: {
    title: 'Employee Handbook',
    route: '/client/handbook',
    module: MODULE.HANDBOOK,
    description: 'Toolkits and guides from your employer.',
  },
};

const QUICK_ACCESS_ITEMS: Record<number, { title: string; route: string }> = {
  1: { title: 'Schemes', route: '/client/schemes' },
  2: { title: 'Financial accounts repository checklist', route: '/files/financial-accounts-repository-checklist.xlsx' },
  3: { title: 'Employee toolkit', route: '/client/employee-toolkit' },
};

const JOURNEY_CARDS = ['Future Vision', 'Financial Foundation', 'Long-Term Success'];

const empty = (message: string) => async () => ({ items: [], empty_message: message });

async function activeWidgetItems(ctx: ResolveContext, placement: string, limit: number) {
  const today = todayIST();
  let q = ctx.db
    .selectFrom('widget_items')
    .select(['id', 'title', 'message', 'image_url', 'link_url', 'placement', 'start_date', 'end_date'])
    .where('placement', '=', placement)
    .where('status', '=', 1)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today);
  if (ctx.companyId !== null) {
    const cid = ctx.companyId;
    q = q.where((eb) => eb.or([eb('is_default', '=', true), sql<boolean>`${cid} = ANY(company_ids)`]));
  } else {
    q = q.where(ctx.isRetail ? 'is_retail' : 'is_default', '=', true);
  }
  const rows = await q.orderBy('start_date', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, message: r.message ? sanitizeRichText(r.message) : null }));
}

/**
 * Server-side data for each widget type, resolved in the same response as the page. Exhaustive by
 * type. Modules that have no data yet answer an empty list with the message the view shows.
 */
export const widgetResolvers = {
  hero: async () => null,
  feature_tiles: async (ctx, props) => {
    const ids = Array.isArray(props.features) ? (props.features as number[]) : [];
    return {
      items: ids
        .filter((id) => FEATURES[id])
        .map((id) => ({ feature_id: id, ...FEATURES[id], locked: !hasModule(ctx.packageInfo, FEATURES[id].module) })),
    };
  },
  disclaimer: async (ctx, props) => {
    const company = props.use_company_disclaimer !== false ? ctx.company?.disclaimer : null;
    return { text: company || String(props.text ?? ''), source: company ? 'company' : 'page' };
  },
  rich_text: async (_ctx, props) => ({ html: sanitizeRichText(String(props.html ?? '')) }),
  image: async () => null,
  video: async () => null,
  cta: async () => null,
  ad_banner: async (ctx, props) => {
    const items = await activeWidgetItems(ctx, String(props.placement ?? 'widget'), Number(props.max_items ?? 3));
    return { items, click_delay_ms: 500, empty_message: 'No announcements right now.' };
  },
  monthly_spotlight: async (ctx) => {
    const items = await activeWidgetItems(ctx, 'spotlight', 1);
    return { items, empty_message: 'No spotlight this month yet.' };
  },
  streak_message: async (ctx) => {
    if (ctx.userId === null) return { days: 0 };
    // Consecutive IST days, ending today, on which the user did anything on the portal.
    const rows = await ctx.db
      .selectFrom('user_activity')
      .select(sql<string>`to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD')`.as('day'))
      .where('user_id', '=', ctx.userId)
      .where(sql<boolean>`created_at > now() - interval '400 days'`)
      .groupBy(sql`1`)
      .orderBy(sql`1`, 'desc')
      .execute();
    const days = new Set(rows.map((r) => r.day));
    let streak = 0;
    const d = new Date(`${todayIST()}T00:00:00Z`);
    while (days.has(d.toISOString().slice(0, 10))) {
      streak++;
      d.setUTCDate(d.getUTCDate() - 1);
    }
    return { days: streak };
  },
  my_tasks: empty('No tasks yet. Tasks from your financial journey will appear here.'),
  notifications: empty('You are all caught up: no notifications.'),
  popular_calculators: async (ctx, props) => {
    const limit = Number(props.max_items ?? 6);
    const counts = await ctx.db
      .selectFrom('user_activity')
      .select(['calculator_id', sql<number>`count(*)`.as('uses')])
      .where('feature_id', '=', 3)
      .where('calculator_id', 'is not', null)
      .groupBy('calculator_id')
      .execute();
    const uses = new Map(counts.map((c) => [Number(c.calculator_id), Number(c.uses)]));
    const titles = enums.calculator as Record<string, string>;
    const items = Object.entries(calculatorSlugs)
      .map(([id, slug]) => ({
        id: Number(id),
        title: titles[id],
        route: `/client/calculators/${slug}`,
        uses: uses.get(Number(id)) ?? 0,
      }))
      .filter((c) => c.id !== 12 && hasCalculator(ctx.packageInfo.calculator_ids, c.id))
      .sort((a, b) => b.uses - a.uses || a.id - b.id)
      .slice(0, limit);
    return { items, empty_message: 'No calculators in your package.' };
  },
  upcoming_webinars: async (ctx, props) => upcomingWebinarsWidgetData(ctx, Number(props.max_items ?? 3)),
  featured_counsellors: async (ctx, props) => {
    const limit = Number(props.max_items ?? 4);
    // counsellors is created by migration 0300 (applied before the server starts), so no existence probe.
    const rows = await sql<{
      id: number;
      first_name: string;
      last_name: string;
      rating: number | null;
      brief_profile: string | null;
    }>`
      SELECT id, first_name, last_name, rating, brief_profile FROM counsellors
      WHERE featured = true AND status = 1 ORDER BY sequence_number NULLS LAST, id LIMIT ${limit}`.execute(ctx.db);
    return { items: rows.rows, empty_message: 'Featured counsellors will appear here.' };
  },
  courses_in_progress: empty('You have no courses in progress. Start one in the learning center.'),
  quick_access: async (ctx) => ({
    items: ctx.packageInfo.quick_access_ids
      .filter((id) => QUICK_ACCESS_ITEMS[id])
      .map((id) => ({ id, ...QUICK_ACCESS_ITEMS[id] })),
    empty_message: 'No quick access items in your package.',
  }),
  journey_progress: async () => ({
    topics: JOURNEY_CARDS.map((title) => ({ title, status: 'Not_started' })),
    completed: 0,
    total: JOURNEY_CARDS.length,
  }),
} as const satisfies Record<WidgetType, Resolver>;
