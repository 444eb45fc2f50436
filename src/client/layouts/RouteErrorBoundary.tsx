import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string | null };

/** Catches a page that throws while rendering (or a lazy chunk that fails to load) until the path changes. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.pathname === null) return { pathname: props.pathname };
    if (state.error !== null && state.pathname !== props.pathname) return { error: null, pathname: props.pathname };
    if (state.pathname !== props.pathname) return { pathname: props.pathname };
    return null;
  }

  render() {
    return this.state.error !== null ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * What a route's `errorElement` did under the data router: the router renders routes with
 * `useRoutes` (declarative mode keeps about 17 KB gzip of the data router out of the employee
 * entry, docs/performance.md), so each route that declares one is wrapped in this boundary.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
