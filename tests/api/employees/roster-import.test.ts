/**
 * POST company/{id}/employees/import and its progress route (docs/employees.md): dry run, row errors with
 * codes and row numbers, updates instead of duplicates, re-import unchanged, whole-file refusals, XLSX,
 * an import stopped half-way and resumed, the background path with its progress, the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStatus } from '../../../src/server/modules/employees/import-status.js';
import { createImport, runImport, SYNC_ROWS } from '../../../src/server/modules/employees/import.js';
import { readRosterFile } from '../../../src/server/modules/employees/roster-file.js';
import { bearer, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import {
  auditRows,
  countUsers,
  csv,
  importFile,
  newCompany,
  startEmployeesApp,
  usersOf,
  welcomeMails,
  xlsx,
} from './fixtures.js';

type Result = {
  created: number;
  updated: number;
  unchanged: number;
  errors: Array<{ row: number; field: string; code: string; message: string }>;
  errors_total: number;
  total_rows: number;
  dry_run: boolean;
  import_id: string | null;
  status: string;
  done_rows: number;
  percent: number;
};

const FIVE = [
  'Asha,Rao,asha@roster.example,9876500001,1',
  'Bilal,Khan,bilal@roster.example,9876500002,active',
  'Chitra,Das,chitra@elsewhere.example,9876500003,1',
  'Dev,Mehta,dev@roster.example,,1',
  'Esha,Jain,esha@roster.example,9876500005,2',
];

describe('roster import', () => {
  let app: App;
  let admin: string;
  let employee: string;
  let company: number;

  beforeAll(async () => {
    ({ app, admin, employee } = await startEmployeesApp());
    company = (await newCompany(app, admin, { name: 'Roster Ltd', domain: 'roster.example' })).id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('a dry run previews the rows and writes nothing (no account, no mail, no audit row)', async () => {
    const data = expectSuccess<Result>(
      await importFile(app, admin, company, { name: 'roster.csv', data: csv(FIVE) }, true),
    );
    expect(data).toMatchObject({ created: 4, updated: 0, unchanged: 0, dry_run: true, import_id: null });
    expect(data.errors).toEqual([
      {
        row: 4,
        field: 'email',
        code: 'E-10084',
        message:
          "This email domain is not one of the company's domains. Please use a work email address of the company.",
      },
    ]);
    expect(await countUsers(app, company)).toBe(0);
    expect(await welcomeMails(app, 'asha@roster.example')).toEqual([]);
    expect(await auditRows(app, 'employee-import')).toEqual([]);
  });

  it('imports the good rows, reports the bad one, queues welcome mails and logs the import', async () => {
    const data = expectSuccess<Result>(await importFile(app, admin, company, { name: 'roster.csv', data: csv(FIVE) }));
    expect(data).toMatchObject({ created: 4, updated: 0, unchanged: 0, status: 'done', percent: 100, dry_run: false });
    expect(data.errors.map((e) => [e.row, e.field, e.code])).toEqual([[4, 'email', 'E-10084']]);
    const users = await usersOf(app, company);
    expect(users.map((u) => [u.email, u.user_type, u.status, u.phone_number])).toEqual([
      ['asha@roster.example', 4, 1, '9876500001'],
      ['bilal@roster.example', 4, 1, '9876500002'],
      ['dev@roster.example', 4, 1, null],
      ['esha@roster.example', 4, 2, '9876500005'],
    ]);
    const [welcome] = await welcomeMails(app, 'asha@roster.example');
    expect(welcome.subject).toBe("Welcome to FinWell, Roster Ltd's financial-wellbeing portal");
    expect(welcome.text).toContain('http://localhost');
    expect(welcome.text).toContain('/login');
    expect(welcome.text).toContain('one-time password');
    // An inactive employee gets no welcome.
    expect(await welcomeMails(app, 'esha@roster.example')).toEqual([]);
    const audit = await auditRows(app, 'employee-import');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      entity_id: data.import_id,
      actor_email: 'admin@finwell.example',
    });
    expect(audit[0].after).toMatchObject({ created: 4, status: 'done' });
    expect(audit[0].after).not.toHaveProperty('rows');
  });

  it('the same file again changes nothing; a changed row is updated, not duplicated', async () => {
    const again = expectSuccess<Result>(await importFile(app, admin, company, { name: 'roster.csv', data: csv(FIVE) }));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(await welcomeMails(app, 'asha@roster.example')).toHaveLength(1);
    const changed = [...FIVE];
    changed[0] = 'Asha,Rao-Iyer,ASHA@roster.example,9876500001,1';
    const res = expectSuccess<Result>(
      await importFile(app, admin, company, { name: 'roster.csv', data: csv(changed) }),
    );
    expect(res).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const users = await usersOf(app, company);
    expect(users).toHaveLength(4);
    expect(users.find((u) => u.email === 'asha@roster.example')?.last_name).toBe('Rao-Iyer');
  });

  it('answers each bad row with its E-code, field and row number; the good rows are written', async () => {
    await app.ctx.db
      .insertInto('users')
      .values({
        unique_user_no: 'FWTMOVED0001',
        email: 'moved@roster.example',
        user_type: 12,
        company_id: (
          await app.ctx.db
            .selectFrom('companies')
            .select('id')
            .where('company_name', '=', 'Globex')
            .executeTakeFirstOrThrow()
        ).id,
        status: 1,
        extra: '{}',
      })
      .execute();
    const rows = [
      'Good,One,good1@roster.example,9876500011,1', // 2
      'Bad,Mail,not-an-email,,1', // 3
      'Other,Company,moved@roster.example,,1', // 4
      'Bad,Phone,badphone@roster.example,12345,1', // 5
      'Bad,Status,badstatus@roster.example,,maybe', // 6
      ',Noname,noname@roster.example,,1', // 7
      'Twice,Again,good1@roster.example,,1', // 8
      'Taken,Phone,takenphone@roster.example,9876543210,1', // 9 (the demo employee's number)
      'Staff,Account,admin@finwell.example,,1', // 10
      'Good,Two,good2@roster.example,,1', // 11
    ];
    const data = expectSuccess<Result>(await importFile(app, admin, company, { name: 'bad.csv', data: csv(rows) }));
    expect(data).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(data.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [3, 'email', 'E-10003'],
      [4, 'email', 'E-10659'],
      [5, 'phone_number', 'E-10052'],
      [6, 'status', 'E-10668'],
      [7, 'first_name', 'E-10060'],
      [8, 'email', 'E-10669'],
      [9, 'phone_number', 'E-10515'],
      [10, 'email', 'E-10084'],
    ]);
    expect(data.errors.every((e) => e.message.length > 10)).toBe(true);
    const emails = (await usersOf(app, company)).map((u) => u.email);
    expect(emails).toContain('good1@roster.example');
    expect(emails).toContain('good2@roster.example');
    expect(emails).not.toContain('badphone@roster.example');
    const moved = await app.ctx.db
      .selectFrom('users')
      .select(['company_id', 'first_name'])
      .where('email', '=', 'moved@roster.example')
      .executeTakeFirstOrThrow();
    expect(moved.company_id).not.toBe(company);
  });

  it('reads XLSX rows, with spreadsheet row numbers, and an optional language column', async () => {
    const file = await xlsx(
      [
        ['Farah', 'Ali', 'farah@roster.example', '9876500021', '1', 'hi'],
        ['Gopal', 'Rai', 'gopal@other.example', '', '1', ''],
      ],
      ['first_name', 'last_name', 'email', 'phone_number', 'status', 'language'],
    );
    const data = expectSuccess<Result>(await importFile(app, admin, company, { name: 'roster.xlsx', data: file }));
    expect(data).toMatchObject({ created: 1 });
    expect(data.errors.map((e) => [e.row, e.code])).toEqual([[3, 'E-10084']]);
    const farah = (await usersOf(app, company)).find((u) => u.email === 'farah@roster.example');
    expect(farah).toMatchObject({ locale: 'hi-IN', phone_number: '9876500021' });
    const [welcome] = await welcomeMails(app, 'farah@roster.example');
    expect(welcome.subject).toContain('FinWell में आपका स्वागत है');
    expect(welcome.text).toContain('वन-टाइम पासवर्ड');
  });

  it('refuses a whole file that is not CSV/XLSX, empty, without rows, missing columns, or over 20 MB', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const before = await countUsers(app, company);
    expectError(await importFile(app, admin, company, { name: 'roster.csv', data: png }), 422, 'E-10667');
    expectError(await importFile(app, admin, company, { name: 'roster.txt', data: csv(FIVE) }), 422, 'E-10667');
    expectError(await importFile(app, admin, company, { name: 'roster.xlsx', data: csv(FIVE) }), 422, 'E-10667');
    expectError(
      await importFile(app, admin, company, {
        name: 'roster.csv',
        data: await xlsx([['a', 'b', 'a@roster.example', '', '1']]),
      }),
      422,
      'E-10667',
    );
    expectError(await importFile(app, admin, company, { name: 'roster.csv', data: Buffer.alloc(0) }), 422, 'E-10657');
    expectError(await importFile(app, admin, company, { name: 'roster.csv', data: csv([]) }), 422, 'E-10657');
    const missing = expectError(
      await importFile(app, admin, company, {
        name: 'roster.csv',
        data: csv(['Asha,asha@roster.example'], 'first_name,email'),
      }),
      422,
      'E-10658',
    );
    expect((missing.data as { missing: string[] }).missing).toEqual(['last_name', 'phone_number', 'status']);
    const big = Buffer.concat([csv([]), Buffer.alloc(20 * 1024 * 1024 + 10, 0x20)]);
    expectError(await importFile(app, admin, company, { name: 'big.csv', data: big }), 413, 'E-10300');
    expect(await countUsers(app, company)).toBe(before);
  });

  it('only admins import; an import of another company is not found', async () => {
    expectError(await importFile(app, employee, company, { name: 'roster.csv', data: csv(FIVE) }), 403, 'E-10506');
    const res = await app.inject({ method: 'POST', url: `/api/v1/company/${company}/employees/import` });
    expect(res.statusCode).toBe(401);
    expectError(await importFile(app, admin, 999999, { name: 'roster.csv', data: csv(FIVE) }), 404, 'E-10533');
    const done = expectSuccess<Result>(await importFile(app, admin, company, { name: 'roster.csv', data: csv(FIVE) }));
    expectSuccess(
      await app.inject({
        method: 'GET',
        url: `/api/v1/company/${company}/employees/import/${done.import_id}`,
        headers: bearer(admin),
      }),
    );
    expectError(
      await app.inject({
        method: 'GET',
        url: `/api/v1/company/${company + 1}/employees/import/${done.import_id}`,
        headers: bearer(admin),
      }),
      404,
      'E-10507',
    );
  });

  it('an import stopped half-way has whole batches written; resuming or importing again completes it', async () => {
    const big = await newCompany(app, admin, { name: 'Batch Ltd', domain: 'batch.example' });
    const lines = Array.from({ length: SYNC_ROWS + 200 }, (_, i) => `P${i},Q,p${i}@batch.example,,1`);
    const records = await readRosterFile('big.csv', csv(lines));
    const { id } = await createImport(app.ctx, { companyId: big.id, adminId: null, fileName: 'big.csv', records });
    await runImport(app.ctx, id, { stopAfterBatches: 1 });
    expect(await countUsers(app, big.id)).toBe(500);
    expect(await importStatus(app.ctx.db, big.id, id)).toMatchObject({
      status: 'running',
      done_rows: 500,
      created: 500,
    });
    // The same file uploaded again: more rows than the request writes, so it runs in the background.
    const queued = expectSuccess<Result>(await importFile(app, admin, big.id, { name: 'big.csv', data: csv(lines) }));
    expect(queued.status === 'queued' || queued.status === 'running' || queued.status === 'done').toBe(true);
    let status = queued;
    const seen: number[] = [];
    for (let i = 0; i < 600 && status.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = expectSuccess<Result>(
        await app.inject({
          method: 'GET',
          url: `/api/v1/company/${big.id}/employees/import/${queued.import_id}`,
          headers: bearer(admin),
        }),
      );
      seen.push(status.percent);
    }
    expect(status).toMatchObject({ status: 'done', created: SYNC_ROWS + 200 - 500, unchanged: 500, percent: 100 });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1])).toBe(true);
    expect(await countUsers(app, big.id)).toBe(SYNC_ROWS + 200);
    // The stopped import resumes after its last batch and finds the rest already written.
    await runImport(app.ctx, id);
    expect(await importStatus(app.ctx.db, big.id, id)).toMatchObject({
      status: 'done',
      done_rows: SYNC_ROWS + 200,
      created: 500,
      unchanged: SYNC_ROWS + 200 - 500,
    });
    expect(await countUsers(app, big.id)).toBe(SYNC_ROWS + 200);
  }, 120_000);
});
