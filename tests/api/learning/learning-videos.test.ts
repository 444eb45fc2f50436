/** Learning API: e-learning videos (module 6) and the admin's video playlists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { demoPdf, learningCalls, pngImage, startLearningApp } from './learning-fixtures.js';

let app: App;
let acme: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send, upload } = learningCalls(() => ({ app, admin }));

describe('e-learning videos (module 6)', () => {
  it('lists the 12 categories, filters by one, and continues a playlist', async () => {
    const all = expectSuccess<{
      categories: Array<{ _id: number; name: string; count: number }>;
      videos: Array<{ _id: number; category_id: number }>;
    }>(await get('/e-learning-videos', acme));
    expect(all.categories).toHaveLength(12);
    expect(all.categories[7].name).toBe('Loans & Credit Cards');
    const saving = expectSuccess<{ videos: Array<{ category_id: number }> }>(
      await get('/e-learning-videos?category_id=1', acme),
    );
    expect(saving.videos.length).toBeGreaterThan(0);
    expect(saving.videos.every((v) => v.category_id === 1)).toBe(true);
    expectError(await get('/e-learning-videos?category_id=13', acme), 422, 'E-10713');
    const lists = expectSuccess<{
      playlists: Array<{ _id: number; name: string; thumbnail_url: string | null; videos: Array<{ _id: number }> }>;
    }>(await get('/videos-playlist', acme));
    expect(lists.playlists.length).toBeGreaterThanOrEqual(2);
    const first = lists.playlists[0];
    const byVideo = expectSuccess<{ playlist: { _id: number }; current_index: number; next_video_id: number | null }>(
      await get(`/playlist-by-video-id/${first.videos[0]._id}`, acme),
    );
    expect(byVideo).toMatchObject({
      playlist: { _id: first._id },
      current_index: 0,
      next_video_id: first.videos[1]._id,
    });
    expectError(await get('/playlist-by-video-id/999999', acme), 404, 'E-10507');
    const details = expectSuccess<{ video: { video_url: string } }>(
      await get(`/e-learning-videos/${first.videos[0]._id}`, acme),
    );
    expect(details.video.video_url).toMatch(/^\/api\/v1\/learning\/files\//);
  });

  it('admins add, edit and delete videos; duration must be a positive integer (E-10202)', async () => {
    const list = expectSuccess<{ videos: Array<{ file_id: number }> }>(await get('/admin/e-learning-videos', admin));
    const fileId = list.videos[0].file_id;
    const bad = expectError(
      await send('POST', '/admin/e-learning-videos', admin, {
        title: 'x',
        category_id: 1,
        duration: 0,
        file_id: fileId,
      }),
      422,
      'E-10202',
    );
    expect(fieldErrors(bad)[0].field).toBe('duration');
    expectError(
      await send('POST', '/admin/e-learning-videos', admin, {
        title: 'x',
        category_id: 13,
        duration: 3,
        file_id: fileId,
      }),
      422,
      'E-10713',
    );
    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/admin/e-learning-videos', admin, {
        title: 'New video',
        category_id: 10,
        duration: 3,
        file_id: fileId,
      }),
      'S-10008',
      201,
    );
    expectSuccess(
      await send('PATCH', `/admin/e-learning-videos/${made._id}`, admin, {
        title: 'Renamed',
        category_id: 10,
        duration: 4,
        file_id: fileId,
      }),
      'S-10009',
    );
    const cat = expectSuccess<{ videos: Array<{ _id: number; title: string }> }>(
      await get('/e-learning-videos?category_id=10', acme),
    );
    expect(cat.videos.find((v) => v._id === made._id)?.title).toBe('Renamed');
    expectSuccess(await send('DELETE', `/admin/e-learning-videos/${made._id}`, admin), 'S-10010');
    expectError(await get(`/e-learning-videos/${made._id}`, acme), 404, 'E-10507');
  });
});

describe('video playlists (admin/video-playlists)', () => {
  type AdminPlaylist = { _id: number; name: string; video_ids: number[]; thumbnail_url: string | null };
  type LearnerPlaylist = { _id: number; name: string; thumbnail_url: string | null; videos: Array<{ _id: number }> };
  const learnerLists = async () =>
    expectSuccess<{ playlists: LearnerPlaylist[] }>(await get('/videos-playlist', acme)).playlists;

  it('creates, renames, orders and deletes a playlist; the videos stay', async () => {
    const videos = expectSuccess<{
      videos: Array<{
        _id: number;
        title: string;
        category_id: number;
        duration: number;
        file_id: number;
        playlist_ids: number[];
      }>;
    }>(await get('/admin/e-learning-videos', admin)).videos;
    // Two seeded videos in no playlist, so playlist-by-video-id can only answer the new one.
    const [a, b] = videos.filter((v) => v.playlist_ids.length === 0);
    expect(a && b).toBeTruthy();

    const missing = expectError(
      await send('POST', '/admin/video-playlists', admin, { video_ids: [a._id] }),
      422,
      'E-10248',
    );
    expect(fieldErrors(missing)).toEqual([expect.objectContaining({ field: 'name', code: 'E-10248' })]);
    expectError(await send('POST', '/admin/video-playlists', admin, { name: '   ' }), 422, 'E-10248');
    // The body is the published video-playlist form's record: a field it does not know is refused.
    const unknownField = expectError(
      await send('POST', '/admin/video-playlists', admin, { name: 'x', colour: 'red' }),
      422,
      'E-10502',
    );
    expect(fieldErrors(unknownField)[0].field).toBe('colour');
    const unknown = expectError(
      await send('POST', '/admin/video-playlists', admin, { name: 'Ghosts', video_ids: [a._id, 999999] }),
      404,
      'E-10507',
    );
    expect(fieldErrors(unknown)[0].field).toBe('video_ids');

    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/admin/video-playlists', admin, { name: ' Tax season ', video_ids: [b._id, a._id] }),
      'S-10008',
      201,
    );
    const one = expectSuccess<AdminPlaylist>(await get(`/admin/video-playlists/${made._id}`, admin));
    expect(one).toMatchObject({ _id: made._id, name: 'Tax season', video_ids: [b._id, a._id], thumbnail_url: null });
    let mine = (await learnerLists()).find((p) => p._id === made._id)!;
    expect(mine.videos.map((v) => v._id)).toEqual([b._id, a._id]);
    expect(
      expectSuccess<{ playlist: { _id: number }; current_index: number; next_video_id: number | null }>(
        await get(`/playlist-by-video-id/${b._id}`, acme),
      ),
    ).toMatchObject({ playlist: { _id: made._id }, current_index: 0, next_video_id: a._id });

    // Rename without video_ids keeps the videos; with them sets the new order.
    expectSuccess(
      await send('PATCH', `/admin/video-playlists/${made._id}`, admin, { name: 'Tax season 2026' }),
      'S-10009',
    );
    expect(expectSuccess<AdminPlaylist>(await get(`/admin/video-playlists/${made._id}`, admin))).toMatchObject({
      name: 'Tax season 2026',
      video_ids: [b._id, a._id],
    });
    expectSuccess(
      await send('PATCH', `/admin/video-playlists/${made._id}`, admin, {
        name: 'Tax season 2026',
        video_ids: [a._id, b._id],
      }),
      'S-10009',
    );
    mine = (await learnerLists()).find((p) => p._id === made._id)!;
    expect(mine).toMatchObject({ name: 'Tax season 2026' });
    expect(mine.videos.map((v) => v._id)).toEqual([a._id, b._id]);

    // Saving the first video's form with this playlist ticked keeps its place (it does not move to the end).
    expectSuccess(
      await send('PATCH', `/admin/e-learning-videos/${a._id}`, admin, {
        title: a.title,
        category_id: a.category_id,
        duration: a.duration,
        file_id: a.file_id,
        playlist_ids: [made._id],
      }),
      'S-10009',
    );
    expect(expectSuccess<AdminPlaylist>(await get(`/admin/video-playlists/${made._id}`, admin)).video_ids).toEqual([
      a._id,
      b._id,
    ]);

    expectSuccess(await send('DELETE', `/admin/video-playlists/${made._id}`, admin), 'S-10010');
    expect((await learnerLists()).some((p) => p._id === made._id)).toBe(false);
    const list = expectSuccess<{ playlists: AdminPlaylist[] }>(await get('/admin/video-playlists', admin)).playlists;
    expect(list.some((p) => p._id === made._id)).toBe(false);
    expectError(await get(`/admin/video-playlists/${made._id}`, admin), 404, 'E-10507');
    expectError(await send('DELETE', `/admin/video-playlists/${made._id}`, admin), 404, 'E-10507');
    // Its videos are still there, now in no playlist.
    for (const v of [a, b]) {
      expectSuccess(await get(`/e-learning-videos/${v._id}`, acme));
      expect(
        expectSuccess<{ playlist: unknown }>(await get(`/playlist-by-video-id/${v._id}`, acme)).playlist,
      ).toBeNull();
    }
    const after = expectSuccess<{ videos: Array<{ _id: number; playlist_ids: number[] }> }>(
      await get('/admin/e-learning-videos', admin),
    ).videos;
    expect(after.find((v) => v._id === a._id)?.playlist_ids).toEqual([]);
  });

  it('lists the seeded playlists with their videos in order, and takes a JPG/PNG image only', async () => {
    const list = expectSuccess<{ playlists: AdminPlaylist[] }>(await get('/admin/video-playlists', admin)).playlists;
    const basics = list.find((p) => p.name === 'Start here: money basics')!;
    expect(basics.video_ids).toHaveLength(3);
    const learner = (await learnerLists()).find((p) => p._id === basics._id)!;
    expect(learner.videos.map((v) => v._id)).toEqual(basics.video_ids);
    const pdf = await upload('pdf', 'cover.pdf', await demoPdf(), 1 << 20);
    expectError(
      await send('PATCH', `/admin/video-playlists/${basics._id}`, admin, {
        name: basics.name,
        thumbnail_file_id: pdf.fileId,
      }),
      422,
      'E-10705',
    );
    const image = await upload('image', 'cover.png', await pngImage());
    const patch = (body: Record<string, unknown>) =>
      send('PATCH', `/admin/video-playlists/${basics._id}`, admin, { name: basics.name, ...body });
    expectSuccess(await patch({ thumbnail_file_id: image.fileId }), 'S-10009');
    const withImage = async () =>
      expectSuccess<AdminPlaylist & { thumbnail_file_id: number | null }>(
        await get(`/admin/video-playlists/${basics._id}`, admin),
      );
    expect(await withImage()).toMatchObject({ thumbnail_file_id: image.fileId, video_ids: basics.video_ids });
    expect((await learnerLists()).find((p) => p._id === basics._id)?.thumbnail_url).toMatch(
      /^\/api\/v1\/learning\/files\//,
    );
    // A rename (name only) keeps the image; null removes it.
    expectSuccess(await patch({}), 'S-10009');
    expect((await withImage()).thumbnail_file_id).toBe(image.fileId);
    expectSuccess(await patch({ thumbnail_file_id: null }), 'S-10009');
    expect((await withImage()).thumbnail_file_id).toBeNull();
  });

  it('refuses non-admins with 403 E-10506', async () => {
    expectError(await get('/admin/video-playlists', acme), 403, 'E-10506');
    expectError(await get('/admin/video-playlists/1', acme), 403, 'E-10506');
    expectError(await send('POST', '/admin/video-playlists', acme, { name: 'Mine' }), 403, 'E-10506');
    expectError(await send('PATCH', '/admin/video-playlists/1', acme, { name: 'Mine' }), 403, 'E-10506');
    expectError(await send('DELETE', '/admin/video-playlists/1', acme), 403, 'E-10506');
    const names = expectSuccess<{ playlists: AdminPlaylist[] }>(await get('/admin/video-playlists', admin)).playlists;
    expect(names.some((p) => p.name === 'Mine')).toBe(false);
  });
});
