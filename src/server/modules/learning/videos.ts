import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { ElearningVideoRecord as VideoInput } from '../../../shared/generated/entities/elearning-video.js';
import type { VideoPlaylistRecord as PlaylistInput } from '../../../shared/generated/entities/video-playlist.js';
import type { FileLinks } from './file-links.js';
import { fieldError } from './field-error.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { hindiColumn, hindiRead } from '../../hindi-input.js';
import type { HiValues } from '../../db/tables/learning.js';

/** E-learning videos (module 6), their 12 categories and playlists (docs/learning.md "Videos"). */

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
function videoOut(v: VideoRow, names: Map<number, string>, links: FileLinks, locale: Locale | null) {
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

async function categoryNames(db: Db) {
  const rows = await db.selectFrom('video_categories').select(['id', 'name']).orderBy('id').execute();
  return { rows, names: new Map(rows.map((r) => [r.id, r.name])) };
}

function videoQuery(db: Db) {
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

export async function videoDetails(db: Db, id: number, links: FileLinks, locale: Locale) {
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
  };
}

async function playlistsWithVideos(db: Db, ids: number[] | null, links: FileLinks, locale: Locale) {
  const { names } = await categoryNames(db);
  let q = db.selectFrom('video_playlists').select(['id', 'name', 'thumbnail_file_id']).where('status', '=', 1);
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
      name: l.name,
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

// ---- admin --------------------------------------------------------------------------------------

export async function adminVideos(db: Db, links: FileLinks) {
  const { names } = await categoryNames(db);
  const rows = await videoQuery(db).orderBy('v.id', 'desc').execute();
  const items = await db
    .selectFrom('video_playlist_items as i')
    .innerJoin('video_playlists as p', 'p.id', 'i.playlist_id')
    .select(['i.playlist_id', 'i.video_id'])
    .where('p.status', '=', 1)
    .execute();
  return rows.map((v) => ({
    ...videoOut(v, names, links, null),
    file_id: v.file_id,
    thumbnail_file_id: v.thumbnail_file_id,
    playlist_ids: items.filter((i) => i.video_id === v.id).map((i) => i.playlist_id),
  }));
}

async function videoValues(db: Db, input: VideoInput) {
  const file = await db
    .selectFrom('learning_files')
    .select(['id', 'kind'])
    .where('id', '=', input.file_id)
    .executeTakeFirst();
  if (!file || file.kind !== 'video') throw fieldError('file_id', file ? 'E-10705' : 'E-10715');
  if (input.thumbnail_file_id !== undefined) {
    const t = await db
      .selectFrom('learning_files')
      .select(['id', 'kind'])
      .where('id', '=', input.thumbnail_file_id)
      .executeTakeFirst();
    if (!t || t.kind !== 'image') throw fieldError('thumbnail_file_id', 'E-10705');
  }
  if (input.playlist_ids?.length) {
    const found = await db
      .selectFrom('video_playlists')
      .select('id')
      .where('id', 'in', input.playlist_ids)
      .where('status', '=', 1)
      .execute();
    if (found.length !== input.playlist_ids.length) throw fieldError('playlist_ids', 'E-10507');
  }
  return {
    title: input.title.trim(),
    description: input.description ?? '',
    category_id: input.category_id,
    duration_minutes: input.duration,
    file_id: file.id,
    thumbnail_file_id: input.thumbnail_file_id ?? null,
    hi: hindiColumn(input.hi, ['title', 'description']),
  };
}

/**
 * The playlists a video is in (from the video form): it leaves the ones not chosen, keeps its place in
 * the ones it stays in (the order set on the playlist page), and joins new ones at their end.
 */
async function setPlaylists(db: Db, videoId: number, ids: number[] | undefined) {
  if (ids === undefined) return;
  let leave = db.deleteFrom('video_playlist_items').where('video_id', '=', videoId);
  if (ids.length) leave = leave.where('playlist_id', 'not in', ids);
  await leave.execute();
  for (const playlistId of ids) {
    await sql`INSERT INTO video_playlist_items (playlist_id, video_id, sequence)
      SELECT ${playlistId}::int, ${videoId}::int, coalesce(max(sequence), 0) + 1 FROM video_playlist_items WHERE playlist_id = ${playlistId}
      ON CONFLICT (playlist_id, video_id) DO NOTHING`.execute(db);
  }
}

export async function createVideo(db: Db, input: VideoInput) {
  const values = await videoValues(db, input);
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('elearning_videos').values(values).returning('id').executeTakeFirstOrThrow();
    await setPlaylists(trx, row.id, input.playlist_ids);
    return { _id: row.id };
  });
}

