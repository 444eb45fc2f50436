import { CalculatorIcon } from '../ui/Icons';
import type { PopularCalculatorsPropsV1 } from '../../src/shared/generated/widgets/popular_calculators.v1';
import { SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList } from '../ui/widget-data';
import { useEffect } from 'react';
import { ensurePageMessages, useLocale, useT } from '../../src/i18n/browser';
import { calculatorTitle } from '../../src/calculators/text-keys';

type Calc = { id: number; title: string; route: string; uses?: number };

/** The most used calculators the user's package opens. */
export function PopularCalculatorsView({ widget }: WidgetViewProps) {
  const t = useT();
  const locale = useLocale();
  // Calculator names live with the pages' sentences (namespace calcText): a reader in another language fetches
  // them (useT re-renders when they arrive); until then, and in English, the server's English name shows.
  useEffect(() => {
    if (locale !== 'en-IN') void ensurePageMessages().catch(() => undefined);
  }, [locale]);
  const p = propsAs<PopularCalculatorsPropsV1>(widget);
  const { items, emptyMessage } = readList<Calc>(
    widget.data,
    (i) => typeof i.id === 'number' && typeof i.title === 'string' && typeof i.route === 'string',
  );
  return (
    <WidgetCard
      title={p.title || t('widgets.defaultTitle.popularCalculators')}
      icon={<CalculatorIcon size={18} />}
      headingId={`${widget.id}-heading`}
      action={<SeeAllLink href="/client/calculators" widgetId={widget.id} />}
    >
      {items.length === 0 ? (
        <WidgetEmpty message={emptyMessage ?? t('widgets.serverEmpty.popularCalculators')} />
      ) : (
        <ul className="grid grid-cols-1 gap-2 @sm:grid-cols-2 @2xl:grid-cols-3">
          {items.map((c) => (
            <li key={c.id} className="min-w-0">
              <PortalLink
                href={c.route}
                widgetId={widget.id}
                featureId={3}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 transition hover:border-brand-300 hover:bg-brand-50/50"
              >
                <span
                  className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700"
                  aria-hidden="true"
                >
                  <CalculatorIcon size={16} />
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {locale === 'en-IN' ? c.title : calculatorTitle(t, c.id, c.title)}
                  </span>
                  {!!c.uses && (
                    <span className="block text-xs text-slate-500">{t('widgets.usedTimes', { uses: c.uses })}</span>
                  )}
                </span>
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
