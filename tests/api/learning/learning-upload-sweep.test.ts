/** Learning API: unfinished uploads idle for a day are given up, by the next upload and by the daily sweep. */
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningTasks } from '../../../src/server/modules/learning/jobs.js';
import { partKey } from '../../../src/server/modules/learning/upload-parts.js';
import { runScheduledTask } from '../../../src/server/plugins/jobs.js';
import { bearer, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { learningCalls, startLearningApp } from './learning-fixtures.js';

let app: App;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send } = learningCalls(() => ({ app, admin }));

/** The stored first chunk of an upload (the local file storage's file for it). */
const partial = (id: string) => path.join(app.ctx.config.dataDir, partKey(id, 0));

/** Sends the first 4 bytes of a 1,000-byte PDF upload (too short to be sniffed, so it is kept as a chunk). */
async function firstChunk(id: string) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/v1/learning/uploads/${id}?offset=0`,
    headers: { ...bearer(admin), 'content-type': 'application/offset+octet-stream' },
    payload: Buffer.from('half'),
  });
  expect(expectSuccess<{ offset: number }>(res).offset).toBe(4);
}

describe('admin courses, uploads and files', () => {
  it('gives up unfinished uploads idle for a day (row and partial file)', async () => {
    const stale = expectSuccess<{ upload_id: string }>(
      await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename: 'old.pdf', size: 1000 }),
      undefined,
      201,
    );
    await firstChunk(stale.upload_id);
    expect(existsSync(partial(stale.upload_id))).toBe(true);
    await app.ctx.db
      .updateTable('learning_uploads')
      .set({ updated_at: new Date(Date.now() - 25 * 3600_000) })
      .where('id', '=', stale.upload_id)
      .execute();
    await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename: 'new.pdf', size: 1000 });
    expectError(await get(`/learning/uploads/${stale.upload_id}`, admin), 404, 'E-10507');
    expect(existsSync(partial(stale.upload_id))).toBe(false);
  });

  it('the daily scheduled task sweeps idle uploads and orphan partial files, and leaves fresh ones', async () => {
    const task = learningTasks(app.ctx).find((t) => t.name === 'learning.sweep-stale-uploads')!;
    // Daily (one fixed minute and hour, every day), UTC as every schedule.
    expect(task.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    const start = async (filename: string) =>
      expectSuccess<{ upload_id: string }>(
        await send('POST', '/learning/uploads', admin, { kind: 'pdf', filename, size: 1000 }),
        undefined,
        201,
      ).upload_id;
    const idle = await start('idle.pdf');
    const fresh = await start('fresh.pdf');
    await firstChunk(idle);
    await firstChunk(fresh);
    await app.ctx.db
      .updateTable('learning_uploads')
      .set({ updated_at: new Date(Date.now() - 25 * 3600_000) })
      .where('id', '=', idle)
      .execute();
    // Partial files without an upload row: one idle for two days, one just written.
    const oldOrphan = 'a'.repeat(32);
    const newOrphan = 'b'.repeat(32);
    await app.ctx.storage.put(partKey(oldOrphan, 0), Buffer.from('half'));
    await app.ctx.storage.put(partKey(newOrphan, 0), Buffer.from('half'));
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    utimesSync(partial(oldOrphan), twoDaysAgo, twoDaysAgo);

    const result = await runScheduledTask(app.ctx.db, task);
    expect(result).toEqual({ uploads: 1, orphan_files: 1 });
    expectError(await get(`/learning/uploads/${idle}`, admin), 404, 'E-10507');
    expect(existsSync(partial(idle))).toBe(false);
    expect(existsSync(partial(oldOrphan))).toBe(false);
    expect(expectSuccess<{ offset: number }>(await get(`/learning/uploads/${fresh}`, admin)).offset).toBe(4);
    expect(existsSync(partial(fresh))).toBe(true);
    expect(existsSync(partial(newOrphan))).toBe(true);
    // The run is recorded like every scheduled task's.
    const run = await app.ctx.db
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('name', '=', 'learning.sweep-stale-uploads')
      .executeTakeFirstOrThrow();
    expect(run.last_finished_at).not.toBeNull();
    expect(run.last_result).toEqual({ uploads: 1, orphan_files: 1 });
    // Nothing left to do the next time.
    expect(await task.run(new Date())).toEqual({ uploads: 0, orphan_files: 0 });
    await app.ctx.storage.remove(partKey(newOrphan, 0));
  });
});
