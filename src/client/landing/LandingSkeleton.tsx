import { useT } from '../../i18n/browser';

/** The home page's shape while its one request is in flight (no spinner jumping to a grid). */
export function LandingSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('landing.loadingHome')}
      className="grid animate-pulse grid-cols-1 gap-4 md:grid-cols-12 lg:gap-5"
    >
      <div className="h-44 rounded-2xl bg-slate-200/70 md:col-span-12" />
      <div className="h-36 rounded-2xl bg-slate-200/60 md:col-span-12" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-32 rounded-2xl bg-slate-200/50 md:col-span-4" />
      ))}
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
