import { sql, type Kysely } from 'kysely';

/** Foundation: packages, companies, users, OTP challenges, sessions, activity log, mail outbox, settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE packages (
      id serial PRIMARY KEY,
      name text NOT NULL,
      modules jsonb NOT NULL DEFAULT '[]',
      calculator_ids int[] NOT NULL DEFAULT '{}',
      counsellor_category_ids int[] NOT NULL DEFAULT '{}',
      quick_access_ids int[] NOT NULL DEFAULT '{}',
      price_type smallint,
      applicable_to smallint,
      level smallint,
      price_paise bigint CHECK (price_paise IS NULL OR price_paise >= 0),
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE companies (
      id serial PRIMARY KEY,
      company_name text NOT NULL,
      user_type smallint NOT NULL CHECK (user_type IN (3, 9)),
      email_domains text[] NOT NULL DEFAULT '{}',
      company_website text,
      primary_contact_name text,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      company_logo text,
      type_of_login smallint NOT NULL DEFAULT 1 CHECK (type_of_login IN (1, 2, 3, 5)),
      sso_type smallint,
      start_date date,
      end_date date,
      session_time_out_duration int NOT NULL DEFAULT 30 CHECK (session_time_out_duration BETWEEN 1 AND 1440),
      terms_and_conditions text,
      disclaimer text,
      coupon_code text,
      login_slug text UNIQUE,
      package_id int REFERENCES packages(id),
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX companies_name_uq ON companies (lower(company_name));
    CREATE INDEX companies_domains_idx ON companies USING gin (email_domains);
    CREATE TABLE users (
      id serial PRIMARY KEY,
      unique_user_no text NOT NULL UNIQUE,
      email text NOT NULL,
      user_type smallint NOT NULL CHECK (user_type BETWEEN 1 AND 12),
      company_id int REFERENCES companies(id),
      package_id int REFERENCES packages(id),
      first_name text,
      last_name text,
      phone_number text,
      gender smallint CHECK (gender IS NULL OR gender BETWEEN 1 AND 3),
      age_range smallint CHECK (age_range IS NULL OR age_range BETWEEN 1 AND 5),
      preferences int[] NOT NULL DEFAULT '{}',
      address text,
      pin_code text,
      city_name text,
      state text,
      country text,
      billing_address jsonb,
      consent_at timestamptz,
      coupon_code text,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      is_new_user boolean NOT NULL DEFAULT true,
      last_login_at timestamptz,
      extra jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_uq ON users (lower(email));
    CREATE INDEX users_company_idx ON users (company_id);
    CREATE TABLE otp_challenges (
      id text PRIMARY KEY,
      email text NOT NULL,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      consumed_at timestamptz,
      invalidated_at timestamptz,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX otp_challenges_email_idx ON otp_challenges (lower(email), created_at DESC);
    CREATE TABLE sessions (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id int NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      idle_timeout_minutes int NOT NULL,
      absolute_expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);
    CREATE TABLE user_activity (
      id bigserial PRIMARY KEY,
      user_id int REFERENCES users(id),
      company_id int REFERENCES companies(id),
      feature_id smallint,
      action_id smallint NOT NULL CHECK (action_id BETWEEN 1 AND 18),
      navigation_url text,
      webinar_id int,
      widget_id text,
      ad_feature_id int,
      ad_category_id int,
      calculator_id smallint,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX user_activity_action_idx ON user_activity (action_id, feature_id, created_at);
    CREATE INDEX user_activity_company_idx ON user_activity (company_id, created_at);
    CREATE TABLE mail_outbox (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      ics text,
      transport text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), id DESC);
    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
