import type { ColumnType } from 'kysely';

/** Column shapes shared by the table types in src/server/db/tables/ (see docs/database.md). */

/**
 * timestamptz: read as a Date, written as a Date or an ISO string; may be left out of an insert
 * (a column with a default). Not wrapped in `Generated<>`: Kysely unwraps one ColumnType only, so
 * `Generated<Timestamp>` would read as the ColumnType object instead of a Date.
 */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** jsonb: read as T, written as T or its JSON text. */
export type Json<T> = ColumnType<T, string | T, string | T>;

/** A PostgreSQL array column (int[], text[]) read and written as a JS array. */
export type Arr<T> = ColumnType<T[], T[] | undefined, T[]>;
