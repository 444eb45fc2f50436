import type { WidgetResolver } from '../types.js';

/**
 * The caller's financial journey (docs/journey.md): each card (Future Vision, Financial Foundation,
 * Long-Term Success) with its status, and how many of the journey's topics are completed.
 */
export const resolveJourneyProgress: WidgetResolver = async (ctx) =>
  ctx.userId === null ? { topics: [], completed: 0, total: 0 } : ctx.data.journeyProgress(ctx.userId);
