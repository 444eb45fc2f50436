import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { calculatorIdForSlug } from '../../../shared/calculator-routes';
import { ensurePageMessages } from '../../../i18n/browser';
import { lazyPage } from '../../lazy-page';
import { SectionPreparingPage } from '../client/SectionPreparingPage';

const loadIndexPage = () => import('./index/CalculatorsIndexPage');

/** The index is small (no registry, no charts); a calculator page brings the registry, and later the chart library. */
const CalculatorsIndexPage = lazyPage(loadIndexPage, 'CalculatorsIndexPage');

/**
 * /client/calculators/:slug. The calculator catalogue (which slugs are formula calculators) loads
 * with the calculator page, not with the employee entry (docs/performance.md). A slug that is not a
 * formula calculator shows the "being prepared" page and the spreadsheet download's slug goes to its card on the
 * index; the mutual-fund pages have their own static routes, which rank above this one.
 */
const CalculatorSlugPage = lazy(async () => {
  const [{ CalculatorRoutePage }, { calculatorCatalogue }] = await Promise.all([
    import('./CalculatorPage'),
    import('../../../calculators/catalogue'),
    ensurePageMessages(),
  ]);
  function CalculatorSlugPage() {
    const { slug = '' } = useParams();
    const id = calculatorIdForSlug(slug);
    const entry = calculatorCatalogue.find((e) => e.id === id);
    if (entry?.kind === 'formula') return <CalculatorRoutePage />;
    // The monthly spending tracker is a spreadsheet, not a page (spec): its address shows the index with its card and
    // download button picked out, instead of "being prepared" (issue 34).
    if (entry?.kind === 'download') return <Navigate to={`/client/calculators?calculatorId=${entry.id}`} replace />;
    return <SectionPreparingPage />;
  }
  return { default: CalculatorSlugPage };
});

/** /client/calculators and the formula calculators' pages. Paths are relative to /client. */
export const calculatorRoutes: RouteObject[] = [
  { path: 'calculators', element: <CalculatorsIndexPage /> },
  { path: 'calculators/:slug', element: <CalculatorSlugPage /> },
];
