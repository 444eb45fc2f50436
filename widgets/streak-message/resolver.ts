import { todayIST } from '../../src/shared/ist.js';
import type { WidgetResolver } from '../types.js';
import { streakFrom } from './streak.js';

/** The person's learning streak in IST days (the rule: ./streak.ts). */
export const resolveStreakMessage: WidgetResolver = async (ctx) => {
  if (ctx.userId === null) return { days: 0, active_today: false };
  return streakFrom(await ctx.data.activityDays(ctx.userId), todayIST());
};
