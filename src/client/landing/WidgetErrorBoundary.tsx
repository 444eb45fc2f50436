import { Component, type ErrorInfo, type ReactNode } from 'react';

type WidgetErrorBoundaryProps = {
  /** A change (the widget's id or props) clears a caught error and tries again. */
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
};

type WidgetErrorBoundaryState = { error: Error | null; resetKey: string };

/** Catches a crashing view (or a view chunk that failed to load) so only that widget is replaced. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, WidgetErrorBoundaryState> {
  state: WidgetErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<WidgetErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: WidgetErrorBoundaryProps,
    state: WidgetErrorBoundaryState,
  ): Partial<WidgetErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Widget failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
