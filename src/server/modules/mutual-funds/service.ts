import {
  BENCHMARKS,
  buildFdIndex,
  buildPpfIndex,
  chainMonthlyReturns,
  monthlyRowsToSeries,
  type Benchmark,
} from '../../../calculators/mf/benchmark-index.js';
import { compareSchemes, MAX_COMPARE_SCHEMES } from '../../../calculators/mf/compare.js';
import { assertIsoDate } from '../../../calculators/mf/dates.js';
import { MfError } from '../../../calculators/mf/errors.js';
import { getCommonHoldings, getPortfolioOverlap } from '../../../calculators/mf/overlap.js';
import type {
  CommonStocksResult,
  EtfTrackingResult,
  OverlapResult,
  RollingVsBenchmarkResult,
  RollingVsCategoryResult,
  SchemeComparisonResult,
  SchemeLumpSumResult,
  SchemeSwpResult,
} from '../../../calculators/mf/responses.js';
import { getLumpSumReturn } from '../../../calculators/mf/returns.js';
import { assertRollingWindow, compareRollingReturns } from '../../../calculators/mf/rolling.js';
import { toMonthEnds, type DatedValue, type MonthValue } from '../../../calculators/mf/series.js';
import { getHistoricalSwp } from '../../../calculators/mf/swp.js';
import { getTrackingStats } from '../../../calculators/mf/tracking.js';
import { assertRequiredFields, parsePositiveAmount } from '../../../calculators/mf/validate.js';
import type { Db } from '../../db/index.js';
import { getFdRates, getGoldMonthly, getPpfRates } from './queries.js';
import {
  cachedCategory,
  cachedIndex,
  cachedRates,
  loadBestSeries,
  loadMonthlyNavs,
  loadPortfolios,
  loadScheme,
  loadSchemes,
  parseDistinctCodes,
  summarise,
} from './scheme-loaders.js';

/**
 * The mutual-fund calculators over the database: validation (catalogue codes), loading (scheme-loaders.ts), and
 * one call into the pure analytics. Inputs are query parameters as received (strings or numbers),
 * so every check and its code lives here, not in each route. Ratios are decimals.
 */

type Query = Record<string, unknown>;

/** Default assumed FD rate after the last known SBI card rate (April 2016); the page lets the user change it. */
export const DEFAULT_FD_RATE_AFTER_2016 = 6.5;

/** Calculator 26: compare 2 to 4 schemes. Query: schemeCodes "a,b[,c,d]", optional amount (growth of, default 10,000). */
export async function getSchemeComparison(db: Db, q: Query): Promise<SchemeComparisonResult> {
  assertRequiredFields(q, ['schemeCodes']);
  const amount = q.amount === undefined || q.amount === '' ? undefined : parsePositiveAmount(q.amount, 'amount');
  const schemes = await loadSchemes(db, parseDistinctCodes(q.schemeCodes, MAX_COMPARE_SCHEMES));
  const series = await Promise.all(
    schemes.map(async (s) => ({ schemeCode: s.schemeCode, navs: await loadMonthlyNavs(db, s) })),
  );
  return { ...compareSchemes({ schemes: series, amount }), schemeInfo: schemes.map(summarise) };
}

/** Calculator 16: rolling returns against the scheme's category average (same plan). Query: schemeCode, windowMonths. */
export async function getRollingVsCategory(db: Db, q: Query): Promise<RollingVsCategoryResult> {
  assertRequiredFields(q, ['schemeCode', 'windowMonths']);
  const windowMonths = assertRollingWindow(q.windowMonths);
  const s = await loadScheme(db, q.schemeCode);
  const navs = await loadMonthlyNavs(db, s);
  const returns = s.category && s.plan ? await cachedCategory(db, s.category, s.plan) : [];
  if (returns.length === 0) throw new MfError('E-10593', undefined, { category: s.category, plan: s.plan });
  const result = compareRollingReturns({ subject: navs, other: chainMonthlyReturns(returns), windowMonths });
  return { ...result, scheme: summarise(s), categoryLabel: `${s.category} (${s.plan}), equal-weighted average` };
}

/**
 * Calculator 17: rolling returns against NIFTY_50_TRI, PPF, FD or GOLD. Query: schemeCode,
 * benchmark, windowMonths, and for FD an optional fdRatePct: the rate assumed after the last
 * known SBI card rate (April 2016). Without it the FD series stops in April 2016.
 */
