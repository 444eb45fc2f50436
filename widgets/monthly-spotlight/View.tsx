import { SparkleIcon } from '../ui/Icons';
import type { MonthlySpotlightPropsV1 } from '../../src/shared/generated/widgets/monthly_spotlight.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { hasString, htmlToText, propsAs, readList } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';

type Spotlight = {
  id: number;
  title: string;
  message?: string | null;
  image_url?: string | null;
  link_url?: string | null;
};

/** This month's spotlight for the company (or retail users). */
export function MonthlySpotlightView({ widget }: WidgetViewProps) {
  const t = useT();
  const p = propsAs<MonthlySpotlightPropsV1>(widget);
  const { items, emptyMessage } = readList<Spotlight>(widget.data, hasString('title'));
  const spot = items[0];
  return (
    <WidgetCard
      title={p.title || t('widgets.spotlight.title')}
      icon={<SparkleIcon size={18} />}
      headingId={`${widget.id}-heading`}
    >
      {!spot ? (
        <WidgetEmpty message={emptyMessage ?? t('widgets.spotlight.empty')} />
      ) : (
        <article className="flex flex-1 flex-col gap-4 @md:flex-row">
          {spot.image_url && (
            <img
              src={spot.image_url}
              alt=""
              loading="lazy"
              className="h-40 w-full rounded-xl object-cover @md:h-auto @md:w-2/5"
            />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{spot.title}</h3>
            {spot.message && (
              <p className="line-clamp-6 text-sm whitespace-pre-line text-slate-600">{htmlToText(spot.message)}</p>
            )}
            {spot.link_url && (
              <PortalLink href={spot.link_url} widgetId={widget.id} className="link mt-auto text-sm">
                {t('widgets.spotlight.readMore')}
              </PortalLink>
            )}
          </div>
        </article>
      )}
    </WidgetCard>
  );
}
