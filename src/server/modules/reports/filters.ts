import { sql, type RawBuilder } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { IST_OFFSET_MS, todayIST } from '../../../shared/ist.js';
import {
  STAR_RATINGS,
  TIME_SLOTS,
  type FilterKey,
  type ReportDefinition,
  type ReportSort,
  type TimeRange,
  type TimeSlot,
} from '../../../shared/report-types.js';
import type { ReportQuery } from '../../../shared/generated/index.js';

/** The filters of one report request, checked against the report's definition (docs/reports.md, "Filters"). */
export type ReportFilters = {
  range: TimeRange | null;
  /** IST days, inclusive, as YYYY-MM-DD (what the page and the export show). */
  fromDay: string | null;
  toDay: string | null;
  /** The same as instants: [from, to). */
  from: Date | null;
  to: Date | null;
  slots: TimeSlot[];
  /** 1 Sunday .. 7 Saturday. */
  weekdays: number[];
  ratings: number[];
  companyIds: number[];
  kind: 'client' | 'partner' | null;
  sort: ReportSort | null;
};

const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function rangeStart(range: TimeRange, today: string): string | null {
  if (range === 'all') return null;
  const d = new Date(`${today}T00:00:00Z`);
  if (range === '1m') d.setUTCMonth(d.getUTCMonth() - 1);
  else d.setUTCFullYear(d.getUTCFullYear() - Number(range.slice(0, -1)));
  return d.toISOString().slice(0, 10);
}

function list(s: string | undefined): string[] {
  return s ? [...new Set(s.split(',').map((x) => x.trim()))].filter(Boolean) : [];
}

/** The query's filters, or a 422 naming the filter this report does not offer (E-10802). */
export function parseFilters(def: ReportDefinition, q: ReportQuery, now = Date.now()): ReportFilters {
  const offered = new Set<FilterKey>(def.filters);
  const given: Array<[FilterKey, unknown, string]> = [
    ['range', q.range ?? q.from ?? q.to, 'range'],
    ['slots', q.slots, 'slots'],
    ['weekdays', q.weekdays, 'weekdays'],
    ['ratings', q.ratings, 'ratings'],
    ['company', q.company_id, 'company_id'],
    ['partner', q.partner_id, 'partner_id'],
    ['kind', q.kind, 'kind'],
    ['sort', q.sort, 'sort'],
  ];
  for (const [key, value, field] of given) {
    if (value !== undefined && value !== '' && !offered.has(key)) throw fieldError(field, 'E-10802');
  }
  const today = todayIST(now);
  let fromDay: string | null = null;
  let toDay: string | null = null;
  let range: TimeRange | null = null;
  if (offered.has('range')) {
    if (q.from || q.to) {
      fromDay = q.from ?? null;
      toDay = q.to ?? null;
      if (fromDay && toDay && fromDay > toDay) throw fieldError('from', 'E-10801');
    } else {
      range = (q.range as TimeRange | undefined) ?? def.defaultRange;
      fromDay = rangeStart(range, today);
      toDay = null;
    }
  }
  const ratings = list(q.ratings).map(Number);
  if (ratings.some((r) => !(STAR_RATINGS as readonly number[]).includes(r))) throw fieldError('ratings', 'E-10803');
  return {
    range,
    fromDay,
    toDay,
    from: fromDay ? istMidnight(fromDay) : null,
    to: toDay ? istMidnight(addDays(toDay, 1)) : null,
    slots: list(q.slots).filter((s): s is TimeSlot => (TIME_SLOTS as readonly string[]).includes(s)),
    weekdays: list(q.weekdays).map(Number),
    ratings,
    companyIds: [q.company_id, q.partner_id].filter((x): x is number => typeof x === 'number'),
    kind: q.kind === 'client' || q.kind === 'partner' ? q.kind : null,
    sort: (q.sort as ReportSort | undefined) ?? null,
  };
}

/** The wall-clock time in India of a timestamptz column (IST is a fixed +05:30, src/shared/ist.ts). */
export function ist(col: string): RawBuilder<unknown> {
  return sql`((${sql.ref(col)} AT TIME ZONE 'UTC') + interval '330 minutes')`;
}

/** The IST day of a timestamptz column as YYYY-MM-DD text. */
export function istDay(col: string): RawBuilder<string> {
  return sql<string>`to_char(${ist(col)}, 'YYYY-MM-DD')`;
}

/** The time slot (05-12, 12-17, 17-21, 21-05) of a timestamptz column. */
export function istSlot(col: string): RawBuilder<string> {
  const h = sql`extract(hour from ${ist(col)})`;
  return sql<string>`CASE WHEN ${h} >= 5 AND ${h} < 12 THEN '05-12' WHEN ${h} >= 12 AND ${h} < 17 THEN '12-17'
    WHEN ${h} >= 17 AND ${h} < 21 THEN '17-21' ELSE '21-05' END`;
}

/** Conditions on a timestamptz column: the range, the time slots and the weekdays. */
export function timeConditions(col: string, f: ReportFilters): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  if (f.from) out.push(sql`${sql.ref(col)} >= ${f.from}`);
  if (f.to) out.push(sql`${sql.ref(col)} < ${f.to}`);
  if (f.slots.length && f.slots.length < 4) {
    const h = sql`extract(hour from ${ist(col)})`;
    const parts = f.slots.map((s) => {
      const [a, b] = s.split('-').map(Number);
      return a < b ? sql`(${h} >= ${a} AND ${h} < ${b})` : sql`(${h} >= ${a} OR ${h} < ${b})`;
    });
    out.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  if (f.weekdays.length && f.weekdays.length < 7) {
    out.push(sql`(extract(dow from ${ist(col)}) + 1) IN (${sql.join(f.weekdays)})`);
  }
  return out;
}

/** Conditions on a company id column: the chosen company / partner and the client-or-partner kind. */
export function companyConditions(col: string, f: ReportFilters): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  if (f.companyIds.length) out.push(sql`${sql.ref(col)} IN (${sql.join(f.companyIds)})`);
  if (f.kind) {
    out.push(sql`${sql.ref(col)} IN (SELECT id FROM companies WHERE user_type = ${f.kind === 'client' ? 3 : 9})`);
  }
  return out;
}

/** `WHERE a AND b ...` (or nothing). */
export function where(conds: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
}

/** The filters as people read them, for the PDF's first page and the Excel "About" sheet. */
export function describeFilters(f: ReportFilters, companyNames: Map<number, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (f.fromDay || f.toDay || f.range) {
    out.push(['Period (IST)', `${f.fromDay ?? 'beginning'} to ${f.toDay ?? 'today'}${f.range ? ` (${f.range})` : ''}`]);
  }
  if (f.slots.length) out.push(['Time slots', f.slots.join(', ')]);
  if (f.weekdays.length) {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    out.push(['Weekdays', f.weekdays.map((d) => names[d - 1]).join(', ')]);
  }
  if (f.ratings.length) out.push(['Star ratings', f.ratings.join(', ')]);
  if (f.companyIds.length) out.push(['Company', f.companyIds.map((id) => companyNames.get(id) ?? `#${id}`).join(', ')]);
  if (f.kind) out.push(['Type', f.kind === 'client' ? 'Clients' : 'Partners']);
  if (f.sort) out.push(['Sort', f.sort]);
  return out;
}

export function unknownReport(): AppError {
  return new AppError('E-10800');
}
