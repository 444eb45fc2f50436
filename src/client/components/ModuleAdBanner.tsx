import { module as MODULE_NAMES } from '../../../schemas/catalogue/enums.json';
import { enumLabel } from '../enum-labels';
import { moduleAdFor, type ModuleAd } from '../../shared/module-ads';
import type { PackageInfo } from '../../shared/package-info';
import { AD_CLICK_DELAY_MS, ACTION_NAVIGATION, featureIdForRoute } from '../../../widgets/ui/navigation';
import { useDelayedOpen } from '../../../widgets/ui/use-delayed-open';
import { useT } from '../../i18n/browser';
import { logUserActivity } from '../api/activity-api';
import '../api/ad-views';
import { AdSeen } from '../../../widgets/ui/ad-views';

/**
 * The package's ad for the module whose section is open (docs/commerce.md "Module ads"). A click is
 * logged first (Navigation, action 11, with the module as `ad_category_id`, for the ads report) and the
 * link opens 500 ms later in a new tab, as every ad does (docs/product-rules.md "Delays and limits").
 */
export function ModuleAdBanner({ info, path }: { info: PackageInfo | null; path: string }) {
  const ad = moduleAdFor(info, path);
  return ad ? <Banner ad={ad} path={path} /> : null;
}

function Banner({ ad, path }: { ad: ModuleAd; path: string }) {
  const t = useT();
  const { pending, open } = useDelayedOpen(AD_CLICK_DELAY_MS);
  const name = enumLabel('module', ad.module_id, (MODULE_NAMES as Record<string, string>)[String(ad.module_id)] ?? '');
  const image = (
    <img
      src={ad.image}
      alt={t('widgets.moduleAd.alt', { module: name })}
      className="block max-h-44 w-full bg-slate-100 object-cover"
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <aside
      aria-label={t('widgets.moduleAd.label')}
      className="mb-6"
      data-testid="module-ad"
      data-module-id={ad.module_id}
    >
      <AdSeen
        ad={{ module_id: ad.module_id }}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {ad.url ? (
          <a
            href={ad.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            onClick={(e) => {
              e.preventDefault();
              logUserActivity({
                action_id: ACTION_NAVIGATION,
                feature_id: featureIdForRoute(path),
                navigation_url: ad.url!.slice(0, 500),
                ad_category_id: ad.module_id,
              });
              open('module-ad', ad.url!);
            }}
          >
            {image}
          </a>
        ) : (
          image
        )}
      </AdSeen>
      <p className="mt-1 text-right text-xs text-slate-500" aria-live="polite">
        {pending ? t('widgets.moduleAd.opening') : t('widgets.moduleAd.label')}
      </p>
    </aside>
  );
}
