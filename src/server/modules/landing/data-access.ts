import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { todayIST } from '../../../shared/ist.js';
import type { WidgetDataAccess } from '../../../../widgets/types.js';
import { sanitizeRichText } from './sanitize.js';
import type { Locale } from '../../../i18n/locales.js';
import { localisedAll } from '../../content-locale.js';
import { upcomingWebinarItems } from '../webinars/widget.js';
import { coursesInProgress } from '../learning/courses.js';
import { journeyProgress } from '../journey/journey-service.js';
import { widgetNotifications } from '../engagement/reader.js';
import { listCtas } from '../engagement/ctas.js';
import { spotlightFor } from '../engagement/spotlights.js';
import { myTasks } from '../engagement/tasks.js';

/**
 * The data widget resolvers may read (widgets/types.ts WidgetDataAccess), bound to the caller's
 * company or audience. The resolvers live in the widget folders and never import the server.
 */
export type DataReader = {
  companyId: number | null;
  isRetail: boolean;
  /** The reader's language: admin-authored records come in it (their `hi` values, English where none). */
  locale: Locale;
};

export function widgetDataAccess(db: Db, who: DataReader): WidgetDataAccess {
  const reader = (userId: number) => ({
    userId,
    companyId: who.companyId,
    role: who.isRetail ? 6 : 0,
    locale: who.locale,
  });
  return {
    activeWidgetItems: (placement, limit) => activeWidgetItems(db, who, placement, limit),
    async activityDays(userId) {
      const rows = await db
        .selectFrom('user_activity')
        .select(sql<string>`to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD')`.as('day'))
        .where('user_id', '=', userId)
        // Learning activity: logging in or out (actions 12, 13) does not count (docs/engagement.md "Streak").
        .where('action_id', 'not in', [12, 13])
        .where(sql<boolean>`created_at > now() - interval '400 days'`)
        .groupBy(sql`1`)
        .orderBy(sql`1`, 'desc')
        .execute();
      return rows.map((r) => r.day);
    },
    async calculatorUses() {
      const counts = await db
        .selectFrom('user_activity')
        .select(['calculator_id', sql<number>`count(*)`.as('uses')])
        .where('feature_id', '=', 3)
        .where('calculator_id', 'is not', null)
        .groupBy('calculator_id')
        .execute();
      return new Map(counts.map((c) => [Number(c.calculator_id), Number(c.uses)]));
    },
    featuredCounsellors: async (limit) =>
      localisedAll(
        await db
          .selectFrom('counsellors')
          .select(['id', 'first_name', 'last_name', 'rating', 'brief_profile', 'hi'])
          .where('featured', '=', true)
          .where('status', '=', 1)
          .orderBy('sequence_number')
          .orderBy('id')
          .limit(limit)
          .execute(),
        who.locale,
      ),
    upcomingWebinars: (userId, limit) =>
      upcomingWebinarItems(db, { userId, companyId: who.companyId }, limit, who.locale),
    coursesInProgress: (userId, limit) => coursesInProgress(db, userId, limit, who.locale),
    journeyProgress: (userId) => journeyProgress(db, userId),
    notifications: (userId, limit) => widgetNotifications(db, reader(userId), limit),
    monthlySpotlight: (userId) => spotlightFor(db, reader(userId)),
    ctaOptions: (limit) => listCtas(db, true, limit, who.locale),
    myTasks: (userId, modules) => myTasks(db, userId, modules, who.locale),
    sanitizeRichText,
  };
}

async function activeWidgetItems(db: Db, who: DataReader, placement: string, limit: number) {
  const today = todayIST();
  let q = db
    .selectFrom('widget_items')
    .select(['id', 'title', 'message', 'image_url', 'link_url', 'placement', 'start_date', 'end_date', 'hi'])
    .where('placement', '=', placement)
    .where('status', '=', 1)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today);
  if (who.companyId !== null) {
    const cid = who.companyId;
    q = q.where((eb) => eb.or([eb('is_default', '=', true), sql<boolean>`${cid} = ANY(company_ids)`]));
  } else {
    q = q.where(who.isRetail ? 'is_retail' : 'is_default', '=', true);
  }
  const rows = await q.orderBy('start_date', 'desc').orderBy('id', 'desc').limit(limit).execute();
  // Sanitised after the language is chosen, so a Hindi message goes through the same allow-list.
  return localisedAll(rows, who.locale).map((r) => ({ ...r, message: r.message ? sanitizeRichText(r.message) : null }));
}
