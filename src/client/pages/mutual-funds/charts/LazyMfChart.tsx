import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MfChartSpec } from './chart-spec';
import { t, useT } from '../../../../i18n/browser';

const MfChart = lazy(() => import('./MfChart').then((m) => ({ default: m.MfChart })));

/** A chart that fails to load (offline, an old cached chunk) leaves the tables to carry the numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed)
      return <p className="grid h-full place-items-center text-sm text-slate-500">{t('mf.chart.failed')}</p>;
    return this.props.children;
  }
}

/**
 * A titled chart. The chart library loads on first use behind a placeholder of the same height.
 * With no rows it says why instead of drawing empty axes.
 */
export function LazyMfChart({ spec, height = 300, empty }: { spec: MfChartSpec; height?: number; empty?: string }) {
  const t = useT();
  return (
    <figure className="card min-w-0 p-4 md:p-5" data-testid="mf-chart">
      <figcaption className="mb-3 text-sm font-semibold text-slate-700">{spec.title}</figcaption>
      {spec.rows.length === 0 ? (
        <p className="grid place-items-center text-sm text-slate-500" style={{ height }}>
          {empty ?? t('mf.chart.empty')}
        </p>
      ) : (
        <div style={{ height }} role="img" aria-label={t('mf.chart.aria', { title: spec.title })}>
          <ChartBoundary>
            <Suspense fallback={<div className="size-full animate-pulse rounded-xl bg-slate-100" />}>
              <MfChart spec={spec} height={height} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
    </figure>
  );
}
