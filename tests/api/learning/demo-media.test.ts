/**
 * The demo's video clips (docs/learning.md "Demo media"): every demo video title has its own clip, whose length the
 * library and the journey show, and no two demo videos play the same file. Each course, library and journey title
 * also has its Hindi clip (docs/learning.md "Hindi"), as long as the English one: a Hindi reader's links (library
 * video, course chapter, journey topic) serve it, an English reader's the English clip.
 */
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_CARDS } from '../../../src/server/modules/journey/content/cards.js';
import { clipMinutes, demoClip } from '../../../src/server/modules/learning/demo-media.js';
import { webmDuration } from '../../../src/server/modules/learning/media-facts.js';
import { COURSES } from '../../../src/server/modules/learning/seed-courses.js';
import { VIDEOS } from '../../../src/server/modules/learning/seed-videos.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { chaptersMet } from './learning-fixtures.js';

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
    // Every title but the recorded webinar has its Hindi clip: Devanagari title, the same length.
    for (const title of TITLES.filter((t) => t !== 'Budgeting basics (recorded)')) {
      const clip = demoClip(title)!;
      expect(clip.hi, `a Hindi clip for "${title}"`).toBeDefined();
      expect(clip.hi!.title).toMatch(/[\u0900-\u097F]/);
      expect(clip.hi!.seconds).toBe(clip.seconds);
      const data = readFileSync(clip.hiPath!);
      expect(statSync(clip.hiPath!).size).toBeLessThan(100 * 1024);
      expect(Math.abs(webmDuration(data)! - clip.seconds)).toBeLessThan(0.6);
      // The clip names itself (WebM title tag) in Hindi.
      expect(data.includes(Buffer.from(clip.hi!.title))).toBe(true);
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

    it('a Hindi reader is served the Hindi clip of a library video, a course chapter and a journey topic', async () => {
      const token = await sessionFor(app, 'employee@acme.example');
      const get = async <T>(url: string, locale: string) =>
        expectSuccess<T>(
          await app.inject({
            method: 'GET',
            url: `/api/v1${url}`,
            headers: { ...bearer(token), 'accept-language': locale },
          }),
        );
      /** The served file's bytes. */
      const fetchFile = async (url: string) => (await app.inject({ method: 'GET', url })).rawPayload;
      const played = async (url: string | null | undefined, title: string) => {
        expect(url, `a link for "${title}"`).toMatch(/^\/api\/v1\/learning\/files\//);
        const clip = demoClip(title)!;
        const data = await fetchFile(url!);
        return data.equals(readFileSync(clip.path)) ? 'en' : data.equals(readFileSync(clip.hiPath!)) ? 'hi' : 'other';
      };
      type Video = { _id: number; title: string; video_url: string };
      const en = (await get<{ videos: Video[] }>('/e-learning-videos', 'en-IN')).videos;
      const sip = en.find((v) => v.title === 'Your first SIP')!;
      const hiSip = (await get<{ video: Video }>(`/e-learning-videos/${sip._id}`, 'hi-IN')).video;
      expect(hiSip.title).toBe('आपका पहला एसआईपी');
      expect(await played(hiSip.video_url, sip.title)).toBe('hi');
      expect(await played(sip.video_url, sip.title)).toBe('en');

      type View = { sections: Array<{ chapters: Array<{ _id: number; title: string; file_url: string | null }> }> };
      const course = (await get<{ courses: Array<{ _id: number }> }>('/courses', 'en-IN')).courses[0]._id;
      const chapter = (v: View) => v.sections[0].chapters[1];
      // Enrolled, with the reading chapter before the video done, so the video chapter is open.
      await app.inject({ method: 'POST', url: `/api/v1/courses/enroll/${course}`, headers: bearer(token) });
      const outline = await get<View>(`/courses/${course}`, 'en-IN');
      const reading = outline.sections[0].chapters[0]._id;
      await chaptersMet(app, 'employee@acme.example', [reading]);
      const done = await app.inject({
        method: 'POST',
        url: '/api/v1/courses/completed',
        headers: bearer(token),
        payload: { course_id: course, chapter_id: reading },
      });
      expect(done.statusCode).toBe(200);
      const enView = await get<View>(`/courses/${course}`, 'en-IN');
      const hiView = await get<View>(`/courses/${course}`, 'hi-IN');
      expect(chapter(enView).title).toBe('Budgeting basics (video)');
      expect(chapter(hiView).title).toBe('बजट की बुनियादी बातें (वीडियो)');
      expect(await played(chapter(hiView).file_url!, 'Budgeting basics (video)')).toBe('hi');
      expect(await played(chapter(enView).file_url!, 'Budgeting basics (video)')).toBe('en');
      // The reading chapter's PDF: a Hindi reader gets its Hindi version, with the Hindi title as the PDF's title.
      const enPdf = await fetchFile(enView.sections[0].chapters[0].file_url!);
      const hiPdf = await fetchFile(hiView.sections[0].chapters[0].file_url!);
      expect(hiPdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(hiPdf.equals(enPdf)).toBe(false);
      const { rows } = await app.ctx.db
        .selectFrom('learning_files as f')
        .innerJoin('learning_files as h', 'h.id', 'f.hi_file_id')
        .select(['f.original_name as en', 'h.original_name as hi'])
        .where('f.original_name', '=', 'The 50/30/20 budget.pdf')
        .execute()
        .then((r) => ({ rows: r }));
      expect(rows).toEqual([{ en: 'The 50/30/20 budget.pdf', hi: 'The 50/30/20 budget (hi).pdf' }]);

      type Topic = { video_title: string; video_url: string; video_minutes: number };
      const topicId = (
        await app.ctx.db
          .selectFrom('journey_topics')
          .select('id')
          .orderBy('card_id')
          .orderBy('position')
          .executeTakeFirstOrThrow()
      ).id;
      const hiTopic = await get<Topic>(`/journey/topic/${topicId}`, 'hi-IN');
      const enTopic = await get<Topic>(`/journey/topic/${topicId}`, 'en-IN');
      expect(hiTopic.video_title).toBe(JOURNEY_CARDS[0].topics[0].hi.video_title);
      expect(await played(hiTopic.video_url, enTopic.video_title)).toBe('hi');
      expect(await played(enTopic.video_url, enTopic.video_title)).toBe('en');
      // The length shown is the clip's own (both languages' clips are one length).
      expect(hiTopic.video_minutes).toBe(clipMinutes(demoClip(enTopic.video_title)!.hi!.seconds));
    });
  });
});
