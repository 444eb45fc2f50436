import { todayIST } from '../../src/shared/ist.js';
import type { WidgetResolver } from '../types.js';

/** Consecutive IST days, ending today, on which the user did anything on the portal. */
export const resolveStreakMessage: WidgetResolver = async (ctx) => {
  if (ctx.userId === null) return { days: 0 };
  const days = new Set(await ctx.data.activityDays(ctx.userId));
  let streak = 0;
  const d = new Date(`${todayIST()}T00:00:00Z`);
  while (days.has(d.toISOString().slice(0, 10))) {
    streak++;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return { days: streak };
};
