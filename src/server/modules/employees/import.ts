import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { adminMessageFor } from '../../../shared/catalogue.js';
import type { AppContext } from '../../context.js';
import type { Db, Trx } from '../../db/index.js';
import type { RosterRow, RosterRowError } from '../../db/tables/employees.js';
import { uniqueUserNo } from '../../db/user-no.js';
import { clearSessionCache } from '../auth/session.js';
import type { RosterRecord } from './roster-file.js';
import {
  checkEmployeeFields,
  employeeRole,
  existingUsers,
  loadEmployeeCompany,
  phoneOwners,
  planRow,
  type EmployeeCompany,
} from './rules.js';
import { welcomeEmail } from './welcome-mail.js';

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
/** Welcome e-mails released per minute (below the per-address OTP limit, so a whole office can sign in). */
export const WELCOME_PER_MINUTE = 25;
/** Row errors in an answer; more are counted in errors_total. */
const MAX_ERRORS_SHOWN = 1000;

export type ImportResult = {
  created: number;
  updated: number;
  unchanged: number;
  errors: RosterRowError[];
  errors_total: number;
  total_rows: number;
  dry_run: boolean;
  import_id: string | null;
  status: 'done' | 'queued' | 'running' | 'failed';
  done_rows: number;
  percent: number;
};

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

type BatchOutcome = {
  created: number;
  updated: number;
  unchanged: number;
  errors: RosterRowError[];
  mailIds: string[];
};

/**
 * One batch against the accounts on record. With `trx` it writes (accounts locked FOR UPDATE) and
 * queues welcome e-mails, the `welcomeIndex`-th onwards spread WELCOME_PER_MINUTE a minute; without,
 * it only counts (the dry run).
 */
async function runBatch(
  ctx: AppContext,
  q: Db | Trx,
  company: EmployeeCompany,
  rows: RosterRow[],
  opts: { write: boolean; welcomeIndex: number; source: string },
): Promise<BatchOutcome> {
  const out: BatchOutcome = { created: 0, updated: 0, unchanged: 0, errors: [], mailIds: [] };
  const existing = await existingUsers(q as Db, [...new Set(rows.map((r) => r.email))], opts.write);
  const phones = await phoneOwners(q as Db, [
    ...new Set(rows.flatMap((r) => (r.phone_number ? [r.phone_number] : []))),
  ]);
  const role = employeeRole(company);
  const creates: RosterRow[] = [];
  for (const row of rows) {
    const p = planRow(company, row, existing, phones);
    if ('errors' in p) {
      out.errors.push(...p.errors);
      continue;
    }
    if (p.kind === 'unchanged') out.unchanged++;
    else if (p.kind === 'create') {
      out.created++;
      creates.push(row);
    } else {
      out.updated++;
      if (!opts.write) continue;
      await q
        .updateTable('users')
        .set({
          first_name: row.first_name,
          ...(row.last_name !== null ? { last_name: row.last_name } : {}),
          ...(row.phone_number !== null ? { phone_number: row.phone_number } : {}),
          ...(row.locale !== null ? { locale: row.locale } : {}),
          status: row.status,
          user_type: role,
          updated_at: sql`now()`,
        })
        .where('id', '=', p.user.id)
        .execute();
      if (row.status !== 1 && p.user.status === 1)
        await q
          .updateTable('sessions')
          .set({ revoked_at: sql`now()` })
          .where('user_id', '=', p.user.id)
          .where('revoked_at', 'is', null)
          .execute();
    }
  }
  if (!opts.write || creates.length === 0) return out;
  const inserted = await q
    .insertInto('users')
    .values(
      creates.map((row) => ({
        unique_user_no: uniqueUserNo('FWE'),
        email: row.email,
        user_type: role,
        company_id: company.id,
        first_name: row.first_name,
        last_name: row.last_name,
        phone_number: row.phone_number,
        status: row.status,
        locale: row.locale,
        extra: JSON.stringify({ created_by: opts.source }),
      })),
    )
    .returning(['id', 'email', 'first_name', 'status', 'locale'])
    .execute();
  let i = opts.welcomeIndex;
  const mails: Array<{ message: ReturnType<typeof welcomeEmail>; startAfterSeconds: number }> = [];
  for (const u of inserted) {
    if (u.status !== 1) continue;
    const message = welcomeEmail({
      to: u.email,
      name: u.first_name,
      company: company.company_name,
      typeOfLogin: company.type_of_login,
      publicUrl: ctx.config.publicUrl,
      locale: u.locale,
    });
    mails.push({ message, startAfterSeconds: Math.floor(i / WELCOME_PER_MINUTE) * 60 });
    i++;
  }
  const ids = await ctx.mailer.enqueueMany(q, mails);
  out.mailIds = ids.filter((_id, k) => mails[k].startAfterSeconds === 0);
  return out;
}

/** Adds one employee (POST end-user): the single add's own codes, then the same batch writer. */
export async function addEmployee(
  ctx: AppContext,
  input: {
    company_id: number;
    first_name?: unknown;
    last_name?: unknown;
    email?: unknown;
    phone_number?: unknown;
    status?: unknown;
    locale?: unknown;
  },
): Promise<number> {
  const company = await loadEmployeeCompany(ctx.db, input.company_id);
  const checked = checkEmployeeFields(company, { ...input, language: input.locale }, 1);
  if ('errors' in checked)
    throw new AppError(checked.errors[0].code, {
      message: checked.errors[0].message,
      fields: checked.errors.map(({ field, code, message }) => ({ field, code, message })),
    });
  const row = checked.row;
  const { id, mailIds } = await ctx.db.transaction().execute(async (trx) => {
    const existing = await existingUsers(trx as unknown as Db, [row.email], true);
    if (existing.size)
      throw new AppError('E-10064', {
        fields: [{ field: 'email', code: 'E-10064', message: adminMessageFor('E-10064') }],
      });
    const outcome = await runBatch(ctx, trx, company, [row], { write: true, welcomeIndex: 0, source: 'admin' });
    if (outcome.errors.length) {
      const e = outcome.errors[0];
      throw new AppError(e.code, {
        message: e.message,
        fields: [{ field: e.field, code: e.code, message: e.message }],
      });
    }
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = ${row.email}`)
      .executeTakeFirstOrThrow();
    return { id: user.id, mailIds: outcome.mailIds };
  });
  await ctx.mailer.deliver(mailIds);
  return id;
}

type ImportRow = {
  id: string;
  company_id: number;
  status: string;
  total_rows: number;
  done_rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: RosterRowError[];
};

function resultOf(r: ImportRow, dryRun = false): ImportResult {
  const errors = [...r.errors].sort((a, b) => a.row - b.row);
  const percent =
    r.status === 'done' ? 100 : r.total_rows ? Math.min(99, Math.floor((r.done_rows / r.total_rows) * 100)) : 0;
  return {
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    errors: errors.slice(0, MAX_ERRORS_SHOWN),
    errors_total: errors.length,
    total_rows: r.total_rows,
    dry_run: dryRun,
    import_id: dryRun ? null : r.id,
    status: r.status as ImportResult['status'],
    done_rows: r.done_rows,
    percent,
  };
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

/** An import's counts and progress (E-10507 when unknown, or of another company). */
export async function importStatus(db: Db, companyId: number, id: string): Promise<ImportResult> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('E-10507');
  const r = await db
    .selectFrom('roster_imports')
    .select(['id', 'company_id', 'status', 'total_rows', 'done_rows', 'created', 'updated', 'unchanged', 'errors'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!r) throw new AppError('E-10507');
  return resultOf(r);
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
