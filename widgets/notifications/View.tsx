import { BellIcon } from '../ui/Icons';
import type { NotificationsPropsV1 } from '../../src/shared/generated/widgets/notifications.v1';
import { ItemList, SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList, shortDate } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';
import { useAuthoredLang } from '../../src/i18n/authored-lang';

type Notice = {
  _id?: string | number;
  id?: number | string;
  header?: string;
  title?: string;
  preview_message?: string;
  start_date?: string;
  is_read?: boolean;
};

/** The latest notifications for the user. */
export function NotificationsView({ widget }: WidgetViewProps) {
  const t = useT();
  const lang = useAuthoredLang();
  const p = propsAs<NotificationsPropsV1>(widget);
  const { items, emptyMessage } = readList<Notice>(widget.data, (i) => typeof (i.header ?? i.title) === 'string');
  const shown = items.slice(0, p.max_items ?? 5);
  return (
    <WidgetCard
      title={p.title || t('widgets.defaultTitle.notifications')}
      icon={<BellIcon size={18} />}
      headingId={`${widget.id}-heading`}
      action={<SeeAllLink href="/client/notifications" widgetId={widget.id} />}
    >
      {shown.length === 0 ? (
        <WidgetEmpty message={emptyMessage ?? t('widgets.serverEmpty.notifications')} />
      ) : (
        <ItemList
          widgetId={widget.id}
          items={shown.map((n, i) => {
            const header = String(n.header ?? n.title);
            const date = shortDate(n.start_date);
            return {
              key: String(n._id ?? n.id ?? i),
              // The notification's text is the admin's (Hindi where written); the rest is the portal's.
              title: (
                <>
                  <span lang={lang(header)}>{header}</span>
                  {n.is_read === false && ` ${t('widgets.notifications.unread')}`}
                </>
              ),
              meta:
                n.preview_message || date ? (
                  <>
                    {n.preview_message && <span lang={lang(n.preview_message)}>{n.preview_message}</span>}
                    {n.preview_message && date && ' · '}
                    {date}
                  </>
                ) : null,
              href: '/client/notifications',
            };
          })}
        />
      )}
    </WidgetCard>
  );
}
