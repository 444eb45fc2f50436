import { ChartIcon, CheckCircleIcon } from '../ui/Icons';
import type { JourneyProgressPropsV1 } from '../../src/shared/generated/widgets/journey_progress.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readRecord } from '../ui/widget-data';
import { useT, type MessageKey } from '../../src/i18n/browser';
import { useAuthoredLang } from '../../src/i18n/authored-lang';

type Topic = { title: string; status: string };

const STATUS_LABEL: Record<string, MessageKey> = {
  Not_started: 'widgets.journey.status.notStarted',
  In_progress: 'widgets.journey.status.inProgress',
  Watched_video: 'widgets.journey.status.watchedVideo',
  Task_completed: 'widgets.journey.status.taskCompleted',
  Completed: 'widgets.journey.status.completed',
};

/** Progress through the financial journey (Future Vision, Financial Foundation, Long-Term Success). */
export function JourneyProgressView({ widget }: WidgetViewProps) {
  const t = useT();
  const lang = useAuthoredLang();
  const p = propsAs<JourneyProgressPropsV1>(widget);
  const data = readRecord(widget.data);
  const topics = Array.isArray(data.topics)
    ? (data.topics as unknown[]).filter((x): x is Topic => !!x && typeof (x as Topic).title === 'string')
    : [];
  const total = Number(data.total ?? topics.length) || topics.length;
  const completed = Math.min(total, Number(data.completed ?? 0) || 0);
  const pct = total ? Math.round((completed / total) * 100) : 0;
  return (
    <WidgetCard
      title={p.title || t('widgets.journey.title')}
      icon={<ChartIcon size={18} />}
      headingId={`${widget.id}-heading`}
    >
      {topics.length === 0 ? (
        <WidgetEmpty message={t('widgets.journey.empty')} />
      ) : (
        <div className="flex flex-1 flex-col gap-4">
          <div>
            <div className="mb-1.5 flex justify-between text-sm">
              <span className="text-slate-600">{t('widgets.journey.completed', { completed, total })}</span>
              <span className="font-semibold text-brand-700 tabular-nums">{pct}%</span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
              aria-label={t('widgets.journey.progress')}
            >
              <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${pct}%` }} />
            </div>
          </div>
          <ol className="grid gap-2 @xl:grid-cols-3">
            {topics.map((topic, i) => (
              <li key={topic.title} className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm">
                {topic.status === 'Completed' ? (
                  <CheckCircleIcon size={16} className="text-brand-600" aria-hidden="true" />
                ) : (
                  <span
                    className="grid size-5 place-items-center rounded-full bg-white text-xs font-semibold text-slate-500 ring-1 ring-slate-200"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800" lang={lang(topic.title)}>
                  {topic.title}
                </span>
                <span className="text-xs text-slate-500">
                  {STATUS_LABEL[topic.status] ? t(STATUS_LABEL[topic.status]) : topic.status}
                </span>
              </li>
            ))}
          </ol>
          <PortalLink href="/client/financial-journey" widgetId={widget.id} className="link mt-auto text-sm">
            {completed === 0 ? t('widgets.journey.start') : t('widgets.journey.continue')}
          </PortalLink>
        </div>
      )}
    </WidgetCard>
  );
}
