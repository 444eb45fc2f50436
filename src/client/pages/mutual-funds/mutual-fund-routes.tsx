import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { calculatorCatalogue } from '../../../calculators/catalogue';
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

const PREFIX = '/client/';

/** Every input change rewrites the query string; that is not a navigation worth re-running loaders for. */
const onlyOnNewPath = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * The six mutual-fund calculator pages (catalogue kind 'mutual-fund'), paths relative to /client.
 * The lump-sum calculator is the second tab of mutual-fund-swp-calc.
 */
export const mutualFundRoutes: RouteObject[] = calculatorCatalogue
  .filter((entry) => entry.kind === 'mutual-fund')
  .map((entry): RouteObject => {
    const Page = PAGES[entry.id];
    return {
      path: entry.route.slice(PREFIX.length),
      element: <Page />,
      // Starts the page's download beside the session check instead of after it.
      loader: () => {
        void load();
        return null;
      },
      shouldRevalidate: onlyOnNewPath,
    };
  });
