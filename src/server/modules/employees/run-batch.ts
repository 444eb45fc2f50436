import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db, Trx } from '../../db/index.js';
import type { RosterRow, RosterRowError } from '../../db/tables/employees.js';
import { uniqueUserNo } from '../../db/user-no.js';
import { employeeRole, existingUsers, phoneOwners, planRow, type EmployeeCompany } from './rules.js';
import { welcomeEmail } from './welcome-mail.js';

/** Welcome e-mails released per minute (below the per-address OTP limit, so a whole office can sign in). */
export const WELCOME_PER_MINUTE = 25;

export type BatchOutcome = {
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
export async function runBatch(
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
