import { VideoIcon } from '../ui/Icons';
import type { UpcomingWebinarsPropsV1 } from '../../src/shared/generated/widgets/upcoming_webinars.v1';
import { ItemList, SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList, shortDate } from '../ui/widget-data';
import { t } from '../../src/i18n/browser';

type Webinar = {
  _id?: string;
  id?: number | string;
  name?: string;
  title?: string;
  date?: string;
  time?: string;
  presenter?: string;
  /** Set by the webinars resolver (docs/webinars.md). */
  is_registered?: boolean;
};

/** The next webinars the user can join. */
export function UpcomingWebinarsView({ widget }: WidgetViewProps) {
  const p = propsAs<UpcomingWebinarsPropsV1>(widget);
  const { items, emptyMessage } = readList<Webinar>(widget.data, (i) => typeof (i.name ?? i.title) === 'string');
  const shown = items.slice(0, p.max_items ?? 3);
  return (
    <WidgetCard
      title={p.title || t('widgets.defaultTitle.upcomingWebinars')}
      icon={<VideoIcon size={18} />}
      headingId={`${widget.id}-heading`}
      action={<SeeAllLink href="/client/webinars" widgetId={widget.id} />}
    >
      {shown.length === 0 ? (
        <WidgetEmpty
          message={emptyMessage ?? t('widgets.serverEmpty.upcomingWebinars')}
          action={
            <PortalLink href="/client/webinars" widgetId={widget.id} featureId={4} className="link">
              {t('widgets.watchRecorded')}
            </PortalLink>
          }
        />
      ) : (
        <ItemList
          widgetId={widget.id}
          items={shown.map((w, i) => {
            const id = w._id ?? w.id;
            return {
              key: String(id ?? i),
              title: String(w.name ?? w.title),
              meta:
                [shortDate(w.date), w.time, w.presenter, w.is_registered ? 'Registered' : null]
                  .filter(Boolean)
                  .join(' · ') || null,
              href:
                id === undefined ? '/client/webinars' : `/client/webinars?webinarId=${encodeURIComponent(String(id))}`,
            };
          })}
        />
      )}
    </WidgetCard>
  );
}
