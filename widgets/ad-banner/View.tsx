import { SparkleIcon } from '../ui/Icons';
import type { AdBannerPropsV1 } from '../../src/shared/generated/widgets/ad_banner.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { AD_CLICK_DELAY_MS, featureIdForRoute, logLandingNavigation } from '../ui/navigation';
import { useDelayedOpen } from '../ui/use-delayed-open';
import { AdSeen } from '../ui/ad-views';
import { WidgetEmpty } from '../ui/WidgetCard';
import { hasString, htmlToText, propsAs, readList, readRecord } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';

type AdItem = {
  id: number;
  title: string;
  message?: string | null;
  image_url?: string | null;
  link_url?: string | null;
  placement?: string;
};

const PLACEMENT_FEATURE: Record<string, number | null> = { widget: null, webinar: 4, spotlight: null };

/**
 * Admin-managed ads of one placement (widget, webinar or spotlight). A click is logged as a
 * Navigation (action 11) with the widget id and the ad's id (`ad_feature_id`, read by the ads report),
 * and the link opens 500 ms later.
 */
export function AdBannerView({ widget, mode }: WidgetViewProps) {
  const t = useT();
  const p = propsAs<AdBannerPropsV1>(widget);
  const { items, emptyMessage } = readList<AdItem>(
    widget.data,
    (i) => typeof i.id === 'number' && hasString('title')(i),
  );
  const delay = Number(readRecord(widget.data).click_delay_ms ?? AD_CLICK_DELAY_MS);
  const { pending, open } = useDelayedOpen(Number.isFinite(delay) ? delay : AD_CLICK_DELAY_MS);

  if (items.length === 0) {
    return (
      <div className="card flex h-full p-5">
        <WidgetEmpty icon={<SparkleIcon size={22} />} message={emptyMessage ?? t('widgets.adBanner.empty')} />
      </div>
    );
  }

  const click = (ad: AdItem) => {
    if (mode === 'preview' || !ad.link_url) return;
    logLandingNavigation({
      widgetId: widget.id,
      url: ad.link_url,
      featureId: featureIdForRoute(ad.link_url) ?? PLACEMENT_FEATURE[p.placement] ?? null,
      adId: ad.id,
    });
    open(String(ad.id), ad.link_url);
  };

  return (
    <section aria-label={t('widgets.adBanner.label')} className="@container h-full">
      <ul
        className={`grid h-full gap-3 ${items.length > 1 ? '@2xl:grid-cols-2' : ''} ${items.length > 2 ? '@5xl:grid-cols-3' : ''}`}
      >
        {items.map((ad) => {
          const text = ad.message ? htmlToText(ad.message) : '';
          const content = (
            <>
              {ad.image_url && (
                <img
                  src={ad.image_url}
                  alt=""
                  loading="lazy"
                  className="h-full max-h-40 w-28 shrink-0 rounded-xl object-cover @md:w-40"
                />
              )}
              <span className="flex min-w-0 flex-1 flex-col justify-center gap-1 text-left">
                <span className="text-xs font-semibold tracking-wider text-accent-500 uppercase">
                  {t('widgets.adBanner.featured')}
                </span>
                <span className="text-base font-semibold text-slate-900">{ad.title}</span>
                {text && <span className="line-clamp-3 text-sm whitespace-pre-line text-slate-600">{text}</span>}
                {ad.link_url && (
                  <span className="mt-1 text-sm font-semibold text-brand-700" aria-live="polite">
                    {pending === String(ad.id) ? t('widgets.adBanner.opening') : t('widgets.adBanner.learnMore')}
                  </span>
                )}
              </span>
            </>
          );
          const box = 'card flex h-full w-full items-stretch gap-4 overflow-hidden p-4';
          return (
            <li key={ad.id} className="min-w-0">
              <AdSeen ad={mode === 'preview' ? null : { item_id: ad.id }} className="h-full">
                {ad.link_url ? (
                  <button
                    type="button"
                    onClick={() => click(ad)}
                    disabled={pending !== null}
                    className={`${box} cursor-pointer transition hover:border-brand-300 hover:shadow-md disabled:cursor-wait`}
                    data-ad-id={ad.id}
                  >
                    {content}
                  </button>
                ) : (
                  <div className={box}>{content}</div>
                )}
              </AdSeen>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
