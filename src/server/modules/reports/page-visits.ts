import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { isAdminRole } from '../../../shared/roles.js';

export type PageVisitBeacon = { visitId: string; path: string; seconds: number };

/**
 * Records one beacon of `capture-time-spent` (docs/reports.md, "Page visits"). A visit is one page in
 * one tab (the browser's `visit_id`); the first beacon creates it with `started_at = now - seconds`,
 * later beacons of the same visit only raise its seconds, and never past the wall-clock time since
 * it started (plus 5 s of slack), so a replayed or inflated beacon cannot add time that did not pass.
 * A visit belongs to the session that started it: a beacon of another session or person changes
 * nothing. Query strings and fragments are dropped (they may carry personal data); admins' own
 * visits are not counted (the reports describe the people the portal serves).
 */
export async function recordPageVisit(db: Db, auth: AuthContext, b: PageVisitBeacon): Promise<boolean> {
  if (isAdminRole(auth.user.role)) return false;
  const path = b.path.split(/[?#]/)[0].slice(0, 300) || '/';
  const seconds = Math.max(0, Math.min(14_400, Math.floor(b.seconds)));
  await sql`INSERT INTO page_visits (visit_id, user_id, company_id, session_id, path, seconds, started_at)
    VALUES (${b.visitId}, ${auth.user.id}, ${auth.user.company_id}, ${auth.sessionId}, ${path}, ${seconds},
      now() - make_interval(secs => ${seconds}))
    ON CONFLICT (visit_id) DO UPDATE
      SET seconds = least(14400, greatest(page_visits.seconds,
            least(excluded.seconds, floor(extract(epoch FROM now() - page_visits.started_at))::int + 5))),
          updated_at = now()
      WHERE page_visits.user_id = excluded.user_id AND page_visits.session_id = excluded.session_id`.execute(db);
  return true;
}
