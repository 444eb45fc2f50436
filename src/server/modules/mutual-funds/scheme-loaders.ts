import { MfError } from '../../../calculators/mf/errors.js';
import type { SchemeSummary } from '../../../calculators/mf/responses.js';
import type { DatedValue, MonthValue } from '../../../calculators/mf/series.js';
import { parseSchemeCode, parseSchemeCodes } from '../../../calculators/mf/validate.js';
import type { Db } from '../../db/index.js';
import {
  findDisclosedPortfolio,
  findScheme,
  findSchemes,
  getCategoryReturns,
  getDailyNavs,
  getIndexValues,
  getMonthlyNavs,
  type DisclosedPortfolio,
  type SchemeRow,
} from './queries.js';
import { getCached, SEED_VERSION } from './series-cache.js';

/**
 * Loading for the mutual-fund calculators (service.ts): schemes, portfolios and series read through the
 * series cache, each failing with its catalogue code, plus the scheme summary every answer carries.
 */

export async function loadScheme(db: Db, value: unknown): Promise<SchemeRow> {
  const code = parseSchemeCode(value);
  const s = await findScheme(db, code);
  if (!s) throw new MfError('E-10580', `There is no scheme with code ${code}.`, { schemeCode: code });
  return s;
}

/** Several schemes in one query, in the order asked; E-10580 names the first unknown code. */
export async function loadSchemes(db: Db, codes: readonly number[]): Promise<SchemeRow[]> {
  const found = await findSchemes(db, codes);
  return codes.map((code) => {
    const s = found.get(code);
    if (!s) throw new MfError('E-10580', `There is no scheme with code ${code}.`, { schemeCode: code });
    return s;
  });
}

/** 2 to `max` different scheme codes ("a,b[,c,d]"): E-10584 for fewer, E-10586 for more, E-10589 for a repeat. */
export function parseDistinctCodes(value: unknown, max: number, tooManyMessage?: string): number[] {
  const codes = parseSchemeCodes(value);
  if (codes.length < 2) throw new MfError('E-10584');
  if (codes.length > max) throw new MfError('E-10586', tooManyMessage);
  if (new Set(codes).size !== codes.length) throw new MfError('E-10589');
  return codes;
}

/** The schemes' latest disclosed equity portfolios, in order; E-10585 names the first scheme without one. */
export async function loadPortfolios(db: Db, schemes: readonly SchemeRow[]): Promise<DisclosedPortfolio[]> {
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

export function summarise(s: SchemeRow): SchemeSummary {
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
export const cachedIndex = (db: Db, name: string) =>
  getCached({ db, kind: 'index', key: name, version: SEED_VERSION, load: () => getIndexValues(db, name) });
export const cachedCategory = (db: Db, category: string, plan: string) =>
  getCached({
    db,
    kind: 'category',
    key: `${category}|${plan}`,
    version: SEED_VERSION,
    load: () => getCategoryReturns(db, category, plan),
  });
export const cachedRates = <T>(db: Db, key: string, load: () => Promise<T>) =>
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

export async function loadMonthlyNavs(db: Db, s: SchemeRow): Promise<readonly MonthValue[]> {
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

/**
 * Daily NAVs when the scheme has a daily history reaching back to `from` (the 102 selected
 * schemes, or schemes the daily updater has been feeding long enough), else month-ends.
 */
export async function loadBestSeries(
  db: Db,
  s: SchemeRow,
  from?: string,
): Promise<{ points: DatedValue[]; frequency: 'daily' | 'monthly' }> {
  const daily = await cachedDailyNavs(db, s);
  if (daily.length > 250 && (!from || daily[0].date <= from)) return { points: daily, frequency: 'daily' };
  const monthly = await loadMonthlyNavs(db, s);
  return { points: monthly.map((p) => ({ date: p.date, value: p.value })), frequency: 'monthly' };
}
