/**
 * Month-end level series for the "other side" of a rolling-return comparison when it is not a
 * traded price: a category average, PPF and FD. Each is a MonthValue series dated on the last
 * calendar day of the month, so it aligns with fund month-ends by month (series.ts).
 */
import { addMonths, countMonthsBetween, getLastDayOfMonth, getMonthOf } from './dates.js';
import type { MonthValue } from './series.js';

export const BENCHMARKS = ['NIFTY_50_TRI', 'PPF', 'FD', 'GOLD'] as const;
export type Benchmark = (typeof BENCHMARKS)[number];

export type MonthlyReturn = { month: string; value: number };

/**
 * Category index from equal-weighted monthly category returns: I_{m0-1} = base,
 * I_m = I_{m-1} x (1 + r_m). A month missing from the averages (fewer than 3 schemes) would
 * silently bridge two months into one, so the index covers only the most recent unbroken run
 * of months (one category/plan in the data has such a gap: Long Duration Regular, 2020-2022).
 */
export function chainMonthlyReturns(returns: readonly MonthlyReturn[], base = 100): MonthValue[] {
  const s = [...returns].sort((a, b) => (a.month < b.month ? -1 : 1));
  let start = 0;
  for (let i = 1; i < s.length; i++) if (countMonthsBetween(s[i - 1].month, s[i].month) !== 1) start = i;
  const run = s.slice(start);
  if (run.length === 0) return [];
  const first = addMonths(run[0].month, -1);
  const out: MonthValue[] = [{ month: first, date: getLastDayOfMonth(first), value: base }];
  let level = base;
  for (const r of run) {
    level *= 1 + r.value;
    out.push({ month: r.month, date: getLastDayOfMonth(r.month), value: level });
  }
  return out;
}

export type PpfRate = { fromDate: string; toDate: string | null; ratePctPa: number };

/**
 * PPF accumulation index for a single deposit of `base` at the end of `fromMonth`.
 * PPF credits interest once a year on 31 March, computed monthly at rate/12 on the balance
 * (the minimum balance between the 5th and month-end, which for one deposit and no
 * withdrawals is simply the balance). So: each month m accrues B x r_m / 12 (r_m = the rate
 * notified for the quarter containing the 1st of m); at March the accrual is added to B.
 * The level shown is B + accrued interest (what the account has earned, credited or not), so
 * the series has no March steps. With `extendLastRate`, months after the last notified rate
 * use that rate (the rate had stayed 7.1 % since 2020-04; the table ends 2025-09-30).
 */
export function buildPpfIndex(input: {
  rates: readonly PpfRate[];
  fromMonth: string;
  toMonth: string;
  extendLastRate?: boolean;
  base?: number;
}): MonthValue[] {
  const rates = [...input.rates].sort((a, b) => (a.fromDate < b.fromDate ? -1 : 1));
  const rateFor = (month: string): number | null => {
    const day1 = `${month}-01`;
    const hit = rates.find((r) => r.fromDate <= day1 && (r.toDate === null || day1 <= r.toDate));
    if (hit) return hit.ratePctPa;
    const last = rates[rates.length - 1];
    if (input.extendLastRate && last && day1 > (last.toDate ?? last.fromDate)) return last.ratePctPa;
    return null;
  };
  const base = input.base ?? 100;
  const out: MonthValue[] = [{ month: input.fromMonth, date: getLastDayOfMonth(input.fromMonth), value: base }];
  let balance = base;
  let accrued = 0;
  for (let m = addMonths(input.fromMonth, 1); m <= input.toMonth; m = addMonths(m, 1)) {
    const r = rateFor(m);
    if (r === null) break;
    accrued += (balance * r) / 1200;
    if (m.endsWith('-03')) {
      balance += accrued;
      accrued = 0;
    }
    out.push({ month: m, date: getLastDayOfMonth(m), value: balance + accrued });
  }
  return out;
}

export type FdRate = { effectiveDate: string; ratePct: number };

/**
 * FD index from SBI one-year card rates: each month grows by (1 + r/400)^(1/3), i.e. the rate
 * in force on the 1st of the month compounded quarterly, as bank term deposits are. It is a
 * deposit repriced continuously (a real FD locks its rate for the term): good enough for
 * rolling comparisons, stated in the docs. The series stops at the month of the last known
 * rate change (2016-04 in the data): later rates are unknown, not assumed, unless the caller
 * passes `assumedRatePctAfter` (a rate the user chose, shown to them as an assumption), which
 * is then used for every month after the last known one, up to `toMonth`.
 */
export function buildFdIndex(input: {
  rates: readonly FdRate[];
  fromMonth: string;
  toMonth: string;
  base?: number;
  assumedRatePctAfter?: number;
}): MonthValue[] {
  const rates = [...input.rates].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1));
  if (rates.length === 0) return [];
  const lastKnown = getMonthOf(rates[rates.length - 1].effectiveDate);
  const a = input.assumedRatePctAfter;
  const assumed = a !== undefined && Number.isFinite(a) && a >= 0 ? a : null;
  const to = assumed !== null || input.toMonth < lastKnown ? input.toMonth : lastKnown;
  const firstKnown = getMonthOf(rates[0].effectiveDate);
  const from = input.fromMonth > firstKnown ? input.fromMonth : firstKnown;
  const base = input.base ?? 100;
  const out: MonthValue[] = [];
  if (from > to) return out;
  out.push({ month: from, date: getLastDayOfMonth(from), value: base });
  let level = base;
  for (let m = addMonths(from, 1); m <= to; m = addMonths(m, 1)) {
    const day1 = `${m}-01`;
    let r: number | null = null;
    if (assumed !== null && m > lastKnown) r = assumed;
    else for (const x of rates) if (x.effectiveDate <= day1) r = x.ratePct;
    if (r === null) continue;
    level *= (1 + r / 400) ** (1 / 3);
    out.push({ month: m, date: getLastDayOfMonth(m), value: level });
  }
  return out;
}

/**
 * A monthly-average price series (gold) as month points dated at month-end. Note the value is
 * the month's AVERAGE price, not its last price: returns against it are smoothed by about half
 * a month. The docs say so; gold ETFs in the daily file are the investable alternative.
 */
export function monthlyRowsToSeries(rows: readonly { month: string; value: number }[]): MonthValue[] {
  return rows
    .filter((r) => Number.isFinite(r.value) && r.value > 0)
    .map((r) => ({ month: r.month, date: getLastDayOfMonth(r.month), value: r.value }))
    .sort((a, b) => (a.month < b.month ? -1 : 1));
}
