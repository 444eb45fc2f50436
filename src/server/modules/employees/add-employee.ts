import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { adminMessageFor } from '../../../shared/catalogue.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { checkEmployeeFields, existingUsers, loadEmployeeCompany } from './rules.js';
import { runBatch } from './run-batch.js';

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
