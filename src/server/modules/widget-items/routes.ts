import type { FastifyInstance } from 'fastify';
import idParam from '../../../../schemas/api/id-params.schema.json';
import pageLimitQuery from '../../../../schemas/api/page-limit-query.schema.json';
import type { IdParams, PageLimitQuery } from '../../../shared/generated/index.js';
import { envelopeOf, nullEnvelope, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { createWidgetItem, deleteWidgetItem, listWidgetItems, updateWidgetItem } from './service.js';

/** company/widget: the admin-managed widget messages and ads (contract: GET list, POST, PATCH {id}, DELETE {id}). */
const itemAnswer = envelopeOf(schemaRef('widget-item-record.schema.json'));

export async function widgetItemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.get<{ Querystring: WithDefaults<PageLimitQuery, 'page' | 'limit'> }>(
    '/company/widget',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['widgets'],
        summary: 'Widget messages and ads',
        querystring: pageLimitQuery,
        response: { 200: envelopeOf(schemaRef('widget-item-list.schema.json')) },
      },
    },
    async (req) => ok(await listWidgetItems(db, req.query)),
  );
  app.post(
    '/company/widget',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['widgets'],
        summary: 'Add a widget message',
        body: { type: 'object' },
        response: { 201: itemAnswer },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createWidgetItem(db, req.body), 'S-10008')),
  );
  app.patch<{ Params: IdParams }>(
    '/company/widget/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['widgets'],
        summary: 'Edit a widget message',
        params: idParam,
        body: { type: 'object' },
        response: { 200: itemAnswer },
      },
    },
    async (req) => ok(await updateWidgetItem(db, req.params.id, req.body), 'S-10009'),
  );
  app.delete<{ Params: IdParams }>(
    '/company/widget/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['widgets'],
        summary: 'Delete a widget message',
        params: idParam,
        response: { 200: nullEnvelope },
      },
    },
    async (req) => {
      await deleteWidgetItem(db, req.params.id);
      return ok(null, 'S-10010');
    },
  );
}
