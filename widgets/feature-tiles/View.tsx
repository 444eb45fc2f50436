import type { ReactNode } from 'react';
import { BookIcon, CalculatorIcon, ChatIcon, FileIcon, LightbulbIcon, LockIcon, VideoIcon } from '../ui/Icons';
import type { FeatureTilesPropsV1 } from '../../src/shared/generated/widgets/feature_tiles.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList } from '../ui/widget-data';
import { t } from '../../src/i18n/browser';

type FeatureTile = { feature_id: number; title: string; route: string; description?: string; locked?: boolean };

const ICONS: Record<number, ReactNode> = {
  1: <BookIcon size={22} />,
  2: <ChatIcon size={22} />,
  3: <CalculatorIcon size={22} />,
  4: <VideoIcon size={22} />,
  5: <LightbulbIcon size={22} />,
  6: <FileIcon size={22} />,
};

/** The six landing features as tiles; features outside the user's package show as locked. */
export function FeatureTilesView({ widget }: WidgetViewProps) {
  const p = propsAs<FeatureTilesPropsV1>(widget);
  const { items } = readList<FeatureTile>(
    widget.data,
    (i) => typeof i.feature_id === 'number' && typeof i.title === 'string' && typeof i.route === 'string',
  );
  const headingId = `${widget.id}-heading`;
  return (
    <WidgetCard title={p.title || null} headingId={headingId}>
      {items.length === 0 ? (
        <WidgetEmpty message={t('widgets.noFeatures')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @4xl:grid-cols-6">
          {items.map((f) => {
            const body = (
              <>
                <span
                  className={`grid size-11 place-items-center rounded-xl ${f.locked ? 'bg-slate-100 text-slate-400' : 'bg-brand-50 text-brand-700 group-hover:bg-brand-100'}`}
                  aria-hidden="true"
                >
                  {f.locked ? <LockIcon size={20} /> : ICONS[f.feature_id]}
                </span>
                <span className="text-sm font-semibold text-slate-900">{f.title}</span>
                {f.description && <span className="text-xs leading-snug text-slate-500">{f.description}</span>}
                {f.locked && <span className="text-xs font-medium text-slate-500">{t('widgets.notInPlan')}</span>}
              </>
            );
            return (
              <li key={f.feature_id} className="min-w-0">
                {f.locked ? (
                  <div
                    aria-disabled="true"
                    className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 opacity-80"
                  >
                    {body}
                  </div>
                ) : (
                  <PortalLink
                    href={f.route}
                    widgetId={widget.id}
                    featureId={f.feature_id}
                    className="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-card"
                  >
                    {body}
                  </PortalLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </WidgetCard>
  );
}
