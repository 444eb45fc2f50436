import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ReportSort } from '../../../shared/report-types.js';

/**
 * What every report query shares (docs/reports.md): the `ReportRunner` each report answers through
 * (src/server/modules/reports/queries.ts maps the catalogue to them), the cell converters, and the
 * in-memory paging and sorting of the grouped reports.
 */
export type Row = Record<string, string | number | null>;

export type ReportRunner = {
  /** Rows [offset, offset + limit) in the report's order, and how many there are in all. */
  rows: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>;
  totals: () => Promise<Row>;
  chart: () => Promise<Row[]>;
  /**
   * Every row in order (at most `max`), read through one server-side cursor in batches of `batch` and
   * handed to `each` one batch at a time (PostgreSQL only: it holds a connection, which on PGlite is the
   * only one). For the big row reports, so a large export neither sorts once per page nor holds big pages.
   * Answers how many rows the report has in all (not only the `max` read).
   */
  cursor?: (
    batch: number,
    max: number,
    each: (rows: Row[], total: number) => Promise<void>,
  ) => Promise<{ total: number }>;
  /** Fields of the contract beside the list (top_counsellor of the feedback report). */
  extra?: () => Promise<Record<string, unknown>>;
};

/** How a runner may read: `rollups: false` reads only the base tables (the tests compare the two). */
export type RunOptions = { rollups?: boolean };

export const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const rupees = (paise: unknown): number | null =>
  paise === null || paise === undefined ? null : Number(paise) / 100;
export const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export async function rowsOf<T>(db: Db, q: RawBuilder<T>): Promise<T[]> {
  return (await q.execute(db)).rows;
}

/** A report computed whole (grouped reports: days, slots, companies ...), sorted, then paged in memory. */
export function grouped(
  all: () => Promise<Row[]>,
  totals: (rows: Row[]) => Promise<Row> | Row,
  chart?: (rows: Row[]) => Row[],
): ReportRunner {
  let cache: Promise<Row[]> | null = null;
  const get = () => (cache ??= all());
  return {
    rows: async (offset, limit) => {
      const rows = await get();
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },
    totals: async () => totals(await get()),
    chart: async () => (chart ? chart(await get()) : get()),
  };
}

export function sortRows(
  rows: Row[],
  sort: ReportSort | null,
  measure: string,
  date: string | null,
  fallback: ReportSort,
): Row[] {
  const s = sort ?? fallback;
  const key = s === 'asc' || s === 'desc' ? measure : (date ?? measure);
  const dir = s === 'asc' || s === 'oldest' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * dir || String(a[Object.keys(a)[0]]).localeCompare(String(b[Object.keys(b)[0]]));
  });
}

export const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + n(r[key]), 0);

/** A person's "first last" name from the users row aliased `u`, or null when both are empty. */
export const userName = (u: string) =>
  sql`nullif(trim(coalesce(${sql.ref(`${u}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${u}.last_name`)}, '')), '')`;
