import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { adminMessageFor } from '../../../shared/catalogue.js';
import { normaliseIndianMobile } from '../../../shared/login-identifier.js';
import { ROLE } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import type { RosterRow, RosterRowError } from '../../db/tables/employees.js';
import { normaliseEmail } from '../auth/login-input.js';

/**
 * The rules every way of putting an employee on record shares (docs/employees.md): the admin's
 * single add (POST end-user) and each roster row. Codes are the contract's where it has one.
 */

export type EmployeeCompany = {
  id: number;
  company_name: string;
  user_type: number;
  email_domains: string[];
  type_of_login: number;
  status: number;
};

export async function loadEmployeeCompany(db: Db, id: number): Promise<EmployeeCompany> {
  const c = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'user_type', 'email_domains', 'type_of_login', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) throw new AppError('E-10533');
  return c;
}

/** A known employee's role: 12 Partner employee for a partner company (9), else 4 Client employee. */
export const employeeRole = (company: { user_type: number }) =>
  company.user_type === ROLE.PARTNER ? ROLE.PARTNER_EMPLOYEE : ROLE.CLIENT_EMPLOYEE;

/** Roles of a company's own people that a roster may update (the unknown-employee roles become known). */
const COMPANY_ROLES: number[] = [
  ROLE.CLIENT_EMPLOYEE,
  ROLE.UNKNOWN_CLIENT_EMPLOYEE,
  ROLE.PARTNER_EMPLOYEE,
  ROLE.UNKNOWN_PARTNER_EMPLOYEE,
];

export type EmployeeInput = {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  phone_number?: unknown;
  status?: unknown;
  language?: unknown;
};

const err = (row: number, field: string, code: string): RosterRowError => ({
  row,
  field,
  code,
  message: adminMessageFor(code),
});

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function statusOf(raw: unknown): number | null {
  const s = text(raw).toLowerCase();
  if (s === '' || s === '1' || s === 'active') return 1;
  if (s === '2' || s === 'inactive') return 2;
  return null;
}

function localeOf(raw: unknown): RosterRow['locale'] | undefined {
  const s = text(raw).toLowerCase();
  if (s === '') return null;
  if (s === 'hi' || s === 'hi-in' || s === 'hindi' || s === 'हिन्दी') return 'hi-IN';
  if (s === 'en' || s === 'en-in' || s === 'english') return 'en-IN';
  return undefined;
}

/**
 * The checks that need no database: required fields, formats, the company's domains. Answers the
 * normalised row, or the row's errors (one per field, in column order).
 */
export function checkEmployeeFields(
  company: Pick<EmployeeCompany, 'email_domains'>,
  input: EmployeeInput,
  row: number,
): { row: RosterRow } | { errors: RosterRowError[] } {
  const errors: RosterRowError[] = [];
  const first = text(input.first_name);
  if (!first) errors.push(err(row, 'first_name', 'E-10060'));
  else if (first.length > 100) errors.push(err(row, 'first_name', 'E-10502'));
  const last = text(input.last_name);
  if (last.length > 100) errors.push(err(row, 'last_name', 'E-10502'));
  let email = '';
  try {
    email = normaliseEmail(text(input.email));
  } catch (e) {
    errors.push(err(row, 'email', e instanceof AppError ? e.code : 'E-10003'));
  }
  if (email) {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (!company.email_domains.map((d) => d.toLowerCase()).includes(domain)) errors.push(err(row, 'email', 'E-10084'));
  }
  const rawPhone = text(input.phone_number);
  const phone = rawPhone ? normaliseIndianMobile(rawPhone) : null;
  if (rawPhone && !phone) errors.push(err(row, 'phone_number', 'E-10052'));
  const status = statusOf(input.status);
  if (status === null) errors.push(err(row, 'status', 'E-10668'));
  const locale = localeOf(input.language);
  if (locale === undefined) errors.push(err(row, 'language', 'E-10502'));
  if (errors.length) return { errors };
  return {
    row: {
      row,
      email,
      first_name: first,
      last_name: last || null,
      phone_number: phone,
      status: status!,
      locale: locale ?? null,
    },
  };
}

export type ExistingUser = {
  id: number;
  email: string;
  company_id: number | null;
  user_type: number;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  status: number;
  locale: string | null;
};

/** The accounts of these e-mails (lower case), read through `q` (a batch's transaction locks them). */
export async function existingUsers(q: Db, emails: string[], lock = false): Promise<Map<string, ExistingUser>> {
  if (emails.length === 0) return new Map();
  let query = q
    .selectFrom('users')
    .select(['id', 'email', 'company_id', 'user_type', 'first_name', 'last_name', 'phone_number', 'status', 'locale'])
    .where(sql<boolean>`lower(email) = any(${sql.val(emails)}::text[])`);
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
}

/** Active owners of these mobile numbers (10 digits): number -> user id. */
export async function phoneOwners(q: Db, phones: string[]): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await q
    .selectFrom('users')
    .select(['id', sql<string>`right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10)`.as('digits')])
    .where('status', '=', 1)
    .where('phone_number', 'is not', null)
    .where(sql<boolean>`right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) = any(${sql.val(phones)}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.digits, r.id]));
}

export type Planned =
  | { kind: 'create'; row: RosterRow }
  | { kind: 'update'; row: RosterRow; user: ExistingUser }
  | { kind: 'unchanged'; row: RosterRow; user: ExistingUser };

/**
 * What a checked row does against the accounts on record: an unknown address is created, an
 * address of this company's employee is updated when a field differs (else unchanged), an address
 * of anyone else is a row error (E-10659). A mobile number held by another active account: E-10515.
 */
export function planRow(
  company: EmployeeCompany,
  row: RosterRow,
  existing: Map<string, ExistingUser>,
  phones: Map<string, number>,
): Planned | { errors: RosterRowError[] } {
  const user = existing.get(row.email);
  if (user && (user.company_id !== company.id || !COMPANY_ROLES.includes(user.user_type)))
    return { errors: [err(row.row, 'email', 'E-10659')] };
  if (row.phone_number && row.status === 1) {
    const owner = phones.get(row.phone_number);
    if (owner !== undefined && owner !== user?.id) return { errors: [err(row.row, 'phone_number', 'E-10515')] };
  }
  if (!user) return { kind: 'create', row };
  const role = employeeRole(company);
  const same =
    user.first_name === row.first_name &&
    (row.last_name === null || user.last_name === row.last_name) &&
    (row.phone_number === null ||
      (user.phone_number !== null && normaliseIndianMobile(user.phone_number) === row.phone_number)) &&
    user.status === row.status &&
    user.user_type === role &&
    (row.locale === null || user.locale === row.locale);
  return same ? { kind: 'unchanged', row, user } : { kind: 'update', row, user };
}
