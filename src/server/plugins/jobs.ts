import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type QueryExecutorProvider } from 'kysely';
import PgBoss from 'pg-boss';

/**
 * Jobs and queues on pg-boss 10 (docs/jobs.md). pg-boss keeps its own tables in the `pgboss`
 * schema of the app's database and reaches it through the app's one Kysely connection (its `db`
 * adapter), on PostgreSQL and on PGlite alike:
 *
 * - On PGlite every pg-boss statement goes through the same one-connection pool as the requests
 *   (src/server/db/pglite-dialect.ts), so it never interleaves with a request's transaction.
 *   pg-boss's own transactions (maintenance, installation) are single multi-statement scripts
 *   (BEGIN; advisory lock; ...; COMMIT) that run in one `exec`, so they hold the connection from
 *   BEGIN to COMMIT too; a script that fails is rolled back by the dialect.
 * - A job sent inside a transaction is written through that transaction (`bossDb(trx)`): it is
 *   committed with the change or not at all. On PGlite never send with the outer `db` inside a
 *   transaction: it would wait for the connection the transaction holds.
 */
export type Jobs = {
  boss: PgBoss;
  /** Workers, schedules and pg-boss maintenance run (FINWELL_JOBS=0 and tests turn them off). */
  enabled: boolean;
  stop(): Promise<void>;
};

/** A task run on a cron schedule (pg-boss `schedule` + `work`), at most one run at a time. */
export type ScheduledTask = {
  name: string;
  /** Five-field cron in UTC; pg-boss schedules to the minute. */
  cron: string;
  run(now: Date): Promise<unknown>;
};

/** pg-boss's `db` adapter over a Kysely executor: the app's `db`, or a transaction. */
export function bossDb(q: QueryExecutorProvider): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const res = await q.getExecutor().executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: res.rows as unknown[] };
    },
  };
}

/**
 * Starts pg-boss on the app's database: installs or migrates its schema (always, so the mail queue
 * works), and when `enabled` also its maintenance (expiring stuck jobs, archiving) and the cron
 * clock. Workers are added by `registerJobs` and the mailer.
 */
export async function startJobs(opts: {
  db: QueryExecutorProvider;
  enabled: boolean;
  onError?: (err: unknown) => void;
}): Promise<Jobs> {
  const boss = new PgBoss({
    db: bossDb(opts.db),
    schema: 'pgboss',
    migrate: true,
    supervise: opts.enabled,
    schedule: opts.enabled,
    // Failed jobs (a mail that never went) stay in pgboss.job a week for support, then a week in the archive.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (err: unknown) => opts.onError?.(err));
  await boss.start();
  let stopped = false;
  return {
    boss,
    enabled: opts.enabled,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Waits for running handlers; the connection belongs to the app (closed after this).
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}

/** Runs a task once and records the run in scheduled_job_runs (what the last run returned, and when). */
export async function runScheduledTask(db: QueryExecutorProvider, task: ScheduledTask): Promise<unknown> {
  const record = async (column: 'last_started_at' | 'last_finished_at', result?: unknown) => {
    await sql`INSERT INTO scheduled_job_runs (name, ${sql.ref(column)}, last_result) VALUES (${task.name}, now(), ${JSON.stringify(result ?? null)}::jsonb)
      ON CONFLICT (name) DO UPDATE SET ${sql.ref(column)} = now(), last_result = coalesce(EXCLUDED.last_result, scheduled_job_runs.last_result)`.execute(
      db,
    );
  };
  await record('last_started_at');
  const result = await task.run(new Date());
  await record('last_finished_at', result);
  return result;
}

/**
 * Puts the tasks on pg-boss: one queue per task (policy "stately": at most one run waiting and one
 * running, across every node), its cron schedule, a worker, and one run shortly after start so work
 * left by a stopped process is picked up at once. A run that throws is failed in pg-boss (kept with
 * the error) and the next schedule tries again.
 */
export async function scheduleTasks(
  jobs: Jobs,
  db: QueryExecutorProvider,
  tasks: ScheduledTask[],
  opts: {
    onError?: (err: unknown, task: string) => void;
    pollingIntervalSeconds?: number;
    firstRunAfterSeconds?: number;
  } = {},
): Promise<void> {
  const { boss } = jobs;
  for (const task of tasks) {
    await boss.createQueue(task.name, { name: task.name, policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 });
    await boss.work(task.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 }, async () => {
      try {
        return await runScheduledTask(db, task);
      } catch (err) {
        opts.onError?.(err, task.name);
        throw err;
      }
    });
    await boss.schedule(task.name, task.cron, {}, { tz: 'UTC' });
    if (opts.firstRunAfterSeconds !== undefined)
      await boss.send(task.name, {}, { startAfter: opts.firstRunAfterSeconds });
  }
}

/** Schedules the tasks when the app is ready (unless jobs are off); pg-boss stops with the app. */
export function registerJobs(
  app: FastifyInstance,
  opts: { jobs: Jobs; db: QueryExecutorProvider; tasks: ScheduledTask[] },
): void {
  if (!opts.jobs.enabled) return;
  app.addHook('onReady', async () => {
    await scheduleTasks(opts.jobs, opts.db, opts.tasks, {
      firstRunAfterSeconds: 5,
      onError: (err, task) => app.log.error({ err, task }, 'scheduled task failed'),
    });
  });
}
