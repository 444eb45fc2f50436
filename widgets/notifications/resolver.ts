import type { WidgetResolver } from '../types.js';

/** The user's latest notifications and unread count (docs/engagement.md); an empty state when there are none. */
export const resolveNotifications: WidgetResolver = async (ctx, props) => {
  if (ctx.userId === null)
    return {
      items: [],
      unread_count: 0,
      empty_message: 'You are all caught up.',
      empty_message_key: 'widgets.serverEmpty.notificationsSignedOut',
    };
  const max = typeof props.max_items === 'number' ? props.max_items : 5;
  const { items, unread_count } = await ctx.data.notifications(ctx.userId, max);
  return {
    items,
    unread_count,
    empty_message: 'You are all caught up: no notifications.',
    empty_message_key: 'widgets.serverEmpty.notifications',
  };
};
