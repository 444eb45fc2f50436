import { sql, type Kysely } from 'kysely';

/**
 * Financial journey, resources (activities, quiz, games), the financial risk assessment and the
 * planner handoff (docs/journey.md). Content tables carry `status` (1 active, 2 inactive); a user's
 * progress rows are kept when content is deactivated, for the engagement and assessment reports.
 * Statuses and kinds are the enums.json ids (journeyTopicStatus, resourceKind, resourceItemType).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE journey_cards (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      position integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE journey_topics (
      id serial PRIMARY KEY,
      card_id integer NOT NULL REFERENCES journey_cards(id),
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      key_points text[] NOT NULL DEFAULT '{}',
      video_title text NOT NULL DEFAULT '',
      video_url text,
      video_minutes integer,
      task_title text NOT NULL DEFAULT '',
      task_prompt text NOT NULL DEFAULT '',
      position integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX journey_topics_card_idx ON journey_topics (card_id, position);
    CREATE TABLE journey_user_topics (
      user_id integer NOT NULL REFERENCES users(id),
      topic_id integer NOT NULL REFERENCES journey_topics(id),
      status integer NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
      task_answer text,
      started_at timestamptz,
      video_watched_at timestamptz,
      task_completed_at timestamptz,
      completed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, topic_id)
    );
    CREATE TABLE journey_card_completions (
      user_id integer NOT NULL REFERENCES users(id),
      card_id integer NOT NULL REFERENCES journey_cards(id),
      completed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, card_id)
    );

    CREATE TABLE resource_items (
      id serial PRIMARY KEY,
      kind integer NOT NULL CHECK (kind BETWEEN 1 AND 3),
      item_type integer NOT NULL CHECK (item_type BETWEEN 1 AND 6),
      parent_id integer REFERENCES resource_items(id),
      slug text UNIQUE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      url text,
      position integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE quizzes (
      id serial PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE quiz_questions (
      id serial PRIMARY KEY,
      quiz_id integer NOT NULL REFERENCES quizzes(id),
      question text NOT NULL,
      options text[] NOT NULL,
      answer_index integer NOT NULL,
      explanation text NOT NULL DEFAULT '',
      position integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      CHECK (answer_index >= 0 AND answer_index < cardinality(options))
    );
    CREATE TABLE quiz_attempts (
      id serial PRIMARY KEY,
      quiz_id integer NOT NULL REFERENCES quizzes(id),
      user_id integer NOT NULL REFERENCES users(id),
      score integer NOT NULL,
      total integer NOT NULL,
      answers jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX quiz_attempts_user_idx ON quiz_attempts (user_id, quiz_id, created_at DESC);

    CREATE TABLE fra_questions (
      id serial PRIMARY KEY,
      dimension text NOT NULL CHECK (dimension IN ('capacity', 'tolerance')),
      question text NOT NULL,
      help text NOT NULL DEFAULT '',
      options jsonb NOT NULL,
      position integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE fra_answers (
      user_id integer NOT NULL REFERENCES users(id),
      question_id integer NOT NULL REFERENCES fra_questions(id),
      option_index integer NOT NULL,
      points integer NOT NULL,
      answered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, question_id)
    );
    CREATE TABLE fra_results (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      score integer NOT NULL,
      max_score integer NOT NULL,
      band text NOT NULL,
      answers jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fra_results_user_idx ON fra_results (user_id, created_at DESC);

    CREATE TABLE planner_handoffs (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE planner_registrations (
      user_id integer PRIMARY KEY REFERENCES users(id),
      registered_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
