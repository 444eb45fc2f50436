import type { WidgetResolver } from '../types.js';

/** Featured active counsellors in their display order. */
export const resolveFeaturedCounsellors: WidgetResolver = async (ctx, props) => ({
  items: await ctx.data.featuredCounsellors(Number(props.max_items ?? 4)),
  empty_message: 'Featured counsellors will appear here.',
  empty_message_key: 'widgets.serverEmpty.featuredCounsellors',
});
