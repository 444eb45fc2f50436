import type { FileStorage } from './storage/index.js';
import type { AppConfig } from './config.js';
import type { Db, DbHandle } from './db/index.js';
import type { Jobs } from './plugins/jobs.js';
import type { Mailer } from './plugins/mailer.js';
import type { InvalidationBus } from './invalidation-bus.js';

/** What every route module receives: the config, the database and the real parts. */
export type AppContext = {
  config: AppConfig;
  db: Db;
  dbHandle: DbHandle;
  mailer: Mailer;
  /** pg-boss (docs/jobs.md). */
  jobs: Jobs;
  /** Cross-server cache invalidation (src/server/invalidation.ts, docs/deploy.md). */
  bus: InvalidationBus;
  /** Where files live: DATA_DIR or S3-compatible object storage (src/server/storage, docs/deploy.md "Files"). */
  storage: FileStorage;
};
