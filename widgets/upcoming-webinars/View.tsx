import { VideoIcon } from '../ui/Icons';
import type { UpcomingWebinarsPropsV1 } from '../../src/shared/generated/widgets/upcoming_webinars.v1';
import { ItemList, SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';
import { useAuthoredLang } from '../../src/i18n/authored-lang';
import { formatISTDayAndTime } from '../../src/shared/format';

type Webinar = {
  _id?: string;
  id?: number | string;
  name?: string;
  title?: string;
  /** The IST day ("2026-11-28") and time ("16:00 IST") the resolver gives (docs/webinars.md). */
  date?: string;
  time?: string;
  presenter?: string;
  /** Set by the webinars resolver (docs/webinars.md). */
  is_registered?: boolean;
};

/** "Sat, 28 Nov · 4:00 pm IST" in the reader's locale, like the webinars page; null when the data has no such day. */
function when(w: Webinar): string | null {
  const time = /^\d{2}:\d{2}/.exec(w.time ?? '')?.[0];
  if (!w.date || !/^\d{4}-\d{2}-\d{2}$/.test(w.date) || !time) return null;
  return formatISTDayAndTime(w.date, time);
}

/** The next webinars the user can join. */
export function UpcomingWebinarsView({ widget }: WidgetViewProps) {
  const t = useT();
  const lang = useAuthoredLang();
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
            const name = String(w.name ?? w.title);
            const parts = [
              when(w),
              // The speaker is a name, not a word to translate.
              w.presenter ? <span translate="no">{w.presenter}</span> : null,
              w.is_registered ? t('widgets.upcomingWebinars.registered') : null,
            ].filter((part) => part !== null);
            return {
              key: String(id ?? i),
              title: <span lang={lang(name)}>{name}</span>,
              meta: parts.length
                ? parts.map((part, n) => (
                    <span key={n}>
                      {n > 0 && ' · '}
                      {part}
                    </span>
                  ))
                : null,
              href:
                id === undefined ? '/client/webinars' : `/client/webinars?webinarId=${encodeURIComponent(String(id))}`,
            };
          })}
        />
      )}
    </WidgetCard>
  );
}
