import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types.js';
import type { CounsellingTables } from './tables/counselling.js';
import type { CommerceTables } from './tables/commerce.js';
import type { MutualFundTables } from './tables/mutual-funds.js';
import type { TrustTables } from './tables/trust.js';
import type { JourneyTables } from './tables/journey.js';
import type { EngagementTables, HindiValues } from './tables/engagement.js';
import type { ReportTables } from './tables/reports.js';
import type { AssistantTables } from './tables/assistant.js';
import type { HiColumn, LearningTables } from './tables/learning.js';
import type { SsoTables } from './tables/sso.js';
import type { WebinarTables } from './tables/webinars.js';
import type { KnowledgeBaseTables } from './tables/knowledge-base.js';
import type { EmployeeTables } from './tables/employees.js';

/**
 * The one database type: every table every migration in ./migrations creates. Foundation, landing,
 * forms, calculators and mail tables are here; each module's tables in tables/<module>.ts (counselling
 * and payments, mutual funds, SSO, webinars, knowledge base, …). tests/api/db-schema.test.ts fails when a migrated
 * database has a table or column this type lacks (docs/database.md).
 */

export type PackageModuleRow = { module_id: number; ad_image?: string | null; ad_url?: string | null };

export type PackagesTable = {
  /** Hindi of the name and of the terms' description (migration 2303-content-hindi-counsellors-packages). */
  hi: HiColumn;
  id: Generated<number>;
  name: string;
  modules: Json<PackageModuleRow[]>;
  calculator_ids: ColumnType<number[], number[], number[]>;
  counsellor_category_ids: ColumnType<number[], number[], number[]>;
  quick_access_ids: ColumnType<number[], number[], number[]>;
  price_type: number | null;
  applicable_to: number | null;
  level: number | null;
  price_paise: number | null;
  extra: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CompaniesTable = {
  id: Generated<number>;
  company_name: string;
  /** 3 Client, 9 Partner (enums companyType) */
  user_type: number;
  email_domains: ColumnType<string[], string[], string[]>;
  company_website: string | null;
  primary_contact_name: string | null;
  status: number;
  company_logo: string | null;
  /** 1 otp, 2 url, 3 sso, 5 url with token */
  type_of_login: number;
  sso_type: number | null;
  start_date: string | null;
  end_date: string | null;
  /** minutes of inactivity before a session ends */
  session_time_out_duration: number;
  terms_and_conditions: string | null;
  disclaimer: string | null;
  coupon_code: string | null;
  login_slug: string | null;
  package_id: number | null;
  extra: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type UsersTable = {
  id: Generated<number>;
  unique_user_no: string;
  email: string;
  user_type: number;
  company_id: number | null;
  package_id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  gender: number | null;
  age_range: number | null;
  preferences: ColumnType<number[], number[] | undefined, number[]>;
  address: string | null;
  pin_code: string | null;
  city_name: string | null;
  state: string | null;
  country: string | null;
  billing_address: Json<Record<string, string> | null>;
  consent_at: Timestamp | null;
  coupon_code: string | null;
  status: number;
  is_new_user: Generated<boolean>;
  last_login_at: Timestamp | null;
  extra: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the account was anonymised after a deletion request (docs/privacy.md). */
  anonymised_at: Date | null;
  /** 'en-IN' | 'hi-IN'; null until the person chooses (docs/i18n.md). */
  locale: 'en-IN' | 'hi-IN' | null;
};

export type OtpChallengesTable = {
  id: string;
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  invalidated_at: Timestamp | null;
  ip: string | null;
  created_at: Timestamp;
};

/** Shared request limits (migration 3100, src/server/plugins/rate-limit-store.ts). */
export type RateLimitCountersTable = {
  key: string;
  hits: number;
  reset_at: Timestamp;
  last_grant: Generated<number>;
};

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_timeout_minutes: number;
  absolute_expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
};

export type UserActivityTable = {
  id: Generated<number>;
  user_id: number | null;
  company_id: number | null;
  feature_id: number | null;
  action_id: number;
  navigation_url: string | null;
  webinar_id: number | null;
  widget_id: string | null;
  ad_feature_id: number | null;
  ad_category_id: number | null;
  calculator_id: number | null;
  created_at: Timestamp;
};

export type MailOutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  ics: string | null;
  /** Extra headers of the message (List-Unsubscribe; migration 1000-engagement). */
  headers: Json<Record<string, string>> | null;
  transport: string;
  created_at: Timestamp;
};

/** Legacy hand-written mail queue (migration 0600); emptied into pg-boss and dropped at start (docs/jobs.md). */
export type MailQueueTable = {
  id: Generated<number>;
  message: Json<unknown>;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
};

export type AppSettingsTable = {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
};

export type LandingPageRevisionsTable = {
  company_key: number;
  revision: number;
  doc: Json<Record<string, unknown>>;
  note: string | null;
  created_by: number | null;
  created_at: Timestamp;
};

export type LandingPageHeadsTable = {
  company_key: number;
  latest_revision: number;
  published_revision: number | null;
  published_at: Timestamp | null;
  published_by: number | null;
};

export type FormDefinitionsTable = {
  form_key: string;
  version: number;
  overlay: Json<Record<string, unknown>>;
  ui_schema: Json<Record<string, unknown>>;
  note: string | null;
  created_by: number | null;
  created_at: Timestamp;
};

export type FormDefinitionHeadsTable = {
  form_key: string;
  latest_version: number;
  published_version: number;
  published_at: Timestamp;
};

export type WidgetItemsTable = {
  id: Generated<number>;
  title: string;
  message: string | null;
  image_url: string | null;
  link_url: string | null;
  placement: string;
  start_date: string;
  end_date: string;
  is_default: boolean;
  is_retail: boolean;
  company_ids: ColumnType<number[], number[], number[]>;
  status: number;
  extra: Json<Record<string, unknown>>;
  /** Hindi values of title and message (migration 2300-content-hindi-landing). */
  hi: HindiValues;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CalculatorFavouritesTable = { user_id: number; calculator_id: number; created_at: Timestamp };

export type FoundationTables = {
  calculator_favourites: CalculatorFavouritesTable;
  landing_page_revisions: LandingPageRevisionsTable;
  landing_page_heads: LandingPageHeadsTable;
  form_definitions: FormDefinitionsTable;
  form_definition_heads: FormDefinitionHeadsTable;
  widget_items: WidgetItemsTable;
  packages: PackagesTable;
  companies: CompaniesTable;
  users: UsersTable;
  otp_challenges: OtpChallengesTable;
  rate_limit_counters: RateLimitCountersTable;
  sessions: SessionsTable;
  user_activity: UserActivityTable;
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
  app_settings: AppSettingsTable;
};

export interface Database
  extends
    FoundationTables,
    CounsellingTables,
    MutualFundTables,
    KnowledgeBaseTables,
    SsoTables,
    WebinarTables,
    LearningTables,
    EngagementTables,
    TrustTables,
    JourneyTables,
    CommerceTables,
    ReportTables,
    AssistantTables,
    EmployeeTables {}