export async function getRollingVsBenchmark(db: Db, q: Query): Promise<RollingVsBenchmarkResult> {
  assertRequiredFields(q, ['schemeCode', 'benchmark', 'windowMonths']);
  const benchmark = String(q.benchmark).toUpperCase();
  if (!(BENCHMARKS as readonly string[]).includes(benchmark))
    throw new MfError('E-10588', undefined, { benchmark: q.benchmark });
  const windowMonths = assertRollingWindow(q.windowMonths);
  const s = await loadScheme(db, q.schemeCode);
  const navs = await loadMonthlyNavs(db, s);
  const fromMonth = navs[0].month;
  const toMonth = navs[navs.length - 1].month;
  const notes: string[] = [];
  let fdAssumedRatePct: number | null = null;
  let fdKnownThrough: string | null = null;
  let other: MonthValue[];
  switch (benchmark as Benchmark) {
    case 'NIFTY_50_TRI':
      other = toMonthEnds(await cachedIndex(db, 'NIFTY 50 TRI'));
      break;
    case 'PPF':
      other = buildPpfIndex({
        rates: await cachedRates(db, 'ppf', () => getPpfRates(db)),
        fromMonth,
        toMonth,
        extendLastRate: true,
      });
      notes.push(
        'PPF: one deposit, interest at the notified rate accrued monthly and credited each 31 March; the last notified rate (7.1 %) is assumed after 2025-09-30.',
      );
      break;
    case 'FD': {
      const rates = await cachedRates(db, 'fd', () => getFdRates(db));
      fdAssumedRatePct = parseFdRate(q.fdRatePct);
      fdKnownThrough = rates.length > 0 ? rates[rates.length - 1].effectiveDate.slice(0, 7) : null;
      other = buildFdIndex({ rates, fromMonth, toMonth, assumedRatePctAfter: fdAssumedRatePct ?? undefined });
      notes.push(
        'FD: SBI one-year card rate in force each month, compounded quarterly (a deposit repriced monthly; a real FD locks its rate for its term).',
      );
      if (fdAssumedRatePct === null) {
        notes.push('SBI card rates are known only until April 2016, so FD windows end by then.');
        if (other.length < 2)
          throw new MfError(
            'E-10581',
            'FD rates are available only until April 2016; this scheme has no NAV history before then.',
            { benchmark },
          );
      } else {
        notes.push(
          `Assumption: SBI card rates are known only until April 2016; from May 2016 the FD series uses ${fdAssumedRatePct} % a year, the rate chosen on the page.`,
        );
      }
      break;
    }
    case 'GOLD':
      other = monthlyRowsToSeries(await cachedRates(db, 'gold', () => getGoldMonthly(db)));
      notes.push('Gold: international price in INR per gram, monthly average (no import duty or GST).');
      break;
  }
  return {
    ...compareRollingReturns({ subject: navs, other, windowMonths }),
    scheme: summarise(s),
    benchmark: benchmark as Benchmark,
    notes,
    fdAssumedRatePct,
    fdKnownThrough,
  };
}

/** An FD rate in % a year (0 to 20), or null when not given; E-10590 for anything else. */
function parseFdRate(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 20)
    throw new MfError('E-10590', 'The assumed FD rate must be a number from 0 to 20 (% a year).', {
      field: 'fdRatePct',
    });
  return n;
}

/** Calculator 18: overlap of two schemes' disclosed equity portfolios. Query: schemeCodes "a,b". */
export async function getSchemeOverlap(db: Db, q: Query): Promise<OverlapResult> {
  assertRequiredFields(q, ['schemeCodes']);
  const schemes = await loadSchemes(
    db,
    parseDistinctCodes(q.schemeCodes, 2, 'Portfolio overlap compares exactly two schemes.'),
  );
  const portfolios = await loadPortfolios(db, schemes);
  const [a, b] = portfolios;
  const sameDate = a.asOfDate === b.asOfDate;
  return {
    ...getPortfolioOverlap(a.holdings, b.holdings),
    schemes: schemes.map((s, i) => ({
      ...summarise(s),
      asOfDate: portfolios[i].asOfDate,
      disclosureSchemeName: portfolios[i].disclosureSchemeName,
    })),
    sameDate,
    notes: sameDate
      ? []
      : [
          `The portfolios are from different months (${a.asOfDate} and ${b.asOfDate}); holdings may have changed in between.`,
        ],
  };
}

/** Stocks held by every one of 2 to 4 schemes, with each scheme's weight. Query: schemeCodes "a,b[,c,d]". */
export async function getCommonStocks(db: Db, q: Query): Promise<CommonStocksResult> {
  assertRequiredFields(q, ['schemeCodes']);
  const schemes = await loadSchemes(db, parseDistinctCodes(q.schemeCodes, MAX_COMPARE_SCHEMES));
  const portfolios = await loadPortfolios(db, schemes);
  const dates = [...new Set(portfolios.map((p) => p.asOfDate))];
  return {
    schemes: schemes.map((s, i) => ({ ...summarise(s), asOfDate: portfolios[i].asOfDate })),
    commonStocks: getCommonHoldings(portfolios.map((p) => p.holdings)),
    notes: dates.length > 1 ? [`The portfolios are from different months (${dates.join(', ')}).`] : [],
  };
}

