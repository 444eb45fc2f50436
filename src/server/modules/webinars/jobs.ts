import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { deliverWebinarMails, queueWebinarMails } from './mails.js';
import { REMINDER_BEFORE_MS } from './time.js';

/**
 * Reminder mails, exactly once per registration: registrations of active webinars starting within
 * REMINDER_BEFORE_MS (and not started) are claimed with FOR UPDATE SKIP LOCKED, stamped
 * reminder_sent_at and their mail queued in the same transaction, so a crash or a second node
 * never sends one twice and never loses one. Un-registering and registering again keeps the stamp.
 */
export async function sendWebinarReminders(
  ctx: AppContext,
  now: Date = new Date(),
  log?: (err: unknown) => void,
): Promise<{ reminded: number }> {
  const mailIds = await ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webinar_registrations as r')
      .innerJoin('webinars as w', 'w.id', 'r.webinar_id')
      .select('r.id')
      .where('r.status', '=', 1)
      .where('r.reminder_sent_at', 'is', null)
      .where('w.status', '=', 1)
      .where('w.webinar_type', 'in', [2, 3])
      .where('w.starts_at', '>', now)
      .where('w.starts_at', '<=', new Date(now.getTime() + REMINDER_BEFORE_MS))
      .orderBy('r.id')
      .limit(200)
      .forUpdate('r')
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await trx
      .updateTable('webinar_registrations')
      .set({ reminder_sent_at: sql`now()` })
      .where('id', 'in', ids)
      .execute();
    return queueWebinarMails(trx, ctx, 'reminder', ids);
  });
  await deliverWebinarMails(ctx, mailIds, log);
  return { reminded: mailIds.length };
}

/** The area's scheduled tasks (pg-boss schedules through plugins/jobs.ts registerJobs, every minute). */
export function webinarTasks(ctx: AppContext, log?: (err: unknown) => void): ScheduledTask[] {
  return [{ name: 'webinar-reminders', cron: '* * * * *', run: (now) => sendWebinarReminders(ctx, now, log) }];
}
