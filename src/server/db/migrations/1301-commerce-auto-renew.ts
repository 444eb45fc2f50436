import { sql, type Kysely } from 'kysely';

/**
 * Issue 15, the last two gaps (docs/commerce.md "Renewals" and "Session code"):
 * - automatic debit: a subscription whose buyer ticked "Renew automatically" keeps `auto_renew` and, after
 *   the first payment, the provider's saved token (`mandate_*`); a charge made with it is a commerce payment
 *   marked `auto` (a failure falls back to the e-mailed link). The sandbox keeps its own tokens, with a
 *   `declines` switch that makes their charges fail (tests);
 * - the session-code prompt after login: `prompt_dismissed_at` when the user chose "Don't ask again".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE subscriptions ADD COLUMN auto_renew boolean NOT NULL DEFAULT false;
    ALTER TABLE subscriptions ADD COLUMN mandate_provider text;
    ALTER TABLE subscriptions ADD COLUMN mandate_customer text;
    ALTER TABLE subscriptions ADD COLUMN mandate_token text;
    ALTER TABLE commerce_payments ADD COLUMN auto boolean NOT NULL DEFAULT false;
    ALTER TABLE payment_sandbox_sessions ADD COLUMN save_token boolean NOT NULL DEFAULT false;
    ALTER TABLE payment_sandbox_sessions ADD COLUMN token text;
    CREATE TABLE payment_sandbox_tokens (
      token text PRIMARY KEY,
      customer text NOT NULL,
      declines boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE session_codes ADD COLUMN prompt_dismissed_at timestamptz;
  `.execute(db);
}
