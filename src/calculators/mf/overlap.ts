/**
 * Portfolio overlap of two schemes.
 *
 * overlap % = sum over securities held by both of min(weight in A, weight in B), weights in % of
 * net assets. It is the share of A's money that B also holds in the same names at the same or
 * higher weight (and vice versa), so it is symmetric and lies between 0 and 100. Securities are
 * matched by ISIN; an ISIN listed twice in one portfolio (two lots) is summed first.
 */
import { MfError } from './errors.js';

export type Holding = { isin: string; name: string; weightPct: number };

export type CommonHolding = {
  isin: string;
  name: string;
  weightPctA: number;
  weightPctB: number;
  minWeightPct: number;
};

export type PortfolioOverlap = {
  overlapPct: number;
  holdingsA: number;
  holdingsB: number;
  commonCount: number;
  /** Sorted by the smaller weight, largest first: the names that drive the overlap. */
  common: CommonHolding[];
};

/** Overlap of two disclosed portfolios; E-10585 when either has no holdings. */
export function getPortfolioOverlap(a: readonly Holding[], b: readonly Holding[]): PortfolioOverlap {
  if (a.length === 0 || b.length === 0) throw new MfError('E-10585');
  const ma = sumByIsin(a);
  const mb = sumByIsin(b);
  const common: CommonHolding[] = [];
  for (const [isin, ha] of ma) {
    const hb = mb.get(isin);
    if (!hb) continue;
    common.push({
      isin,
      name: ha.name,
      weightPctA: ha.weightPct,
      weightPctB: hb.weightPct,
      minWeightPct: Math.min(ha.weightPct, hb.weightPct),
    });
  }
  common.sort((x, y) => y.minWeightPct - x.minWeightPct || x.isin.localeCompare(y.isin));
  return {
    overlapPct: common.reduce((s, c) => s + c.minWeightPct, 0),
    holdingsA: ma.size,
    holdingsB: mb.size,
    commonCount: common.length,
    common,
  };
}

function sumByIsin(holdings: readonly Holding[]): Map<string, Holding> {
  const m = new Map<string, Holding>();
  for (const h of holdings) {
    if (!h.isin || !Number.isFinite(h.weightPct)) continue;
    const prev = m.get(h.isin);
    m.set(h.isin, prev ? { ...prev, weightPct: prev.weightPct + h.weightPct } : { ...h });
  }
  return m;
}

export type SharedHolding = { isin: string; name: string; weightsPct: number[]; minWeightPct: number };

/**
 * Securities held by EVERY portfolio given (2 or more), with each portfolio's weight in the
 * order given, sorted by the smallest weight (largest first). With two portfolios this is the
 * "common stocks" list of the overlap; with three or four, the names they all share.
 */
export function getCommonHoldings(portfolios: readonly (readonly Holding[])[]): SharedHolding[] {
  if (portfolios.length < 2) throw new MfError('E-10584');
  if (portfolios.some((p) => p.length === 0)) throw new MfError('E-10585');
  const maps = portfolios.map(sumByIsin);
  const out: SharedHolding[] = [];
  for (const [isin, h] of maps[0]) {
    const ws = maps.map((m) => m.get(isin)?.weightPct);
    if (ws.some((w) => w === undefined)) continue;
    const weightsPct = ws as number[];
    out.push({ isin, name: h.name, weightsPct, minWeightPct: Math.min(...weightsPct) });
  }
  return out.sort((a, b) => b.minWeightPct - a.minWeightPct || a.isin.localeCompare(b.isin));
}
