import { UsersIcon } from '../ui/Icons';
import type { FeaturedCounsellorsPropsV1 } from '../../src/shared/generated/widgets/featured_counsellors.v1';
import { SeeAllLink } from '../ui/ItemList';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { WidgetCard, WidgetEmpty } from '../ui/WidgetCard';
import { propsAs, readList } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';
import { useAuthoredLang } from '../../src/i18n/authored-lang';

type Counsellor = {
  id: number;
  first_name: string;
  last_name?: string | null;
  rating?: number | null;
  brief_profile?: string | null;
};

const initials = (c: Counsellor) => `${c.first_name[0] ?? ''}${c.last_name?.[0] ?? ''}`.toUpperCase();

/** Counsellors marked as featured, linking to their profiles. */
export function FeaturedCounsellorsView({ widget }: WidgetViewProps) {
  const t = useT();
  const lang = useAuthoredLang();
  const p = propsAs<FeaturedCounsellorsPropsV1>(widget);
  const { items, emptyMessage } = readList<Counsellor>(
    widget.data,
    (i) => typeof i.id === 'number' && typeof i.first_name === 'string',
  );
  return (
    <WidgetCard
      title={p.title || t('widgets.defaultTitle.featuredCounsellors')}
      icon={<UsersIcon size={18} />}
      headingId={`${widget.id}-heading`}
      action={<SeeAllLink href="/client/counselling" widgetId={widget.id} />}
    >
      {items.length === 0 ? (
        <WidgetEmpty
          message={emptyMessage ?? t('widgets.serverEmpty.featuredCounsellors')}
          action={
            <PortalLink href="/client/counselling" widgetId={widget.id} featureId={2} className="link">
              {t('widgets.browseCounselling')}
            </PortalLink>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 @md:grid-cols-2">
          {items.map((c) => {
            const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
            return (
              <li key={c.id} className="min-w-0">
                <PortalLink
                  href={`/client/counselling/counsellor-details?id=${c.id}`}
                  widgetId={widget.id}
                  featureId={2}
                  className="flex h-full items-start gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-brand-300"
                >
                  <span
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                    aria-hidden="true"
                    translate="no"
                  >
                    {initials(c)}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-slate-900" translate="no">
                      {name}
                    </span>
                    {typeof c.rating === 'number' && (
                      <span className="block text-xs text-slate-500">
                        {t('widgets.ratedOf5', { rating: c.rating.toFixed(1) })}
                      </span>
                    )}
                    {c.brief_profile && (
                      <span className="mt-1 line-clamp-2 block text-xs text-slate-600" lang={lang(c.brief_profile)}>
                        {c.brief_profile}
                      </span>
                    )}
                  </span>
                </PortalLink>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetCard>
  );
}
