import { TargetIcon } from '../ui/Icons';
import type { StreakMessagePropsV1 } from '../../src/shared/generated/widgets/streak_message.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { WidgetCard } from '../ui/WidgetCard';
import { propsAs, readRecord } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';

/** How many IST days in a row the user has used the portal. */
export function StreakMessageView({ widget }: WidgetViewProps) {
  const t = useT();
  const p = propsAs<StreakMessagePropsV1>(widget);
  const raw = Number(readRecord(widget.data).days ?? 0);
  const days = Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
  return (
    <WidgetCard
      title={p.title || t('widgets.streak.title')}
      icon={<TargetIcon size={18} />}
      headingId={`${widget.id}-heading`}
    >
      <div className="flex flex-1 items-center gap-4">
        <p className="text-4xl font-bold text-brand-700 tabular-nums">
          {days}
          <span className="sr-only"> {t('widgets.streak.days', { days })}</span>
        </p>
        <p className="text-sm text-slate-600">
          {days === 0 && t('widgets.streak.start')}
          {days > 0 && readRecord(widget.data).active_today === false && t('widgets.streak.keep')}
          {days === 1 && t('widgets.streak.dayOne')}
          {days > 1 && t('widgets.streak.many', { days })}
        </p>
      </div>
    </WidgetCard>
  );
}
