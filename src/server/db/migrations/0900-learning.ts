import { sql, type Kysely } from 'kysely';

/**
 * The learning center (docs/learning.md): e-learning courses (sections, chapters, enrolments,
 * chapter completions, time-spent sessions), assessments with questions, options and attempts,
 * e-learning videos with their 12 categories and playlists, and the checked files they use
 * (resumable uploads included). A course with enrolments is archived (status 3), never deleted,
 * so no learner's progress is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE learning_files (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('video', 'pdf', 'image')),
      mime text NOT NULL,
      size_bytes bigint NOT NULL,
      original_name text,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE learning_uploads (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      kind text NOT NULL CHECK (kind IN ('video', 'pdf', 'image')),
      original_name text NOT NULL,
      size_bytes bigint NOT NULL CHECK (size_bytes > 0),
      received_bytes bigint NOT NULL DEFAULT 0,
      file_id integer REFERENCES learning_files(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE courses (
      id serial PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      difficulty integer NOT NULL CHECK (difficulty BETWEEN 1 AND 3),
      duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
      thumbnail_file_id integer REFERENCES learning_files(id),
      start_date date,
      end_date date,
      sequence integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
    );
    CREATE TABLE course_sections (
      id serial PRIMARY KEY,
      course_id integer NOT NULL REFERENCES courses(id),
      title text NOT NULL,
      sequence integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX course_sections_course_idx ON course_sections (course_id, sequence);
    CREATE TABLE course_chapters (
      id serial PRIMARY KEY,
      course_id integer NOT NULL REFERENCES courses(id),
      section_id integer NOT NULL REFERENCES course_sections(id),
      title text NOT NULL,
      content_type text NOT NULL CHECK (content_type IN ('Document', 'Video', 'Assignment', 'Url')),
      file_type text NOT NULL CHECK (file_type IN ('url', 'mp4', 'pdf', 'doc', 'jpeg')),
      file_id integer REFERENCES learning_files(id),
      url text,
      body text NOT NULL DEFAULT '',
      duration_minutes integer NOT NULL DEFAULT 1 CHECK (duration_minutes > 0),
      is_mandatory boolean NOT NULL DEFAULT true,
      sequence integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX course_chapters_section_idx ON course_chapters (section_id, sequence);
    CREATE INDEX course_chapters_course_idx ON course_chapters (course_id);
    CREATE TABLE course_enrolments (
      id serial PRIMARY KEY,
      course_id integer NOT NULL REFERENCES courses(id),
      user_id integer NOT NULL REFERENCES users(id),
      progress integer NOT NULL DEFAULT 1 CHECK (progress IN (1, 2, 3)),
      seconds_spent integer NOT NULL DEFAULT 0,
      enrolled_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      last_opened_at timestamptz,
      UNIQUE (course_id, user_id)
    );
    CREATE INDEX course_enrolments_user_idx ON course_enrolments (user_id, progress);
    CREATE TABLE course_chapter_completions (
      user_id integer NOT NULL REFERENCES users(id),
      chapter_id integer NOT NULL REFERENCES course_chapters(id),
      course_id integer NOT NULL REFERENCES courses(id),
      completed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, chapter_id)
    );
    CREATE TABLE course_time_sessions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      course_id integer NOT NULL REFERENCES courses(id),
      chapter_id integer NOT NULL REFERENCES course_chapters(id),
      started_at timestamptz NOT NULL DEFAULT now(),
      last_beat_at timestamptz NOT NULL DEFAULT now(),
      last_seq integer NOT NULL DEFAULT 0,
      seconds integer NOT NULL DEFAULT 0
    );
    CREATE INDEX course_time_sessions_user_idx ON course_time_sessions (user_id, course_id);
    CREATE TABLE assessments (
      id serial PRIMARY KEY,
      course_id integer REFERENCES courses(id),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      pass_mark integer NOT NULL CHECK (pass_mark BETWEEN 1 AND 100),
      max_attempts integer CHECK (max_attempts IS NULL OR max_attempts > 0),
      status integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE assessment_questions (
      id serial PRIMARY KEY,
      assessment_id integer NOT NULL REFERENCES assessments(id) ON DELETE CASCADE,
      question text NOT NULL,
      sequence integer NOT NULL DEFAULT 0
    );
    CREATE TABLE assessment_options (
      id serial PRIMARY KEY,
      question_id integer NOT NULL REFERENCES assessment_questions(id) ON DELETE CASCADE,
      label text NOT NULL,
      is_correct boolean NOT NULL DEFAULT false,
      sequence integer NOT NULL DEFAULT 0
    );
    CREATE TABLE assessment_attempts (
      id serial PRIMARY KEY,
      assessment_id integer NOT NULL REFERENCES assessments(id),
      user_id integer NOT NULL REFERENCES users(id),
      correct integer NOT NULL,
      total integer NOT NULL,
      score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
      passed boolean NOT NULL,
      answers jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX assessment_attempts_user_idx ON assessment_attempts (assessment_id, user_id);
    CREATE TABLE video_categories (
      id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 12),
      name text NOT NULL
    );
    INSERT INTO video_categories (id, name) VALUES
      (1, 'Saving'), (2, 'Pension Schemes'), (3, 'Life Insurance'), (4, 'General Insurance'),
      (5, 'Mutual Funds'), (6, 'Gold'), (7, 'Taxation'), (8, 'Loans & Credit Cards'),
      (9, 'Wills & Nominations'), (10, 'Alternate Investments'), (11, 'Children''s Educations'), (12, 'Retirement');
    CREATE TABLE elearning_videos (
      id serial PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      category_id integer NOT NULL REFERENCES video_categories(id),
      duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
      file_id integer NOT NULL REFERENCES learning_files(id),
      thumbnail_file_id integer REFERENCES learning_files(id),
      status integer NOT NULL DEFAULT 1 CHECK (status IN (1, 3)),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX elearning_videos_category_idx ON elearning_videos (category_id) WHERE status = 1;
    CREATE TABLE video_playlists (
      id serial PRIMARY KEY,
      name text NOT NULL,
      thumbnail_file_id integer REFERENCES learning_files(id),
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE video_playlist_items (
      playlist_id integer NOT NULL REFERENCES video_playlists(id),
      video_id integer NOT NULL REFERENCES elearning_videos(id),
      sequence integer NOT NULL DEFAULT 0,
      PRIMARY KEY (playlist_id, video_id)
    );
  `.execute(db);
}
