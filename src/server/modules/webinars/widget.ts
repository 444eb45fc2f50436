import type { Db } from '../../db/index.js';
import type { Locale } from '../../../i18n/locales.js';
import { listForUser } from './service.js';

/**
 * Items of the home page's upcoming_webinars widget (widgets/upcoming-webinars): the caller's next
 * live webinars (soonest first), each opening its popup at /client/webinars?webinarId=. Names come in the reader's
 * language (their Hindi value where one is written); `date` is the IST calendar day and `time` its "HH:mm IST", written
 * by the widget in the reader's locale.
 */
export async function upcomingWebinarItems(
  db: Db,
  who: { userId: number; companyId: number | null },
  maxItems: number,
  locale: Locale = 'en-IN',
) {
  const { upcoming } = await listForUser(db, who, { limit: maxItems, locale });
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
