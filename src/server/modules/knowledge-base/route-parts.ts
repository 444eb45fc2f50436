import { AppError } from '../../../shared/app-error.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { logActivity } from '../activity/log-activity.js';

/** What the employee's knowledge-base routes share (routes.ts, article-routes.ts): access checks and the activity log (files: src/server/send-file.ts). */

/** Feature ids of enums.json "feature" used in the activity log. */
export const FEATURE = { KNOWLEDGE_BASE: 5, HANDBOOK: 6 } as const;
export const tags = ['knowledge-base'];

export const isAdmin = (auth: AuthContext | null) => !!auth && isAdminRole(auth.user.role);

/** Toolkit and schemes need module 9 (checked by config.access) and their quick-access item. */
export function assertQuickAccess(auth: AuthContext, item: number): void {
  if (isAdmin(auth)) return;
  if (!auth.packageInfo.quick_access_ids.includes(item)) throw new AppError('E-10117');
}

/** Logs an employee's knowledge-base action (a view, search or download) in the activity log. */
export function kbActivity(db: Db) {
  return (auth: AuthContext, actionId: number, featureId: number, url: string) =>
    logActivity(db, {
      userId: auth.user.id,
      companyId: auth.user.company_id,
      actionId,
      featureId,
      navigationUrl: url,
    });
}
