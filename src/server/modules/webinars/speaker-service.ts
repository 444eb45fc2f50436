import { uniqueUserNo } from '../../db/user-no.js';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { WebinarSpeakerInput } from '../../../shared/generated/api/webinars/speaker-input.js';
import type { WebinarRegistration } from '../../../shared/generated/entities/webinar-registration.js';
import type { WebinarSpeaker } from '../../../shared/generated/entities/webinar-speaker.js';
import { ROLE } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import { iso, toAdminView } from './admin-view.js';
import { webinarQuery } from './queries.js';

// ---- speakers ---------------------------------------------------------------------------------

export async function listSpeakers(db: Db): Promise<WebinarSpeaker[]> {
  const rows = await db
    .selectFrom('webinar_speakers as s')
    .leftJoin('webinars as w', (j) => j.onRef('w.speaker_id', '=', 's.id').on('w.status', '=', 1))
    .select([
      's.id',
      's.name',
      's.email',
      's.designation',
      's.bio',
      's.status',
      's.user_id',
      sql<number>`count(w.id)::int`.as('webinars'),
    ])
    .groupBy('s.id')
    .orderBy('s.name')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    designation: r.designation,
    bio: r.bio,
    status: r.status === 2 ? 2 : 1,
    has_account: r.user_id !== null,
    webinars: Number(r.webinars),
  }));
}

/**
 * A speaker signs in with their e-mail: an existing role-8 account is linked, otherwise one is
 * made. An e-mail used by another kind of account is refused (E-10064).
 */
async function speakerAccount(db: Db, email: string, name: string): Promise<number> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'user_type'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
  if (u) {
    if (u.user_type !== ROLE.SPEAKER) throw fieldError('email', 'E-10064');
    return u.id;
  }
  const [first, ...rest] = name.trim().split(/\s+/);
  const row = await db
    .insertInto('users')
    .values({
      unique_user_no: uniqueUserNo('FWS'),
      email,
      user_type: ROLE.SPEAKER,
      company_id: null,
      first_name: first,
      last_name: rest.join(' ') || null,
      country: 'India',
      status: 1,
      extra: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function saveSpeaker(db: Db, input: WebinarSpeakerInput, id?: number) {
  const email = input.email.trim().toLowerCase();
  const clash = await db
    .selectFrom('webinar_speakers')
    .select('id')
    .where(sql<boolean>`lower(email) = ${email}`)
    .$if(id !== undefined, (q) => q.where('id', '!=', id ?? 0))
    .executeTakeFirst();
  if (clash) throw fieldError('email', 'E-10656');
  return db.transaction().execute(async (trx) => {
    const userId = await speakerAccount(trx, email, input.name);
    const values = {
      name: input.name.trim(),
      email,
      designation: input.designation?.trim() || null,
      bio: input.bio?.trim() || null,
      status: input.status ?? 1,
      user_id: userId,
    };
    if (id === undefined) {
      return (await trx.insertInto('webinar_speakers').values(values).returning('id').executeTakeFirstOrThrow()).id;
    }
    const r = await trx
      .updateTable('webinar_speakers')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!r) throw new AppError('E-10507');
    return r.id;
  });
}

// ---- the speaker's own view ---------------------------------------------------------------------

/** The webinars a signed-in speaker presents (linked by account, else by e-mail), each with its registrations. */
export async function speakerWebinars(db: Db, user: { id: number; email: string }) {
  const speaker = await db
    .selectFrom('webinar_speakers')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb(sql`lower(email)`, '=', user.email.toLowerCase())]))
    .executeTakeFirst();
  if (!speaker) return { speaker: null, webinars: [] };
  const rows = await webinarQuery(db)
    .where('webinars.speaker_id', '=', speaker.id)
    .where('webinars.status', '=', 1)
    .orderBy('webinars.starts_at', 'desc')
    .execute();
  const ids = rows.map((r) => r.id);
  const regs =
    ids.length === 0
      ? []
      : await db
          .selectFrom('webinar_registrations as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .leftJoin('companies as c', 'c.id', 'u.company_id')
          .select([
            'r.id',
            'r.webinar_id',
            'r.status',
            'r.registered_at',
            'r.joined_at',
            'u.email',
            'u.first_name',
            'u.last_name',
            'c.company_name',
          ])
          .where('r.webinar_id', 'in', ids)
          .orderBy('r.registered_at')
          .execute();
  const byWebinar = new Map<number, WebinarRegistration[]>();
  for (const r of regs) {
    const list = byWebinar.get(r.webinar_id) ?? [];
    list.push({
      _id: r.id,
      name: [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email,
      email: r.email,
      company_name: r.company_name,
      status: r.status === 2 ? 2 : 1,
      registered_at: iso(r.registered_at),
      joined_at: r.joined_at ? iso(r.joined_at) : null,
    });
    byWebinar.set(r.webinar_id, list);
  }
  return {
    speaker: { _id: speaker.id, name: speaker.name },
    webinars: rows.map((r) => {
      const list = byWebinar.get(r.id) ?? [];
      return {
        webinar: toAdminView(r, list.filter((x) => x.status === 1).length),
        registrations: list,
      };
    }),
  };
}