export async function updateVideo(db: Db, id: number, input: VideoInput) {
  const values = await videoValues(db, input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('elearning_videos')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 1)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('E-10507');
    await setPlaylists(trx, id, input.playlist_ids);
    return { _id: id };
  });
}

/** Soft delete (status 3): the video leaves lists and playlists; its file stays for reports. */
export async function deleteVideo(db: Db, id: number) {
  const row = await db
    .updateTable('elearning_videos')
    .set({ status: 3, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 1)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { _id: id };
}

export async function playlistOptions(db: Db) {
  const rows = await db
    .selectFrom('video_playlists')
    .select(['id', 'name'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

// ---- admin: playlists (admin/video-playlists) ---------------------------------------------------

/** Every active playlist with its videos' ids in playing order (a deleted video is not counted). */
export async function adminPlaylists(db: Db, links: FileLinks) {
  const lists = await db
    .selectFrom('video_playlists')
    .select(['id', 'name', 'thumbnail_file_id'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const items = await db
    .selectFrom('video_playlist_items as i')
    .innerJoin('elearning_videos as v', 'v.id', 'i.video_id')
    .select(['i.playlist_id', 'i.video_id'])
    .where('v.status', '=', 1)
    .orderBy('i.sequence')
    .orderBy('i.video_id')
    .execute();
  return lists.map((l) => ({
    _id: l.id,
    name: l.name,
    thumbnail_file_id: l.thumbnail_file_id,
    thumbnail_url: links(l.thumbnail_file_id),
    video_ids: items.filter((i) => i.playlist_id === l.id).map((i) => i.video_id),
  }));
}

export async function adminPlaylist(db: Db, id: number, links: FileLinks) {
  const found = (await adminPlaylists(db, links)).find((p) => p._id === id);
  if (!found) throw new AppError('E-10507');
  return found;
}

async function playlistValues(db: Db, input: PlaylistInput) {
  const name = input.name.trim();
  if (!name) throw fieldError('name', 'E-10248');
  const thumb = input.thumbnail_file_id;
  if (thumb !== undefined && thumb !== null) {
    const t = await db.selectFrom('learning_files').select('kind').where('id', '=', thumb).executeTakeFirst();
    if (t?.kind !== 'image') throw fieldError('thumbnail_file_id', 'E-10705');
  }
  if (input.video_ids?.length) {
    const found = await db
      .selectFrom('elearning_videos')
      .select('id')
      .where('id', 'in', input.video_ids)
      .where('status', '=', 1)
      .execute();
    if (found.length !== input.video_ids.length) throw fieldError('video_ids', 'E-10507');
  }
  // Omitted keeps the image (a rename sends the name only); null removes it.
  return { name: name.slice(0, 200), ...(thumb === undefined ? {} : { thumbnail_file_id: thumb }) };
}

/** The playlist's videos become exactly `ids`, in that order (sequence 1, 2, ...). */
async function setPlaylistVideos(db: Db, playlistId: number, ids: number[] | undefined) {
  if (ids === undefined) return;
  await db.deleteFrom('video_playlist_items').where('playlist_id', '=', playlistId).execute();
  if (!ids.length) return;
  await db
    .insertInto('video_playlist_items')
    .values(ids.map((videoId, i) => ({ playlist_id: playlistId, video_id: videoId, sequence: i + 1 })))
    .execute();
}

export async function createPlaylist(db: Db, input: PlaylistInput) {
  const values = await playlistValues(db, input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('video_playlists')
      .values({ thumbnail_file_id: null, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPlaylistVideos(trx, row.id, input.video_ids);
    return { _id: row.id };
  });
}

/** Rename; when sent, set the image and the videos in their order (omitted: kept as they are). */
export async function updatePlaylist(db: Db, id: number, input: PlaylistInput) {
  const values = await playlistValues(db, input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('video_playlists')
      .set(values)
      .where('id', '=', id)
      .where('status', '=', 1)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('E-10507');
    await setPlaylistVideos(trx, id, input.video_ids);
    return { _id: id };
  });
}

/**
 * Deletes a playlist (status 3, like videos): it leaves the learners' lists and the video form; its
 * links to videos are removed, never the videos themselves.
 */
export async function deletePlaylist(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('video_playlists')
      .set({ status: 3 })
      .where('id', '=', id)
      .where('status', '=', 1)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('E-10507');
    await trx.deleteFrom('video_playlist_items').where('playlist_id', '=', id).execute();
    return { _id: id };
  });
}
