import type { TestProject } from 'vitest/node';
import { startPostgres, type PgServer } from './pg-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway cluster (empty when the suite runs on PGlite). */
    pgAdminUrl: string;
  }
}

/**
 * Vitest globalSetup: with FINWELL_TEST_DB=postgres, one throwaway PostgreSQL cluster for the
 * whole run; every buildTestApp() call then creates its own database on it. Otherwise nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: PgServer | null = null;
  let url = process.env.FINWELL_TEST_PG_ADMIN_URL ?? '';
  // tests/support/with-postgres.ts may already have started one for this run.
  if (process.env.FINWELL_TEST_DB === 'postgres' && !url) {
    server = await startPostgres();
    url = server.url;
    process.env.FINWELL_TEST_PG_ADMIN_URL = url;
  }
  project.provide('pgAdminUrl', process.env.FINWELL_TEST_DB === 'postgres' ? url : '');
  return async () => {
    await server?.stop();
  };
}
