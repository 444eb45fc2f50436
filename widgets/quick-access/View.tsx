import type { ReactNode } from 'react';
import { FileIcon, GridIcon, ShieldIcon, ToolIcon } from '../ui/Icons';
import type { QuickAccessPropsV1 } from '../../src/shared/generated/widgets/quick_access.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList } from '../ui/widget-data';
import { t } from '../../src/i18n/browser';

type QuickItem = { id: number; title: string; route: string };

const ICONS: Record<number, ReactNode> = {
  1: <ShieldIcon size={18} />,
  2: <FileIcon size={18} />,
  3: <ToolIcon size={18} />,
};

/** Schemes, the financial accounts checklist (a download) and the employee toolkit. */
export function QuickAccessView({ widget }: WidgetViewProps) {
  const p = propsAs<QuickAccessPropsV1>(widget);
  const { items, emptyMessage } = readList<QuickItem>(
    widget.data,
    (i) => typeof i.id === 'number' && typeof i.title === 'string' && typeof i.route === 'string',
  );
  return (
    <WidgetCard
      title={p.title || t('widgets.defaultTitle.quickAccess')}
      icon={<GridIcon size={18} />}
      headingId={`${widget.id}-heading`}
    >
      {items.length === 0 ? (
        <WidgetEmpty message={emptyMessage ?? t('widgets.serverEmpty.quickAccess')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((q) => (
            <li key={q.id}>
              <PortalLink
                href={q.route}
                widgetId={widget.id}
                className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 transition hover:border-brand-300 hover:bg-brand-50/50"
              >
                <span className="text-brand-700" aria-hidden="true">
                  {ICONS[q.id] ?? <FileIcon size={18} />}
                </span>
                <span className="min-w-0 flex-1 truncate">{q.title}</span>
                {q.route.startsWith('/files/') && (
                  <span className="text-xs text-slate-500">{t('common.download')}</span>
                )}
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
      <PortalLink
        href="/client/knowledgebase"
        widgetId={widget.id}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('widgets.browseKnowledgeBase')}
      </PortalLink>
    </WidgetCard>
  );
}
