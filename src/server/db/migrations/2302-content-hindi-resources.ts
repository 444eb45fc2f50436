import { sql, type Kysely } from 'kysely';
import shippedText from './shipped/2302-content-hindi-resources.json';

/**
 * Hindi values of the journey's resources (docs/i18n.md "Admin content in Hindi", docs/journey.md "Hindi"): the quiz
 * (title, description), its questions (question, options, explanation) and the risk questions (question, help, the
 * options' labels in order) may carry `hi` like the other admin-authored records. `resource_items` has its column
 * since 2301-content-hindi-learning.
 *
 * The seed writes the shipped content's Hindi into an empty database; a database seeded before gets it here, row by
 * row where the row still has the shipped English (found by its English title or question), field by field where
 * the English field is still the shipped one (a list only when every entry is), and never over Hindi already written.
 * The shipped content is a frozen copy beside the migration (`shipped/2302-content-hindi-resources.json`: each
 * record's English as earlier versions seeded it, and its Hindi), so what this migration does never changes when the
 * content modules change later (docs/database.md). A row an admin edited simply keeps its English.
 */
const TABLES = ['quizzes', 'quiz_questions', 'fra_questions'] as const;

type Text = Record<string, string | string[]>;
type Shipped = { english: Record<string, unknown>; hindi: Text };

/** The Hindi of each field whose English in the row is still the shipped English. */
function hindiForRow(row: Record<string, unknown>, shipped: Shipped): Text {
  const out: Text = {};
  for (const [field, hindi] of Object.entries(shipped.hindi)) {
    if (JSON.stringify(row[field]) === JSON.stringify(shipped.english[field])) out[field] = hindi;
  }
  return out;
}

async function fill(
  db: Kysely<unknown>,
  table: string,
  key: 'title' | 'question',
  fields: readonly string[],
  shipped: Shipped[],
  read: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row,
): Promise<void> {
  for (const s of shipped) {
    const { rows } = await sql<Record<string, unknown> & { id: number }>`
      SELECT id, ${sql.join(fields.map((f) => sql.ref(f)))} FROM ${sql.table(table)}
      WHERE ${sql.ref(key)} = ${s.english[key]} AND hi = '{}'::jsonb`.execute(db);
    for (const row of rows) {
      const hi = hindiForRow(read(row), s);
      if (Object.keys(hi).length === 0) continue;
      await sql`UPDATE ${sql.table(table)} SET hi = ${JSON.stringify(hi)}::jsonb WHERE id = ${row.id}`.execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hi jsonb NOT NULL DEFAULT '{}'`.execute(db);
  }
  const shipped = shippedText as Record<'quizzes' | 'quiz_questions' | 'fra_questions' | 'resource_items', Shipped[]>;
  await fill(db, 'quizzes', 'title', ['title', 'description'], shipped.quizzes);
  await fill(db, 'quiz_questions', 'question', ['question', 'options', 'explanation'], shipped.quiz_questions);
  await fill(
    db,
    'fra_questions',
    'question',
    ['question', 'help', 'options'],
    shipped.fra_questions,
    // The risk options are stored as [{label, points}]: compared by their labels (the Hindi is the labels).
    (row) => ({ ...row, options: (row.options as Array<{ label: string }>).map((o) => o.label) }),
  );
  await fill(db, 'resource_items', 'title', ['title', 'description'], shipped.resource_items);
}

/** Drops the three columns; resource items keep their Hindi (their column belongs to 2301). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN hi`.execute(db);
  }
}
