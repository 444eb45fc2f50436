import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MfChartSpec } from './chart-spec';

const MfChart = lazy(() => import('./MfChart').then((m) => ({ default: m.MfChart })));

/** A chart that fails to load (offline, an old cached chunk) leaves the tables to carry the numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed)
      return (
        <p className="grid h-full place-items-center text-sm text-slate-500">
          The chart could not be shown; the table on this page has the same figures.
        </p>
      );
    return this.props.children;
  }
}

/**
 * A titled chart. The chart library loads on first use behind a placeholder of the same height.
 * With no rows it says why instead of drawing empty axes.
 */
export function LazyMfChart({
  spec,
  height = 300,
  empty = 'There is nothing to draw for these inputs.',
}: {
  spec: MfChartSpec;
  height?: number;
  empty?: string;
}) {
  return (
    <figure className="card min-w-0 p-4 md:p-5" data-testid="mf-chart">
      <figcaption className="mb-3 text-sm font-semibold text-slate-700">{spec.title}</figcaption>
      {spec.rows.length === 0 ? (
        <p className="grid place-items-center text-sm text-slate-500" style={{ height }}>
          {empty}
        </p>
      ) : (
        <div
          style={{ height }}
          role="img"
          aria-label={`Chart: ${spec.title}. The table on this page lists the same figures.`}
        >
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
