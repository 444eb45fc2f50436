/**
 * Answers of the mutual-fund endpoints (GET /api/v1/calculator/<name>, docs/mutual-funds.md
 * section 7): the server builds them, the pages show them. Ratios are decimals; dates are ISO
 * strings; months 'YYYY-MM'.
 */
import type { Benchmark } from './benchmark-index.js';
import type { Comparison } from './compare.js';
import type { PortfolioOverlap, SharedHolding } from './overlap.js';
import type { LumpSumResult } from './returns.js';
import type { RollingComparison } from './rolling.js';
import type { SchemeListItem } from './scheme-list-item.js';
import type { SwpResult } from './swp.js';
import type { TrackingStats } from './tracking.js';

/** A NAV move outside [0.75, 1.33] with no split or face-value change on record: not adjusted. */
export type UnexplainedJump = { date: string; ratio: number };

/** Scheme facts shown beside every result, including the data caveats a user should see. */
export type SchemeSummary = Pick<
  SchemeListItem,
  'schemeCode' | 'schemeName' | 'amc' | 'broadCategory' | 'category' | 'plan' | 'latestNavDate'
> & {
  unexplainedJumps: UnexplainedJump[];
  warnings: string[];
};

/** Calculator 26 (compare-mf-by-schemes). */
export type SchemeComparisonResult = Comparison & { schemeInfo: SchemeSummary[] };

/** Calculator 16 (rolling-return-vs-category). */
export type RollingVsCategoryResult = RollingComparison & { scheme: SchemeSummary; categoryLabel: string };

/** Calculator 17 (rolling-return-vs-benchmark). */
export type RollingVsBenchmarkResult = RollingComparison & {
  scheme: SchemeSummary;
  benchmark: Benchmark;
  notes: string[];
  fdAssumedRatePct: number | null;
  fdKnownThrough: string | null;
};

/** Calculator 18 (mutual-fund-portfolio-overlap). */
export type OverlapResult = PortfolioOverlap & {
  schemes: (SchemeSummary & { asOfDate: string; disclosureSchemeName: string })[];
  sameDate: boolean;
  notes: string[];
};

/** Calculator 18 with three or four schemes (common-stocks-across-mf-schemes). */
export type CommonStocksResult = {
  schemes: (SchemeSummary & { asOfDate: string })[];
  commonStocks: SharedHolding[];
  notes: string[];
};

/** Calculator 19 (mutual-fund-swp). */
export type SchemeSwpResult = SwpResult & { scheme: SchemeSummary };

/** The SWP page's lump-sum tab (mf-lumpsum-returns). */
export type SchemeLumpSumResult = LumpSumResult & { scheme: SchemeSummary; navFrequency: 'daily' | 'monthly' };

/** Calculator 25 with a scheme (etf-corner?schemeCode=). */
export type EtfTrackingResult = TrackingStats & { scheme: SchemeSummary; indexName: string };

/** Calculator 25's list (etf-corner): index funds and ETFs whose tracked NIFTY TRI we hold. */
export type TrackedFund = Pick<
  SchemeListItem,
  'schemeCode' | 'schemeName' | 'amc' | 'category' | 'plan' | 'hasDailyHistory' | 'active'
> & {
  trackedIndex: string;
};

/** A SEBI/AMFI category (all-scheme-categories). */
export type CategoryRow = {
  broadCategory: string;
  category: string;
  amfiCategory: string;
  schemesTotal: number;
  schemesActive: number;
  /** Open-ended growth schemes of the category with a NAV history (what the calculators can use). */
  schemesWithHistory: number;
  legacy: boolean;
};

/** A fund house (mutual-fund-companies). */
export type CompanyRow = {
  amcName: string;
  amcCompany: string | null;
  schemesActive: number;
  openEndedActive: number;
  schemesWithHistory: number;
  firstNavDate: string | null;
};

/** A page of the scheme search (mutual-fund-schemes). */
export type SchemePage = { total: number; limit: number; offset: number; schemes: SchemeListItem[] };
