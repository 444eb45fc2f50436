import type { WidgetResolver } from '../types.js';

/** The active calls to action an admin manages (cta_option), first in their order; the view falls back to its props. */
export const resolveCta: WidgetResolver = async (ctx, props) => {
  const max = typeof props.max_items === 'number' ? props.max_items : 1;
  return { items: await ctx.data.ctaOptions(max) };
};
