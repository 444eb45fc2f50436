import { sql, type Kysely } from 'kysely';
import shippedText from './shipped/2303-content-hindi-counsellors-packages.json';

/**
 * Hindi values of counsellors and packages (docs/i18n.md "Admin content in Hindi", docs/counselling.md "Hindi",
 * docs/commerce.md "Hindi"): a counsellor's profile and cost note (`brief_profile`, `cost_disclaimer`), a package's
 * name and description (`name`, `description`; the description is kept in `package_terms`, the package's Hindi with
 * the package) may carry `hi` like the other admin-authored records.
 *
 * The seed writes the demo counsellors' and the demo retail packages' Hindi into an empty database; a database
 * seeded before gets it here, row by row for the shipped records still without Hindi (a counsellor found by its
 * e-mail, a package by its English name), field by field where the English is still the shipped text (an edited
 * profile keeps no Hindi), never over Hindi already written. The shipped text is a frozen copy beside the migration
 * (`shipped/2303-content-hindi-counsellors-packages.json`: the English earlier versions seeded, and its Hindi), so
 * what this migration does never changes when the seed modules change later (docs/database.md).
 */
const TABLES = ['counsellors', 'packages'] as const;

type Text = Record<string, string>;

/** The Hindi of each field whose English in the row is still the shipped English. */
function hindiForRow(row: Record<string, unknown>, english: Record<string, unknown>, hindi: Partial<Text>): Text {
  const out: Text = {};
  for (const [field, value] of Object.entries(hindi)) {
    if (value !== undefined && row[field] === english[field]) out[field] = value;
  }
  return out;
}

async function setHindi(db: Kysely<unknown>, table: string, id: number, hi: Text): Promise<void> {
  if (Object.keys(hi).length === 0) return;
  await sql`UPDATE ${sql.table(table)} SET hi = ${JSON.stringify(hi)}::jsonb WHERE id = ${id} AND hi = '{}'::jsonb`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hi jsonb NOT NULL DEFAULT '{}'`.execute(db);
  }
  type Shipped = { english: Record<string, string | null>; hindi: Partial<Text> };
  const shipped = shippedText as { counsellors: Shipped[]; packages: Shipped[] };
  for (const { english: c, hindi } of shipped.counsellors) {
    const { rows } = await sql<{ id: number; brief_profile: string; cost_disclaimer: string | null }>`
      SELECT id, brief_profile, cost_disclaimer FROM counsellors WHERE lower(email) = ${c.email}`.execute(db);
    for (const row of rows) await setHindi(db, 'counsellors', row.id, hindiForRow(row, c, hindi));
  }
  for (const { english: p, hindi } of shipped.packages) {
    const { rows } = await sql<{ id: number; name: string; description: string | null }>`
      SELECT p.id, p.name, t.description FROM packages p LEFT JOIN package_terms t ON t.package_id = p.id
      WHERE p.name = ${p.name}`.execute(db);
    for (const row of rows) await setHindi(db, 'packages', row.id, hindiForRow(row, p, hindi));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN hi`.execute(db);
  }
}
