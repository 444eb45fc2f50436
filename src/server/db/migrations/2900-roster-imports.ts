import { sql, type Kysely } from 'kysely';

/**
 * Roster imports (docs/employees.md): one row per import of a company's employee file. The checked rows wait in
 * `rows` for the job that writes them in batches; `done_rows` and the counts move forward in the same transaction
 * as each batch, so an import stopped half-way resumes after its last written batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE roster_imports (
      id uuid PRIMARY KEY,
      company_id int NOT NULL REFERENCES companies(id),
      admin_id int,
      file_name text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      total_rows int NOT NULL,
      done_rows int NOT NULL DEFAULT 0,
      created int NOT NULL DEFAULT 0,
      updated int NOT NULL DEFAULT 0,
      unchanged int NOT NULL DEFAULT 0,
      rows jsonb NOT NULL,
      errors jsonb NOT NULL DEFAULT '[]'::jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE INDEX roster_imports_company_idx ON roster_imports (company_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE roster_imports`.execute(db);
}
