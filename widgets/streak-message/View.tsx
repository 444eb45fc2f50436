import { TargetIcon } from '../ui/Icons';
import type { StreakMessagePropsV1 } from '../../src/shared/generated/widgets/streak_message.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { WidgetCard } from '../ui/WidgetCard';
import { propsAs, readRecord } from '../ui/widget-data';

/** How many IST days in a row the user has used the portal. */
export function StreakMessageView({ widget }: WidgetViewProps) {
  const p = propsAs<StreakMessagePropsV1>(widget);
  const raw = Number(readRecord(widget.data).days ?? 0);
  const days = Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
  return (
    <WidgetCard title={p.title || 'Your streak'} icon={<TargetIcon size={18} />} headingId={`${widget.id}-heading`}>
      <div className="flex flex-1 items-center gap-4">
        <p className="text-4xl font-bold text-brand-700 tabular-nums">
          {days}
          <span className="sr-only"> {days === 1 ? 'day' : 'days'}</span>
        </p>
        <p className="text-sm text-slate-600">
          {days === 0 && 'Start your streak today: read a guide, try a calculator or watch a short video.'}
          {days > 0 && readRecord(widget.data).active_today === false && 'Learn something today to keep your streak. '}
          {days === 1 && 'Day one of your streak. Come back tomorrow to keep it going!'}
          {days > 1 && `You have learnt something ${days} days in a row. Keep it going!`}
        </p>
      </div>
    </WidgetCard>
  );
}
