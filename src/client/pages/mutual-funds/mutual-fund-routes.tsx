import type { RouteObject } from 'react-router';
import { calculatorSlugs, type CalculatorId } from '../../../shared/calculator-routes';
import { lazyPage } from '../../lazy-page';

const load = () => import('./mutual-fund-pages');

/** Each page is code-split with its charts, so the rest of the portal never downloads them. */
const PAGES: Record<number, ReturnType<typeof lazyPage>> = {
  16: lazyPage(load, 'RollingVsCategoryPage'),
  17: lazyPage(load, 'RollingVsBenchmarkPage'),
  18: lazyPage(load, 'PortfolioOverlapPage'),
  19: lazyPage(load, 'MutualFundSwpPage'),
  25: lazyPage(load, 'EtfCornerPage'),
  26: lazyPage(load, 'CompareFundsPage'),
};

/**
 * The six mutual-fund calculator pages (catalogue kind 'mutual-fund'), paths relative to /client,
 * from the slug table the route guard reads (the catalogue stays out of the employee entry,
 * docs/performance.md). The lump-sum calculator is the second tab of mutual-fund-swp-calc.
 */
export const mutualFundRoutes: RouteObject[] = Object.entries(PAGES).map(([id, Page]): RouteObject => ({
  path: `calculators/${calculatorSlugs[Number(id) as CalculatorId]}`,
  element: <Page />,
}));
