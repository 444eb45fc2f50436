import type { TestProject } from 'vitest/node';
import { createDbTemplate, type DbTemplate } from './db-template.js';
import { startPostgres, type PgServer } from './pg-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway cluster (empty when the suite runs on PGlite). */
    pgAdminUrl: string;
    /** The migrated and seeded database each test app starts from (tests/support/db-template.ts). */
    dbTemplate: DbTemplate | null;
  }
}

/**
 * Vitest globalSetup: with FINWELL_TEST_DB=postgres, one throwaway PostgreSQL cluster for the
 * whole run; every buildTestApp() call then creates its own database on it, copied from a template
 * database migrated and seeded once here. On PGlite, a data-directory dump made once here instead.
 * FINWELL_TEST_TEMPLATE=0 turns the template off (every app migrates and seeds its own database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: PgServer | null = null;
  let url = process.env.FINWELL_TEST_PG_ADMIN_URL ?? '';
  const onPostgres = process.env.FINWELL_TEST_DB === 'postgres';
  // tests/support/with-postgres.ts may already have started one for this run.
  if (onPostgres && !url) {
    server = await startPostgres();
    url = server.url;
    process.env.FINWELL_TEST_PG_ADMIN_URL = url;
  }
  project.provide('pgAdminUrl', onPostgres ? url : '');
  const started = performance.now();
  const made =
    process.env.FINWELL_TEST_TEMPLATE === '0' ? null : await createDbTemplate({ pgAdminUrl: onPostgres ? url : '' });
  if (made) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`test database template (${made.template.kind}) ready in ${seconds} s`);
  }
  project.provide('dbTemplate', made?.template ?? null);
  return async () => {
    await made?.dispose();
    await server?.stop();
  };
}
