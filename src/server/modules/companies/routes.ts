import type { FastifyInstance, FastifyRequest } from 'fastify';
import idParam from '../../../../schemas/api/id-params.schema.json';
import companyListQuery from '../../../../schemas/api/company-list-query.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type { CompanyListQuery, IdParams } from '../../../shared/generated/index.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { getPublishedForm } from '../forms/service.js';
import { IMAGE_MAX_BYTES, prepareImage, type PendingUpload } from '../uploads/store-upload.js';
import { createCompany, getCompany, listCompanies, listPackages, updateCompany } from './service.js';

/**
 * The client form arrives as JSON, or as multipart with the record in a `data` field and the logo
 * as a `company_logo` file (checked by size and content before it is stored).
 */
async function readClientRecord(
  req: FastifyRequest,
  dataDir: string,
): Promise<{ record: Record<string, unknown>; logo: PendingUpload | null }> {
  if (!req.isMultipart()) {
    if (typeof req.body !== 'object' || req.body === null) throw new AppError('E-10535');
    return { record: req.body as Record<string, unknown>, logo: null };
  }
  let record: Record<string, unknown> | null = null;
  let logo: PendingUpload | null = null;
  for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'company_logo')
        throw new AppError('E-10502', { message: `Unexpected file "${part.fieldname}".` });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
      // Checked now, written only once the record is accepted (no file left by a refused request).
      logo = await prepareImage({ dataDir, folder: 'logos', data });
    } else if (part.fieldname === 'data') {
      try {
        record = JSON.parse(String(part.value)) as Record<string, unknown>;
      } catch {
        throw new AppError('E-10501');
      }
    }
  }
  if (!record) throw new AppError('E-10535');
  return { record: logo ? { ...record, company_logo: logo.url } : record, logo };
}

export async function companyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Querystring: WithDefaults<CompanyListQuery, 'page' | 'limit'> }>(
    '/company/get_all_client',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['companies'],
        summary: 'Clients and partners, paged and filtered',
        querystring: companyListQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const form = await getPublishedForm(db, 'client');
      return ok(
        await listCompanies(
          db,
          { page: q.page, limit: q.limit, search: q.search, userType: q.user_type, status: q.status },
          form,
        ),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/company/get_client_by_id/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['companies'], summary: 'One client or partner', params: idParam },
    },
    async (req) => ok(await getCompany(db, req.params.id)),
  );

  app.post(
    '/company/add_client',
    {
      config: { access: 'admin' },
      schema: { tags: ['companies'], summary: 'Add a client or partner (JSON, or multipart with a logo)' },
    },
    async (req, reply) => {
      const { record, logo } = await readClientRecord(req, ctx.config.dataDir);
      const created = await createCompany(db, record);
      await logo?.save();
      return reply.status(201).send(ok(created, 'S-10008'));
    },
  );

  app.patch<{ Params: IdParams }>(
    '/company/edit_client/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['companies'],
        summary: 'Edit a client or partner (JSON, or multipart with a logo)',
        params: idParam,
      },
    },
    async (req) => {
      const { record, logo } = await readClientRecord(req, ctx.config.dataDir);
      const updated = await updateCompany(db, req.params.id, record);
      await logo?.save();
      return ok(updated, 'S-10009');
    },
  );

  app.get(
    '/package',
    { config: { access: 'admin' }, schema: { tags: ['packages'], summary: 'Packages' } },
    async () => {
      const packages = await listPackages(db);
      return ok({ packages, default_package_id: packages[0]?.id ?? null });
    },
  );
}
