import type { WidgetResolver } from '../types.js';

/** The person's open tasks (my-tasks: docs/engagement.md), each linking to its feature's page. */
export const resolveMyTasks: WidgetResolver = async (ctx) => {
  const empty_message = 'No open tasks. Well done!';
  const empty_message_key = 'widgets.serverEmpty.myTasks';
  if (ctx.userId === null) return { items: [], empty_message, empty_message_key };
  const modules = ctx.packageInfo.modules.map((m) => m.module_id);
  const { tasks, progress } = await ctx.data.myTasks(ctx.userId, modules);
  return { items: tasks.filter((t) => t.status !== 'Completed'), progress, empty_message, empty_message_key };
};
