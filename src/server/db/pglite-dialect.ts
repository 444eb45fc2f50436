import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';

/**
 * Kysely over PGlite through Kysely's own PostgresDialect: PGlite is wrapped as a one-connection
 * pool. PGlite has a single session, so a connection is held exclusively (a FIFO mutex) from
 * connect() to release(): a transaction's BEGIN..COMMIT never interleaves with other queries.
 * Inside a transaction use the transaction object only; using the outer `db` there would wait
 * for the connection the transaction holds.
 */
/** The dialect and its pool, whose `waiting` is the number of queries queued for the one session (load shedding). */
export function createPgliteDialectWithPool(pg: PGlite): { dialect: PostgresDialect; pool: PglitePool } {
  const pool = new PglitePool(pg);
  return { dialect: new PostgresDialect({ pool }), pool };
}

class PglitePool implements PostgresPool {
  #queue: Array<() => void> = [];
  #busy = false;
  constructor(private readonly pg: PGlite) {}

  /** Queries waiting for the session. */
  get waiting(): number {
    return this.#queue.length;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#busy) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#busy = true;
    let released = false;
    const client = {
      query: async (sqlText: string, parameters: readonly unknown[]) => {
        const command = commandOf(sqlText);
        if (parameters.length === 0 && isMultiStatement(sqlText)) {
          // Migrations and pg-boss send scripts: PGlite runs those only through exec (simple protocol).
          // A script that opened a transaction (pg-boss: BEGIN; ...; COMMIT) and failed half-way would
          // leave the one session in an aborted transaction: it is rolled back before the error goes up.
          const results = await this.pg.exec(sqlText).catch(async (err: unknown) => {
            if (/\bBEGIN\b/i.test(sqlText)) await this.pg.exec('ROLLBACK').catch(() => undefined);
            throw err;
          });
          const last = results[results.length - 1];
          return { command, rowCount: last?.affectedRows ?? 0, rows: last?.rows ?? [] } as PostgresQueryResult<never>;
        }
        const res = await this.pg.query(sqlText, parameters as unknown[]);
        return { command, rowCount: res.affectedRows ?? res.rows.length, rows: res.rows } as PostgresQueryResult<never>;
      },
      release: () => {
        if (released) return;
        released = true;
        const next = this.#queue.shift();
        if (next) next();
        else this.#busy = false;
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    /* the owner closes PGlite */
  }
}

function commandOf(sqlText: string): PostgresQueryResult<never>['command'] {
  const m = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sqlText);
  const word = (m?.[1] ?? 'select').toUpperCase();
  return word as PostgresQueryResult<never>['command'];
}

function isMultiStatement(sqlText: string): boolean {
  return sqlText.trim().replace(/;\s*$/, '').includes(';');
}
