import type { Kysely } from 'kysely';
import { addDefaultPageRevision, latestDefaultPage } from './default-page-revision.js';

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
  const page = await latestDefaultPage(db);
  const widgets = (page?.doc as Partial<Doc> | null | undefined)?.widgets;
  if (!page || !Array.isArray(widgets)) return;
  const next = withTrueWords(page.doc as Doc);
  if (next) await addDefaultPageRevision(db, page.head, next, NOTE);
}

/** Nothing to undo in the schema; the revision stays in the default page's history (an admin can roll back). */
export async function down(): Promise<void> {}
