import { sql, type Kysely } from 'kysely';

/**
 * Accounts and commerce (docs/commerce.md): package terms beside the packages table, coupon batches
 * and coupons (a code is used once: the redeeming UPDATE is conditional on status 'Pending'),
 * subscriptions and their payments, the stock market course and its purchases, session codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE package_terms (
      package_id int PRIMARY KEY REFERENCES packages(id) ON DELETE CASCADE,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      description text,
      billing_days int NOT NULL DEFAULT 365 CHECK (billing_days BETWEEN 1 AND 3660),
      trial_days int NOT NULL DEFAULT 0 CHECK (trial_days BETWEEN 0 AND 365),
      discount_price_paise bigint CHECK (discount_price_paise IS NULL OR discount_price_paise >= 0),
      discount_percent int CHECK (discount_percent IS NULL OR discount_percent BETWEEN 1 AND 100),
      tiers jsonb NOT NULL DEFAULT '[]',
      company_ids int[] NOT NULL DEFAULT '{}',
      free_sessions int NOT NULL DEFAULT 0 CHECK (free_sessions BETWEEN 0 AND 100),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE coupon_batches (
      id serial PRIMARY KEY,
      package_id int NOT NULL REFERENCES packages(id),
      paid_to smallint NOT NULL CHECK (paid_to IN (1, 2, 3)),
      company_id int REFERENCES companies(id),
      quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 5000),
      valid_until date,
      created_by int REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE coupons (
      id serial PRIMARY KEY,
      batch_id int NOT NULL REFERENCES coupon_batches(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{6}$'),
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Used')),
      used_by int REFERENCES users(id),
      used_at timestamptz,
      CHECK ((status = 'Used') = (used_by IS NOT NULL))
    );
    CREATE INDEX coupons_batch_idx ON coupons (batch_id);
    CREATE TABLE subscriptions (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id),
      package_id int NOT NULL REFERENCES packages(id),
      source text NOT NULL CHECK (source IN ('signup', 'coupon', 'admin', 'renewal')),
      status text NOT NULL CHECK (status IN ('pending', 'trial', 'active', 'expired', 'cancelled', 'refunded')),
      price_paise bigint NOT NULL DEFAULT 0 CHECK (price_paise >= 0),
      coupon_id int REFERENCES coupons(id),
      period_start timestamptz,
      period_end timestamptz,
      next_charge_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC);
    CREATE TABLE stock_courses (
      id serial PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      cost_paise bigint NOT NULL CHECK (cost_paise > 0),
      is_combo boolean NOT NULL DEFAULT false,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      sequence int NOT NULL DEFAULT 0
    );
    CREATE TABLE stock_course_purchases (
      id serial PRIMARY KEY,
      course_id int NOT NULL REFERENCES stock_courses(id),
      user_id int REFERENCES users(id),
      name text NOT NULL,
      email text NOT NULL,
      phone_number text,
      discount_code_id int REFERENCES discount_codes(id),
      discount_percent int NOT NULL DEFAULT 0,
      discount_paise bigint NOT NULL DEFAULT 0,
      cost_paise bigint NOT NULL,
      final_paise bigint NOT NULL CHECK (final_paise > 0),
      status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
      payment_url text,
      paid_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stock_course_purchases_user_idx ON stock_course_purchases (user_id);
    CREATE TABLE stock_course_redemptions (
      discount_code_id int NOT NULL REFERENCES discount_codes(id),
      redeemer_key text NOT NULL,
      purchase_id int NOT NULL REFERENCES stock_course_purchases(id) ON DELETE CASCADE,
      PRIMARY KEY (discount_code_id, redeemer_key)
    );
    CREATE TABLE commerce_payments (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('package', 'stock_course')),
      subscription_id int REFERENCES subscriptions(id),
      purchase_id int REFERENCES stock_course_purchases(id),
      user_id int REFERENCES users(id),
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
      UNIQUE (provider, provider_ref),
      CHECK ((kind = 'package') = (subscription_id IS NOT NULL)),
      CHECK ((kind = 'stock_course') = (purchase_id IS NOT NULL))
    );
    CREATE TABLE session_codes (
      user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE,
      verified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE profile_images (
      user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      url text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
