import { useT } from '../../i18n/browser';

/** The Suspense fallback while a view's chunk loads. */
export function WidgetSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('landing.loadingSection')} className="card h-full min-h-24 animate-pulse p-5">
      <div className="mb-4 h-4 w-1/3 rounded bg-slate-200" />
      <div className="mb-2 h-3 w-full rounded bg-slate-100" />
      <div className="h-3 w-2/3 rounded bg-slate-100" />
    </div>
  );
}
