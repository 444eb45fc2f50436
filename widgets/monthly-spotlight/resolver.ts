import type { WidgetResolver } from '../types.js';

/**
 * This month's spotlight for the person's audience (monthly-spotlights: their company's, else the
 * default one; retail users the retail one: docs/engagement.md), else the spotlight-placement
 * widget message, if any.
 */
export const resolveMonthlySpotlight: WidgetResolver = async (ctx) => {
  const empty_message = 'No spotlight this month yet.';
  const empty_message_key = 'widgets.serverEmpty.monthlySpotlight';
  const spot = ctx.userId === null ? null : await ctx.data.monthlySpotlight(ctx.userId);
  if (spot && typeof spot === 'object' && '_id' in spot && 'title' in spot) {
    const s = spot as {
      _id: number;
      title: string;
      message: string;
      image_url: string | null;
      link_url: string | null;
    };
    return {
      items: [{ id: s._id, title: s.title, message: s.message, image_url: s.image_url, link_url: s.link_url }],
      empty_message,
      empty_message_key,
    };
  }
  const items = await ctx.data.activeWidgetItems('spotlight', 1);
  return { items, empty_message, empty_message_key };
};
