import { sql, type Kysely } from 'kysely';

/**
 * The audit log of admin actions (docs/security.md "Audit log"): who changed which record, with the
 * record before and after. Append-only, enforced by the database: UPDATE, DELETE and TRUNCATE
 * raise an error whoever runs them (the application, a console session, a later migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id int,
      actor_email text,
      actor_role smallint,
      action text NOT NULL,
      entity text NOT NULL,
      entity_id text,
      route text NOT NULL,
      before jsonb,
      after jsonb,
      ip text
    );
    CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
    CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `.execute(db);
}
