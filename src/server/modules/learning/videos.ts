import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { FileLinks } from './file-links.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { hindiRead } from '../../hindi-input.js';
import type { HiValues } from '../../db/tables/learning.js';
import type { MediaFactsOf } from './media-facts.js';
import { recordMediaWatched, watchProgress, type WatchSubject } from './media-watch.js';
import { UNKNOWN_VIDEO_SECONDS } from './chapter-progress.js';

/**
 * E-learning videos (module 6), their 12 categories and playlists (docs/learning.md "Videos"), as the learner sees
 * them. The admin's side: admin-videos.ts and admin-playlists.ts.
 */

type VideoRow = {
  id: number;
  title: string;
  description: string;
  category_id: number;
  duration_minutes: number;
  file_id: number;
  thumbnail_file_id: number | null;
  mime: string;
  hi: HiValues;
};

/**
 * A video as the pages show it: in the reader's language (`locale`), or, for the admin (`null`), in English with its
 * Hindi values beside it (docs/i18n.md "Admin content in Hindi").
 */
export function videoOut(v: VideoRow, names: Map<number, string>, links: FileLinks, locale: Locale | null) {
  const out = {
    _id: v.id,
    title: v.title,
    description: v.description,
    category_id: v.category_id,
    category: names.get(v.category_id) ?? '',
    duration: v.duration_minutes,
    video_url: links(v.file_id),
    mime: v.mime,
    thumbnail_url: links(v.thumbnail_file_id),
    hi: hindiRead(v.hi),
  };
  return locale ? localised(out, locale) : out;
}

/** The video categories, and their names by id. */
export async function categoryNames(db: Db) {
  const rows = await db.selectFrom('video_categories').select(['id', 'name']).orderBy('id').execute();
  return { rows, names: new Map(rows.map((r) => [r.id, r.name])) };
}

/** The active videos with their file's type (to narrow further). */
export function videoQuery(db: Db) {
  return db
    .selectFrom('elearning_videos as v')
    .innerJoin('learning_files as f', 'f.id', 'v.file_id')
    .select([
      'v.id',
      'v.title',
      'v.description',
      'v.category_id',
      'v.duration_minutes',
      'v.file_id',
      'v.thumbnail_file_id',
      'f.mime',
      'v.hi',
    ])
    .where('v.status', '=', 1);
}

/** The categories with their video counts, and the videos (of one category when asked). */
export async function listVideos(db: Db, categoryId: number | undefined, links: FileLinks, locale: Locale) {
  const { rows, names } = await categoryNames(db);
  let q = videoQuery(db);
  if (categoryId !== undefined) q = q.where('v.category_id', '=', categoryId);
  const videos = await q.orderBy('v.category_id').orderBy('v.id', 'desc').execute();
  const all = categoryId === undefined ? videos : await videoQuery(db).execute();
  return {
    categories: rows.map((c) => ({
      _id: c.id,
      name: c.name,
      count: all.filter((v) => v.category_id === c.id).length,
    })),
    videos: videos.map((v) => videoOut(v, names, links, locale)),
  };
}

/** A library video's length: its file's own, else its minutes, else UNKNOWN_VIDEO_SECONDS. */
async function subjectOf(v: { id: number; file_id: number; duration_minutes: number }, factsOf: MediaFactsOf) {
  const facts = await factsOf(v.file_id);
  const seconds =
    facts.durationSeconds && facts.durationSeconds > 0
      ? facts.durationSeconds
      : v.duration_minutes > 0
        ? v.duration_minutes * 60
        : UNKNOWN_VIDEO_SECONDS;
  return { kind: 'video', id: v.id, durationSeconds: seconds } satisfies WatchSubject;
}

/**
 * e-learning-videos/{id}/watched: a heartbeat of a library video (docs/learning.md "Completion"): one interval played,
 * counted by the coverage rule; the video counts as watched at 90 % covered. An inactive or unknown video: E-10507.
 */
export async function videoWatched(
  db: Db,
  userId: number,
  id: number,
  played: { from: number; to: number },
  factsOf: MediaFactsOf,
) {
  const v = await videoQuery(db).where('v.id', '=', id).executeTakeFirst();
  if (!v) throw new AppError('E-10507');
  const { added_seconds: _added, ...answer } = await recordMediaWatched(
    db,
    userId,
    await subjectOf(v, factsOf),
    played,
  );
  return answer;
}

export async function videoDetails(
  db: Db,
  id: number,
  links: FileLinks,
  locale: Locale,
  viewer: { userId: number; factsOf: MediaFactsOf },
) {
  const { names } = await categoryNames(db);
  const v = await videoQuery(db).where('v.id', '=', id).executeTakeFirst();
  if (!v) throw new AppError('E-10507');
  const related = await videoQuery(db)
    .where('v.category_id', '=', v.category_id)
    .where('v.id', '!=', id)
    .orderBy('v.id', 'desc')
    .limit(6)
    .execute();
  return {
    video: videoOut(v, names, links, locale),
    related: related.map((r) => videoOut(r, names, links, locale)),
    watch: await watchProgress(db, viewer.userId, await subjectOf(v, viewer.factsOf)),
  };
}

async function playlistsWithVideos(db: Db, ids: number[] | null, links: FileLinks, locale: Locale) {
  const { names } = await categoryNames(db);
  let q = db.selectFrom('video_playlists').select(['id', 'name', 'thumbnail_file_id', 'hi']).where('status', '=', 1);
  if (ids) {
    if (!ids.length) return [];
    q = q.where('id', 'in', ids);
  }
  const lists = await q.orderBy('id').execute();
  if (!lists.length) return [];
  const items = await videoQuery(db)
    .innerJoin('video_playlist_items as i', 'i.video_id', 'v.id')
    .select(['i.playlist_id', 'i.sequence'])
    .where(
      'i.playlist_id',
      'in',
      lists.map((l) => l.id),
    )
    .orderBy('i.sequence')
    .orderBy('v.id')
    .execute();
  return lists.map((l) => {
    const videos = items.filter((i) => i.playlist_id === l.id).map((v) => videoOut(v, names, links, locale));
    return {
      _id: l.id,
      name: localised({ name: l.name, hi: l.hi }, locale).name,
      thumbnail_url: links(l.thumbnail_file_id) ?? videos[0]?.thumbnail_url ?? null,
      videos,
    };
  });
}

/** videos-playlist: every playlist with its videos in order. */
export async function listPlaylists(db: Db, links: FileLinks, locale: Locale) {
  return playlistsWithVideos(db, null, links, locale);
}

/** playlist-by-video-id/{id}: the (first) playlist holding the video, to continue from it. */
export async function playlistByVideo(db: Db, videoId: number, links: FileLinks, locale: Locale) {
  const v = await videoQuery(db).where('v.id', '=', videoId).executeTakeFirst();
  if (!v) throw new AppError('E-10507');
  const holders = await db
    .selectFrom('video_playlist_items as i')
    .innerJoin('video_playlists as p', 'p.id', 'i.playlist_id')
    .select('i.playlist_id')
    .where('i.video_id', '=', videoId)
    .where('p.status', '=', 1)
    .orderBy('i.playlist_id')
    .execute();
  const [playlist] = await playlistsWithVideos(
    db,
    holders.slice(0, 1).map((h) => h.playlist_id),
    links,
    locale,
  );
  if (!playlist) return { playlist: null, current_index: 0, next_video_id: null };
  const index = playlist.videos.findIndex((x) => x._id === videoId);
  return {
    playlist,
    current_index: index,
    next_video_id: playlist.videos[index + 1]?._id ?? null,
  };
}
