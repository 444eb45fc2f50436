import type { WidgetResolver } from '../types.js';

/** This month's spotlight message, if any. */
export const resolveMonthlySpotlight: WidgetResolver = async (ctx) => {
  const items = await ctx.data.activeWidgetItems('spotlight', 1);
  return { items, empty_message: 'No spotlight this month yet.' };
};
