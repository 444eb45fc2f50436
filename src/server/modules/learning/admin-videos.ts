import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { ElearningVideoRecord as VideoInput } from '../../../shared/generated/entities/elearning-video.js';
import type { FileLinks } from './file-links.js';
import { hindiColumn } from '../../hindi-input.js';
import { categoryNames, videoOut, videoQuery } from './videos.js';

/** The admin side of e-learning videos (admin/e-learning-videos, docs/learning.md "Videos"): list, add, edit, delete. */

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
