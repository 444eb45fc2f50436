import type { FastifyInstance } from 'fastify';
import type { Db } from './db/index.js';
import { importMutualFundData } from './modules/mutual-funds/ingest.js';

/** Times the phases of a start-up: `lap(name)` closes the phase that began at the previous lap (main.ts logs them). */
export function startupTimer() {
  const phases: Array<[string, number]> = [];
  let last = performance.now();
  return {
    phases,
    lap(name: string) {
      const now = performance.now();
      phases.push([name, Math.round(now - last)]);
      last = now;
    },
  };
}

/**
 * The shipped mutual-fund data imported once the server listens (PostgreSQL only, first start only: a marker row
 * makes later starts a no-op). Fund pages answer empty until its transaction commits; a failure is logged and the
 * import runs again at the next start.
 */
export function importFundDataAfterListen(app: FastifyInstance, db: Db, dir: string): void {
  app.addHook('onListen', () => {
    importMutualFundData(db, { dir }).then(
      (r) => {
        if (!r.skipped) app.log.info({ ms: r.ms }, 'mutual-fund data imported');
      },
      (err: unknown) => app.log.error({ err }, 'mutual-fund data import failed; it runs again at the next start'),
    );
  });
}
