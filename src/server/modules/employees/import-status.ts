import { AppError } from '../../../shared/app-error.js';
import type { EmployeeImportResult } from '../../../shared/generated/api/employees/employee-import-result.js';
import type { Db } from '../../db/index.js';
import type { RosterRowError } from '../../db/tables/employees.js';

/** Row errors in an answer; more are counted in errors_total. */
const MAX_ERRORS_SHOWN = 1000;

/** A roster import's answer (schemas/api/employees/employee-import-result.schema.json). */
export type ImportResult = EmployeeImportResult;

export type ImportRow = {
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

export function resultOf(r: ImportRow, dryRun = false): ImportResult {
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
