import { sql, type SelectType } from 'kysely';
import type { Db } from './index.js';
import type { Database } from './types.js';

/**
 * What a migrated database says about each column (its PostgreSQL type name and whether it takes
 * NULL), and the type-level rule that ties those facts to the `Database` type. src/server/db/columns.ts
 * lists the facts (written by scripts/db-columns.ts); tsc checks the list against `Database`, and
 * tests/api/db-schema.test.ts checks it against a freshly migrated database (docs/database.md).
 */

export type ColumnFact = readonly [udt: string, nullable: boolean];
export type TableFacts = Record<string, Record<string, ColumnFact>>;

type NumberUdt = 'int2' | 'int4' | 'int8' | 'float4' | 'float8' | 'numeric';
/** Dates and times are read as strings on both drivers (src/server/db/index.ts). */
type StringUdt = 'text' | 'varchar' | 'bpchar' | 'date' | 'time' | 'uuid' | 'inet' | 'tsvector';
type JsonUdt = 'jsonb' | 'json';
type ArrayUdt<E> = E extends number
  ? `_${NumberUdt}`
  : E extends string
    ? `_${StringUdt}`
    : E extends boolean
      ? '_bool'
      : never;

/** The column types a value read as V may come from. */
type UdtOfValue<V> = [V] extends [Date]
  ? 'timestamptz' | 'timestamp'
  : [V] extends [boolean]
    ? 'bool'
    : [V] extends [number]
      ? NumberUdt
      : [V] extends [string]
        ? StringUdt
        : [V] extends [readonly (infer E)[]]
          ? ArrayUdt<E> | JsonUdt
          : JsonUdt;

type UdtOf<S> = unknown extends S ? JsonUdt : UdtOfValue<Exclude<S, null>>;
type NullableOf<S> = unknown extends S ? boolean : null extends S ? true : false;

/** One entry per table and column of `Database`, each with a type name and nullability that fit its TS type. */
export type DatabaseColumns = {
  readonly [T in keyof Database]: {
    readonly [C in keyof Database[T]]-?: readonly [
      UdtOf<SelectType<Database[T][C]>>,
      NullableOf<SelectType<Database[T][C]>>,
    ];
  };
};

/** Tables Kysely's Migrator keeps for itself (src/server/db/migrate.ts): not part of `Database`. */
export const MIGRATOR_TABLES = ['schema_migrations', 'schema_migrations_lock'];

/** Every column of every table in the current schema, as the database reports it. */
export async function readColumnFacts(db: Db): Promise<TableFacts> {
  const rows = await sql<{ table_name: string; column_name: string; udt_name: string; is_nullable: string }>`
    SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.column_name`.execute(db);
  const out: TableFacts = {};
  for (const r of rows.rows) {
    if (MIGRATOR_TABLES.includes(r.table_name)) continue;
    out[r.table_name] ??= {};
    out[r.table_name][r.column_name] = [r.udt_name, r.is_nullable === 'YES'];
  }
  return out;
}
