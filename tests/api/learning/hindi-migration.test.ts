/**
 * Migration 3201-content-hindi-learning-journey on a database seeded before it (docs/learning.md "Hindi"): the shipped
 * journey cards and topics, the demo courses, sections, chapters, library videos and playlists get their Hindi field
 * by field where the row still has the shipped English and no Hindi yet; a field an admin changed keeps no Hindi (a
 * list only when every entry is unchanged), an admin's own rows and rows with Hindi already stay as they are.
 * Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/server/db/index.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { JOURNEY_CARDS } from '../../../src/server/modules/journey/content/cards.js';
import { COURSES } from '../../../src/server/modules/learning/seed-courses.js';
import { VIDEOS } from '../../../src/server/modules/learning/seed-videos.js';
import { databaseBefore } from '../../support/app.js';

let handle: DbHandle;
const [card] = JOURNEY_CARDS;
const [first, second, third] = card.topics;
const course = COURSES[1];

beforeAll(async () => {
  handle = await databaseBefore('3200-learning-hindi-media');
  const db = handle.db;
  // The content as the seeds wrote it before 3201, then an admin's edits.
  const { id: cardId } = await db
    .insertInto('journey_cards')
    .values({ slug: card.slug, title: card.title, description: card.description, position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const topic = (t: typeof first, edit: Partial<typeof first> = {}, hi = {}) => ({
    card_id: cardId,
    title: t.title,
    summary: t.summary,
    key_points: t.key_points,
    video_title: t.video_title,
    video_minutes: 1,
    task_title: t.task_title,
    task_prompt: t.task_prompt,
    ...edit,
    hi: JSON.stringify(hi),
  });
  await db
    .insertInto('journey_topics')
    .values([
      topic(first),
      topic(second, { summary: 'An admin’s summary.', key_points: [...second.key_points.slice(0, 2), 'Mine.'] }),
      topic(third, {}, { title: 'पहले से लिखा' }),
    ])
    .execute();
  const { id: courseId } = await db
    .insertInto('courses')
    .values({ title: course.title, description: course.description, difficulty: 1, duration_minutes: 40 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('courses').values({ title: 'An admin’s course', difficulty: 1, duration_minutes: 5 }).execute();
  await db.insertInto('course_sections').values({ course_id: courseId, title: course.sections[0].title }).execute();
  const { id: fileId } = await db
    .insertInto('learning_files')
    .values({ name: 'x.webm', kind: 'video', mime: 'video/webm', size_bytes: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('elearning_videos')
    .values({
      title: VIDEOS[1].title,
      description: VIDEOS[1].description,
      category_id: VIDEOS[1].category,
      duration_minutes: 1,
      file_id: fileId,
    })
    .execute();
  await db.insertInto('video_playlists').values({ name: 'Protect your family' }).execute();
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => handle?.close());

describe('3201-content-hindi-learning-journey on a database seeded before', () => {
  it('gives the shipped card and topics their Hindi, field by field where the English is unchanged', async () => {
    const c = await handle.db.selectFrom('journey_cards').select('hi').executeTakeFirstOrThrow();
    expect(c.hi).toEqual(card.hi);
    const topics = await handle.db.selectFrom('journey_topics').select('hi').orderBy('id').execute();
    expect(topics[0].hi).toEqual(first.hi);
    const { summary: _s, key_points: _k, ...unchanged } = second.hi;
    expect(topics[1].hi).toEqual(unchanged);
    expect(topics[2].hi).toEqual({ title: 'पहले से लिखा' });
  });

  it('gives the demo course, section, video and playlist their Hindi; an admin’s course stays English', async () => {
    const courses = await handle.db.selectFrom('courses').select(['title', 'hi']).orderBy('id').execute();
    expect(courses[0].hi).toEqual(course.hi);
    expect(courses[1].hi).toEqual({});
    const section = await handle.db.selectFrom('course_sections').select('hi').executeTakeFirstOrThrow();
    expect(section.hi).toEqual(course.sections[0].hi);
    const video = await handle.db.selectFrom('elearning_videos').select('hi').executeTakeFirstOrThrow();
    expect(video.hi).toEqual(VIDEOS[1].hi);
    const list = await handle.db.selectFrom('video_playlists').select('hi').executeTakeFirstOrThrow();
    expect(list.hi).toEqual({ name: 'अपने परिवार को सुरक्षित करें' });
  });
});
