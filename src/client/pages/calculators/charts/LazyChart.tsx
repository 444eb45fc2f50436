import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ChartSpec } from '../results/view-types';
import { t, useT } from '../../../../i18n/browser';

const CalculatorChart = lazy(() => import('./CalculatorChart').then((m) => ({ default: m.CalculatorChart })));

/** A chart that fails to load (offline, old cached chunk) leaves the table to carry the numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed)
      return <p className="grid h-full place-items-center text-sm text-slate-500">{t('calculators.chart.failed')}</p>;
    return this.props.children;
  }
}

/**
 * A titled chart figure. The chart library loads on first use behind a placeholder of the same
 * height, so the page is usable (and the numbers readable) before it arrives.
 */
export function LazyChart({ spec, height = 300 }: { spec: ChartSpec; height?: number }) {
  const t = useT();
  return (
    <figure className="min-w-0" data-testid="calculator-chart">
      <figcaption className="mb-3 text-sm font-semibold text-slate-700">{spec.title}</figcaption>
      <div style={{ height }} role="img" aria-label={t('calculators.chart.aria', { title: spec.title })}>
        <ChartBoundary>
          <Suspense fallback={<div className="size-full animate-pulse rounded-xl bg-slate-100" />}>
            <CalculatorChart spec={spec} height={height} />
          </Suspense>
        </ChartBoundary>
      </div>
    </figure>
  );
}