/** Calculator 19: historical SWP. Query: schemeCode, startDate, initialInvestment, monthlyWithdrawal, optional endDate, withdrawAtStart. */
export async function getSchemeSwp(db: Db, q: Query): Promise<SchemeSwpResult> {
  assertRequiredFields(q, ['schemeCode', 'startDate', 'initialInvestment', 'monthlyWithdrawal']);
  const startDate = assertIsoDate(q.startDate, 'startDate');
  const endDate = q.endDate === undefined || q.endDate === '' ? undefined : assertIsoDate(q.endDate, 'endDate');
  const initialInvestment = parsePositiveAmount(q.initialInvestment, 'initialInvestment');
  const monthlyWithdrawal = parsePositiveAmount(q.monthlyWithdrawal, 'monthlyWithdrawal');
  const s = await loadScheme(db, q.schemeCode);
  const navs = await loadMonthlyNavs(db, s);
  const withdrawAtStart = q.withdrawAtStart === true || q.withdrawAtStart === 'true';
  return {
    ...getHistoricalSwp({ navs, startDate, endDate, initialInvestment, monthlyWithdrawal, withdrawAtStart }),
    scheme: summarise(s),
  };
}

/** Lump-sum return between two dates (daily NAVs where the scheme has them, else month-ends). Query: schemeCode, startDate, endDate, amount. */
export async function getSchemeLumpSum(db: Db, q: Query): Promise<SchemeLumpSumResult> {
  assertRequiredFields(q, ['schemeCode', 'startDate', 'endDate', 'amount']);
  const startDate = assertIsoDate(q.startDate, 'startDate');
  const endDate = assertIsoDate(q.endDate, 'endDate');
  if (startDate >= endDate) throw new MfError('E-10583');
  const amount = parsePositiveAmount(q.amount, 'amount');
  const s = await loadScheme(db, q.schemeCode);
  const { points, frequency } = await loadBestSeries(db, s, startDate);
  return { ...getLumpSumReturn({ points, startDate, endDate, amount }), scheme: summarise(s), navFrequency: frequency };
}

/**
 * Calculator 25: ETF / index fund tracking error and difference against its NIFTY TRI. Query:
 * schemeCode, optional fromDate, toDate and frequency ('daily' | 'monthly'; default: daily when
 * the scheme has a daily history covering the period, else monthly).
 */
export async function getEtfTracking(db: Db, q: Query): Promise<EtfTrackingResult> {
  assertRequiredFields(q, ['schemeCode']);
  const fromDate = q.fromDate === undefined || q.fromDate === '' ? undefined : assertIsoDate(q.fromDate, 'fromDate');
  const toDate = q.toDate === undefined || q.toDate === '' ? undefined : assertIsoDate(q.toDate, 'toDate');
  if (fromDate && toDate && fromDate >= toDate) throw new MfError('E-10583');
  const wanted = q.frequency === undefined || q.frequency === '' ? undefined : String(q.frequency);
  if (wanted !== undefined && wanted !== 'daily' && wanted !== 'monthly')
    throw new MfError('E-10206', 'frequency must be daily or monthly.', { field: 'frequency' });
  const s = await loadScheme(db, q.schemeCode);
  if (!s.trackedIndex) throw new MfError('E-10592', undefined, { schemeCode: s.schemeCode });
  const index = await cachedIndex(db, s.trackedIndex);
  let series: { points: DatedValue[]; frequency: 'daily' | 'monthly' };
  if (wanted === 'monthly') {
    series = {
      points: (await loadMonthlyNavs(db, s)).map((p) => ({ date: p.date, value: p.value })),
      frequency: 'monthly',
    };
  } else {
    series = await loadBestSeries(db, s, fromDate);
    if (wanted === 'daily' && series.frequency !== 'daily') {
      throw new MfError(
        'E-10581',
        `${s.schemeName} has no daily NAV history${fromDate ? ` from ${fromDate}` : ''}; choose monthly returns.`,
        { schemeCode: s.schemeCode },
      );
    }
  }
  if (series.points.length === 0) throw new MfError('E-10581', undefined, { schemeCode: s.schemeCode });
  return {
    ...getTrackingStats({ fund: series.points, index, frequency: series.frequency, fromDate, toDate }),
    scheme: summarise(s),
    indexName: s.trackedIndex,
  };
}
