import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { MutualFundTables } from '../../db/tables/mutual-funds.js';

/** A column of a bulk insert: its name, its PostgreSQL array element type, and its values. */
export type BulkColumn = {
  name: string;
  type: 'int' | 'float8' | 'date' | 'text' | 'bool';
  values: readonly unknown[];
};

/** Rows per statement: big enough that per-statement overhead vanishes, small enough for the WASM heap. */
const BATCH = 25_000;

/**
 * INSERT ... SELECT FROM unnest($1::t1[], $2::t2[], ...) ON CONFLICT DO NOTHING, in batches.
 * One statement carries 25k rows as a handful of array parameters, which is ~50x faster on
 * PGlite than row-by-row VALUES and works unchanged on node-postgres. Returns rows inserted.
 */
export async function insertColumns(
  db: Db,
  table: keyof MutualFundTables,
  columns: readonly BulkColumn[],
): Promise<number> {
  const n = columns[0]?.values.length ?? 0;
  if (columns.some((c) => c.values.length !== n)) throw new Error(`insertColumns(${table}): columns differ in length`);
  const names = sql.raw(columns.map((c) => c.name).join(', '));
  let inserted = 0;
  for (let from = 0; from < n; from += BATCH) {
    const to = Math.min(n, from + BATCH);
    const arrays = columns.map((c) => sql`${c.values.slice(from, to)}::${sql.raw(c.type)}[]`);
    const res =
      await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)}) ON CONFLICT DO NOTHING`.execute(
        db,
      );
    inserted += Number(res.numAffectedRows ?? 0n);
  }
  return inserted;
}
