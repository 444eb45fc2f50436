import type { Generated } from 'kysely';
import type { Arr, Timestamp } from '../column-types.js';

/** Tables of notifications and reminders (migration 1000-engagement; docs/engagement.md). */

export type RemindersTable = {
  id: Generated<number>;
  header: string;
  message: string;
  frequency: string;
  reminder_days: Arr<number>;
  starts_on: string;
  type: number;
  priority: number;
  delivery: Arr<string>;
  client_type: Arr<number>;
  specific_clients: Arr<number>;
  specific_partners: Arr<number>;
  status: boolean;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type NotificationsTable = {
  id: Generated<number>;
  header: string;
  preview_message: string;
  message: string;
  type: number;
  priority: number;
  delivery: Arr<string>;
  client_type: Arr<number>;
  specific_clients: Arr<number>;
  specific_partners: Arr<number>;
  to_retail: boolean;
  start_date: Timestamp;
  end_date: Date | null;
  status: boolean;
  preview_img: string | null;
  reminder_id: number | null;
  occurrence: string | null;
  email_done_at: Date | null;
  email_cursor: Generated<number>;
  deleted_at: Date | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type NotificationAudiencesTable = { company_id: number; notification_id: number };
export type NotificationReceiptsTable = { user_id: number; notification_id: number; read_at: Timestamp };
export type NotificationMailsTable = { notification_id: number; user_id: number; queued_at: Timestamp };
export type MailUnsubscribesTable = { user_id: number; kind: string; created_at: Timestamp };

export type EngagementTables = {
  reminders: RemindersTable;
  notifications: NotificationsTable;
  notification_audiences: NotificationAudiencesTable;
  notification_receipts: NotificationReceiptsTable;
  notification_mails: NotificationMailsTable;
  mail_unsubscribes: MailUnsubscribesTable;
};
