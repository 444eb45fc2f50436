import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { TIME_SLOTS } from '../../../shared/report-types.js';
import { companyConditions, istSlot, timeConditions, where, type ReportFilters } from './filters.js';
import { grouped, iso, n, rowsOf, sortRows, type ReportRunner, type Row } from './report-runner.js';

/**
 * The learning reports (docs/learning.md): course participation and e-learning time per slot, and the
 * time spent watching recorded webinars. The learning tables carry no company, so the company filters
 * read the learner's company (users.company_id).
 */

/** Per key (a course id, a time slot or 'all'): one measure query's rows folded into `out`. */
function fold(out: Map<string, Row>, rows: Array<Record<string, unknown>>, blank: () => Row, fields: string[]) {
  for (const r of rows) {
    const k = String(r.k);
    let row = out.get(k);
    if (!row) out.set(k, (row = blank()));
    for (const f of fields) row[f] = n(r[f]);
  }
}

const PARTICIPATION_BLANK = (): Row => ({
  enrolled: 0,
  completed: 0,
  cancelled: 0,
  chapters_completed: 0,
  learners: 0,
  seconds: 0,
});

/** Course participation by course id (or over all courses with `all`). */
async function participation(db: Db, f: ReportFilters, all: boolean): Promise<Map<string, Row>> {
  const who = companyConditions('u.company_id', f);
  const key = (col: string) => (all ? sql`'all'` : sql.ref(col));
  const [enrolled, completed, chapters, time, learners] = await Promise.all([
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('e.course_id')} AS k, count(*) AS enrolled,
        count(*) FILTER (WHERE e.progress = 3) AS cancelled
        FROM course_enrolments e JOIN users u ON u.id = e.user_id
        ${where([...timeConditions('e.enrolled_at', f), ...who])} GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('e.course_id')} AS k, count(*) AS completed
        FROM course_enrolments e JOIN users u ON u.id = e.user_id
        ${where([sql`e.progress = 2`, sql`e.completed_at IS NOT NULL`, ...timeConditions('e.completed_at', f), ...who])}
        GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('cc.course_id')} AS k, count(*) AS chapters_completed
        FROM course_chapter_completions cc JOIN users u ON u.id = cc.user_id
        ${where([...timeConditions('cc.completed_at', f), ...who])} GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('s.course_id')} AS k, coalesce(sum(s.seconds), 0) AS seconds
        FROM course_time_sessions s JOIN users u ON u.id = s.user_id
        ${where([...timeConditions('s.started_at', f), ...who])} GROUP BY 1`,
    ),
    // Active learners: people who completed a chapter or spent time in the course in the period.
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT k, count(DISTINCT user_id) AS learners FROM (
        SELECT ${key('cc.course_id')} AS k, cc.user_id FROM course_chapter_completions cc JOIN users u ON u.id = cc.user_id
          ${where([...timeConditions('cc.completed_at', f), ...who])}
        UNION ALL
        SELECT ${key('s.course_id')} AS k, s.user_id FROM course_time_sessions s JOIN users u ON u.id = s.user_id
          ${where([...timeConditions('s.started_at', f), ...who])}
      ) x GROUP BY k`,
    ),
  ]);
  const out = new Map<string, Row>();
  fold(out, enrolled, PARTICIPATION_BLANK, ['enrolled', 'cancelled']);
  fold(out, completed, PARTICIPATION_BLANK, ['completed']);
  fold(out, chapters, PARTICIPATION_BLANK, ['chapters_completed']);
  fold(out, time, PARTICIPATION_BLANK, ['seconds']);
  fold(out, learners, PARTICIPATION_BLANK, ['learners']);
  return out;
}

const COURSE_STATUS: Record<number, string> = { 1: 'Published', 2: 'Draft', 3: 'Archived' };

