import type { FastifyInstance } from 'fastify';
import adminIdParams from '../../../../schemas/api/admin-id-params.schema.json';
import type { AdminIdParams } from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { createAdmin, listAdmins, updateAdmin } from './service.js';

/** Admin accounts: super admins only (manage-admin is a super-admin entry: docs/product-rules.md "Admin area"). */
const adminAnswer = envelopeOf(schemaRef('admin-record.schema.json'));

export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/admins',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admins'],
        summary: 'Admin and super-admin accounts',
        response: { 200: envelopeOf(schemaRef('admin-record-list.schema.json')) },
      },
    },
    async () => ok(await listAdmins(ctx.db)),
  );
  app.post(
    '/admins',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admins'],
        summary: 'Create an admin (validated by the admin-user form definition)',
        body: { type: 'object' },
        response: { 201: adminAnswer },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createAdmin(ctx.db, req.body), 'S-10008')),
  );
  app.patch<{ Params: AdminIdParams }>(
    '/admins/:_id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admins'],
        summary: 'Edit an admin; deactivating one ends their sessions',
        params: adminIdParams,
        body: { type: 'object' },
        response: { 200: adminAnswer },
      },
    },
    async (req) =>
      ok(
        await updateAdmin(ctx.db, {
          id: req.params._id,
          input: req.body,
          actorId: req.auth!.user.id,
        }),
        'S-10009',
      ),
  );
}
