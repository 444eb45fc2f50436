import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Db } from '../../db/index.js';
import type { HiValues } from '../../db/tables/learning.js';

/** Who a webinar can be for: an employee of a client or a partner, or a paid user (no company). */
export type Audience = { kind: 'client' | 'partner'; companyId: number } | { kind: 'paid' };

/** The audience of a signed-in user, from their company's type (3 client, 9 partner). */
export async function audienceOf(db: Db, companyId: number | null): Promise<Audience> {
  if (companyId === null) return { kind: 'paid' };
  const c = await db.selectFrom('companies').select('user_type').where('id', '=', companyId).executeTakeFirst();
  if (!c) return { kind: 'paid' };
  return { kind: c.user_type === 9 ? 'partner' : 'client', companyId };
}

/**
 * Webinars a user may see: active, and open to all (type 3) or aimed at their client type and,
 * for clients and partners, naming their company (docs/webinars.md).
 */
export function visibleTo(aud: Audience) {
  return (eb: ExpressionBuilder<Database, 'webinars'>): Expression<SqlBool> => {
    const aimed =
      aud.kind === 'paid'
        ? sql<SqlBool>`3 = ANY(webinars.client_types)`
        : aud.kind === 'client'
          ? sql<SqlBool>`(1 = ANY(webinars.client_types) AND ${aud.companyId}::int = ANY(webinars.specific_clients))`
          : sql<SqlBool>`(4 = ANY(webinars.client_types) AND ${aud.companyId}::int = ANY(webinars.specific_partners))`;
    return eb.and([eb('webinars.status', '=', 1), eb.or([eb('webinars.webinar_type', '=', 3), aimed])]);
  };
}

export const webinarColumns = [
  'webinars.id',
  'webinars.webinar_type',
  'webinars.name',
  'webinars.presenter',
  'webinars.speaker_id',
  'webinars.description',
  'webinars.starts_at',
  'webinars.ends_at',
  'webinars.join_url',
  'webinars.keywords',
  'webinars.banner',
  'webinars.video',
  'webinars.duration_minutes',
  'webinars.client_types',
  'webinars.specific_clients',
  'webinars.specific_partners',
  'webinars.status',
  'webinars.hi',
] as const;

export type WebinarRow = {
  id: number;
  webinar_type: number;
  name: string;
  presenter: string;
  speaker_id: number;
  description: string | null;
  starts_at: Date;
  ends_at: Date;
  join_url: string | null;
  keywords: string[];
  banner: string | null;
  video: string | null;
  duration_minutes: number | null;
  client_types: number[];
  specific_clients: number[];
  specific_partners: number[];
  status: number;
  /** Hindi values of the name and description (migration 2301-content-hindi-learning). */
  hi: HiValues;
};

/** Rows with the speaker's name. */
export function webinarQuery(db: Db) {
  return db
    .selectFrom('webinars')
    .innerJoin('webinar_speakers', 'webinar_speakers.id', 'webinars.speaker_id')
    .select([...webinarColumns, 'webinar_speakers.name as speaker_name']);
}

/** The public address of a stored video (served with range support by the webinar routes). */
export function videoUrl(video: string | null): string | null {
  return video ? `/api/v1/files/webinar-videos/${video}` : null;
}
