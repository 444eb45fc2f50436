import { sql, type Kysely } from 'kysely';

/**
 * Landing pages: every save is a new immutable revision; the head row says which revision is the
 * draft and which is published. Form definitions: versioned overlays over the core entity schemas.
 * Widget items: admin-managed messages and ads shown by widgets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE landing_page_revisions (
      company_key int NOT NULL,
      revision int NOT NULL CHECK (revision >= 1),
      doc jsonb NOT NULL,
      note text,
      created_by int REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_key, revision)
    );
    CREATE TABLE landing_page_heads (
      company_key int PRIMARY KEY,
      latest_revision int NOT NULL,
      published_revision int,
      published_at timestamptz,
      published_by int REFERENCES users(id)
    );
    CREATE TABLE form_definitions (
      form_key text NOT NULL,
      version int NOT NULL CHECK (version >= 1),
      overlay jsonb NOT NULL,
      ui_schema jsonb NOT NULL DEFAULT '{}',
      note text,
      created_by int REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (form_key, version)
    );
    CREATE TABLE form_definition_heads (
      form_key text PRIMARY KEY,
      latest_version int NOT NULL,
      published_version int NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE widget_items (
      id serial PRIMARY KEY,
      title text NOT NULL,
      message text,
      image_url text,
      link_url text,
      placement text NOT NULL DEFAULT 'widget' CHECK (placement IN ('widget', 'webinar', 'spotlight')),
      start_date date NOT NULL,
      end_date date NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      is_retail boolean NOT NULL DEFAULT false,
      company_ids int[] NOT NULL DEFAULT '{}',
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date > start_date),
      CHECK (NOT (is_default AND is_retail))
    );
    CREATE INDEX widget_items_active_idx ON widget_items (placement, start_date, end_date);
  `.execute(db);
}
