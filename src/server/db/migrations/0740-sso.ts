import { sql, type Kysely } from 'kysely';

/**
 * Enterprise login (docs/sso.md): a company's identity provider settings (the client secret only
 * encrypted), the pending OpenID Connect requests (state, nonce and PKCE verifier kept server side,
 * single use, short-lived), the identities that link an IdP subject to a user, and single-use
 * login tokens (the SSO hand-off to the browser and the "URL with token" links), stored only as
 * SHA-256 hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE company_idp_settings (
      company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      provider smallint NOT NULL CHECK (provider IN (1, 2)),
      issuer text NOT NULL,
      client_id text NOT NULL,
      client_secret_enc text,
      allowed_domains text[] NOT NULL DEFAULT '{}',
      google_hd text,
      entra_tenant_ids text[] NOT NULL DEFAULT '{}',
      jit_create boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE oidc_requests (
      state_hash text PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX oidc_requests_expires_idx ON oidc_requests (expires_at);
    CREATE TABLE user_identities (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      issuer text NOT NULL,
      subject text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (issuer, subject)
    );
    CREATE INDEX user_identities_user_idx ON user_identities (user_id);
    CREATE TABLE login_tokens (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('sso', 'url')),
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_tokens_user_idx ON login_tokens (user_id, created_at);
  `.execute(db);
}
