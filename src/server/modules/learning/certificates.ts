import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import { PROGRESS } from './courses.js';

/**
 * Course certificates (issue 32, docs/learning.md "Certificates"): made the first time a person who completed a course
 * asks for it, then the same one every time (one per person and course); verified in public by its code, showing only
 * the name, the course and the date.
 */

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L): "FW-7KQ9-M4TX". */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_PATTERN = '^FW-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$';

function newCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `FW-${part()}-${part()}`;
}

export type Certificate = {
  code: string;
  holder_name: string;
  course_title: string;
  duration_minutes: number;
  completed_at: Date;
  issued_at: Date;
};

const COLUMNS = ['code', 'holder_name', 'course_title', 'duration_minutes', 'completed_at', 'issued_at'] as const;

/** The person's certificate for a course, made now if it is their first ask; E-10821 until they completed it. */
export async function certificateFor(db: Db, userId: number, courseId: number): Promise<Certificate> {
  const mine = () =>
    db
      .selectFrom('course_certificates')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
  const existing = await mine();
  if (existing) return asCertificate(existing);
  const done = await db
    .selectFrom('course_enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.completed_at', 'c.title', 'c.duration_minutes', 'u.first_name', 'u.last_name', 'u.email'])
    .where('e.user_id', '=', userId)
    .where('e.course_id', '=', courseId)
    .where('e.progress', '=', PROGRESS.COMPLETED)
    .executeTakeFirst();
  if (!done?.completed_at) throw new AppError('E-10821');
  const name =
    [done.first_name, done.last_name]
      .filter((p) => p?.trim())
      .join(' ')
      .trim() || done.email;
  // Two first asks at once: one row wins (the unique pair) and both answer it. A drawn code that already exists
  // (about 1 in 10^11) inserts nothing either, so the next try draws another.
  for (let tries = 0; tries < 3; tries++) {
    await sql`
      INSERT INTO course_certificates (code, user_id, course_id, holder_name, course_title, duration_minutes, completed_at)
      VALUES (${newCode()}, ${userId}, ${courseId}, ${name}, ${done.title}, ${done.duration_minutes}, ${done.completed_at})
      ON CONFLICT DO NOTHING`.execute(db);
    const row = await mine();
    if (row) return asCertificate(row);
  }
  throw new AppError('E-10001');
}

/** A person's certificates, newest first (My profile). */
export async function myCertificates(db: Db, userId: number) {
  const rows = await db
    .selectFrom('course_certificates')
    .select(['course_id', ...COLUMNS])
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .execute();
  return rows.map((r) => ({ course_id: r.course_id, ...asCertificate(r) }));
}

/** What the public verification shows for a code: the name, the course and the date; E-10822 for an unknown code. */
export async function verifyCertificate(db: Db, code: string) {
  const row = await db.selectFrom('course_certificates').select(COLUMNS).where('code', '=', code).executeTakeFirst();
  if (!row) throw new AppError('E-10822');
  const c = asCertificate(row);
  return {
    code: c.code,
    holder_name: c.holder_name,
    course_title: c.course_title,
    completed_on: todayIST(c.completed_at.getTime()),
  };
}

function asCertificate(r: {
  code: string;
  holder_name: string;
  course_title: string;
  duration_minutes: number;
  completed_at: Date | string;
  issued_at: Date | string;
}): Certificate {
  return { ...r, completed_at: new Date(r.completed_at), issued_at: new Date(r.issued_at) };
}
