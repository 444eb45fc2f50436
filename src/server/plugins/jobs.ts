import type { FastifyInstance } from 'fastify';
import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Scheduled jobs: a small interval scheduler over the database. Each task claims its rows with
 * SELECT ... FOR UPDATE SKIP LOCKED (or a compare-and-swap UPDATE), so several API nodes can run
 * the same schedule without doing a row twice, and a task that is still running is not started
 * again. Runs are recorded in scheduled_job_runs.
 *
 * pg-boss 10 was the plan (ARCHITECTURE.md); on PGlite its polling and maintenance statements
 * would have to share the single connection with request transactions through the Kysely pool,
 * which was not worth the risk in this iteration. The task functions are plain async functions,
 * so moving them onto pg-boss `work()` handlers later changes only this file.
 */
export type ScheduledTask = {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
};

export type Scheduler = { stop(): Promise<void>; runOnce(name?: string): Promise<void> };

export function startScheduler(opts: {
  db: QueryExecutorProvider;
  tasks: ScheduledTask[];
  onError?: (err: unknown, task: string) => void;
  initialDelayMs?: number;
}): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const record = async (name: string, column: 'last_started_at' | 'last_finished_at', result?: unknown) => {
    await sql`INSERT INTO scheduled_job_runs (name, ${sql.ref(column)}, last_result) VALUES (${name}, now(), ${JSON.stringify(result ?? null)}::jsonb)
      ON CONFLICT (name) DO UPDATE SET ${sql.ref(column)} = now(), last_result = coalesce(EXCLUDED.last_result, scheduled_job_runs.last_result)`.execute(
      opts.db,
    );
  };

  const runTask = (task: ScheduledTask): Promise<void> => {
    const current = running.get(task.name);
    if (current) return current;
    const p = (async () => {
      try {
        await record(task.name, 'last_started_at');
        const result = await task.run(new Date());
        await record(task.name, 'last_finished_at', result);
      } catch (err) {
        opts.onError?.(err, task.name);
      } finally {
        running.delete(task.name);
      }
    })();
    running.set(task.name, p);
    return p;
  };

  // Each task also runs once shortly after start: work left by a stopped process is picked up at once.
  if (opts.initialDelayMs !== undefined) {
    const first = setTimeout(() => {
      if (!stopped) for (const task of opts.tasks) void runTask(task);
    }, opts.initialDelayMs);
    first.unref();
    timers.push(first);
  }
  for (const task of opts.tasks) {
    const t = setInterval(() => {
      if (!stopped) void runTask(task);
    }, task.everyMs);
    t.unref();
    timers.push(t);
  }

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all(running.values());
    },
    async runOnce(name) {
      await Promise.all(opts.tasks.filter((t) => !name || t.name === name).map(runTask));
    },
  };
}

/** Starts the tasks when the app is ready and stops them (waiting for a running task) on close. */
export function registerJobs(
  app: FastifyInstance,
  opts: { db: QueryExecutorProvider; tasks: ScheduledTask[]; enabled: boolean },
): void {
  if (!opts.enabled) return;
  let scheduler: Scheduler | null = null;
  app.addHook('onReady', async () => {
    scheduler = startScheduler({
      db: opts.db,
      tasks: opts.tasks,
      initialDelayMs: 5000,
      onError: (err, task) => app.log.error({ err, task }, 'scheduled task failed'),
    });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
}
