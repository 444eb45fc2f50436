import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { ReportExportJob, ReportQuery } from '../../../shared/generated/index.js';
import { AppError } from '../../../shared/app-error.js';
import { REPORTS } from '../../../shared/reports.js';
import type { ReportDefinition } from '../../../shared/report-types.js';
import type { AppContext } from '../../context.js';
import { scratchFile } from '../../storage/scratch.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { parseFilters } from './filters.js';
import { exportFileName } from './service.js';
import { writeExcel } from './excel-export.js';
import { renderPdf } from './pdf-export.js';

/**
 * Background exports (docs/reports.md "Background exports"): a report too large to download at once
 * is written by a job into `exports/<uuid>.<ext>` in the file storage (DATA_DIR or S3) while the page shows its progress, and kept
 * for a day. A row of `report_exports` is the job: queued → running → done (or failed). With the job
 * engine on, the pg-boss queue `report-export` runs it (any node; a job whose node died is retried
 * and starts over); without it (FINWELL_JOBS=0, tests) the node that took the request runs it.
 */
export const EXPORT_QUEUE = 'report-export';

type Format = 'xlsx' | 'pdf';
type ExportRow = {
  id: string;
  user_id: number;
  report: string;
  format: string;
  filters: unknown;
  status: string;
  total_rows: number | null;
  done_rows: number;
  file_name: string | null;
  error: string | null;
  created_at: Date;
  expires_at: Date;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The export's key in the file storage (DATA_DIR or S3: any server may run the job, any may send the file). */
const fileKey = (row: { id: string; format: string }) => `exports/${row.id}.${row.format === 'pdf' ? 'pdf' : 'xlsx'}`;

function definition(api: string): ReportDefinition {
  const def = REPORTS.find((r) => r.api === api);
  if (!def) throw new AppError('E-10800');
  return def;
}

export function jobView(row: ExportRow): ReportExportJob {
  const total = row.total_rows;
  const percent =
    row.status === 'done' ? 100 : total ? Math.min(99, Math.floor((row.done_rows / Math.max(total, 1)) * 100)) : 0;
  return {
    id: row.id,
    report: row.report,
    format: row.format === 'pdf' ? 'pdf' : 'xlsx',
    status: row.status as ReportExportJob['status'],
    total_rows: total,
    done_rows: row.done_rows,
    percent,
    error: row.error,
    download_url: row.status === 'done' ? `/api/v1/report/exports/${row.id}/file` : null,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Starts an export: the filters are checked now (a bad filter is refused here, not in the job), the
 * row is stored, and the job is queued (or run by this node when the job engine is off).
 */
export async function startExport(
  ctx: AppContext,
  userId: number,
  api: string,
  format: Format,
  query: ReportQuery,
  log: (err: unknown) => void,
): Promise<ReportExportJob> {
  const def = definition(api);
  parseFilters(def, query);
  const row = await ctx.db
    .insertInto('report_exports')
    .values({ id: randomUUID(), user_id: userId, report: api, format, filters: JSON.stringify(query) })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (ctx.jobs.enabled) await ctx.jobs.boss.send(EXPORT_QUEUE, { id: row.id });
  else void runExport(ctx, row.id).catch(log);
  return jobView(row);
}

/** Runs one export (the job's handler): writes the file, keeping `done_rows` up to date as batches are written. */
export async function runExport(ctx: AppContext, id: string): Promise<void> {
  const row = await ctx.db
    .updateTable('report_exports')
    .set({ status: 'running', done_rows: 0, error: null })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
  if (!row) return;
  const key = fileKey(row);
  try {
    const def = definition(row.report);
    const f = parseFilters(def, (row.filters ?? {}) as ReportQuery);
    const now = new Date(row.created_at);
    let last = 0;
    const onProgress = async (done: number, total: number) => {
      // At most one progress write a second (and the last batch), so a big export does not write per batch.
      if (Date.now() - last < 1000 && done < total) return;
      last = Date.now();
      await ctx.db
        .updateTable('report_exports')
        .set({ done_rows: done, total_rows: total })
        .where('id', '=', id)
        .execute();
    };
    // PostgreSQL: rows through one server-side cursor in small batches (docs/reports.md "Excel memory").
    const cursor = ctx.dbHandle.kind === 'postgres';
    let rows: number;
    if (row.format === 'pdf') {
      const out = await renderPdf(ctx.db, def, f, { now, onProgress, cursor });
      await ctx.storage.put(key, out.pdf, 'application/pdf');
      rows = out.rows;
    } else {
      // The workbook is streamed to a scratch file, then stored whole (never half a file under the key).
      const scratch = await scratchFile(ctx.config.dataDir, `${row.id}.xlsx`);
      try {
        const out = createWriteStream(scratch);
        const written = await writeExcel(ctx.db, def, f, out, { now, onProgress, cursor });
        await finished(out);
        await ctx.storage.putFile(key, scratch, XLSX);
        rows = written.rows;
      } finally {
        await rm(scratch, { force: true });
      }
    }
    await ctx.db
      .updateTable('report_exports')
      .set({
        status: 'done',
        done_rows: rows,
        total_rows: sql`greatest(coalesce(total_rows, 0), ${rows})`,
        file_name: exportFileName(def, row.format === 'pdf' ? 'pdf' : 'xlsx', now),
        finished_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  } catch (err) {
    await ctx.storage.remove(key).catch(() => undefined);
    const code = err instanceof AppError ? err.code : 'E-10001';
    await ctx.db
      .updateTable('report_exports')
      .set({ status: 'failed', error: code, finished_at: new Date() })
      .where('id', '=', id)
      .execute();
    throw err;
  }
}

/** An admin's own export, unexpired (E-10804 otherwise: another admin's export is not theirs to read). */
export async function exportOf(ctx: AppContext, userId: number, id: string): Promise<ExportRow> {
  const row = await ctx.db
    .selectFrom('report_exports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw new AppError('E-10804');
  return row;
}

/** Sends a finished export's file (E-10805 while it is still being written). */
export async function sendExport(ctx: AppContext, reply: FastifyReply, row: ExportRow) {
  if (row.status !== 'done') throw new AppError(row.status === 'failed' ? 'E-10804' : 'E-10805');
  const key = fileKey(row);
  const body = await ctx.storage.read(key);
  if (!body) throw new AppError('E-10804');
  const pdf = row.format === 'pdf';
  return reply
    .type(pdf ? 'application/pdf' : XLSX)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${row.file_name ?? path.basename(key)}"`)
    .send(body);
}

/** Expired exports: their rows and files are removed. */
export async function sweepExports(ctx: AppContext, now = new Date()): Promise<{ removed: number }> {
  const gone = await ctx.db
    .deleteFrom('report_exports')
    .where('expires_at', '<=', now)
    .returning(['id', 'format'])
    .execute();
  await Promise.all(gone.map((g) => ctx.storage.remove(fileKey(g))));
  return { removed: gone.length };
}

/** The export queue's worker and the hourly sweep (pg-boss, docs/jobs.md), when the job engine is on. */
export async function startExportWorker(ctx: AppContext, log: (err: unknown) => void): Promise<void> {
  if (!ctx.jobs.enabled) return;
  const { boss } = ctx.jobs;
  // A job whose node died expires after 30 minutes and is retried twice (each run starts the file over).
  await boss.createQueue(EXPORT_QUEUE, { name: EXPORT_QUEUE, retryLimit: 2, expireInSeconds: 1800 });
  await boss.work<{ id: string }>(EXPORT_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await runExport(ctx, job.data.id).catch((err: unknown) => {
      log(err);
      throw err;
    });
  });
}

export function exportTasks(ctx: AppContext): ScheduledTask[] {
  return [{ name: 'reports.export-sweep', cron: '7 * * * *', run: (now) => sweepExports(ctx, now) }];
}
