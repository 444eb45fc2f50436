import type { AppContext } from '../../context.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { sweepStaleUploads } from './files.js';
import { sweepAssignmentFiles } from './assignments-admin.js';

/**
 * The learning center's scheduled tasks (pg-boss, docs/jobs.md "Scheduled tasks"): once a day the
 * unfinished uploads idle for 24 hours are given up (rows and stored chunks), and chunks left
 * without a row, so a quiet week with no new upload still leaves no half files behind. The same sweep
 * runs when an upload starts. Every hour the assignment files no submission names any more (an erased person's:
 * docs/learning.md "Assignments") are removed.
 */
export function learningTasks(ctx: Pick<AppContext, 'db' | 'storage'>): ScheduledTask[] {
  return [
    {
      name: 'learning.sweep-stale-uploads',
      cron: '17 2 * * *',
      run: (now) => sweepStaleUploads(ctx, { now, orphans: true }),
    },
    {
      name: 'learning.sweep-assignment-files',
      cron: '41 * * * *',
      run: (now) => sweepAssignmentFiles(ctx, { now }),
    },
  ];
}