export function courseParticipation(db: Db, f: ReportFilters): ReportRunner {
  return grouped(
    async () => {
      const [courses, m] = await Promise.all([
        rowsOf(
          db,
          sql<{ id: number; title: string; status: number; created_at: Date }>`SELECT id, title, status, created_at
            FROM courses ORDER BY id`,
        ),
        participation(db, f, false),
      ]);
      // Drafts were never open to anyone: listed only if they somehow hold numbers.
      const rows = courses
        .filter((c) => n(c.status) !== 2 || m.has(String(c.id)))
        .map((c) => ({
          course: c.title,
          status: COURSE_STATUS[n(c.status)] ?? String(c.status),
          ...PARTICIPATION_BLANK(),
          ...m.get(String(c.id)),
          created: iso(c.created_at),
        }));
      return sortRows(rows, f.sort, 'enrolled', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async (rows) => ({
      courses: rows.length,
      ...PARTICIPATION_BLANK(),
      ...(await participation(db, f, true)).get('all'),
    }),
    (rows) => sortRows(rows, 'desc', 'enrolled', null, 'desc').slice(0, 10),
  );
}

/** E-learning time (course_time_sessions) by the IST time slot the session started in. */
async function learningTime(db: Db, f: ReportFilters, bySlot: boolean): Promise<Map<string, Row>> {
  const rows = await rowsOf(
    db,
    sql<Record<string, unknown>>`SELECT ${bySlot ? istSlot('s.started_at') : sql`'all'`} AS k,
      count(DISTINCT s.user_id) AS learners, count(*) AS sessions, coalesce(sum(s.seconds), 0) AS seconds
      FROM course_time_sessions s JOIN users u ON u.id = s.user_id
      ${where([...timeConditions('s.started_at', f), ...companyConditions('u.company_id', f)])} GROUP BY 1`,
  );
  const out = new Map<string, Row>();
  for (const r of rows) {
    const learners = n(r.learners);
    out.set(String(r.k), {
      learners,
      sessions: n(r.sessions),
      seconds: n(r.seconds),
      avg_seconds: learners ? Math.round(n(r.seconds) / learners) : 0,
    });
  }
  return out;
}

export function elearningTimeBase(db: Db, f: ReportFilters): ReportRunner {
  const blank = { learners: 0, sessions: 0, seconds: 0, avg_seconds: 0 };
  return grouped(
    async () => {
      const m = await learningTime(db, f, true);
      const slots = f.slots.length ? TIME_SLOTS.filter((s) => f.slots.includes(s)) : TIME_SLOTS;
      return slots.map((slot) => ({ slot, ...blank, ...m.get(slot) }));
    },
    async () => ({ ...blank, ...(await learningTime(db, f, false)).get('all') }),
  );
}

/** Recorded webinars (webinar_type 4): viewers and watch time per webinar. */
export function recordedWebinars(db: Db, f: ReportFilters): ReportRunner {
  const conds = where([
    sql`w.webinar_type = 4`,
    ...timeConditions('s.started_at', f),
    ...companyConditions('u.company_id', f),
  ]);
  const from = sql`FROM webinar_watch_sessions s JOIN webinars w ON w.id = s.webinar_id JOIN users u ON u.id = s.user_id ${conds}`;
  return grouped(
    async () => {
      const rows = await rowsOf(
        db,
        sql<
          Record<string, unknown>
        >`SELECT w.name, w.starts_at, count(DISTINCT s.user_id) AS viewers, count(*) AS sessions,
          coalesce(sum(s.seconds), 0) AS seconds ${from} GROUP BY w.id, w.name, w.starts_at`,
      );
      const shaped = rows.map((r) => ({
        webinar: String(r.name),
        viewers: n(r.viewers),
        sessions: n(r.sessions),
        seconds: n(r.seconds),
        avg_seconds: n(r.viewers) ? Math.round(n(r.seconds) / n(r.viewers)) : 0,
        created: iso(r.starts_at),
      }));
      return sortRows(shaped, f.sort, 'seconds', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async () => {
      const [t] = await rowsOf(
        db,
        sql<Record<string, unknown>>`SELECT count(DISTINCT s.user_id) AS viewers, count(*) AS sessions,
          coalesce(sum(s.seconds), 0) AS seconds ${from}`,
      );
      const viewers = n(t.viewers);
      return {
        viewers,
        sessions: n(t.sessions),
        seconds: n(t.seconds),
        avg_seconds: viewers ? Math.round(n(t.seconds) / viewers) : 0,
      };
    },
  );
}
