import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { build } from '../../src/server/app.js';
import { createDb } from '../../src/server/db/index.js';

/**
 * The migrated and seeded database every API test starts from, built once per run (docs/testing.md):
 * - PGlite: a data-directory dump (`dumpDataDir`) written to `dump`, loaded by each test app (`loadDataDir`);
 * - PostgreSQL: a template database on the test cluster, copied with `CREATE DATABASE … TEMPLATE`.
 * `files` is the data folder the seed wrote its files to (demo videos and PDFs); each app copies it.
 */
export type DbTemplate =
  { kind: 'pglite'; dump: string; files: string } | { kind: 'postgres'; database: string; files: string };

export const TEMPLATE_DATABASE = 'finwell_template';

/** The same configuration buildTestApp gives its apps, for the parts that decide what the seed writes. */
function seedConfig(dataDir: string) {
  return {
    nodeEnv: 'test' as const,
    serveClient: false,
    seedDemo: true,
    loadFundData: false,
    logLevel: 'silent',
    dataDir,
    sessionCacheMs: 0,
  };
}

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Builds the template once: the app's own start-up (migrations, demo seeds, the job queue's schema) on an empty database. */
export async function createDbTemplate(opts: { pgAdminUrl?: string }): Promise<{
  template: DbTemplate;
  dispose(): Promise<void>;
}> {
  const root = mkdtempSync(path.join(tmpdir(), 'finwell-template-'));
  const files = path.join(root, 'files');
  const dispose = async () => rmSync(root, { recursive: true, force: true });
  if (!opts.pgAdminUrl) {
    const handle = await createDb({ memory: true });
    const app = await build({ logger: false, dbHandle: handle, config: { ...seedConfig(files), memoryDb: true } });
    await app.close();
    const dump = path.join(root, 'pglite.tar');
    const blob = await handle.pglite!.dumpDataDir('none');
    writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
    await handle.close();
    return { template: { kind: 'pglite', dump, files }, dispose };
  }

  const admin = new pg.Client({ connectionString: opts.pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const app = await build({
      logger: false,
      config: { ...seedConfig(files), memoryDb: false, databaseUrl: withDatabase(opts.pgAdminUrl, TEMPLATE_DATABASE) },
    });
    await app.close();
    // A template must have no open connection while it is copied; no test ever connects to it.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [TEMPLATE_DATABASE],
    );
    await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
  return { template: { kind: 'postgres', database: TEMPLATE_DATABASE, files }, dispose };
}
