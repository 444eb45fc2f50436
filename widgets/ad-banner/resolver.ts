import type { WidgetResolver } from '../types.js';

/** The active messages of the chosen placement; the view opens a link 500 ms after logging the click. */
export const resolveAdBanner: WidgetResolver = async (ctx, props) => {
  const items = await ctx.data.activeWidgetItems(String(props.placement ?? 'widget'), Number(props.max_items ?? 3));
  return {
    items,
    click_delay_ms: 500,
    empty_message: 'No announcements right now.',
    empty_message_key: 'widgets.serverEmpty.adBanner',
  };
};
