import { BookIcon } from '../ui/Icons';
import type { CoursesInProgressPropsV1 } from '../../src/shared/generated/widgets/courses_in_progress.v1';
import { ItemList, SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { hasString, propsAs, readList } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';
import { useAuthoredLang } from '../../src/i18n/authored-lang';

type Course = { id: number | string; title: string; progress?: number };

function Progress({ value }: { value: number }) {
  const t = useT();
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span className="flex w-24 shrink-0 items-center gap-2">
      <span
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={t('widgets.coursesInProgress.progress')}
      >
        <span className="block h-full rounded-full bg-brand-500" style={{ width: `${pct}%` }} />
      </span>
      <span className="text-xs text-slate-500 tabular-nums">{pct}%</span>
    </span>
  );
}

/** The user's courses to continue. */
export function CoursesInProgressView({ widget }: WidgetViewProps) {
  const t = useT();
  const lang = useAuthoredLang();
  const p = propsAs<CoursesInProgressPropsV1>(widget);
  const { items, emptyMessage } = readList<Course>(widget.data, hasString('title'));
  const shown = items.slice(0, p.max_items ?? 4);
  return (
    <WidgetCard
      title={p.title || t('widgets.coursesInProgress.title')}
      icon={<BookIcon size={18} />}
      headingId={`${widget.id}-heading`}
      action={<SeeAllLink href="/client/learning-center" widgetId={widget.id} />}
    >
      {shown.length === 0 ? (
        <WidgetEmpty
          message={emptyMessage ?? t('widgets.coursesInProgress.empty')}
          action={
            <PortalLink href="/client/learning-center" widgetId={widget.id} featureId={1} className="link">
              {t('widgets.coursesInProgress.browse')}
            </PortalLink>
          }
        />
      ) : (
        <ItemList
          widgetId={widget.id}
          items={shown.map((c) => ({
            key: String(c.id),
            title: <span lang={lang(c.title)}>{c.title}</span>,
            href: `/client/learning-center/view-course?courseId=${encodeURIComponent(String(c.id))}`,
            aside: typeof c.progress === 'number' ? <Progress value={c.progress} /> : undefined,
          }))}
        />
      )}
    </WidgetCard>
  );
}
