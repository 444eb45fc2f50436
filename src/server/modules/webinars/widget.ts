import type { Db } from '../../db/index.js';
import { listForUser } from './service.js';

/**
 * Items of the home page's upcoming_webinars widget (widgets/upcoming-webinars): the caller's next
 * live webinars (soonest first), each opening its popup at /client/webinars?webinarId=.
 */
export async function upcomingWebinarItems(
  db: Db,
  who: { userId: number; companyId: number | null },
  maxItems: number,
) {
  const { upcoming } = await listForUser(db, who, { limit: maxItems });
  return upcoming.map((w) => ({
    _id: w._id,
    name: w.name,
    date: w.date,
    time: `${w.time} IST`,
    presenter: w.speaker,
    popup_type: w.popup_type,
    is_registered: w.is_registered,
  }));
}
