import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../column-types.js';
/** Tables of enterprise login (migration 0740-sso, docs/sso.md): part of the one `Database` (docs/database.md). */
// ---- Enterprise login (migration 0740-sso, docs/sso.md) ----
export type CompanyIdpSettingsTable = {
  company_id: number;
  /** 1 Google, 2 Microsoft (the company's sso_type) */
  provider: number;
  issuer: string;
  client_id: string;
  /** AES-256-GCM under SECRETS_KEY (src/server/crypto/secrets.ts); never returned by a read */
  client_secret_enc: string | null;
  allowed_domains: ColumnType<string[], string[] | undefined, string[]>;
  google_hd: string | null;
  entra_tenant_ids: ColumnType<string[], string[] | undefined, string[]>;
  jit_create: boolean;
  updated_at: Timestamp;
};
export type OidcRequestsTable = {
  state_hash: string;
  company_id: number;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
};
export type UserIdentitiesTable = {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: Timestamp;
};
export type LoginTokensTable = {
  token_hash: string;
  purpose: 'sso' | 'url';
  user_id: number;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
};
export type SsoTables = {
  company_idp_settings: CompanyIdpSettingsTable;
  oidc_requests: OidcRequestsTable;
  user_identities: UserIdentitiesTable;
  login_tokens: LoginTokensTable;
};
// ---- end enterprise login ----
