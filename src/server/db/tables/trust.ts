import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../column-types.js';

/** Tables of the audit log and privacy self-service (migrations 2101-audit-log, 2102-privacy; docs/security.md, docs/privacy.md). */

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export type AuditLogTable = {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string | null;
  actor_role: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  route: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  ip: string | null;
};

export type PrivacyConsentsTable = {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  text_version: string;
  given_at: Timestamp;
  withdrawn_at: Date | null;
};

export type DeletionRequestsTable = {
  id: Generated<number>;
  user_id: number;
  requested_at: Timestamp;
  due_at: Date;
  cancelled_at: Date | null;
  completed_at: Date | null;
};

export type TrustTables = {
  audit_log: AuditLogTable;
  privacy_consents: PrivacyConsentsTable;
  deletion_requests: DeletionRequestsTable;
};
