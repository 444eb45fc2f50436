import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { VideoPlaylistRecord as PlaylistInput } from '../../../shared/generated/entities/video-playlist.js';
import type { FileLinks } from './file-links.js';

/** The admin side of video playlists (admin/video-playlists, docs/learning.md "Videos"): list, add, edit, delete. */

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
