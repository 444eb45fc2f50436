/**
 * The demo's video clips (docs/learning.md "Demo media"): every demo video title has its own clip, whose length the
 * library and the journey show, and no two demo videos play the same file.
 */
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_CARDS } from '../../../src/server/modules/journey/content/cards.js';
import { clipMinutes, demoClip } from '../../../src/server/modules/learning/demo-media.js';
import { webmDuration } from '../../../src/server/modules/learning/media-facts.js';
import { COURSES } from '../../../src/server/modules/learning/seed-courses.js';
import { VIDEOS } from '../../../src/server/modules/learning/seed-videos.js';
import { buildTestApp, type App } from '../../support/app.js';

const TITLES = [
  ...VIDEOS.map((v) => v.title),
  ...COURSES.flatMap((c) => c.sections.flatMap((s) => s.chapters.filter((ch) => ch.type === 'Video'))).map(
    (ch) => ch.title,
  ),
  ...JOURNEY_CARDS.flatMap((c) => c.topics.map((t) => t.video_title)),
  'Budgeting basics (recorded)',
];

describe('demo media', () => {
  it('has a small WebM clip for every demo video title, as long as the index says', () => {
    for (const title of TITLES) {
      const clip = demoClip(title);
      expect(clip, `a clip for "${title}" (npx tsx scripts/make-demo-media.ts)`).not.toBeNull();
      const data = readFileSync(clip!.path);
      expect(data.readUInt32BE(0)).toBe(0x1a45dfa3);
      expect(statSync(clip!.path).size).toBeLessThan(100 * 1024);
      expect(Math.abs(webmDuration(data)! - clip!.seconds)).toBeLessThan(0.6);
    }
    // One clip per title: no two titles share a file.
    const files = new Set(TITLES.map((t) => demoClip(t)!.file));
    expect(files.size).toBe(new Set(TITLES).size);
  });

  describe('seeded', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('each library video and video chapter plays its own clip, with the clip length in minutes', async () => {
      const videos = await app.ctx.db
        .selectFrom('elearning_videos as v')
        .innerJoin('learning_files as f', 'f.id', 'v.file_id')
        .select(['v.title', 'v.duration_minutes', 'f.original_name', 'f.id as file_id', 'f.size_bytes'])
        .execute();
      const chapters = await app.ctx.db
        .selectFrom('course_chapters as c')
        .innerJoin('learning_files as f', 'f.id', 'c.file_id')
        .where('c.content_type', '=', 'Video')
        .select(['c.title', 'c.duration_minutes', 'f.original_name', 'f.id as file_id', 'f.size_bytes'])
        .execute();
      expect(videos.length).toBeGreaterThanOrEqual(VIDEOS.length);
      expect(chapters.length).toBeGreaterThan(0);
      for (const row of [...videos, ...chapters]) {
        const clip = demoClip(row.title)!;
        expect(row.original_name, row.title).toBe(clip.file);
        expect(Number(row.size_bytes)).toBe(statSync(clip.path).size);
        expect(row.duration_minutes).toBe(clipMinutes(clip.seconds));
      }
      const library = videos.map((v) => v.file_id);
      expect(new Set(library).size).toBe(library.length);
      const topics = await app.ctx.db
        .selectFrom('journey_topics as t')
        .innerJoin('elearning_videos as v', 'v.id', 't.video_id')
        .select(['t.video_title', 't.video_minutes', 'v.title'])
        .execute();
      expect(topics.length).toBeGreaterThan(0);
      for (const t of topics) {
        expect(t.title).toBe(t.video_title);
        expect(t.video_minutes).toBe(clipMinutes(demoClip(t.video_title)!.seconds));
      }
    });
  });
});
