/**
 * The assistant (docs/assistant.md) and the learning center: courses (module 1), videos and playlists
 * (module 6) offered only to packages that have them, never drafts or deleted videos. Runs on PGlite
 * and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../../src/shared/generated/api/assistant/assistant-answer.js';
import { assistantRequests, useAssistantApp } from './assistant-fixtures.js';

const c = useAssistantApp();
const { ask } = assistantRequests(c);

describe('the learning center (courses: module 1, videos and playlists: module 6)', () => {
  const courseQ = 'is there a course on mutual funds and SIPs';
  const videoQ = 'any video on credit card habits';
  const courseId = async (title: string) =>
    (await c.app.ctx.db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const videoId = async (title: string) =>
    (
      await c.app.ctx.db
        .selectFrom('elearning_videos')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;
  const noLearning = (a: AssistantAnswer) => {
    expect(a.courses).toEqual([]);
    expect(a.videos).toEqual([]);
    expect(a.playlists).toEqual([]);
    expect(a.sources.filter((s) => s.kind === 'course' || s.kind === 'video')).toEqual([]);
    expect(a.answer).not.toContain('Investing with mutual funds and SIPs');
  };

  it('an employee with module 1 gets the course quoted as the source and linked to the course page', async () => {
    const id = await courseId('Investing with mutual funds and SIPs');
    const url = `/client/learning-center/view-course?courseId=${id}`;
    const a = await ask(courseQ, c.acme);
    expect(a.kind).toBe('content');
    expect(a.sources[0]).toMatchObject({ kind: 'course', id, title: 'Investing with mutual funds and SIPs', url });
    // The quote is the course's description (the seed's text), and the answer quotes it.
    expect(a.sources[0].quote).toContain('how a monthly SIP builds wealth over time');
    expect(a.answer).toBe(`From "Investing with mutual funds and SIPs": ${a.sources[0].quote}`);
    expect(a.courses).toContainEqual({ id, title: 'Investing with mutual funds and SIPs', url });
  });

  it('a video question links the video and the playlist that holds it, opened at that video', async () => {
    const id = await videoId('Credit card habits that save money');
    const playlist = await c.app.ctx.db
      .selectFrom('video_playlists')
      .select('id')
      .where('name', '=', 'Start here: money basics')
      .executeTakeFirstOrThrow();
    const a = await ask(videoQ, c.acme);
    expect(a.sources[0]).toMatchObject({
      kind: 'video',
      id,
      url: `/client/learning-center/video-details?videoId=${id}`,
    });
    expect(a.videos[0]).toEqual({
      id,
      title: 'Credit card habits that save money',
      url: `/client/learning-center/video-details?videoId=${id}`,
    });
    expect(a.playlists).toEqual([
      {
        id: playlist.id,
        name: 'Start here: money basics',
        url: `/client/learning-center/playlist?playlistId=${playlist.id}&videoId=${id}`,
      },
    ]);
  });

  it('a calculator answer links the matching course too', async () => {
    const a = await ask('how much will a SIP of 10k for 15 years at 12% give with mutual funds', c.acme);
    expect(a.kind).toBe('calculator');
    expect(a.courses.map((c) => c.title)).toContain('Investing with mutual funds and SIPs');
  });

  it('Globex (package without modules 1 and 6) and visitors get no course, video or playlist', async () => {
    for (const token of [c.globex, null]) {
      noLearning(await ask(courseQ, token));
      noLearning(await ask(videoQ, token));
    }
  });

  it('a package with module 1 but not 6 (Umbrella) gets courses but no videos or playlists', async () => {
    const a = await ask(courseQ, c.umbrella);
    expect(a.courses.map((c) => c.title)).toContain('Investing with mutual funds and SIPs');
    const b = await ask('video on reading the fine print of health insurance room rent caps', c.umbrella);
    expect(b.videos).toEqual([]);
    expect(b.playlists).toEqual([]);
    expect(b.sources.some((s) => s.kind === 'video')).toBe(false);
  });

  it('draft courses and deleted videos are not offered (and are while published)', async () => {
    const course = await c.app.ctx.db
      .insertInto('courses')
      .values({ title: 'Zebra crossing savings', description: 'Zebra savings.', difficulty: 1, duration_minutes: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await videoId('Sovereign gold bonds and gold ETFs');
    const offered = async () => {
      const a = await ask('zebra crossing savings course', c.acme);
      const b = await ask('sovereign gold bonds vs gold ETFs video', c.acme);
      return {
        course:
          a.courses.some((c) => c.id === course.id) || a.sources.some((s) => s.kind === 'course' && s.id === course.id),
        video: b.videos.some((v) => v.id === id) || b.sources.some((s) => s.kind === 'video' && s.id === id),
      };
    };
    try {
      expect(await offered()).toEqual({ course: true, video: true });
      await c.app.ctx.db.updateTable('courses').set({ status: 2 }).where('id', '=', course.id).execute();
      await c.app.ctx.db.updateTable('elearning_videos').set({ status: 3 }).where('id', '=', id).execute();
      expect(await offered()).toEqual({ course: false, video: false });
    } finally {
      await c.app.ctx.db.deleteFrom('courses').where('id', '=', course.id).execute();
      await c.app.ctx.db.updateTable('elearning_videos').set({ status: 1 }).where('id', '=', id).execute();
    }
  });
});
