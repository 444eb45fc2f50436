import { sql, type Kysely } from 'kysely';

/**
 * True words on the default page's hero (issue 34, docs/landing-pages.md "The default page"). The shipped sentence
 * said courses, calculators, counselling and webinars were "chosen for you by your employer": untrue for a paid
 * user, who chose a package, and for a partner whose plan has no courses or counselling. The new sentence names what
 * every plan has.
 *
 * The default page (company key 0) whose latest revision still carries the shipped sentence, in English or Hindi, gets
 * a new revision with the new one (published when the latest was the published one, else saved as the latest draft).
 * An admin's own words, and companies' own pages, are left alone; an empty database gets nothing (the seed writes the
 * new page).
 */
export const OLD_WORDS = {
  en: 'Courses, calculators, counselling and webinars chosen for you by your employer.',
  hi: 'आपके नियोक्ता ने आपके लिए कोर्स, कैलकुलेटर, काउंसलिंग और वेबिनार चुने हैं।',
};
export const NEW_WORDS = {
  en: 'Learning, calculators and guidance for your money, in one place.',
  hi: 'आपके पैसे के लिए सीखने की सामग्री, कैलकुलेटर और मार्गदर्शन, सब एक जगह।',
};
const NOTE = 'The hero says what every plan has, not "chosen by your employer" (migration 3120)';

type Widget = { type: string; props: Record<string, unknown> & { hi?: Record<string, unknown> } };
type Doc = { widgets: Widget[] };

/** The page with the shipped sentence replaced, or null when no hero carries it. */
export function withTrueWords(doc: Doc): Doc | null {
  let changed = false;
  const widgets = doc.widgets.map((w) => {
    if (w.type !== 'hero') return w;
    const props = { ...w.props };
    if (props.subheading === OLD_WORDS.en) {
      props.subheading = NEW_WORDS.en;
      changed = true;
    }
    if (props.hi && props.hi.subheading === OLD_WORDS.hi) {
      props.hi = { ...props.hi, subheading: NEW_WORDS.hi };
      changed = true;
    }
    return { ...w, props };
  });
  return changed ? { ...doc, widgets } : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: heads } = await sql<{ latest_revision: number; published_revision: number | null }>`
    SELECT latest_revision, published_revision FROM landing_page_heads WHERE company_key = 0 FOR UPDATE`.execute(db);
  const head = heads[0];
  if (!head) return;
  const { rows } = await sql<{ doc: unknown }>`
    SELECT doc FROM landing_page_revisions WHERE company_key = 0 AND revision = ${head.latest_revision}`.execute(db);
  const stored = typeof rows[0]?.doc === 'string' ? (JSON.parse(rows[0].doc) as unknown) : rows[0]?.doc;
  const widgets = (stored as Partial<Doc> | null)?.widgets;
  if (!Array.isArray(widgets)) return;
  const next = withTrueWords(stored as Doc);
  if (!next) return;
  const revision = head.latest_revision + 1;
  await sql`
    INSERT INTO landing_page_revisions (company_key, revision, doc, note, created_by)
    VALUES (0, ${revision}, ${JSON.stringify(next)}::jsonb, ${NOTE}, NULL)`.execute(db);
  if (head.published_revision === head.latest_revision)
    await sql`
      UPDATE landing_page_heads SET latest_revision = ${revision}, published_revision = ${revision},
        published_at = now(), published_by = NULL
      WHERE company_key = 0`.execute(db);
  else await sql`UPDATE landing_page_heads SET latest_revision = ${revision} WHERE company_key = 0`.execute(db);
}

/** Nothing to undo in the schema; the revision stays in the default page's history (an admin can roll back). */
export async function down(): Promise<void> {}
