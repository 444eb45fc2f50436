import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { companyConditions, timeConditions, where, type ReportFilters } from './filters.js';
import { grouped, iso, n, rowsOf, sortRows, sum, type ReportRunner } from './report-runner.js';

/**
 * The client/partner engagement report (docs/engagement.md): notifications sent to a company (its
 * audience rows), read by its people (receipts), and tasks its people completed.
 */

export function viewEngagement(db: Db, f: ReportFilters): ReportRunner {
  return grouped(
    async () => {
      const [companies, sent, reads, tasks] = await Promise.all([
        rowsOf(
          db,
          sql<{ id: number; name: string; user_type: number; created_at: Date; users: string }>`SELECT c.id,
            c.company_name AS name, c.user_type, c.created_at,
            (SELECT count(*) FROM users u WHERE u.company_id = c.id) AS users
            FROM companies c ${where(companyConditions('c.id', f))}`,
        ),
        // Sent: not deleted, active, started by now (a scheduled one is not sent yet), started in the period.
        rowsOf(
          db,
          sql<{ k: number; c: string }>`SELECT a.company_id AS k, count(*) AS c
            FROM notification_audiences a JOIN notifications n ON n.id = a.notification_id
            ${where([
              sql`n.deleted_at IS NULL`,
              sql`n.status`,
              sql`n.start_date <= now()`,
              ...timeConditions('n.start_date', f),
              ...companyConditions('a.company_id', f),
            ])} GROUP BY 1`,
        ),
        // Read: receipts of the company's people for notifications sent to that company.
        rowsOf(
          db,
          sql<{ k: number; c: string; readers: string }>`SELECT u.company_id AS k, count(*) AS c,
            count(DISTINCT r.user_id) AS readers
            FROM notification_receipts r JOIN users u ON u.id = r.user_id
            JOIN notification_audiences a ON a.notification_id = r.notification_id AND a.company_id = u.company_id
            ${where([...timeConditions('r.read_at', f), ...companyConditions('u.company_id', f)])} GROUP BY 1`,
        ),
        rowsOf(
          db,
          sql<{ k: number; c: string }>`SELECT u.company_id AS k, count(*) AS c
            FROM user_tasks t JOIN users u ON u.id = t.user_id
            ${where([
              sql`t.status = 'Completed'`,
              sql`t.completed_at IS NOT NULL`,
              sql`u.company_id IS NOT NULL`,
              ...timeConditions('t.completed_at', f),
              ...companyConditions('u.company_id', f),
            ])} GROUP BY 1`,
        ),
      ]);
      const get = <T extends { k: number }>(rows: T[], id: number) => rows.find((r) => n(r.k) === id);
      const rows = companies.map((c) => {
        const read = get(reads, c.id);
        return {
          company: c.name,
          kind: c.user_type === 9 ? 'Partner' : 'Client',
          users: n(c.users),
          notifications: n(get(sent, c.id)?.c),
          opened: n(read?.c),
          readers: n(read?.readers),
          tasks_completed: n(get(tasks, c.id)?.c),
          created: iso(c.created_at),
        };
      });
      return sortRows(rows, f.sort, 'opened', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    (rows) => ({
      companies: rows.length,
      users: sum(rows, 'users'),
      notifications: sum(rows, 'notifications'),
      opened: sum(rows, 'opened'),
      // A person belongs to one company, so the readers of the companies add up to the distinct readers.
      readers: sum(rows, 'readers'),
      tasks_completed: sum(rows, 'tasks_completed'),
    }),
    (rows) => sortRows(rows, 'desc', 'opened', null, 'desc').slice(0, 10),
  );
}
