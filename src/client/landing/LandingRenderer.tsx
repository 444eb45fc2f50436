import { useCallback, useContext, useEffect, useMemo, useRef, type CSSProperties, type MouseEvent } from 'react';
import type { RenderMode, ResolvedWidget } from '../../../widgets/ui/landing-types';
import { setNavigationLogger } from '../../../widgets/ui/navigation-logger';
import { ViewerContext } from '../../../widgets/ui/viewer';
import { SessionContext } from '../session/session-context';
import { logUserActivity } from '../api/activity-api';
import { afterNextPaint, LANDING_PAINTED_MARK, markOnce, WIDGET_PAINTED_MARK } from './paint-marks';
import { WidgetSlot } from './WidgetSlot';

// Widget links log their navigation through the client's activity API (the kit in widgets/ui cannot import it).
setNavigationLogger(logUserActivity);

/** auto: 12-column grid from 770 px, stacked below (the spec's mobile breakpoint); or forced. */
export type LandingLayout = 'auto' | 'desktop' | 'mobile';

export type LandingRendererProps = {
  widgets: ResolvedWidget[];
  mode?: RenderMode;
  layout?: LandingLayout;
  /** Called once when every widget has painted (the page's "last widget painted" moment). */
  onAllPainted?: () => void;
  className?: string;
};

const GRID: Record<LandingLayout, { grid: string; cell: string }> = {
  auto: {
    grid: 'grid-cols-1 md:grid-cols-12 md:auto-rows-[minmax(4.5rem,auto)]',
    cell: 'md:[grid-column:var(--gc)] md:[grid-row:var(--gr)]',
  },
  desktop: {
    grid: 'grid-cols-12 auto-rows-[minmax(4.5rem,auto)]',
    cell: '[grid-column:var(--gc)] [grid-row:var(--gr)]',
  },
  mobile: { grid: 'grid-cols-1', cell: '' },
};

type CellStyle = CSSProperties & { '--gc': string; '--gr': string };

/** Reading order: by row, then column. The DOM follows it, so tab order and the stacked mobile layout agree with the grid. */
export function sortByPosition(widgets: ResolvedWidget[]): ResolvedWidget[] {
  return [...widgets].sort((a, b) => a.grid.y - b.grid.y || a.grid.x - b.grid.x);
}

/**
 * The grid row of each layout row, with rows no widget covers left out: a page with free rows (the default page keeps
 * two above its disclaimer for "Add a widget") shows no empty band where they are. Rows inside a widget are covered, so
 * every widget keeps its height.
 */
export function rowsWithoutGaps(widgets: ResolvedWidget[]): (y: number) => number {
  const covered = new Set<number>();
  for (const w of widgets) for (let y = w.grid.y; y < w.grid.y + w.grid.h; y++) covered.add(y);
  return (y) => {
    let row = 0;
    for (const c of covered) if (c < y) row++;
    return row;
  };
}

/**
 * Places a resolved page's widgets: CSS grid with 12 columns (x/y/w/h from the layout document);
 * below 770 px one column in (y, x) order. Each widget is isolated in its own WidgetSlot. The
 * same component renders the employee home page and the designer's preview.
 */
export function LandingRenderer({
  widgets,
  mode = 'live',
  layout = 'auto',
  onAllPainted,
  className = '',
}: LandingRendererProps) {
  const ordered = useMemo(() => sortByPosition(widgets), [widgets]);
  const rowOf = useMemo(() => rowsWithoutGaps(widgets), [widgets]);
  const painted = useRef(new Set<string>());
  const done = useRef(false);
  const expected = useMemo(() => new Set(ordered.map((w) => w.id)), [ordered]);

  // Seen ads are sent by the ad-view batcher, loaded after the first paint (widgets/ui/ad-views.tsx keeps the ads
  // seen before it arrives); previews send nothing.
  useEffect(() => {
    if (mode === 'live') void import('../api/ad-views').catch(() => undefined);
  }, [mode]);

  useEffect(() => {
    painted.current = new Set();
    done.current = false;
  }, [expected]);

  const onPainted = useCallback(
    (id: string) => {
      afterNextPaint(() => {
        if (mode === 'live') markOnce(`${WIDGET_PAINTED_MARK}${id}`);
        painted.current.add(id);
        if (!done.current && [...expected].every((x) => painted.current.has(x))) {
          done.current = true;
          if (mode === 'live') markOnce(LANDING_PAINTED_MARK);
          onAllPainted?.();
        }
      });
    },
    [expected, mode, onAllPainted],
  );

  // In the designer's preview links are inert: the admin looks, the employee navigates.
  const blockLinks = (e: MouseEvent<HTMLDivElement>) => {
    if (mode === 'preview' && (e.target as HTMLElement).closest('a')) e.preventDefault();
  };

  const g = GRID[layout];
  // Views hide links the viewer's package refuses; an admin's preview has no viewer and shows all.
  const session = useContext(SessionContext);
  const viewer = useMemo(
    () =>
      mode === 'live' && session?.packageInfo
        ? { package_info: session.packageInfo, unique_user_no: session.user?.unique_user_no }
        : null,
    [mode, session?.packageInfo, session?.user?.unique_user_no],
  );
  return (
    <ViewerContext.Provider value={viewer}>
      <div
        className={`grid gap-4 lg:gap-5 ${g.grid} ${className}`}
        onClickCapture={blockLinks}
        data-landing-grid={layout}
      >
        {ordered.map((w) => {
          const style: CellStyle = {
            '--gc': `${w.grid.x + 1} / span ${w.grid.w}`,
            '--gr': `${rowOf(w.grid.y) + 1} / span ${w.grid.h}`,
          };
          return (
            <div
              key={w.id}
              className={`min-w-0 ${g.cell}`}
              style={style}
              data-widget-id={w.id}
              data-widget-type={w.type}
            >
              <WidgetSlot widget={w} mode={mode} onPainted={onPainted} />
            </div>
          );
        })}
      </div>
    </ViewerContext.Provider>
  );
}
