import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { calculatorCatalogue } from '../../../calculators/catalogue';
import { LoadingState } from '../../components/StateViews';
import { lazyPage } from '../../lazy-page';
import { prefetchCalculatorCards } from './index/cards-prefetch';

const loadIndexPage = () => import('./index/CalculatorsIndexPage');
const loadCalculatorPage = () => import('./CalculatorPage');

/** The index is small (no registry, no charts); a calculator page brings the registry, and later the chart library. */
const CalculatorsIndexPage = lazyPage(loadIndexPage, 'CalculatorsIndexPage');
const CalculatorRoutePage = lazyPage(loadCalculatorPage, 'CalculatorRoutePage');

const PREFIX = '/client/';

/** Search changes (every keystroke of a calculator's inputs) are not navigations worth re-running loaders for. */
const onlyOnNewPath = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * The loaders only start downloads early — the page's code and the index's cards — so they run
 * beside the session check instead of after it. They return at once; the pages own their data.
 */
const hydrateFallbackElement = <LoadingState />;

/**
 * /client/calculators and one route per formula calculator of the catalogue (product ids; the
 * mutual-fund pages and the spreadsheet download belong elsewhere). Paths are relative to /client.
 */
export const calculatorRoutes: RouteObject[] = [
  {
    path: 'calculators',
    element: <CalculatorsIndexPage />,
    loader: () => {
      void loadIndexPage();
      prefetchCalculatorCards();
      return null;
    },
    shouldRevalidate: onlyOnNewPath,
    hydrateFallbackElement,
  },
  ...calculatorCatalogue
    .filter((entry) => entry.kind === 'formula')
    .map((entry): RouteObject => ({
      path: entry.route.slice(PREFIX.length),
      element: <CalculatorRoutePage />,
      loader: () => {
        void loadCalculatorPage();
        return null;
      },
      shouldRevalidate: onlyOnNewPath,
      hydrateFallbackElement,
    })),
];
