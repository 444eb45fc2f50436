/**
 * The streak rule (docs/engagement.md "Streak"): the number of consecutive India (IST) days with
 * learning activity (any activity-log entry except logging in or out), ending today, or ending
 * yesterday when today has none yet (the streak is not lost before the day is over).
 * `days`: distinct YYYY-MM-DD days; `today`: today's IST date.
 */
export function streakFrom(days: Iterable<string>, today: string): { days: number; active_today: boolean } {
  const set = new Set(days);
  const d = new Date(`${today}T00:00:00Z`);
  const activeToday = set.has(today);
  if (!activeToday) d.setUTCDate(d.getUTCDate() - 1);
  let streak = 0;
  while (set.has(d.toISOString().slice(0, 10))) {
    streak++;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return { days: streak, active_today: activeToday };
}
