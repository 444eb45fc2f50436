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
import type { HiColumn } from './tables/learning.js';
import type { LearningTables } from './tables/learning.js';

/**
 * The one database type: every table every migration in ./migrations creates. Foundation, landing,
 * forms, calculators and mail tables are here; counselling and payments in tables/counselling.ts;
 * mutual funds in tables/mutual-funds.ts. tests/api/db-schema.test.ts fails when a migrated
 * database has a table or column this type lacks (docs/database.md).
 */

export type PackageModuleRow = { module_id: number; ad_image?: string | null; ad_url?: string | null };

export type PackagesTable = {
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
  sessions: SessionsTable;
  user_activity: UserActivityTable;
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
  app_settings: AppSettingsTable;
};

// ---- webinars (migration 0720-webinars, docs/webinars.md) ----------------------------------------
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type WebinarSpeakersTable = {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  designation: string | null;
  bio: string | null;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebinarsTable = {
  hi: HiColumn;
  id: Generated<number>;
  /** 1 client link, 2 provider link for client, 3 open to all, 4 recorded (enums webinarType) */
  webinar_type: number;
  name: string;
  presenter: string;
  speaker_id: number;
  description: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  join_url: string | null;
  keywords: ColumnType<string[], string[], string[]>;
  banner: string | null;
  video: string | null;
  duration_minutes: number | null;
  /** enums clientType: 1 clients, 3 paid users, 4 partners */
  client_types: ColumnType<number[], number[], number[]>;
  specific_clients: ColumnType<number[], number[], number[]>;
  specific_partners: ColumnType<number[], number[], number[]>;
  /** 1 active, 3 deleted */
  status: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebinarRegistrationsTable = {
  id: Generated<number>;
  webinar_id: number;
  user_id: number;
  /** 1 registered, 2 un-registered */
  status: Generated<number>;
  ics_uid: string;
  ics_sequence: Generated<number>;
  registered_at: Timestamp;
  unregistered_at: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
  joined_at: NullableTimestamp;
};

export type WebinarWatchSessionsTable = {
  id: Generated<number>;
  webinar_id: number;
  user_id: number;
  started_at: Timestamp;
  last_beat_at: Timestamp;
  last_seq: Generated<number>;
  seconds: Generated<number>;
  closed: Generated<boolean>;
};

export type WebinarTables = {
  webinar_speakers: WebinarSpeakersTable;
  webinars: WebinarsTable;
  webinar_registrations: WebinarRegistrationsTable;
  webinar_watch_sessions: WebinarWatchSessionsTable;
};

// ---- Knowledge base (migration 0800-knowledge-base; docs/knowledge-base.md) -----------------
export type KbStatus = 1 | 2;
type KbArr<T> = ColumnType<T[], T[] | undefined, T[]>;
type KbExtra = ColumnType<Record<string, unknown>, string | undefined, string>;
type KbRow = {
  hi: HiColumn;
  id: Generated<number>;
  sequence: ColumnType<number, number | undefined, number>;
  status: ColumnType<number, number | undefined, number>;
  extra: KbExtra;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type KbFilesTable = {
  id: Generated<number>;
  name: string;
  kind: 'video' | 'image' | 'pdf';
  mime: string;
  size_bytes: ColumnType<number, number | undefined, number>;
  original_name: string | null;
  generated: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
};
export type KbCategoriesTable = KbRow & { title: string; description: ColumnType<string, string | undefined, string> };
export type KbSubCategoriesTable = KbRow & {
  category_id: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
};
export type KbGroupsTable = KbRow & { sub_category_id: number; title: string };
export type KbFaqsTable = KbRow & {
  group_id: number;
  question: string;
  answer_html: string;
  keywords: KbArr<string>;
  content_kind: 'html' | 'video' | 'image' | 'pdf';
  file_id: number | null;
};
export type KbArticleKind = 'blog' | 'finguide' | 'handbook' | 'toolkit';
export type KbArticlesTable = KbRow & {
  kind: KbArticleKind;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  keywords: KbArr<string>;
  author: string | null;
  published_on: string | null;
  file_id: number | null;
};
export type KbSchemesTable = {
  id: Generated<number>;
  slug: string;
  name: string;
  short_name: string;
  summary: string;
  eligibility: string;
  limits: string;
  rate_text: string;
  rate_as_of: string;
  tenure: string;
  tax: string;
  sequence: number;
};
export type KbSearchKind = 'faq' | KbArticleKind | 'scheme';
export type KbSearchDocsTable = {
  id: Generated<number>;
  kind: KbSearchKind;
  ref_id: number;
  parent_id: number | null;
  title: string;
  keywords: string;
  body: string;
  status: number;
  /** Generated stored column (weighted tsvector); read only in SQL. */
  tsv: ColumnType<string | null, never, never>;
  /** Generated stored column (title A + keywords B), migration 0810; read only in SQL. */
  head: ColumnType<string | null, never, never>;
};
export type KbWordsTable = { word: string };
export type KbSearchLogTable = {
  id: Generated<number>;
  query: string;
  result_count: number;
  created_at: Timestamp;
};

/** The knowledge-base tables, merged into `Database` above. */
export type KnowledgeBaseTables = {
  kb_files: KbFilesTable;
  kb_categories: KbCategoriesTable;
  kb_sub_categories: KbSubCategoriesTable;
  kb_groups: KbGroupsTable;
  kb_faqs: KbFaqsTable;
  kb_articles: KbArticlesTable;
  kb_schemes: KbSchemesTable;
  kb_search_docs: KbSearchDocsTable;
  kb_words: KbWordsTable;
  kb_search_log: KbSearchLogTable;
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
    AssistantTables {}
