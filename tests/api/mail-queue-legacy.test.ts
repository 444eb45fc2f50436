import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/server/db/index.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { startJobs, type Jobs } from '../../src/server/plugins/jobs.js';
import { createMailQueue, MAIL_QUEUE, moveLegacyMailQueue } from '../../src/server/plugins/mailer.js';
import { createTestDatabase, testDbKind } from '../support/app.js';

/** A database from before pg-boss: its hand-written mail_queue is handed over on the first start (docs/jobs.md). */
describe('the mail_queue table of older databases', () => {
  let handle: DbHandle | undefined;
  let jobs: Jobs | undefined;
  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
  });

  it('moves its pending messages into the pg-boss queue and drops the table, once', async () => {
    handle = await createDb(
      testDbKind() === 'postgres' ? { databaseUrl: await createTestDatabase() } : { memory: true },
    );
    const { db } = handle;
    await migrateToLatest(db);
    const message = (to: string) => JSON.stringify({ to, subject: 'Queued before', text: 'Hello' });
    await sql`INSERT INTO mail_queue (message, status) VALUES
      (${message('pending@acme.example')}::jsonb, 'pending'),
      (${message('sent@acme.example')}::jsonb, 'sent'),
      (${message('failed@acme.example')}::jsonb, 'failed')`.execute(db);
    jobs = await startJobs({ db, enabled: false });
    await createMailQueue(jobs.boss);

    expect(await moveLegacyMailQueue(db, jobs.boss)).toBe(1);
    const queued = await sql<{
      data: { to: string };
      state: string;
    }>`SELECT data, state FROM pgboss.job WHERE name = ${MAIL_QUEUE}`.execute(db);
    expect(queued.rows).toEqual([{ data: expect.objectContaining({ to: 'pending@acme.example' }), state: 'created' }]);
    expect(
      (await sql<{ t: string | null }>`SELECT to_regclass('mail_queue')::text AS t`.execute(db)).rows[0].t,
    ).toBeNull();
    // A second start finds nothing to move.
    expect(await moveLegacyMailQueue(db, jobs.boss)).toBe(0);
  });
});
