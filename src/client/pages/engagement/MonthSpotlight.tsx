import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { useApiQuery } from '../../api/use-api-query';
import { SparkleIcon } from '../../components/Icons';
import { PortalLink } from '../../../../widgets/ui/PortalLink';
import { htmlToText } from '../../../../widgets/ui/widget-data';
import type { Spotlight } from './engagement-api';

/**
 * This month's spotlight for the reader's audience (GET user-monthly-spotlight), on the Resources page, so it is found
 * from the menus whatever the company's home page holds (issue 34). Nothing is drawn while it loads, when there is
 * none this month or when it fails: the page's own content comes first.
 */
export function MonthSpotlight() {
  const t = useT();
  const lang = useAuthoredLang();
  const { data } = useApiQuery<{ spotlight: Spotlight | null }>('/user-monthly-spotlight');
  const spot = data?.spotlight;
  if (!spot) return null;
  return (
    <section
      aria-labelledby="month-spotlight-heading"
      className="card flex flex-col gap-4 p-5 md:flex-row"
      data-testid="month-spotlight"
    >
      {spot.image_url && (
        <img
          src={spot.image_url}
          alt=""
          loading="lazy"
          className="h-40 w-full rounded-xl object-cover md:h-auto md:w-2/5"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <SparkleIcon size={16} aria-hidden="true" /> {t('engagement.spotlight.heading')}
        </p>
        <h2 id="month-spotlight-heading" className="text-lg font-semibold text-slate-900" lang={lang(spot.title)}>
          {spot.title}
        </h2>
        {spot.message && (
          <p className="text-sm whitespace-pre-line text-slate-600" lang={lang(spot.message)}>
            {htmlToText(spot.message)}
          </p>
        )}
        {spot.link_url && (
          <PortalLink href={spot.link_url} className="link mt-auto text-sm">
            {t('engagement.spotlight.readMore')}
          </PortalLink>
        )}
      </div>
    </section>
  );
}
