import type { FastifyInstance } from 'fastify';
import createSchema from '../../../../schemas/api/employees/end-user-create.schema.json';
import importQuerySchema from '../../../../schemas/api/employees/employee-import-query.schema.json';
import importParamsSchema from '../../../../schemas/api/employees/employee-import-params.schema.json';
import importResultSchema from '../../../../schemas/api/employees/employee-import-result.schema.json';
import idParams from '../../../../schemas/api/id-params.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type { EndUserCreate } from '../../../shared/generated/api/employees/end-user-create.js';
import type { EmployeeImportParams } from '../../../shared/generated/api/employees/employee-import-params.js';
import type { EmployeeImportQuery } from '../../../shared/generated/api/employees/employee-import-query.js';
import type { IdParams } from '../../../shared/generated/index.js';
import type { AppContext } from '../../context.js';
import { answer, embedded, int, openObject, str } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { BODY_LIMIT, uploadRoutes } from '../../plugins/multipart.js';
import { loadEmployeeCompany } from './rules.js';
import { addEmployee } from './add-employee.js';
import { importStatus } from './import-status.js';
import { previewImport, startImport, startRosterWorker } from './import.js';
import { readRosterFile } from './roster-file.js';

const tags = ['employees'];
const ADMIN = 'admin' as const;

const importResult = embedded(importResultSchema);

/**
 * Employees on record (docs/employees.md): an admin adds one (POST end-user, beside the contract's
 * end-user GET and PATCH) or imports a company's roster (CSV or XLSX, dry run first), whose large
 * files are written in the background with their progress readable. Both are in the audit log.
 */
export async function employeeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const log = (err: unknown) => app.log.error({ err }, 'roster import failed');
  app.addHook('onReady', () => startRosterWorker(ctx, log));

  app.post<{ Body: EndUserCreate }>(
    '/end-user',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          "Put one employee of a company on record (welcome e-mail queued; E-10084 outside the company's domains)",
        body: createSchema,
        response: answer(openObject({ _id: int, id: int, email: str }), 201),
      },
    },
    async (req, reply) => {
      const id = await addEmployee(ctx, req.body);
      const user = await db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'phone_number',
          'user_type',
          'status',
          'company_id',
          'locale',
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      reply.code(201);
      return ok({ ...user, _id: user.id }, 'S-10008');
    },
  );

  uploadRoutes(app, (scope) => {
    scope.post<{ Params: IdParams; Querystring: EmployeeImportQuery }>(
      '/company/:id/employees/import',
      {
        config: { access: ADMIN },
        schema: {
          tags,
          summary:
            'Import a roster (multipart "file": CSV or XLSX, header first_name,last_name,email,phone_number,status; dry_run=1 writes nothing)',
          params: idParams,
          querystring: importQuerySchema,
          response: answer(importResult),
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('E-10510');
        const company = await loadEmployeeCompany(db, req.params.id);
        const part = await req.file({ limits: { fileSize: BODY_LIMIT + 1, files: 1 }, throwFileSizeLimit: false });
        if (!part || part.fieldname !== 'file')
          throw new AppError('E-10502', { message: 'Choose the roster file (field "file").' });
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > BODY_LIMIT) throw new AppError('E-10300');
        const records = await readRosterFile(part.filename ?? '', data);
        if (req.query.dry_run === 1) return ok(await previewImport(ctx, company.id, records));
        return ok(
          await startImport(ctx, {
            companyId: company.id,
            adminId: req.auth!.user.id,
            fileName: part.filename ?? 'roster',
            records,
            log,
          }),
        );
      },
    );
  });

  app.get<{ Params: EmployeeImportParams }>(
    '/company/:id/employees/import/:import_id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A roster import's progress and result (the page polls it while a large file is written)",
        params: importParamsSchema,
        response: answer(importResult),
      },
    },
    async (req) => ok(await importStatus(db, req.params.id, req.params.import_id)),
  );
}
