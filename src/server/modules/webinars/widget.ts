import type { Db } from '../../db/index.js';
import { listForUser } from './service.js';

/**
 * Data of the home page's upcoming_webinars widget: the caller's next live webinars (soonest
 * first), each opening its popup at /client/webinars?webinarId=.
 */
export async function upcomingWebinarsWidgetData(
  ctx: { db: Db; userId: number | null; companyId: number | null },
  maxItems: number,
) {
  const empty_message = 'No upcoming webinars scheduled yet.';
  if (ctx.userId === null) return { items: [], empty_message };
  const { upcoming } = await listForUser(ctx.db, { userId: ctx.userId, companyId: ctx.companyId }, { limit: maxItems });
  return {
    items: upcoming.map((w) => ({
      _id: w._id,
      name: w.name,
      date: w.date,
      time: `${w.time} IST`,
      presenter: w.speaker,
      popup_type: w.popup_type,
      is_registered: w.is_registered,
    })),
    empty_message,
  };
}
