import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { adminMessageFor } from '../../../shared/catalogue.js';
import type { AppContext } from '../../context.js';
import type { RosterRow, RosterRowError } from '../../db/tables/employees.js';
import { clearSessionCache } from '../auth/session.js';
import { importStatus, resultOf, type ImportResult } from './import-status.js';
import type { RosterRecord } from './roster-file.js';
import { checkEmployeeFields, loadEmployeeCompany, type EmployeeCompany } from './rules.js';
import { runBatch } from './run-batch.js';

/**
 * Roster imports (docs/employees.md). A file's rows are checked as a whole first (fields, formats,
 * the company's domains, an address or mobile number twice in the file), then written in batches:
 * each batch is one transaction that re-reads (and locks) the accounts of its addresses, creates,
 * updates or leaves each row, queues the welcome e-mails and moves the import's counts forward.
 * So an import stopped half-way has every row written or not, resumes after its last batch, and a
 * second import of the same file finds every row unchanged (idempotent by e-mail).
 */
export const ROSTER_QUEUE = 'roster-import';
export const BATCH_ROWS = 500;
/** Up to this many checked rows an import is written while the request waits; more run in the background. */
export const SYNC_ROWS = 1000;

const err = (row: number, field: string, code: string): RosterRowError => ({
  row,
  field,
  code,
  message: adminMessageFor(code),
});

/** The checks of the whole file that need no database; duplicates keep their first row. */
export function checkRecords(
  company: EmployeeCompany,
  records: RosterRecord[],
): { rows: RosterRow[]; errors: RosterRowError[] } {
  const rows: RosterRow[] = [];
  const errors: RosterRowError[] = [];
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const r of records) {
    const checked = checkEmployeeFields(company, r.input, r.row);
    if ('errors' in checked) {
      errors.push(...checked.errors);
      continue;
    }
    const row = checked.row;
    if (emails.has(row.email)) {
      errors.push(err(row.row, 'email', 'E-10669'));
      continue;
    }
    emails.add(row.email);
    if (row.phone_number && row.status === 1) {
      if (phones.has(row.phone_number)) {
        errors.push(err(row.row, 'phone_number', 'E-10515'));
        continue;
      }
      phones.add(row.phone_number);
    }
    rows.push(row);
  }
  return { rows, errors };
}

/** The dry run: every batch counted against the accounts on record, nothing written. */
export async function previewImport(
  ctx: AppContext,
  companyId: number,
  records: RosterRecord[],
): Promise<ImportResult> {
  const company = await loadEmployeeCompany(ctx.db, companyId);
  const { rows, errors } = checkRecords(company, records);
  const total = {
    id: '',
    company_id: companyId,
    status: 'done',
    total_rows: rows.length,
    done_rows: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors,
  };
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const o = await runBatch(ctx, ctx.db, company, rows.slice(i, i + BATCH_ROWS), {
      write: false,
      welcomeIndex: 0,
      source: 'roster',
    });
    total.created += o.created;
    total.updated += o.updated;
    total.unchanged += o.unchanged;
    total.errors.push(...o.errors);
  }
  return resultOf(total, true);
}

/**
 * Stores the checked rows as an import and writes them: at once when they are few (the answer is the
 * result), else in the background (pg-boss queue roster-import; the answer is the queued import, whose
 * progress GET .../employees/import/:importId shows).
 */
export async function startImport(
  ctx: AppContext,
  opts: { companyId: number; adminId: number; fileName: string; records: RosterRecord[]; log: (err: unknown) => void },
): Promise<ImportResult> {
  const { id, rows } = await createImport(ctx, opts);
  if (rows <= SYNC_ROWS) {
    await runImport(ctx, id);
  } else if (ctx.jobs.enabled) {
    await ctx.jobs.boss.send(ROSTER_QUEUE, { id });
  } else {
    void runImport(ctx, id).catch(opts.log);
  }
  return importStatus(ctx.db, opts.companyId, id);
}

