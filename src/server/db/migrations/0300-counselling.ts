import { sql, type Kysely } from 'kysely';

/**
 * Counselling: services, counsellors with availability and blocked dates, bookings, feedback,
 * discount codes, bulk booking uploads, payments and payment events.
 *
 * Invariants held by the database, not only by the code:
 * - no two active bookings of one counsellor overlap (exclusion constraint over
 *   int4range(counsellor) x tstzrange(start, end); Payment Failed (4) and Cancelled (6) rows are
 *   ignored, so a freed slot can be booked again and re-activating a row into a taken slot fails);
 * - a payment event id is stored once per provider (a replayed webhook changes nothing);
 * - one feedback per booking; one redemption of a discount code per person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE counselling_services (
      id int PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      description text NOT NULL,
      image text,
      category_img text,
      covered jsonb NOT NULL DEFAULT '[]',
      excluded jsonb NOT NULL DEFAULT '[]',
      disclaimer_text text,
      disclaimer_points jsonb NOT NULL DEFAULT '[]',
      note text,
      background text,
      kind text NOT NULL CHECK (kind IN ('slot', 'partner', 'link')),
      session_minutes int NOT NULL DEFAULT 45 CHECK (session_minutes BETWEEN 5 AND 240),
      partner_name text,
      redirect_url text,
      sequence int NOT NULL DEFAULT 0
    );
    CREATE TABLE counsellors (
      id serial PRIMARY KEY,
      user_id int UNIQUE REFERENCES users(id),
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone_number text,
      experience int NOT NULL CHECK (experience BETWEEN 0 AND 60),
      specialization_ids int[] NOT NULL CHECK (cardinality(specialization_ids) > 0),
      category smallint NOT NULL CHECK (category BETWEEN 1 AND 3),
      cost_disclaimer text,
      brief_profile text NOT NULL,
      keyword text,
      location text NOT NULL,
      available_days smallint[] NOT NULL DEFAULT '{}',
      available_times jsonb NOT NULL DEFAULT '[]',
      sequence_number int NOT NULL DEFAULT 0,
      rating numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
      rating_count int NOT NULL DEFAULT 0,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      languages text[] NOT NULL DEFAULT '{}',
      featured boolean NOT NULL DEFAULT false,
      price_paise bigint CHECK (price_paise IS NULL OR (price_paise >= 0 AND price_paise < 10000000)),
      session_minutes int NOT NULL DEFAULT 45 CHECK (session_minutes BETWEEN 5 AND 240),
      image text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX counsellors_email_uq ON counsellors (lower(email));
    CREATE INDEX counsellors_list_idx ON counsellors (status, sequence_number);
    CREATE TABLE counsellor_blocked_dates (
      counsellor_id int NOT NULL REFERENCES counsellors(id) ON DELETE CASCADE,
      blocked_date date NOT NULL,
      PRIMARY KEY (counsellor_id, blocked_date)
    );
    CREATE TABLE discount_codes (
      id serial PRIMARY KEY,
      code_name text NOT NULL,
      discount_per int NOT NULL CHECK (discount_per BETWEEN 1 AND 100),
      start_date date NOT NULL,
      end_date date NOT NULL,
      counsellor_categories smallint[] NOT NULL CHECK (cardinality(counsellor_categories) > 0),
      counsellor_ids int[] NOT NULL DEFAULT '{}',
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date >= start_date)
    );
    CREATE UNIQUE INDEX discount_codes_name_uq ON discount_codes (upper(code_name)) WHERE deleted_at IS NULL;
    CREATE TABLE counselling_bookings (
      id serial PRIMARY KEY,
      uid uuid NOT NULL UNIQUE,
      user_id int REFERENCES users(id),
      company_id int REFERENCES companies(id),
      guest_name text,
      guest_email text,
      phone_number text,
      counsellor_id int REFERENCES counsellors(id),
      service_id int NOT NULL REFERENCES counselling_services(id),
      booking_date date,
      slot_time text,
      starts_at timestamptz,
      ends_at timestamptz,
      status smallint NOT NULL CHECK (status BETWEEN 1 AND 7),
      session_type smallint NOT NULL CHECK (session_type IN (1, 2)),
      session_order int,
      price_paise bigint NOT NULL CHECK (price_paise >= 0),
      discount_code_id int REFERENCES discount_codes(id),
      discount_paise bigint NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
      amount_paise bigint NOT NULL CHECK (amount_paise >= 0),
      payment_provider text,
      payment_ref text,
      payment_url text,
      hold_expires_at timestamptz,
      paid_at timestamptz,
      source text NOT NULL CHECK (source IN ('user', 'public', 'admin', 'upload')),
      booked_by int REFERENCES users(id),
      redirect_url text,
      ical_sequence int NOT NULL DEFAULT 0,
      cancelled_at timestamptz,
      cancel_reason text,
      reminder_sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR guest_email IS NOT NULL),
      CHECK ((starts_at IS NULL) = (ends_at IS NULL) AND (starts_at IS NULL OR ends_at > starts_at)),
      CONSTRAINT counselling_bookings_no_overlap EXCLUDE USING gist (
        int4range(counsellor_id, counsellor_id, '[]') WITH &&,
        tstzrange(starts_at, ends_at) WITH &&
      ) WHERE (status NOT IN (4, 6) AND counsellor_id IS NOT NULL AND starts_at IS NOT NULL)
    );
    CREATE UNIQUE INDEX counselling_bookings_payment_ref_uq ON counselling_bookings (payment_provider, payment_ref) WHERE payment_ref IS NOT NULL;
    CREATE INDEX counselling_bookings_user_idx ON counselling_bookings (user_id, starts_at);
    CREATE INDEX counselling_bookings_counsellor_idx ON counselling_bookings (counsellor_id, starts_at);
    CREATE INDEX counselling_bookings_status_idx ON counselling_bookings (status, hold_expires_at);
    CREATE TABLE discount_redemptions (
      discount_code_id int NOT NULL REFERENCES discount_codes(id),
      redeemer_key text NOT NULL,
      booking_id int NOT NULL REFERENCES counselling_bookings(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (discount_code_id, redeemer_key)
    );
    CREATE TABLE counselling_feedback (
      id serial PRIMARY KEY,
      booking_id int NOT NULL UNIQUE REFERENCES counselling_bookings(id),
      counsellor_id int REFERENCES counsellors(id),
      user_id int REFERENCES users(id),
      rating numeric(2,1) NOT NULL CHECK (rating BETWEEN 0.5 AND 5 AND (rating * 2) = floor(rating * 2)),
      feedback text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE booking_uploads (
      id serial PRIMARY KEY,
      uploaded_by int NOT NULL REFERENCES users(id),
      file_name text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'confirmed')),
      rows jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz
    );
    CREATE TABLE payments (
      id serial PRIMARY KEY,
      booking_id int NOT NULL REFERENCES counselling_bookings(id),
      provider text NOT NULL,
      provider_ref text NOT NULL,
      provider_payment_id text,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      status text NOT NULL CHECK (status IN ('created', 'paid', 'failed', 'refunded', 'refund_failed')),
      paid_at timestamptz,
      refunded_at timestamptz,
      refund_ref text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, provider_ref)
    );
    CREATE TABLE payment_events (
      id serial PRIMARY KEY,
      provider text NOT NULL,
      event_id text NOT NULL,
      event_type text NOT NULL,
      provider_ref text,
      outcome text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, event_id)
    );
    CREATE TABLE payment_sandbox_sessions (
      id text PRIMARY KEY,
      amount_paise bigint NOT NULL,
      description text NOT NULL,
      reference text NOT NULL,
      return_url text NOT NULL,
      status text NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
      expires_at timestamptz NOT NULL,
      completed_at timestamptz,
      event_id text,
      webhook_delivered_at timestamptz,
      delivery_attempts int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE scheduled_job_runs (
      name text PRIMARY KEY,
      last_started_at timestamptz,
      last_finished_at timestamptz,
      last_result jsonb
    );
  `.execute(db);
}
