import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { todayIST } from '../../../shared/ist.js';
import { agreementInForce } from './agreement.js';
import { pageFields } from '../../plugins/envelope.js';
import { extraFieldsOf, registerRecordLoader, validateFormRecord, type PublishedForm } from '../forms/service.js';
import { revokeCompanySessions } from './sessions.js';

type ConfigRow = { start_date: string; end_date: string; session_time_out_duration: number; type_of_login: number };
type CompanyRow = Awaited<ReturnType<typeof findCompanyRow>>;

async function findCompanyRow(db: Db, id: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A company as the client form shows and submits it (domains with their leading @). */
export function toClientRecord(row: NonNullable<CompanyRow>): Record<string, unknown> {
  const { client_configuration: configs, ...extra } = (row.extra ?? {}) as {
    client_configuration?: ConfigRow[];
  } & Record<string, unknown>;
  return {
    id: row.id,
    user_type: row.user_type,
    company_name: row.company_name,
    email_domains: row.email_domains.map((d) => `@${d}`),
    company_website: row.company_website,
    primary_contact_name: row.primary_contact_name,
    status: row.status,
    company_logo: row.company_logo,
    client_configuration: configs ?? [
      {
        start_date: row.start_date ?? '',
        end_date: row.end_date ?? '',
        session_time_out_duration: row.session_time_out_duration,
        type_of_login: row.type_of_login,
      },
    ],
    terms_and_conditions: row.terms_and_conditions,
    disclaimer: row.disclaimer,
    coupon_code: row.coupon_code,
    sso_type: row.sso_type,
    package_id: row.package_id,
    allow_domain_signup: false,
    ...extra,
  };
}

registerRecordLoader('client', async (db) => {
  const rows = await db.selectFrom('companies').selectAll().orderBy('id').limit(500).execute();
  return rows.map((r) => {
    const { id: _id, ...rec } = toClientRecord(r);
    return Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== null));
  });
});

/** The configuration row in force today (else the latest one). */
function currentConfig(rows: ConfigRow[]): ConfigRow {
  const today = todayIST();
  return rows.find((r) => r.start_date <= today && r.end_date >= today) ?? rows[rows.length - 1];
}

function checkRules(rec: Record<string, unknown>) {
  const rows = rec.client_configuration as ConfigRow[];
  rows.forEach((r, i) => {
    if (r.end_date <= r.start_date) throw fieldError(`client_configuration.${i}.end_date`, 'E-10022');
  });
  if (rec.type_of_login === 3 && !rec.sso_type)
    throw fieldError('sso_type', 'E-10023', 'Please choose the SSO provider for SSO login.');
}

/**
 * The company's package exists (E-10502) and, when it is newly given (a new company, or another package than
 * before), is active (E-10640): a company keeps a package that was made inactive later until an admin changes it.
 */
async function checkPackage(db: Db, packageId: number, previous: number | null) {
  const pkg = await db
    .selectFrom('packages as p')
    .leftJoin('package_terms as t', 't.package_id', 'p.id')
    .select(['p.id', sql<number>`coalesce(t.status, 1)`.as('status')])
    .where('p.id', '=', packageId)
    .executeTakeFirst();
  if (!pkg) throw fieldError('package_id', 'E-10502', 'That package does not exist.');
  if (Number(pkg.status) !== 1 && packageId !== previous) throw fieldError('package_id', 'E-10640');
}

async function toColumns(
  db: Db,
  rec: Record<string, unknown>,
  extra: Record<string, unknown>,
  previousPackageId: number | null = null,
) {
  const rows = rec.client_configuration as ConfigRow[];
  const cfg = currentConfig(rows);
  const domains = (rec.email_domains as string[]).map((d) => d.replace(/^@/, '').toLowerCase());
  if (rec.package_id != null) await checkPackage(db, rec.package_id as number, previousPackageId);
  return {
    company_name: String(rec.company_name).trim(),
    user_type: rec.user_type as number,
    email_domains: domains,
    company_website: (rec.company_website as string | null | undefined) ?? null,
    primary_contact_name: (rec.primary_contact_name as string | null | undefined) ?? null,
    status: (rec.status as number | undefined) ?? 1,
    company_logo: (rec.company_logo as string | null | undefined) ?? null,
    type_of_login: cfg.type_of_login,
    sso_type: (rec.sso_type as number | null | undefined) ?? null,
    start_date: cfg.start_date,
    end_date: cfg.end_date,
    session_time_out_duration: cfg.session_time_out_duration,
    terms_and_conditions: (rec.terms_and_conditions as string | null | undefined) ?? null,
    disclaimer: (rec.disclaimer as string | null | undefined) ?? null,
    coupon_code: (rec.coupon_code as string | null | undefined) ?? null,
    package_id: (rec.package_id as number | null | undefined) ?? null,
    // Sign-up by company domain (docs/employees.md) is read by the login from extra.allow_domain_signup.
    extra: JSON.stringify({
      ...extra,
      client_configuration: rows,
      allow_domain_signup: rec.allow_domain_signup === true,
    }),
  };
}

