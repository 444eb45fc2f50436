import { sql } from 'kysely';
import type { WebinarAdmin } from '../../../shared/generated/entities/webinar-admin.js';
import type { Db } from '../../db/index.js';
import { videoUrl, type WebinarRow } from './queries.js';
import { toIST } from './time.js';
import { hindiRead } from '../../hindi-input.js';

/** A webinar as the admin and the speaker see it (admin-service.ts, speaker-service.ts), with its registration count. */

export type Row = WebinarRow & { speaker_name: string };

export function iso(v: Date | string): string {
  return new Date(v).toISOString();
}

export function toAdminView(r: Row, registrations: number): WebinarAdmin {
  const s = toIST(new Date(r.starts_at));
  const e = toIST(new Date(r.ends_at));
  return {
    _id: r.id,
    webinar_type: r.webinar_type as WebinarAdmin['webinar_type'],
    name: r.name,
    presenter: r.presenter,
    speaker_id: r.speaker_id,
    speaker: r.speaker_name,
    description: r.description,
    date: s.date,
    start_time: s.time,
    end_time: e.time,
    starts_at: new Date(r.starts_at).toISOString(),
    ends_at: new Date(r.ends_at).toISOString(),
    join_url: r.join_url,
    keyword: r.keywords,
    banner: r.banner,
    video_url: videoUrl(r.video),
    duration: r.duration_minutes,
    client_type: r.client_types,
    specific_clients: r.specific_clients,
    specific_partners: r.specific_partners,
    registrations,
    status: r.status,
    hi: hindiRead(r.hi),
  };
}

export async function registrationCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('webinar_registrations')
    .select(['webinar_id', sql<number>`count(*)::int`.as('n')])
    .where('webinar_id', 'in', ids)
    .where('status', '=', 1)
    .groupBy('webinar_id')
    .execute();
  return new Map(rows.map((r) => [r.webinar_id, Number(r.n)]));
}
