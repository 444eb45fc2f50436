import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { companyConditions, timeConditions, where, type ReportFilters } from './filters.js';
import { grouped, iso, n, rowsOf, sortRows, type ReportRunner } from './report-runner.js';

/** The assessment report (docs/reports.md). */

/**
 * Assessments of three kinds, one row each: the learning center's course assessments (score in whole
 * percent, pass mark), the journey's quizzes (right answers of the questions) and the financial risk
 * assessment (points of the maximum; no pass or fail).
 */
export function assessments(db: Db, f: ReportFilters): ReportRunner {
  const who = companyConditions('u.company_id', f);
  const sources = sql`
    SELECT 'a' || t.assessment_id AS k, t.user_id, t.score::numeric AS pct, t.passed FROM assessment_attempts t
      JOIN users u ON u.id = t.user_id ${where([...timeConditions('t.created_at', f), ...who])}
    UNION ALL
    SELECT 'q' || t.quiz_id AS k, t.user_id, 100.0 * t.score / nullif(t.total, 0) AS pct, NULL AS passed FROM quiz_attempts t
      JOIN users u ON u.id = t.user_id ${where([...timeConditions('t.created_at', f), ...who])}
    UNION ALL
    SELECT 'fra' AS k, t.user_id, 100.0 * t.score / nullif(t.max_score, 0) AS pct, NULL AS passed FROM fra_results t
      JOIN users u ON u.id = t.user_id ${where([...timeConditions('t.created_at', f), ...who])}`;
  const pct = (v: unknown) => (v === null || v === undefined ? null : Math.round(n(v) * 10) / 10);
  return grouped(
    async () => {
      const [items, stats] = await Promise.all([
        rowsOf(
          db,
          sql<{ k: string; title: string; type: string; status: number; created_at: Date | null }>`
            SELECT 'a' || id AS k, title, 'Course assessment' AS type, status, created_at FROM assessments
            UNION ALL SELECT 'q' || id, title, 'Quiz', status, created_at FROM quizzes
            UNION ALL SELECT 'fra', 'Financial risk assessment', 'Risk assessment', 1, NULL`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT k, count(*) AS taken, count(DISTINCT user_id) AS people, avg(pct) AS pct,
            count(*) FILTER (WHERE passed) AS passed FROM (${sources}) x GROUP BY k`,
        ),
      ]);
      const by = new Map(stats.map((s) => [String(s.k), s]));
      const rows = items
        // A deleted or draft assessment, or an inactive quiz, is listed only when it has attempts in the period.
        .filter((i) => by.has(i.k) || n(i.status) === 1)
        .map((i) => {
          const s = by.get(i.k);
          return {
            assessment: i.title,
            type: i.type,
            taken: n(s?.taken),
            people: n(s?.people),
            avg_score: pct(s?.pct),
            passed: i.type === 'Course assessment' ? n(s?.passed) : null,
            created: iso(i.created_at),
          };
        });
      return sortRows(rows, f.sort, 'taken', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async (rows) => {
      const [t] = await rowsOf(
        db,
        sql<Record<string, unknown>>`SELECT count(*) AS taken, count(DISTINCT user_id) AS people, avg(pct) AS pct,
          count(*) FILTER (WHERE passed) AS passed FROM (${sources}) x`,
      );
      return {
        assessments: rows.length,
        taken: n(t?.taken),
        people: n(t?.people),
        avg_score: pct(t?.pct),
        passed: n(t?.passed),
      };
    },
    (rows) => sortRows(rows, 'desc', 'taken', null, 'desc').slice(0, 10),
  );
}
