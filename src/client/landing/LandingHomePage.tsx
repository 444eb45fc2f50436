import { useEffect } from 'react';
import { preloadWidgetViews } from '../../../widgets/views';
import { useApiQuery } from '../api/use-api-query';
import { GridIcon, ShieldIcon } from '../components/Icons';
import { EmptyState, ErrorState } from '../components/StateViews';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { HomePageResponse } from './landing-types';
import { LandingRenderer } from './LandingRenderer';
import { LandingSkeleton } from './LandingSkeleton';

/**
 * /client/home: the caller's resolved landing page in one request (the company's published page,
 * else the default page), rendered by the shared renderer. The server answers with an ETag, so
 * revisits revalidate with a 304 through the browser cache.
 */
export function LandingHomePage() {
  useDocumentTitle('Home');
  const { data, error, loading, reload } = useApiQuery<HomePageResponse>('/landing-page/home-page', { toastOnError: false });

  useEffect(() => {
    if (data) preloadWidgetViews(data.widgets_List.map((w) => w.type));
  }, [data]);

  const hasDisclaimerWidget = !!data?.widgets_List.some((w) => w.type === 'disclaimer' && !w.invalid);
  return (
    <div>
      <h1 className="sr-only">Home</h1>
      {loading && !data && <LandingSkeleton />}
      {error && !data && <ErrorState error={error} onRetry={reload} title="We could not load your home page" />}
      {data && data.widgets_List.length === 0 && (
        <EmptyState icon={<GridIcon size={26} />} title="Your home page is being prepared">
          Your administrator has not added anything here yet. Use the menu to open courses, calculators and more.
        </EmptyState>
      )}
      {data && data.widgets_List.length > 0 && <LandingRenderer widgets={data.widgets_List} mode="live" />}
      {data && !hasDisclaimerWidget && data.disclaimer && (
        <aside aria-label="Disclaimer" className="mt-6 flex items-start gap-3 text-xs leading-relaxed text-slate-500">
          <ShieldIcon size={16} className="mt-0.5 shrink-0" />
          <p className="whitespace-pre-line">{data.disclaimer}</p>
        </aside>
      )}
    </div>
  );
}
