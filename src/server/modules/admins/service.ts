import { uniqueUserNo } from '../../db/user-no.js';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { revokeUserSessions } from '../auth/session.js';
import { forgetProfile, mobileTakenError } from '../profile/service.js';
import { registerRecordLoader, validateFormRecord } from '../forms/service.js';

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'user_type',
  'status',
  'extra',
  'last_login_at',
  'created_at',
] as const;

type AdminRow = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  user_type: number;
  status: number;
  extra: Record<string, unknown>;
  last_login_at: unknown;
  created_at: unknown;
};

function toRecord(r: AdminRow) {
  return {
    _id: String(r.id),
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone_number: r.phone_number,
    user_type: r.user_type,
    status: r.status,
    last_login_at: r.last_login_at,
    created_at: r.created_at,
    ...r.extra,
  };
}

registerRecordLoader('admin-user', async (db) => {
  const rows = await db.selectFrom('users').select(COLUMNS).where('user_type', 'in', [1, 2]).limit(500).execute();
  return rows.map((r) =>
    Object.fromEntries(
      Object.entries({
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        phone_number: r.phone_number,
        user_type: r.user_type,
        status: r.status,
        ...r.extra,
      }).filter(([, v]) => v !== null),
    ),
  );
});

export async function listAdmins(db: Db) {
  const rows = await db.selectFrom('users').select(COLUMNS).where('user_type', 'in', [1, 2]).orderBy('id').execute();
  return rows.map((r) => toRecord(r as AdminRow));
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  let q = db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw fieldError('email', 'E-10064');
}

export async function createAdmin(db: Db, input: unknown) {
  const { core, extra } = await validateFormRecord(db, 'admin-user', input);
  const email = String(core.email).toLowerCase();
  await assertEmailFree(db, email);
  const row = await db
    .insertInto('users')
    .values({
      unique_user_no: uniqueUserNo('FWA'),
      email,
      user_type: core.user_type as number,
      company_id: null,
      first_name: core.first_name as string,
      last_name: core.last_name as string,
      phone_number: (core.phone_number as string | null) ?? null,
      country: 'India',
      status: (core.status as number | undefined) ?? 1,
      extra: JSON.stringify(extra),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      throw mobileTakenError(err) ?? err;
    });
  return toRecord(row as AdminRow);
}

export async function updateAdmin(db: Db, opts: { id: number; input: unknown; actorId: number }) {
  const before = await db
    .selectFrom('users')
    .select(['id', 'user_type'])
    .where('id', '=', opts.id)
    .where('user_type', 'in', [1, 2])
    .executeTakeFirst();
  if (!before) throw new AppError('E-10507');
  const { core, extra } = await validateFormRecord(db, 'admin-user', opts.input);
  if (opts.id === opts.actorId && (core.status === 2 || core.user_type !== 1)) {
    throw new AppError('E-10506', { message: 'You cannot deactivate or demote your own account.' });
  }
  await assertEmailFree(db, String(core.email), opts.id);
  const row = await db
    .updateTable('users')
    .set({
      first_name: core.first_name as string,
      last_name: core.last_name as string,
      email: String(core.email).toLowerCase(),
      phone_number: (core.phone_number as string | null) ?? null,
      user_type: core.user_type as number,
      status: (core.status as number | undefined) ?? 1,
      extra: JSON.stringify(extra),
      updated_at: sql`now()`,
    })
    .where('id', '=', opts.id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      throw mobileTakenError(err) ?? err;
    });
  forgetProfile(opts.id);
  if (row.status !== 1 || row.user_type !== before.user_type) await revokeUserSessions(db, opts.id);
  return toRecord(row as AdminRow);
}
