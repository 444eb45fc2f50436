import type { FastifyInstance, FastifyRequest } from 'fastify';
import idParam from '../../../../schemas/api/id-params.schema.json';
import companyListQuery from '../../../../schemas/api/company-list-query.schema.json';
import { AppError } from '../../../shared/app-error.js';
import clientRecordSchema from '../../../../schemas/api/company-client-record.schema.json';
import type { CompanyClientRecord, CompanyListQuery, IdParams } from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { getPublishedForm } from '../forms/service.js';
import type { FileStorage } from '../../storage/index.js';
import { IMAGE_MAX_BYTES, prepareImage, type PendingUpload } from '../uploads/store-upload.js';
import { createCompany, getCompany, listCompanies, listPackages, updateCompany } from './service.js';

/** A JSON body is an object (the form checks its fields); a multipart body is read part by part below. */
const clientBody = { content: { 'application/json': { schema: clientRecordSchema } } };
const clientAnswer = { 200: envelopeOf(schemaRef('company-client.schema.json')) };

/**
 * The client form arrives as JSON, or as multipart with the record in a `data` field and the logo
 * as a `company_logo` file (checked by size and content before it is stored).
 */
async function readClientRecord(
  req: FastifyRequest<{ Body: CompanyClientRecord | undefined }>,
  storage: FileStorage,
): Promise<{ record: Record<string, unknown>; logo: PendingUpload | null }> {
  if (!req.isMultipart()) {
    if (typeof req.body !== 'object' || req.body === null) throw new AppError('E-10535');
    return { record: req.body, logo: null };
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
      logo = await prepareImage({ storage, folder: 'logos', data });
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
        response: { 200: envelopeOf(schemaRef('company-client-list.schema.json')) },
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
      schema: { tags: ['companies'], summary: 'One client or partner', params: idParam, response: clientAnswer },
    },
    async (req) => ok(await getCompany(db, req.params.id)),
  );

  app.post<{ Body: CompanyClientRecord | undefined }>(
    '/company/add_client',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['companies'],
        summary: 'Add a client or partner (JSON, or multipart with a logo)',
        body: clientBody,
        response: { 201: envelopeOf(schemaRef('company-client.schema.json')) },
      },
    },
    async (req, reply) => {
      const { record, logo } = await readClientRecord(req, ctx.storage);
      const created = await createCompany(db, record);
      await logo?.save();
      return reply.status(201).send(ok(created, 'S-10008'));
    },
  );

  app.patch<{ Params: IdParams; Body: CompanyClientRecord | undefined }>(
    '/company/edit_client/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['companies'],
        summary: 'Edit a client or partner (JSON, or multipart with a logo)',
        params: idParam,
        body: clientBody,
        response: clientAnswer,
      },
    },
    async (req) => {
      const { record, logo } = await readClientRecord(req, ctx.storage);
      const updated = await updateCompany(db, req.params.id, record);
      await logo?.save();
      return ok(updated, 'S-10009');
    },
  );

  app.get(
    '/package',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packages'],
        summary: 'Packages',
        response: { 200: envelopeOf(schemaRef('package-list.schema.json')) },
      },
    },
    async () => {
      const packages = await listPackages(db);
      return ok({ packages, default_package_id: packages[0]?.id ?? null });
    },
  );
}
