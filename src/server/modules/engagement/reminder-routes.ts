import type { FastifyInstance } from 'fastify';
import idParamsSchema from '../../../../schemas/api/engagement/id-params.schema.json';
import type { EngagementIdParams } from '../../../shared/generated/api/engagement/id-params.js';
import type { ReminderInput } from '../../../shared/generated/entities/reminder.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { validateFormRecord } from '../forms/service.js';
import { getReminder, listReminders, saveReminder } from './reminders.js';
import { answer } from '../../plugins/api-schemas.js';
import * as rs from './response-schemas.js';

/** The super admin's reminder calls (reminders): list, one, add, edit. */

const tags = ['engagement'];

export function registerReminderRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/reminders',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Reminders', response: answer(rs.reminderList) },
    },
    async () => ok(await listReminders(ctx.db)),
  );

  app.get<{ Params: EngagementIdParams }>(
    '/reminders/:id',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'One reminder', params: idParamsSchema, response: answer(rs.reminder) },
    },
    async (req) => ok(await getReminder(ctx.db, req.params.id)),
  );

  app.post(
    '/reminders',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Add a reminder', response: answer(rs.reminder, 201) },
    },
    async (req, reply) => {
      const { core } = await validateFormRecord(ctx.db, 'reminder', req.body);
      const made = await saveReminder(ctx.db, core as ReminderInput, null, req.auth!.user.id);
      return reply.status(201).send(ok(made, 'S-10008'));
    },
  );

  app.patch<{ Params: EngagementIdParams }>(
    '/reminders/:id',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Update a reminder', params: idParamsSchema, response: answer(rs.reminder) },
    },
    async (req) => {
      const { core } = await validateFormRecord(ctx.db, 'reminder', req.body);
      return ok(await saveReminder(ctx.db, core as ReminderInput, req.params.id, req.auth!.user.id), 'S-10009');
    },
  );
}
