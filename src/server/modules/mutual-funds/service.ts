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
  SchemeSummary,
  SchemeSwpResult,
} from '../../../calculators/mf/responses.js';
import { getLumpSumReturn } from '../../../calculators/mf/returns.js';
import { assertRollingWindow, compareRollingReturns } from '../../../calculators/mf/rolling.js';
import { toMonthEnds, type DatedValue, type MonthValue } from '../../../calculators/mf/series.js';
import { getHistoricalSwp } from '../../../calculators/mf/swp.js';
import { getTrackingStats } from '../../../calculators/mf/tracking.js';
import {
  assertRequiredFields,
  parsePositiveAmount,
  parseSchemeCode,
  parseSchemeCodes,
} from '../../../calculators/mf/validate.js';
import type { Db } from '../../db/index.js';
import {
  findDisclosedPortfolio,
  findScheme,
  findSchemes,
  getCategoryReturns,
  getDailyNavs,
  getFdRates,
  getGoldMonthly,
  getIndexValues,
  getMonthlyNavs,
  getPpfRates,
  type DisclosedPortfolio,
  type SchemeRow,
} from './queries.js';
import { getCached, SEED_VERSION } from './series-cache.js';

/**
 * The mutual-fund calculators over the database: validation (catalogue codes), loading, and one
 * call into the pure analytics. Inputs are query parameters as received (strings or numbers),
 * so every check and its code lives here, not in each route. Ratios are decimals.
 */

type Query = Record<string, unknown>;

/** Default assumed FD rate after the last known SBI card rate (April 2016); the page lets the user change it. */
export const DEFAULT_FD_RATE_AFTER_2016 = 6.5;

async function loadScheme(db: Db, value: unknown): Promise<SchemeRow> {
  const code = parseSchemeCode(value);
  const s = await findScheme(db, code);
  if (!s) throw new MfError('E-10580', `There is no scheme with code ${code}.`, { schemeCode: code });
  return s;
}

/** Several schemes in one query, in the order asked; E-10580 names the first unknown code. */
async function loadSchemes(db: Db, codes: readonly number[]): Promise<SchemeRow[]> {
  const found = await findSchemes(db, codes);
  return codes.map((code) => {
    const s = found.get(code);
    if (!s) throw new MfError('E-10580', `There is no scheme with code ${code}.`, { schemeCode: code });
    return s;
  });
}

/** 2 to `max` different scheme codes ("a,b[,c,d]"): E-10584 for fewer, E-10586 for more, E-10589 for a repeat. */
function parseDistinctCodes(value: unknown, max: number, tooManyMessage?: string): number[] {
  const codes = parseSchemeCodes(value);
  if (codes.length < 2) throw new MfError('E-10584');
  if (codes.length > max) throw new MfError('E-10586', tooManyMessage);
  if (new Set(codes).size !== codes.length) throw new MfError('E-10589');
  return codes;
}

/** The schemes' latest disclosed equity portfolios, in order; E-10585 names the first scheme without one. */
async function loadPortfolios(db: Db, schemes: readonly SchemeRow[]): Promise<DisclosedPortfolio[]> {
  const portfolios = await Promise.all(schemes.map((s) => cachedPortfolio(db, s.schemeCode)));
  return portfolios.map((p, i) => {
    if (p && p.holdings.length > 0) return p;
    const s = schemes[i];
    throw new MfError(
      'E-10585',
      `${s.schemeName} has no disclosed equity portfolio in our data (only Axis, SBI, Nippon India and Aditya Birla Sun Life).`,
      { schemeCode: s.schemeCode },
    );
  });
}

function summarise(s: SchemeRow): SchemeSummary {
  const warnings: string[] = [];
  for (const j of s.unexplainedJumps) {
    warnings.push(
      `The NAV moved ×${j.ratio.toFixed(2)} on ${j.date} with no unit split or face-value change on record. It is not adjusted, so any return spanning that day includes the jump.`,
    );
  }
  if (s.navAdjustmentEvents > s.unexplainedJumps.length) {
    warnings.push('The NAV history has unit splits or face-value changes; returns use NAVs adjusted for them.');
  }
  if (s.missingMonths > 0)
    warnings.push(
      `The NAV history has ${s.missingMonths} month(s) without a NAV; no return is computed across a missing month.`,
    );
  if (s.option !== 'Growth')
    warnings.push(
      'IDCW plans pay out; their NAV returns understate total returns, so NAV history is kept for growth options only.',
    );
  return {
    schemeCode: s.schemeCode,
    schemeName: s.schemeName,
    amc: s.amc,
    broadCategory: s.broadCategory,
    category: s.category,
    plan: s.plan,
    latestNavDate: s.latestNavDate,
    unexplainedJumps: s.unexplainedJumps,
    warnings,
  };
}

/** Reads served from the series cache (see series-cache.ts for when each is refreshed). */
const cachedIndex = (db: Db, name: string) =>
  getCached({ db, kind: 'index', key: name, version: SEED_VERSION, load: () => getIndexValues(db, name) });
const cachedCategory = (db: Db, category: string, plan: string) =>
  getCached({
    db,
    kind: 'category',
    key: `${category}|${plan}`,
    version: SEED_VERSION,
    load: () => getCategoryReturns(db, category, plan),
  });
const cachedRates = <T>(db: Db, key: string, load: () => Promise<T>) =>
  getCached({ db, kind: 'rates', key, version: SEED_VERSION, load });
const cachedPortfolio = (db: Db, schemeCode: number) =>
  getCached({
    db,
    kind: 'portfolio',
    key: String(schemeCode),
    version: SEED_VERSION,
    load: () => findDisclosedPortfolio(db, schemeCode),
  });
const cachedDailyNavs = (db: Db, s: SchemeRow) =>
  getCached({
    db,
    kind: 'daily',
    key: String(s.schemeCode),
    version: s.updatedAt,
    load: () => getDailyNavs(db, s.schemeCode),
  });

async function loadMonthlyNavs(db: Db, s: SchemeRow): Promise<readonly MonthValue[]> {
  const navs = await getCached({
    db,
    kind: 'monthly',
    key: String(s.schemeCode),
    version: s.updatedAt,
    load: () => getMonthlyNavs(db, s.schemeCode),
  });
  if (navs.length === 0)
    throw new MfError('E-10581', `${s.schemeName} has no NAV history (only open-ended growth options are kept).`, {
      schemeCode: s.schemeCode,
    });
  return navs;
}

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

/**
 * Daily NAVs when the scheme has a daily history reaching back to `from` (the 102 selected
 * schemes, or schemes the daily updater has been feeding long enough), else month-ends.
 */
async function loadBestSeries(
  db: Db,
  s: SchemeRow,
  from?: string,
): Promise<{ points: DatedValue[]; frequency: 'daily' | 'monthly' }> {
  const daily = await cachedDailyNavs(db, s);
  if (daily.length > 250 && (!from || daily[0].date <= from)) return { points: daily, frequency: 'daily' };
  const monthly = await loadMonthlyNavs(db, s);
  return { points: monthly.map((p) => ({ date: p.date, value: p.value })), frequency: 'monthly' };
}
