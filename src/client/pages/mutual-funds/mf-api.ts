import type { SchemeListItem } from '../../../calculators/mf/scheme-list-item';
import { apiGet } from '../../api/api-client';

/**
 * Response shapes of GET /api/v1/calculator/<name> for the mutual-fund pages (docs/mutual-funds.md
 * section 7). Ratios are decimals; dates are ISO strings; months 'YYYY-MM'.
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
} as const;

export type { SchemeListItem } from '../../../calculators/mf/scheme-list-item';

export type SchemePage = { total: number; limit: number; offset: number; schemes: SchemeListItem[] };
export type Company = { amcName: string; amcCompany: string | null; schemesActive: number; schemesWithHistory: number };
export type Category = { broadCategory: string; category: string; schemesWithHistory: number; legacy: boolean };

export type SchemeSummary = {
  schemeCode: number;
  schemeName: string;
  amc: string | null;
  broadCategory: string | null;
  category: string | null;
  plan: string | null;
  latestNavDate: string | null;
  unexplainedJumps: { date: string; ratio: number }[];
  warnings: string[];
};

export type Distribution = { count: number; min: number; median: number; max: number; mean: number; shareNegative: number };

export type RollingResult = {
  windowMonths: number;
  fromMonth: string;
  toMonth: string;
  subject: Distribution;
  other: Distribution;
  shareBeating: number;
  series: { month: string; startMonth: string; subject: number; other: number }[];
  scheme: SchemeSummary;
  categoryLabel?: string;
  benchmark?: Benchmark;
  notes?: string[];
  fdAssumedRatePct?: number | null;
  fdKnownThrough?: string | null;
};

export const BENCHMARK_OPTIONS = [
  { value: 'NIFTY_50_TRI', label: 'NIFTY 50 TRI (large Indian companies, dividends reinvested)' },
  { value: 'PPF', label: 'PPF (Public Provident Fund)' },
  { value: 'FD', label: 'Bank FD (SBI one-year rate)' },
  { value: 'GOLD', label: 'Gold (international price in ₹)' },
] as const;
export type Benchmark = (typeof BENCHMARK_OPTIONS)[number]['value'];

export type CompareResult = {
  fromMonth: string;
  toMonth: string;
  amount: number;
  schemes: {
    schemeCode: number;
    trailing: { years: number; fromDate: string | null; toDate: string; absoluteReturn: number | null; cagr: number | null }[];
    calendarYears: { year: number; fromDate: string; toDate: string; return: number; partial: boolean }[];
    cagr: number;
    volatility: number | null;
    drawdown: { maxDrawdown: number; peakDate: string | null; troughDate: string | null; recoveryDate: string | null };
    growth: { date: string; value: number }[];
  }[];
  schemeInfo: SchemeSummary[];
};

export type CommonHolding = { isin: string; name: string; weightPctA: number; weightPctB: number; minWeightPct: number };
export type OverlapResult = {
  overlapPct: number;
  holdingsA: number;
  holdingsB: number;
  commonCount: number;
  common: CommonHolding[];
  schemes: (SchemeSummary & { asOfDate: string; disclosureSchemeName: string })[];
  sameDate: boolean;
  notes: string[];
};
export type CommonStocksResult = {
  schemes: (SchemeSummary & { asOfDate: string })[];
  commonStocks: { isin: string; name: string; weightsPct: number[]; minWeightPct: number }[];
  notes: string[];
};

export type SwpResult = {
  initialInvestment: number;
  monthlyWithdrawal: number;
  purchaseDate: string;
  purchaseNav: number;
  lastDate: string;
  withdrawalsPaid: number;
  totalWithdrawn: number;
  finalValue: number;
  gain: number;
  exhaustedMonth: string | null;
  rows: { month: string; date: string; nav: number; withdrawal: number; unitsRedeemed: number; unitsLeft: number; value: number; totalWithdrawn: number }[];
  scheme: SchemeSummary;
};

export type LumpSumResult = {
  amount: number;
  buyDate: string;
  buyNav: number;
  sellDate: string;
  sellNav: number;
  units: number;
  finalValue: number;
  gain: number;
  absoluteReturn: number;
  days: number;
  cagr: number | null;
  navFrequency: 'daily' | 'monthly';
  scheme: SchemeSummary;
};

export type TrackedFund = { schemeCode: number; schemeName: string; amc: string | null; category: string | null; plan: string | null; trackedIndex: string; hasDailyHistory: boolean; active: boolean };

export type TrackingResult = {
  frequency: 'daily' | 'monthly';
  fromDate: string;
  toDate: string;
  observations: number;
  trackingError: number;
  trackingDifference: number;
  fundCagr: number;
  indexCagr: number;
  meanAnnualisedDifference: number;
  correlation: number;
  growth: { date: string; fund: number; index: number }[];
  indexName: string;
  scheme: SchemeSummary;
};

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

export const fetchCompanies = () => getOnce<{ companies: Company[] }>(MF_PATH.companies).then((d) => d.companies);
export const fetchCategories = () => getOnce<{ categories: Category[] }>(MF_PATH.categories).then((d) => d.categories);
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
    query: { q: search.q, amc: search.amc, category: search.category, plan: search.plan, hasPortfolio: search.hasPortfolio, limit: 20 },
  });
}
