import { sql, type Kysely } from 'kysely';

/**
 * Course certificates (issue 32, docs/learning.md "Certificates"): one per person and course, made the first time a
 * person who completed the course asks for it. The name, course title and duration are kept as printed, so a later
 * edit of the course or the profile does not change a certificate already given; `code` is what the public
 * verification page (/verify-certificate/{code}) looks up. A person's erasure deletes their certificates
 * (privacy/anonymise.ts), so a code then verifies nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS course_certificates (
      code text PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      course_id int NOT NULL,
      holder_name text NOT NULL,
      course_title text NOT NULL,
      duration_minutes int NOT NULL,
      completed_at timestamptz NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, course_id)
    )`.execute(db);
}
