import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { createWidgetItem, deleteWidgetItem, listWidgetItems, updateWidgetItem } from './service.js';

const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** company/widget: the admin-managed widget messages and ads (contract: GET list, POST, PATCH {id}, DELETE {id}). */
export async function widgetItemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.get(
    '/company/widget',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['widgets'],
        summary: 'Widget messages and ads',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
      },
    },
    async (req) => ok(await listWidgetItems(db, req.query as { page: number; limit: number })),
  );
  app.post(
    '/company/widget',
    {
      config: { access: 'admin' },
      schema: { tags: ['widgets'], summary: 'Add a widget message', body: { type: 'object' } },
    },
    async (req, reply) => reply.status(201).send(ok(await createWidgetItem(db, req.body), 'S-10008')),
  );
  app.patch(
    '/company/widget/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['widgets'], summary: 'Edit a widget message', params: idParam, body: { type: 'object' } },
    },
    async (req) => ok(await updateWidgetItem(db, (req.params as { id: number }).id, req.body), 'S-10009'),
  );
  app.delete(
    '/company/widget/:id',
    { config: { access: 'admin' }, schema: { tags: ['widgets'], summary: 'Delete a widget message', params: idParam } },
    async (req) => {
      await deleteWidgetItem(db, (req.params as { id: number }).id);
      return ok(null, 'S-10010');
    },
  );
}
