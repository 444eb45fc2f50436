import { sql, type Kysely } from 'kysely';
import shippedText from './shipped/3201-content-hindi-learning-journey.json';

/**
 * Hindi values of the shipped journey cards and topics and of the demo learning content (issue 32, docs/learning.md
 * "Hindi", docs/journey.md "Hindi"): the seed writes them into an empty database; a database seeded before gets them
 * here, like 2302-content-hindi-resources: row by row where the row has no Hindi yet (`hi = '{}'`) and still has
 * the shipped English (found by its English title or name), field by field where the English field is still the
 * shipped one (a list only when every entry is). What an admin wrote or edited keeps its English. The shipped text
 * is a frozen copy beside the migration (`shipped/3201-content-hindi-learning-journey.json`), so this migration does
 * not change when the content modules do. The Hindi clips and PDFs are not added here (files, not rows): a demo
 * database seeded before plays the English clip to a Hindi reader until it is seeded again.
 */
type Text = Record<string, string | string[]>;
type Shipped = { english: Record<string, unknown>; hindi: Text };
type Table =
  | 'journey_cards'
  | 'journey_topics'
  | 'courses'
  | 'course_sections'
  | 'course_chapters'
  | 'elearning_videos'
  | 'video_playlists';

const KEY: Record<Table, 'title' | 'name'> = {
  journey_cards: 'title',
  journey_topics: 'title',
  courses: 'title',
  course_sections: 'title',
  course_chapters: 'title',
  elearning_videos: 'title',
  video_playlists: 'name',
};

/** The Hindi of each field whose English in the row is still the shipped English. */
function hindiForRow(row: Record<string, unknown>, shipped: Shipped): Text {
  const out: Text = {};
  for (const [field, hindi] of Object.entries(shipped.hindi)) {
    if (JSON.stringify(row[field]) === JSON.stringify(shipped.english[field])) out[field] = hindi;
  }
  return out;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const shipped = shippedText as Record<Table, Shipped[]>;
  for (const table of Object.keys(KEY) as Table[]) {
    const key = KEY[table];
    for (const s of shipped[table]) {
      const fields = Object.keys(s.hindi);
      const { rows } = await sql<Record<string, unknown> & { id: number }>`
        SELECT id, ${sql.join(fields.map((f) => sql.ref(f)))} FROM ${sql.table(table)}
        WHERE ${sql.ref(key)} = ${s.english[key]} AND hi = '{}'::jsonb`.execute(db);
      for (const row of rows) {
        const hi = hindiForRow(row, s);
        if (Object.keys(hi).length === 0) continue;
        await sql`UPDATE ${sql.table(table)} SET hi = ${JSON.stringify(hi)}::jsonb WHERE id = ${row.id}`.execute(db);
      }
    }
  }
}

/** Nothing to undo: the Hindi written here is content, kept like an admin's (the columns belong to 2301 and 3200). */
export async function down(): Promise<void> {}
