import { sql, type Kysely } from 'kysely';

/**
 * Monthly spotlights, calls to action and tasks (docs/engagement.md). One spotlight per month for
 * each audience, enforced by the database: the default client/partner spotlight and the retail
 * one by partial unique indexes (E-10433, E-10434), a company's by the primary key of
 * monthly_spotlight_companies (E-10435). A task's status is a row per person only once they touch
 * it (Incomplete otherwise), so a catalogue task costs nothing per employee.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE monthly_spotlights (
      id serial PRIMARY KEY,
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      title text NOT NULL,
      message text NOT NULL DEFAULT '',
      image_url text,
      link_url text,
      target text NOT NULL CHECK (target IN ('client_partner', 'retail')),
      is_default boolean NOT NULL DEFAULT false,
      company_ids integer[] NOT NULL DEFAULT '{}',
      status boolean NOT NULL DEFAULT true,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX monthly_spotlights_default_month ON monthly_spotlights (month)
      WHERE is_default AND target = 'client_partner';
    CREATE UNIQUE INDEX monthly_spotlights_retail_month ON monthly_spotlights (month) WHERE target = 'retail';
    CREATE TABLE monthly_spotlight_companies (
      company_id integer NOT NULL REFERENCES companies(id),
      month date NOT NULL,
      spotlight_id integer NOT NULL REFERENCES monthly_spotlights(id) ON DELETE CASCADE,
      PRIMARY KEY (company_id, month)
    );
    CREATE INDEX monthly_spotlight_companies_spotlight ON monthly_spotlight_companies (spotlight_id);
    CREATE TABLE cta_options (
      id serial PRIMARY KEY,
      title text NOT NULL,
      text text NOT NULL DEFAULT '',
      button_label text NOT NULL,
      route text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      status boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE tasks (
      id serial PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      source text NOT NULL CHECK (source IN ('ResourceTasks', 'HeadstartTasks')),
      feature_id integer,
      module_id integer,
      route text,
      sort_order integer NOT NULL DEFAULT 0,
      status boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE user_tasks (
      user_id integer NOT NULL REFERENCES users(id),
      task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'Incomplete' CHECK (status IN ('Incomplete', 'Completed')),
      added_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      PRIMARY KEY (user_id, task_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_tasks, tasks, cta_options, monthly_spotlight_companies, monthly_spotlights`.execute(db);
}
