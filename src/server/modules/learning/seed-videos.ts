import type { Trx } from '../../db/index.js';
import type { DemoVideoOf } from './seed-media.js';

/** The demo e-learning videos and playlists (seed.ts), and the journey topics' videos in the library. */

export const VIDEOS: Array<{
  title: string;
  category: number;
  minutes: number;
  description: string;
  hi?: { title: string; description: string };
}> = [
  {
    title: 'Start an emergency fund this month',
    category: 1,
    minutes: 4,
    description: 'Three steps to your first lakh of savings.',
    hi: { title: 'इसी महीने आपातकालीन फंड शुरू करें', description: 'पहले एक लाख रुपये की बचत तक तीन कदम।' },
  },
  { title: 'NPS in five minutes', category: 2, minutes: 5, description: 'Tiers, fund choice and the tax benefit.' },
  {
    title: 'How much term cover do you need?',
    category: 3,
    minutes: 6,
    description: 'The income-multiple rule and when to revisit it.',
  },
  {
    title: 'Health insurance: reading the fine print',
    category: 4,
    minutes: 7,
    description: 'Room rent caps, co-pay and waiting periods.',
  },
  {
    title: 'Your first SIP',
    category: 5,
    minutes: 5,
    description: 'Pick a fund, set the date, and let it run.',
    hi: { title: 'आपका पहला SIP', description: 'फंड चुनें, तारीख तय करें और उसे चलने दें।' },
  },
  {
    title: 'Sovereign gold bonds and gold ETFs',
    category: 6,
    minutes: 6,
    description: 'Ways to own gold without lockers.',
  },
  {
    title: 'Section 80C without the confusion',
    category: 7,
    minutes: 6,
    description: 'What counts and what does not.',
  },
  {
    title: 'Credit card habits that save money',
    category: 8,
    minutes: 5,
    description: 'Pay in full, never the minimum.',
  },
  { title: 'Why nominations matter', category: 9, minutes: 4, description: 'Bank accounts, demat and insurance.' },
  {
    title: 'Planning for retirement in your 30s',
    category: 12,
    minutes: 8,
    description: 'Start early and let compounding work.',
  },
];

/** The video library's category of each journey topic's video (VIDEO_CATEGORIES; 1 Saving otherwise). */
const JOURNEY_VIDEO_CATEGORY: Record<string, number> = {
  'How much insurance is enough': 3,
  'EPF, PPF and NPS explained': 2,
  'Old vs new regime: how to choose': 7,
};

/**
 * The journey's video steps play learning-center videos (docs/journey.md, "Videos"): each topic
 * without a video gets one in the library under its own video title, and is linked to it.
 */
async function linkJourneyVideos(trx: Trx, videoOf: DemoVideoOf) {
  const topics = await trx
    .selectFrom('journey_topics')
    .select(['id', 'video_title', 'summary', 'video_minutes'])
    .where('video_id', 'is', null)
    .where('video_url', 'is', null)
    .where('video_title', '<>', '')
    .orderBy('card_id')
    .orderBy('position')
    .execute();
  for (const t of topics) {
    const clip = await videoOf(t.video_title);
    const video = await trx
      .insertInto('elearning_videos')
      .values({
        title: t.video_title,
        description: t.summary.slice(0, 500),
        category_id: JOURNEY_VIDEO_CATEGORY[t.video_title] ?? 1,
        duration_minutes: clip.minutes ?? t.video_minutes ?? 5,
        file_id: clip.fileId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The topic says how long its video is: the clip's length when it plays one.
    await trx
      .updateTable('journey_topics')
      .set({ video_id: video.id, video_minutes: clip.minutes ?? t.video_minutes })
      .where('id', '=', t.id)
      .execute();
  }
}

/** The library's videos (each playing its own demo clip), the journey topics' videos and two playlists. */
export async function seedVideos(trx: Trx, videoOf: DemoVideoOf) {
  const ids: number[] = [];
  for (const v of VIDEOS) {
    const clip = await videoOf(v.title);
    const row = await trx
      .insertInto('elearning_videos')
      .values({
        title: v.title,
        description: v.description,
        category_id: v.category,
        duration_minutes: clip.minutes ?? v.minutes,
        file_id: clip.fileId,
        hi: JSON.stringify(v.hi ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await linkJourneyVideos(trx, videoOf);
  const playlists: Array<[string, number[]]> = [
    ['Start here: money basics', [ids[0], ids[4], ids[7]]],
    ['Protect your family', [ids[2], ids[3], ids[8]]],
  ];
  for (const [name, members] of playlists) {
    const p = await trx.insertInto('video_playlists').values({ name }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('video_playlist_items')
      .values(members.map((video_id, i) => ({ playlist_id: p.id, video_id, sequence: i + 1 })))
      .execute();
  }
}
