import { CheckCircleIcon } from '../ui/Icons';
import type { MyTasksPropsV1 } from '../../src/shared/generated/widgets/my_tasks.v1';
import { ItemList, SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { t } from '../../src/i18n/browser';
import { hasString, propsAs, readList, shortDate } from '../ui/widget-data';

type Task = { _id?: number; id?: number | string; title: string; status?: string; due_date?: string; route?: string };

/** A task's status and due date in the reader's language ("To do · Due 12 Mar 2026"); unknown statuses are left out. */
function taskMeta(task: Task): string | null {
  const status =
    task.status === 'Completed'
      ? t('widgets.tasks.status.completed')
      : task.status === 'Incomplete'
        ? t('widgets.tasks.status.incomplete')
        : null;
  const due = shortDate(task.due_date);
  return [status, due && t('widgets.tasks.due', { date: due })].filter(Boolean).join(' · ') || null;
}

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
          items={shown.map((task) => ({
            key: String(task._id ?? task.id),
            title: task.title,
            meta: taskMeta(task),
            href: task.route ?? null,
          }))}
        />
      )}
    </WidgetCard>
  );
}
