import type { Db } from '../../db/index.js';
import type { HiValues } from '../../db/tables/learning.js';

/** A course's outline for one learner: its chapters in order, which are locked, which are required and done. */

type ChapterRow = {
  id: number;
  section_id: number;
  title: string;
  content_type: string;
  file_type: string;
  file_id: number | null;
  url: string | null;
  body: string;
  duration_minutes: number;
  is_mandatory: boolean;
  hi: HiValues;
};

/** Sections and their active chapters in order (section sequence, then chapter sequence). */
export async function outline(db: Db, courseId: number) {
  const sectionsQuery = db
    .selectFrom('course_sections')
    .select(['id', 'title', 'hi'])
    .where('course_id', '=', courseId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const chaptersQuery: Promise<ChapterRow[]> = db
    .selectFrom('course_chapters')
    .select([
      'id',
      'section_id',
      'title',
      'content_type',
      'file_type',
      'file_id',
      'url',
      'body',
      'duration_minutes',
      'is_mandatory',
      'hi',
    ])
    .where('course_id', '=', courseId)
    .where('status', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const [sections, chapters] = await Promise.all([sectionsQuery, chaptersQuery]);
  const ordered = sections.flatMap((s) => chapters.filter((c) => c.section_id === s.id));
  return { sections, ordered };
}

/** A chapter is locked while an earlier mandatory chapter is not complete (docs/learning.md). */
export function lockState(ordered: ChapterRow[], done: Set<number>): Map<number, boolean> {
  const locked = new Map<number, boolean>();
  let blocked = false;
  for (const ch of ordered) {
    locked.set(ch.id, blocked);
    if (ch.is_mandatory && !done.has(ch.id)) blocked = true;
  }
  return locked;
}

/** Required chapters: the mandatory ones (every chapter when none is marked mandatory). */
export function required(ordered: ChapterRow[]): ChapterRow[] {
  const mandatory = ordered.filter((c) => c.is_mandatory);
  return mandatory.length ? mandatory : ordered;
}

export async function completedSet(db: Db, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('course_chapter_completions')
    .select('chapter_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return new Set(rows.map((r) => r.chapter_id));
}
