import { lazy, Suspense, useEffect } from 'react';
import { hasWidgetView, loadedWidgetView, widgetViews } from '../../../widgets/views';
import type { RenderMode, ResolvedWidget } from '../../../widgets/ui/landing-types';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import type { WidgetPlaceholderProps } from './WidgetPlaceholder';
import { WidgetSkeleton } from './WidgetSkeleton';

/** A widget that cannot be shown is rare: its placeholder's code loads when one is needed (docs/performance.md). */
const LazyPlaceholder = lazy(async () => ({ default: (await import('./WidgetPlaceholder')).WidgetPlaceholder }));

function WidgetPlaceholder(props: WidgetPlaceholderProps) {
  return (
    <Suspense fallback={null}>
      <LazyPlaceholder {...props} />
    </Suspense>
  );
}

export type WidgetSlotProps = { widget: ResolvedWidget; mode: RenderMode; onPainted?: (id: string) => void };

/** Reports once that its widget's content (not the skeleton) has been committed. */
function PaintReporter({ id, onPainted }: { id: string; onPainted?: (id: string) => void }) {
  useEffect(() => {
    onPainted?.(id);
  }, [id, onPainted]);
  return null;
}

/**
 * One widget, isolated: an unknown type, invalid props or a failed resolver show a placeholder;
 * otherwise its lazy view inside Suspense and an error boundary keyed on its id and props.
 */
export function WidgetSlot({ widget, mode, onPainted }: WidgetSlotProps) {
  const reporter = <PaintReporter id={widget.id} onPainted={onPainted} />;
  if (widget.invalid) {
    const kind = widget.invalid.reason === 'unknown_type' ? 'unknown_type' : 'invalid';
    return (
      <>
        <WidgetPlaceholder widget={widget} kind={kind} mode={mode} detail={widget.invalid.detail} />
        {reporter}
      </>
    );
  }
  if (widget.error)
    return (
      <>
        <WidgetPlaceholder
          widget={widget}
          kind="data_error"
          mode={mode}
          detail={widget.error.message}
          code={widget.error.code}
        />
        {reporter}
      </>
    );
  if (!hasWidgetView(widget.type))
    return (
      <>
        <WidgetPlaceholder widget={widget} kind="unknown_type" mode={mode} />
        {reporter}
      </>
    );
  // A preloaded view renders at once (its boundary never suspends); otherwise the lazy chunk loads behind a skeleton.
  const View = loadedWidgetView(widget.type) ?? widgetViews[widget.type];
  return (
    <WidgetErrorBoundary
      resetKey={`${widget.id}:${JSON.stringify(widget.props)}`}
      fallback={(error) => (
        <>
          <WidgetPlaceholder widget={widget} kind="crashed" mode={mode} detail={error.message} />
          {reporter}
        </>
      )}
    >
      <Suspense fallback={<WidgetSkeleton />}>
        <View widget={widget} mode={mode} />
        {reporter}
      </Suspense>
    </WidgetErrorBoundary>
  );
}
