import type { FastifyInstance, FastifyRequest } from 'fastify';
import taskChangeSchema from '../../../../schemas/api/engagement/task-change.schema.json';
import type { TaskChange } from '../../../shared/generated/api/engagement/task-change.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { answer as envelope, arrayOf, objectOf as object } from '../../plugins/api-schemas.js';
import { widgetDataAccess } from '../landing/data-access.js';
import { streakFrom } from '../../../../widgets/streak-message/streak.js';
import { todayIST } from '../../../shared/ist.js';
import { localeOf } from '../../request-locale.js';
import { allTasks, changeTask, myTasks } from './tasks.js';

/** The reader's tasks (all-tasks, my-tasks) and learning streak (streak-message), registered by content-routes.ts. */

function streakMessage(days: number, activeToday: boolean): string {
  if (days === 0) return 'Start your streak today: read a guide, try a calculator or watch a short video.';
  const keep = activeToday ? '' : 'Learn something today to keep your streak. ';
  return days === 1 ? `${keep}Day one of your streak.` : `${keep}You have learnt something ${days} days in a row.`;
}

const tags = ['engagement'];
const int = { type: 'integer' };
const str = { type: 'string' };
const bool = { type: 'boolean' };

const task = object({
  _id: int,
  title: str,
  description: str,
  source: str,
  status: str,
  route: str,
  on_list: bool,
  completed_at: { type: ['string', 'null'], format: 'date-time' },
});
const taskPage = object({
  tasks: arrayOf(task),
  progress: object({ completed: int, total: int, percent: int }),
});

const modulesOf = (req: FastifyRequest) => req.auth!.packageInfo.modules.map((m) => m.module_id);

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext) {
  // ---- tasks ----
  app.get(
    '/all-tasks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Every task the caller's package offers, with the caller's status",
        response: envelope(object({ tasks: arrayOf(task) })),
      },
    },
    async (req) => ok(await allTasks(ctx.db, req.auth!.user.id, modulesOf(req), localeOf(req))),
  );
  app.get(
    '/my-tasks',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The caller's tasks with progress", response: envelope(taskPage) },
    },
    async (req) => ok(await myTasks(ctx.db, req.auth!.user.id, modulesOf(req), localeOf(req))),
  );
  app.post<{ Body: TaskChange }>(
    '/my-tasks',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Add a task to my list', body: taskChangeSchema, response: envelope(taskPage) },
    },
    async (req) => ok(await changeTask(ctx.db, req.auth!.user.id, modulesOf(req), req.body, localeOf(req))),
  );
  app.patch<{ Body: TaskChange }>(
    '/my-tasks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set a task Completed or Incomplete',
        body: taskChangeSchema,
        response: envelope(taskPage),
      },
    },
    async (req) => ok(await changeTask(ctx.db, req.auth!.user.id, modulesOf(req), req.body, localeOf(req))),
  );

  // ---- streak ----
  app.get(
    '/streak-message',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's learning streak in IST days, with its message (docs/engagement.md)",
        response: envelope(object({ days: int, active_today: bool, message: str })),
      },
    },
    async (req) => {
      const access = widgetDataAccess(ctx.db, {
        companyId: req.auth!.user.company_id,
        isRetail: false,
        locale: localeOf(req),
      });
      const streak = streakFrom(await access.activityDays(req.auth!.user.id), todayIST());
      return ok({ ...streak, message: streakMessage(streak.days, streak.active_today) });
    },
  );
}
