import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createPgliteDialectWithPool } from './pglite-dialect.js';
import type { Database } from './types.js';

/** The one typed handle for every table (docs/database.md); `Trx` is the same inside a transaction. */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  pglite?: PGlite;
  /** Queries waiting for a database connection now (plugins/load-shed.ts). */
  waiting?: () => number;
};

// The same JS values on both drivers: int8 and numeric as numbers (ids, counts, paise fit in 2^53),
// dates as 'YYYY-MM-DD' strings (a DATE has no time zone; a JS Date would shift it).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

/** Opens the database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (or memory). */
export async function createDb(opts: {
  dataDir?: string;
  databaseUrl?: string;
  memory?: boolean;
  /** PGlite only: start from this data-directory dump (PGlite's dumpDataDir), e.g. the tests' migrated and seeded copy. */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy(), waiting: () => pool.waitingCount };
  }
  let dataDir: string | undefined;
  if (!opts.memory) {
    dataDir = path.join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, {
    loadDataDir: opts.loadDataDir,
    // pg_trgm: the knowledge base's misspelling-tolerant search (docs/knowledge-base.md).
    extensions: { pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  const { dialect, pool } = createPgliteDialectWithPool(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    pglite,
    waiting: () => pool.waiting,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