/** Checks the file's rows and stores them as a queued import (nothing written to the accounts yet). */
export async function createImport(
  ctx: AppContext,
  opts: { companyId: number; adminId: number | null; fileName: string; records: RosterRecord[] },
): Promise<{ id: string; rows: number }> {
  const company = await loadEmployeeCompany(ctx.db, opts.companyId);
  const { rows, errors } = checkRecords(company, opts.records);
  const row = await ctx.db
    .insertInto('roster_imports')
    .values({
      id: randomUUID(),
      company_id: company.id,
      admin_id: opts.adminId,
      file_name: opts.fileName.slice(0, 200),
      total_rows: rows.length,
      rows: JSON.stringify(rows),
      errors: JSON.stringify(errors),
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, rows: rows.length };
}

/**
 * Writes an import's rows from its last written batch (the job's handler; also what a retried job
 * does after its node died). `stopAfterBatches` ends the run early (what a killed server leaves; tests).
 */
export async function runImport(ctx: AppContext, id: string, opts: { stopAfterBatches?: number } = {}): Promise<void> {
  const claimed = await ctx.db
    .updateTable('roster_imports')
    .set({ status: 'running' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(['company_id', 'done_rows', 'created'])
    .executeTakeFirst();
  if (!claimed) return;
  try {
    const company = await loadEmployeeCompany(ctx.db, claimed.company_id);
    const { rows } = await ctx.db
      .selectFrom('roster_imports')
      .select('rows')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    let batches = 0;
    let welcomeIndex = claimed.created;
    for (let start = claimed.done_rows; start < rows.length; start += BATCH_ROWS) {
      if (opts.stopAfterBatches !== undefined && batches >= opts.stopAfterBatches) return;
      const batch = rows.slice(start, start + BATCH_ROWS);
      const mailIds = await ctx.db.transaction().execute(async (trx) => {
        // The import's row is locked first: two runs of one import never write one batch twice.
        const at = await trx
          .selectFrom('roster_imports')
          .select('done_rows')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (at.done_rows !== start) return null;
        const o = await runBatch(ctx, trx, company, batch, { write: true, welcomeIndex, source: 'roster' });
        welcomeIndex += o.created;
        await trx
          .updateTable('roster_imports')
          .set({
            done_rows: start + batch.length,
            created: sql`created + ${o.created}`,
            updated: sql`updated + ${o.updated}`,
            unchanged: sql`unchanged + ${o.unchanged}`,
            errors: sql`errors || ${JSON.stringify(o.errors)}::jsonb`,
          })
          .where('id', '=', id)
          .execute();
        return o.mailIds;
      });
      if (mailIds === null) return;
      clearSessionCache();
      await ctx.mailer.deliver(mailIds);
      batches++;
    }
    await ctx.db
      .updateTable('roster_imports')
      .set({ status: 'done', finished_at: new Date(), rows: JSON.stringify([]) })
      .where('id', '=', id)
      .execute();
  } catch (e) {
    await ctx.db
      .updateTable('roster_imports')
      .set({ status: 'failed', error: e instanceof AppError ? e.code : 'E-10001', finished_at: new Date() })
      .where('id', '=', id)
      .execute();
    throw e;
  }
}

/** The roster queue's worker (pg-boss, docs/jobs.md), when the job engine is on. */
export async function startRosterWorker(ctx: AppContext, log: (err: unknown) => void): Promise<void> {
  if (!ctx.jobs.enabled) return;
  const { boss } = ctx.jobs;
  // A job whose node died expires after 30 minutes and is retried: the run resumes after its last batch.
  await boss.createQueue(ROSTER_QUEUE, { name: ROSTER_QUEUE, retryLimit: 3, expireInSeconds: 1800 });
  await boss.work<{ id: string }>(ROSTER_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await runImport(ctx, job.data.id).catch((err: unknown) => {
      log(err);
      throw err;
    });
  });
}
