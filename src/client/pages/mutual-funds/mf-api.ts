import type { Benchmark } from '../../../calculators/mf/benchmark-index';
import type {
  CategoryRow,
  CompanyRow,
  RollingVsBenchmarkResult,
  RollingVsCategoryResult,
  SchemePage,
  TrackedFund,
} from '../../../calculators/mf/responses';
import type { SchemeListItem } from '../../../calculators/mf/scheme-list-item';
import { apiGet } from '../../api/api-client';
import type { MfNavCoverage } from '../../../shared/generated';
import type { MessageKey } from '../../../i18n/browser';

/**
 * GET /api/v1/calculator/<name> for the mutual-fund pages (docs/mutual-funds.md section 7); the
 * answers' shapes are the server's (src/calculators/mf/responses.ts).
 */
export const MF_PATH = {
  categories: '/calculator/all-scheme-categories',
  companies: '/calculator/mutual-fund-companies',
  schemes: '/calculator/mutual-fund-schemes',
  compare: '/calculator/compare-mf-by-schemes',
  rollingCategory: '/calculator/rolling-return-vs-category',
  rollingBenchmark: '/calculator/rolling-return-vs-benchmark',
  overlap: '/calculator/mutual-fund-portfolio-overlap',
  commonStocks: '/calculator/common-stocks-across-mf-schemes',
  swp: '/calculator/mutual-fund-swp',
  lumpSum: '/calculator/mf-lumpsum-returns',
  etf: '/calculator/etf-corner',
  navCoverage: '/calculator/mf-nav-coverage',
} as const;

export type { SchemeListItem } from '../../../calculators/mf/scheme-list-item';
export type {
  CategoryRow,
  CommonStocksResult,
  CompanyRow,
  EtfTrackingResult,
  OverlapResult,
  SchemeComparisonResult,
  SchemeLumpSumResult,
  SchemePage,
  SchemeSummary,
  SchemeSwpResult,
  TrackedFund,
} from '../../../calculators/mf/responses';
export type { RollingDistribution } from '../../../calculators/mf/rolling';

/** Either rolling-returns answer (16 against the category, 17 against a benchmark). */
export type RollingResult = RollingVsCategoryResult | RollingVsBenchmarkResult;

export const BENCHMARK_OPTIONS = [
  { value: 'NIFTY_50_TRI', label: 'mf.benchmark.NIFTY_50_TRI' },
  { value: 'PPF', label: 'mf.benchmark.PPF' },
  { value: 'FD', label: 'mf.benchmark.FD' },
  { value: 'GOLD', label: 'mf.benchmark.GOLD' },
] as const satisfies readonly { value: Benchmark; label: MessageKey }[];
export type { Benchmark };

/** Lists that do not change while a page is open are fetched once per session. */
const once = new Map<string, Promise<unknown>>();
function getOnce<T>(path: string, query?: Record<string, string | number | boolean>): Promise<T> {
  const key = `${path}?${JSON.stringify(query ?? {})}`;
  let p = once.get(key);
  if (!p) {
    p = apiGet<T>(path, { query });
    // A failed list may be retried on the next use.
    p.catch(() => once.delete(key));
    once.set(key, p);
  }
  return p as Promise<T>;
}

export const fetchCompanies = () => getOnce<{ companies: CompanyRow[] }>(MF_PATH.companies).then((d) => d.companies);
export const fetchCategories = () =>
  getOnce<{ categories: CategoryRow[] }>(MF_PATH.categories).then((d) => d.categories);
/** The last date with imported NAVs (schemas/api/mf-nav-coverage.schema.json): the pages' data ends there. */
export const fetchNavCoverage = () => getOnce<MfNavCoverage>(MF_PATH.navCoverage);
export const fetchTrackedFunds = () => getOnce<{ funds: TrackedFund[] }>(MF_PATH.etf).then((d) => d.funds);

/** A scheme's list entry by code (any option, with or without history), for names in shared links. */
export function fetchSchemeByCode(code: number): Promise<SchemeListItem | null> {
  return getOnce<SchemePage>(MF_PATH.schemes, { q: String(code), withHistory: false, option: 'any', limit: 5 }).then(
    (d) => d.schemes.find((s) => s.schemeCode === code) ?? null,
  );
}

export type SchemeSearch = { q: string; amc?: string; category?: string; plan?: string; hasPortfolio?: boolean };

export function searchSchemes(search: SchemeSearch, signal: AbortSignal): Promise<SchemePage> {
  return apiGet<SchemePage>(MF_PATH.schemes, {
    signal,
    query: {
      q: search.q,
      amc: search.amc,
      category: search.category,
      plan: search.plan,
      hasPortfolio: search.hasPortfolio,
      limit: 20,
    },
  });
}
