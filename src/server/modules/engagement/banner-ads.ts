import { AppError } from '../../../shared/app-error.js';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../../i18n/locales.js';
import { localisedAll } from '../../content-locale.js';

/**
 * public/banner-ads: the active ads of the widget placement shown to retail visitors (anonymous
 * pages). A failure answers E-10409, which the pages hide (suppressed, ads cleared: docs/product-rules.md "The API wrapper and session storage").
 */
export async function publicBannerAds(db: Db, locale: Locale = 'en-IN') {
  try {
    const today = todayIST();
    const rows = await db
      .selectFrom('widget_items')
      .select(['id', 'title', 'message', 'image_url', 'link_url', 'hi'])
      .where('placement', '=', 'widget')
      .where('status', '=', 1)
      .where('is_retail', '=', true)
      .where('start_date', '<=', today)
      .where('end_date', '>=', today)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    return {
      banner_ads: localisedAll(rows, locale).map((r) => ({
        _id: r.id,
        title: r.title,
        message: r.message,
        image_url: r.image_url,
        link_url: r.link_url,
      })),
      click_delay_ms: 500,
    };
  } catch {
    throw new AppError('E-10409');
  }
}
