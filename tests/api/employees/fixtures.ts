/**
 * Shared setup of the employee tests (docs/employees.md): the app with an admin and an employee
 * logged in, a new company made through the admin API, and roster files (CSV and XLSX).
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { bearer, buildTestApp, loginAs, readOutbox, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { multipart } from '../../support/multipart.js';

export const HEADER = 'first_name,last_name,email,phone_number,status';

export type EmployeesApp = { app: App; admin: string; employee: string };

export async function startEmployeesApp(): Promise<EmployeesApp> {
  const app = await buildTestApp();
  return {
    app,
    admin: await loginAs(app, 'admin@finwell.example'),
    employee: await loginAs(app, 'employee@acme.example'),
  };
}

/** A company made by company/add_client (client 3 or partner 9), OTP login, with the demo package of Acme. */
export async function newCompany(
  app: App,
  admin: string,
  opts: { name: string; domain: string; userType?: 3 | 9; allowDomainSignup?: boolean },
): Promise<{ id: number; package_id: number | null }> {
  const pkg = await app.ctx.db
    .selectFrom('companies')
    .select('package_id')
    .where('company_name', '=', opts.userType === 9 ? 'Globex' : 'Acme Corp')
    .executeTakeFirstOrThrow();
  const created = expectSuccess<{ id: number; package_id: number | null }>(
    await app.inject({
      method: 'POST',
      url: '/api/v1/company/add_client',
      headers: bearer(admin),
      payload: {
        user_type: opts.userType ?? 3,
        company_name: opts.name,
        email_domains: [`@${opts.domain}`],
        status: 1,
        package_id: pkg.package_id,
        allow_domain_signup: opts.allowDomainSignup ?? false,
        client_configuration: [
          { start_date: '2026-01-01', end_date: '2030-12-31', session_time_out_duration: 30, type_of_login: 1 },
        ],
      },
    }),
    'S-10008',
    201,
  );
  return created;
}

export function csv(lines: string[], header = HEADER): Buffer {
  return Buffer.from([header, ...lines].join('\n') + '\n', 'utf8');
}

export async function xlsx(rows: string[][], header = HEADER.split(',')): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Roster');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST company/{id}/employees/import with the file in the field `file`. */
export function importFile(
  app: App,
  token: string,
  companyId: number,
  file: { name: string; data: Buffer; type?: string },
  dryRun = false,
) {
  const body = multipart({}, file);
  return app.inject({
    method: 'POST',
    url: `/api/v1/company/${companyId}/employees/import${dryRun ? '?dry_run=1' : ''}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export async function usersOf(app: App, companyId: number) {
  return app.ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone_number', 'status', 'user_type', 'locale'])
    .where('company_id', '=', companyId)
    .orderBy('email')
    .execute();
}

export async function auditRows(app: App, entity: string) {
  return app.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'route', 'after', 'actor_email'])
    .where('entity', '=', entity)
    .orderBy('id')
    .execute();
}

/** Welcome e-mails in the outbox for this address (newest first). */
export async function welcomeMails(app: App, to: string) {
  return (await readOutbox(app, to)).filter((m) => /FinWell/.test(m.subject) && !/\d{6}/.test(m.subject));
}

export async function countUsers(app: App, companyId: number): Promise<number> {
  const r = await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE company_id = ${companyId}`.execute(
    app.ctx.db,
  );
  return Number(r.rows[0].n);
}
