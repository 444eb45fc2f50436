import type { WidgetResolver } from '../types.js';

/** The caller's next live webinars (soonest first); each opens its popup at /client/webinars?webinarId=. */
export const resolveUpcomingWebinars: WidgetResolver = async (ctx, props) => ({
  items: ctx.userId === null ? [] : await ctx.data.upcomingWebinars(ctx.userId, Number(props.max_items ?? 3)),
  empty_message: 'No upcoming webinars scheduled yet.',
  empty_message_key: 'widgets.serverEmpty.upcomingWebinars',
});
