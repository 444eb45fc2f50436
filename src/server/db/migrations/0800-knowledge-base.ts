import { sql, type Kysely } from 'kysely';

/**
 * The knowledge base (docs/knowledge-base.md): categories > sub-categories > groups > FAQs,
 * articles (blogs, finguides, handbook and toolkit items), government schemes, their files, and
 * one search table. Search runs in the database: a weighted tsvector (title A, keywords B, body C)
 * with a GIN index, and a word list with a pg_trgm GiST index for misspellings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE kb_files (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('video', 'image', 'pdf')),
      mime text NOT NULL,
      size_bytes int NOT NULL DEFAULT 0,
      original_name text,
      generated boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE kb_categories (
      id serial PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      sequence int NOT NULL DEFAULT 0,
      status int NOT NULL DEFAULT 1,
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE kb_sub_categories (
      id serial PRIMARY KEY,
      category_id int NOT NULL REFERENCES kb_categories (id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      sequence int NOT NULL DEFAULT 0,
      status int NOT NULL DEFAULT 1,
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX kb_sub_categories_category_idx ON kb_sub_categories (category_id, sequence);
    CREATE TABLE kb_groups (
      id serial PRIMARY KEY,
      sub_category_id int NOT NULL REFERENCES kb_sub_categories (id) ON DELETE CASCADE,
      title text NOT NULL,
      sequence int NOT NULL DEFAULT 0,
      status int NOT NULL DEFAULT 1,
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX kb_groups_sub_category_idx ON kb_groups (sub_category_id, sequence);
    CREATE TABLE kb_faqs (
      id serial PRIMARY KEY,
      group_id int NOT NULL REFERENCES kb_groups (id) ON DELETE CASCADE,
      question text NOT NULL,
      answer_html text NOT NULL DEFAULT '',
      keywords text[] NOT NULL DEFAULT '{}',
      content_kind text NOT NULL DEFAULT 'html' CHECK (content_kind IN ('html', 'video', 'image', 'pdf')),
      file_id int REFERENCES kb_files (id) ON DELETE SET NULL,
      sequence int NOT NULL DEFAULT 0,
      status int NOT NULL DEFAULT 1,
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX kb_faqs_group_idx ON kb_faqs (group_id, sequence);
    CREATE TABLE kb_articles (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('blog', 'finguide', 'handbook', 'toolkit')),
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      body_html text NOT NULL DEFAULT '',
      keywords text[] NOT NULL DEFAULT '{}',
      author text,
      published_on date,
      file_id int REFERENCES kb_files (id) ON DELETE SET NULL,
      sequence int NOT NULL DEFAULT 0,
      status int NOT NULL DEFAULT 1,
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX kb_articles_kind_idx ON kb_articles (kind, sequence);
    CREATE TABLE kb_schemes (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      short_name text NOT NULL,
      summary text NOT NULL,
      eligibility text NOT NULL,
      limits text NOT NULL,
      rate_text text NOT NULL,
      rate_as_of text NOT NULL,
      tenure text NOT NULL,
      tax text NOT NULL,
      sequence int NOT NULL DEFAULT 0
    );
    CREATE TABLE kb_search_docs (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('faq', 'blog', 'finguide', 'handbook', 'toolkit', 'scheme')),
      ref_id int NOT NULL,
      parent_id int,
      title text NOT NULL,
      keywords text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      status int NOT NULL DEFAULT 1,
      tsv tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', keywords), 'B') ||
        setweight(to_tsvector('english', body), 'C')
      ) STORED,
      UNIQUE (kind, ref_id)
    );
    CREATE INDEX kb_search_docs_tsv_idx ON kb_search_docs USING gin (tsv);
    CREATE TABLE kb_words (word text PRIMARY KEY);
    CREATE INDEX kb_words_trgm_idx ON kb_words USING gist (word gist_trgm_ops);
    CREATE TABLE kb_search_log (
      id bigserial PRIMARY KEY,
      query text NOT NULL,
      result_count int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
