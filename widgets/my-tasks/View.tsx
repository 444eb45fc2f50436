import { CheckCircleIcon } from '../ui/Icons';
import type { MyTasksPropsV1 } from '../../src/shared/generated/widgets/my_tasks.v1';
import { ItemList, SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { t } from '../../src/i18n/browser';
import { hasString, propsAs, readList, shortDate } from '../ui/widget-data';

type Task = { _id?: number; id?: number | string; title: string; status?: string; due_date?: string; route?: string };

/** The user's open tasks (journey and resource tasks). */
export function MyTasksView({ widget }: WidgetViewProps) {
  const p = propsAs<MyTasksPropsV1>(widget);
  const { items, emptyMessage } = readList<Task>(widget.data, hasString('title'));
  const shown = items.slice(0, p.max_items ?? 5);
  return (
    <WidgetCard
      title={p.title || t('widgets.defaultTitle.myTasks')}
      icon={<CheckCircleIcon size={18} />}
      headingId={`${widget.id}-heading`}
      action={<SeeAllLink href="/client/task-progress" widgetId={widget.id} />}
    >
      {shown.length === 0 ? (
        <WidgetEmpty message={emptyMessage ?? t('widgets.serverEmpty.myTasks')} />
      ) : (
        <ItemList
          widgetId={widget.id}
          items={shown.map((t) => ({
            key: String(t._id ?? t.id),
            title: t.title,
            meta:
              [t.status, shortDate(t.due_date) && `Due ${shortDate(t.due_date)}`].filter(Boolean).join(' · ') || null,
            href: t.route ?? null,
          }))}
        />
      )}
    </WidgetCard>
  );
}
