import type { Trx } from '../../db/index.js';
import type { HiValues } from '../../db/tables/learning.js';
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
  {
    title: 'NPS in five minutes',
    category: 2,
    minutes: 5,
    description: 'Tiers, fund choice and the tax benefit.',
    hi: { title: 'पाँच मिनट में एनपीएस', description: 'टियर, फंड का चुनाव और टैक्स का फ़ायदा।' },
  },
  {
    title: 'How much term cover do you need?',
    category: 3,
    minutes: 6,
    description: 'The income-multiple rule and when to revisit it.',
    hi: { title: 'आपको कितना टर्म कवर चाहिए?', description: 'आमदनी के गुणक का नियम, और उसे कब दोबारा देखें।' },
  },
  {
    title: 'Health insurance: reading the fine print',
    category: 4,
    minutes: 7,
    description: 'Room rent caps, co-pay and waiting periods.',
    hi: { title: 'हेल्थ इंश्योरेंस: बारीक शर्तें पढ़ना', description: 'कमरे के किराए की सीमा, को-पे और वेटिंग पीरियड।' },
  },
  {
    title: 'Your first SIP',
    category: 5,
    minutes: 5,
    description: 'Pick a fund, set the date, and let it run.',
    hi: { title: 'आपका पहला एसआईपी', description: 'फंड चुनें, तारीख तय करें और उसे चलने दें।' },
  },
  {
    title: 'Sovereign gold bonds and gold ETFs',
    category: 6,
    minutes: 6,
    description: 'Ways to own gold without lockers.',
    hi: { title: 'सॉवरेन गोल्ड बॉन्ड और गोल्ड ईटीएफ', description: 'लॉकर के बिना सोना रखने के तरीके।' },
  },
  {
    title: 'Section 80C without the confusion',
    category: 7,
    minutes: 6,
    description: 'What counts and what does not.',
    hi: { title: 'धारा 80सी, बिना उलझन', description: 'क्या गिना जाता है और क्या नहीं।' },
  },
  {
    title: 'Credit card habits that save money',
    category: 8,
    minutes: 5,
    description: 'Pay in full, never the minimum.',
    hi: { title: 'क्रेडिट कार्ड की आदतें जो पैसा बचाएँ', description: 'पूरा बिल चुकाएँ, कभी सिर्फ़ न्यूनतम रकम नहीं।' },
  },
  {
    title: 'Why nominations matter',
    category: 9,
    minutes: 4,
    description: 'Bank accounts, demat and insurance.',
    hi: { title: 'नॉमिनेशन क्यों ज़रूरी है', description: 'बैंक खाते, डीमैट और बीमा।' },
  },
  {
    title: 'Planning for retirement in your 30s',
    category: 12,
    minutes: 8,
    description: 'Start early and let compounding work.',
    hi: { title: '30 की उम्र में रिटायरमेंट की योजना', description: 'जल्दी शुरू करें और चक्रवृद्धि को काम करने दें।' },
  },
];

/** The video library's category of each journey topic's video (VIDEO_CATEGORIES; 1 Saving otherwise). */
const JOURNEY_VIDEO_CATEGORY: Record<string, number> = {
  'How much insurance is enough': 3,
  'EPF, PPF and NPS explained': 2,
  'Old vs new regime: how to choose': 7,
};

/** A journey topic's Hindi values (`hi`) as its library video's: the video title and the summary. */
function journeyVideoHindi(hi: HiValues): HiValues {
  const out: HiValues = {};
  if (typeof hi.video_title === 'string') out.title = hi.video_title;
  if (typeof hi.summary === 'string') out.description = hi.summary.slice(0, 500);
  return out;
}

/**
 * The journey's video steps play learning-center videos (docs/journey.md, "Videos"): each topic
 * without a video gets one in the library under its own video title, and is linked to it.
 */
async function linkJourneyVideos(trx: Trx, videoOf: DemoVideoOf) {
  const topics = await trx
    .selectFrom('journey_topics')
    .select(['id', 'video_title', 'summary', 'video_minutes', 'hi'])
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
        // The topic's Hindi video title and summary are the library video's Hindi title and description.
        hi: JSON.stringify(journeyVideoHindi(t.hi)),
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
  const playlists: Array<[string, string, number[]]> = [
    ['Start here: money basics', 'यहाँ से शुरू करें: पैसे की बुनियादी बातें', [ids[0], ids[4], ids[7]]],
    ['Protect your family', 'अपने परिवार को सुरक्षित करें', [ids[2], ids[3], ids[8]]],
  ];
  for (const [name, nameHi, members] of playlists) {
    const p = await trx
      .insertInto('video_playlists')
      .values({ name, hi: JSON.stringify({ name: nameHi }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('video_playlist_items')
      .values(members.map((video_id, i) => ({ playlist_id: p.id, video_id, sequence: i + 1 })))
      .execute();
  }
}
