import { sql, type Kysely } from 'kysely';

/**
 * The counsellor and discount-code admin forms became form definitions (schemas/forms): the fields
 * a published overlay adds are stored with the record, as companies do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE counsellors ADD COLUMN extra jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE discount_codes ADD COLUMN extra jsonb NOT NULL DEFAULT '{}';
  `.execute(db);
}
