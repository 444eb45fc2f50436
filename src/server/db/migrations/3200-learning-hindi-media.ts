import { sql, type Kysely } from 'kysely';

/**
 * Hindi learning media (issue 32, docs/learning.md "Hindi"):
 * - `learning_files.hi_file_id`: the file's Hindi version (a video narrated in Hindi, a PDF in Devanagari). A Hindi
 *   reader's link to the file serves that version, every other reader the file itself (file-links.ts); a file without
 *   one is served to everybody. One file can be a course chapter, a library video and a journey topic's video at
 *   once, so its Hindi version is written once, on the file. Deleting the Hindi file leaves the English one.
 * - `video_playlists.hi`: the Hindi values of a playlist's name (docs/i18n.md "Admin content in Hindi"), like the
 *   other learning records since 2301-content-hindi-learning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE learning_files ADD COLUMN hi_file_id int REFERENCES learning_files(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE video_playlists ADD COLUMN hi jsonb NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE video_playlists DROP COLUMN hi`.execute(db);
  await sql`ALTER TABLE learning_files DROP COLUMN hi_file_id`.execute(db);
}
