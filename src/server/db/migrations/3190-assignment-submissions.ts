import { sql, type Kysely } from 'kysely';

/**
 * Assignment submissions (issue 32, docs/learning.md "Assignments"): one row per person and assignment chapter, the
 * latest submission (a resubmission after a return replaces the answer and the file). `state` is submitted, accepted
 * or returned; a returned one carries the reviewer's comment. The file lives in the file storage under
 * `uploads/assignments/<32 hex>.<ext>` (`file_key`), never in the public uploads. `course_chapters.review_required`
 * says an admin must accept the submission before the chapter completes. A person's erasure deletes their rows and
 * files (privacy/anonymise.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE course_chapters ADD COLUMN IF NOT EXISTS review_required boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`
    CREATE TABLE IF NOT EXISTS course_assignment_submissions (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      chapter_id int NOT NULL,
      course_id int NOT NULL,
      answer text NOT NULL DEFAULT '',
      file_key text,
      file_name text,
      file_mime text,
      file_size int,
      state text NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'accepted', 'returned')),
      review_comment text,
      reviewed_by int,
      reviewed_at timestamptz,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, chapter_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS course_assignment_submissions_course_idx ON course_assignment_submissions (course_id, state)`.execute(
    db,
  );
}