async function assertUnique(db: Db, opts: { name: string; domains: string[]; exceptId?: number }) {
  let q = db
    .selectFrom('companies')
    .select(['id', 'company_name', 'email_domains'])
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(company_name) = ${opts.name.toLowerCase()}`,
        sql<boolean>`email_domains && ${sql.val(opts.domains)}::text[]`,
      ]),
    );
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
  const clash = await q.executeTakeFirst();
  if (!clash) return;
  if (clash.company_name.toLowerCase() === opts.name.toLowerCase()) throw fieldError('company_name', 'E-10183');
  throw fieldError('email_domains', 'E-10183', 'One of these email domains already belongs to another company.');
}

export async function createCompany(db: Db, input: unknown) {
  const { core, extra } = await validateFormRecord(db, 'client', input);
  checkRules(core);
  const values = await toColumns(db, core, extra);
  await assertUnique(db, { name: values.company_name, domains: values.email_domains });
  const row = await db
    .insertInto('companies')
    .values({ ...values, login_slug: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toClientRecord(row);
}

export async function updateCompany(db: Db, id: number, input: unknown) {
  const before = await findCompanyRow(db, id);
  if (!before) throw new AppError('E-10533');
  const { core, extra } = await validateFormRecord(db, 'client', { ...(input as object), id: undefined });
  checkRules(core);
  const values = await toColumns(db, core, extra, before.package_id);
  await assertUnique(db, { name: values.company_name, domains: values.email_domains, exceptId: id });
  const row = await db
    .updateTable('companies')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Deactivating a company, ending its agreement (dates no longer covering today) or changing its login type ends its
  // users' sessions at once. (A session also checks the agreement dates itself, so one that runs out at midnight ends.)
  if (row.status !== 1 || !agreementInForce(row) || row.type_of_login !== before.type_of_login)
    await revokeCompanySessions(db, id);
  return toClientRecord(row);
}

export async function getCompany(db: Db, id: number) {
  const row = await findCompanyRow(db, id);
  if (!row) throw new AppError('E-10533');
  return toClientRecord(row);
}

export async function listCompanies(
  db: Db,
  opts: { page: number; limit: number; search?: string; userType?: number; status?: number },
  form: PublishedForm,
) {
  let q = db.selectFrom('companies as c').leftJoin('packages as p', 'p.id', 'c.package_id');
  if (opts.search)
    q = q.where(sql<boolean>`c.company_name ILIKE ${'%' + opts.search.replace(/[%_\\]/g, (m) => '\\' + m) + '%'}`);
  if (opts.userType) q = q.where('c.user_type', '=', opts.userType);
  if (opts.status) q = q.where('c.status', '=', opts.status);
  const total = Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .selectAll('c')
    .select([
      'p.name as package_name',
      sql<number>`(SELECT count(*) FROM users u WHERE u.company_id = c.id)`.as('user_count'),
    ])
    .orderBy('c.company_name')
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit)
    .execute();
  return {
    companies: rows.map((r) => ({
      ...toClientRecord(r),
      _id: String(r.id),
      package_name: r.package_name,
      user_count: Number(r.user_count),
    })),
    extra_fields: extraFieldsOf(form),
    total,
    ...pageFields(total, opts.page, opts.limit),
  };
}

export async function listPackages(db: Db) {
  return db
    .selectFrom('packages')
    .select([
      'id',
      'name',
      'modules',
      'calculator_ids',
      'counsellor_category_ids',
      'quick_access_ids',
      'applicable_to',
      'price_paise',
    ])
    .orderBy('id')
    .execute();
}
