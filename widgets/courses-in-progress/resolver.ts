import type { WidgetResolver } from '../types.js';

/** The caller's enrolled courses (in progress first, then completed), each with its progress in whole percent. */
export const resolveCoursesInProgress: WidgetResolver = async (ctx, props) => ({
  items: ctx.userId === null ? [] : await ctx.data.coursesInProgress(ctx.userId, Number(props.max_items ?? 4)),
  empty_message: 'You have no courses in progress. Start one in the learning center.',
  empty_message_key: 'widgets.serverEmpty.coursesInProgress',
});
