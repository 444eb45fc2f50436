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

/**
 * E-learning time by the IST time slot: the time spent in courses (course_time_sessions, by the slot the session
 * started in) and the time actually watched (`watched_seconds`: the merged coverage of course video chapters and
 * e-learning library videos, course_chapter_progress and media_watch_progress, by the slot they were first opened in;
 * docs/learning.md "Completion"). Wall-clock time on a page is never counted as watched.
 */
async function learningTime(db: Db, f: ReportFilters, bySlot: boolean): Promise<Map<string, Row>> {
  const who = companyConditions('u.company_id', f);
  const slot = (col: string) => (bySlot ? istSlot(col) : sql`'all'`);
  const [rows, watched] = await Promise.all([
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${slot('s.started_at')} AS k,
      count(DISTINCT s.user_id) AS learners, count(*) AS sessions, coalesce(sum(s.seconds), 0) AS seconds
      FROM course_time_sessions s JOIN users u ON u.id = s.user_id
      ${where([...timeConditions('s.started_at', f), ...who])} GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT k, coalesce(sum(w), 0) AS watched_seconds FROM (
        SELECT ${slot('p.opened_at')} AS k, p.watched_seconds AS w
          FROM course_chapter_progress p JOIN users u ON u.id = p.user_id
          ${where([sql`p.watched_seconds > 0`, ...timeConditions('p.opened_at', f), ...who])}
        UNION ALL
        SELECT ${slot('m.opened_at')} AS k, m.watched_seconds AS w
          FROM media_watch_progress m JOIN users u ON u.id = m.user_id
          ${where([sql`m.subject_kind = 'video'`, sql`m.watched_seconds > 0`, ...timeConditions('m.opened_at', f), ...who])}
      ) x GROUP BY k`,
    ),
  ]);
  const out = new Map<string, Row>();
  const blank = () => ({ learners: 0, sessions: 0, seconds: 0, avg_seconds: 0, watched_seconds: 0 });
  for (const r of rows) {
    const learners = n(r.learners);
    out.set(String(r.k), {
      ...blank(),
      learners,
      sessions: n(r.sessions),
      seconds: n(r.seconds),
      avg_seconds: learners ? Math.round(n(r.seconds) / learners) : 0,
    });
  }
  for (const r of watched) {
    const k = String(r.k);
    out.set(k, { ...(out.get(k) ?? blank()), watched_seconds: Math.round(n(r.watched_seconds)) });
  }
  return out;
}

export function elearningTimeBase(db: Db, f: ReportFilters): ReportRunner {
  const blank = { learners: 0, sessions: 0, seconds: 0, avg_seconds: 0, watched_seconds: 0 };
  return grouped(
    async () => {
      const m = await learningTime(db, f, true);
      const slots = f.slots.length ? TIME_SLOTS.filter((s) => f.slots.includes(s)) : TIME_SLOTS;
      return slots.map((slot) => ({ slot, ...blank, ...m.get(slot) }));
    },
    async () => ({ ...blank, ...(await learningTime(db, f, false)).get('all') }),
  );
}

/**
 * Recorded webinars (webinar_type 4): viewers and watch sessions per webinar, and the time actually watched — the
 * merged coverage of media_watch_progress (docs/learning.md "Completion"), by when the person first played it —
 * never the wall-clock time a page was open.
 */
export function recordedWebinars(db: Db, f: ReportFilters): ReportRunner {
  const who = companyConditions('u.company_id', f);
  const conds = where([sql`w.webinar_type = 4`, ...timeConditions('s.started_at', f), ...who]);
  const from = sql`FROM webinar_watch_sessions s JOIN webinars w ON w.id = s.webinar_id JOIN users u ON u.id = s.user_id ${conds}`;
  const watchedFrom = sql`FROM media_watch_progress m JOIN webinars w ON w.id = m.subject_id JOIN users u ON u.id = m.user_id
    ${where([sql`m.subject_kind = 'webinar'`, sql`w.webinar_type = 4`, ...timeConditions('m.opened_at', f), ...who])}`;
  return grouped(
    async () => {
      const [rows, watched] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT w.id, w.name, w.starts_at, count(DISTINCT s.user_id) AS viewers,
            count(*) AS sessions ${from} GROUP BY w.id, w.name, w.starts_at`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT w.id, w.name, w.starts_at, count(DISTINCT m.user_id) AS viewers,
            coalesce(sum(m.watched_seconds), 0) AS seconds ${watchedFrom} GROUP BY w.id, w.name, w.starts_at`,
        ),
      ]);
      const byId = new Map<
        string,
        { name: unknown; starts_at: unknown; viewers: number; sessions: number; seconds: number }
      >();
      for (const r of rows)
        byId.set(String(r.id), {
          name: r.name,
          starts_at: r.starts_at,
          viewers: n(r.viewers),
          sessions: n(r.sessions),
          seconds: 0,
        });
      for (const r of watched) {
        const k = String(r.id);
        const hit = byId.get(k) ?? {
          name: r.name,
          starts_at: r.starts_at,
          viewers: n(r.viewers),
          sessions: 0,
          seconds: 0,
        };
        hit.seconds = Math.round(n(r.seconds));
        byId.set(k, hit);
      }
      const shaped = [...byId.values()].map((r) => ({
        webinar: String(r.name),
        viewers: r.viewers,
        sessions: r.sessions,
        seconds: r.seconds,
        avg_seconds: r.viewers ? Math.round(r.seconds / r.viewers) : 0,
        created: iso(r.starts_at),
      }));
      return sortRows(shaped, f.sort, 'seconds', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async () => {
      const [[t], [m]] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT count(DISTINCT s.user_id) AS viewers, count(*) AS sessions ${from}`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT count(DISTINCT m.user_id) AS viewers,
            coalesce(sum(m.watched_seconds), 0) AS seconds ${watchedFrom}`,
        ),
      ]);
      const viewers = Math.max(n(t.viewers), n(m.viewers));
      const seconds = Math.round(n(m.seconds));
      return { viewers, sessions: n(t.sessions), seconds, avg_seconds: viewers ? Math.round(seconds / viewers) : 0 };
    },
  );
}
