import type { ColumnType, Generated } from 'kysely';
import type { Arr, Timestamp } from '../column-types.js';

/** Tables of notifications and reminders (migration 1000-engagement; docs/engagement.md). */

/**
 * `hi` (migration 2300-content-hindi-landing): the Hindi values of a record's text fields under the same names
 * (docs/i18n.md "Admin content in Hindi"); `{}` when none. Read as an object, written as one or its JSON text.
 */
export type HindiValues = ColumnType<
  Record<string, unknown>,
  string | Record<string, unknown> | undefined,
  string | Record<string, unknown>
>;

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
  hi: HindiValues;
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
  hi: HindiValues;
};

export type NotificationAudiencesTable = { company_id: number; notification_id: number };
export type NotificationReceiptsTable = { user_id: number; notification_id: number; read_at: Timestamp };
export type NotificationMailsTable = { notification_id: number; user_id: number; queued_at: Timestamp };
export type MailUnsubscribesTable = { user_id: number; kind: string; created_at: Timestamp };

export type MonthlySpotlightsTable = {
  id: Generated<number>;
  month: string;
  title: string;
  message: ColumnType<string, string | undefined, string>;
  image_url: string | null;
  link_url: string | null;
  target: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  company_ids: Arr<number>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  hi: HindiValues;
};
export type MonthlySpotlightCompaniesTable = { company_id: number; month: string; spotlight_id: number };
export type CtaOptionsTable = {
  id: Generated<number>;
  title: string;
  text: ColumnType<string, string | undefined, string>;
  button_label: string;
  route: string;
  sort_order: ColumnType<number, number | undefined, number>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  hi: HindiValues;
};
export type TasksTable = {
  id: Generated<number>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  source: string;
  feature_id: number | null;
  module_id: number | null;
  route: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  hi: HindiValues;
};
export type UserTasksTable = {
  user_id: number;
  task_id: number;
  status: ColumnType<string, string | undefined, string>;
  added_at: Timestamp;
  completed_at: Date | null;
};

export type EngagementTables = {
  monthly_spotlights: MonthlySpotlightsTable;
  monthly_spotlight_companies: MonthlySpotlightCompaniesTable;
  cta_options: CtaOptionsTable;
  tasks: TasksTable;
  user_tasks: UserTasksTable;
  reminders: RemindersTable;
  notifications: NotificationsTable;
  notification_audiences: NotificationAudiencesTable;
  notification_receipts: NotificationReceiptsTable;
  notification_mails: NotificationMailsTable;
  mail_unsubscribes: MailUnsubscribesTable;
};
