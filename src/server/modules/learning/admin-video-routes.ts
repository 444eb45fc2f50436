import type { FastifyInstance } from 'fastify';
import idParams from '../../../../schemas/api/learning/learning-id-params.schema.json';
import type { LearningIdParams } from '../../../shared/generated/api/learning/learning-id-params.js';
import type { ElearningVideoRecord } from '../../../shared/generated/entities/elearning-video.js';
import type { VideoPlaylistRecord } from '../../../shared/generated/entities/video-playlist.js';
import { validateFormRecord } from '../forms/service.js';
import { ok } from '../../plugins/envelope.js';
import { adminVideos, createVideo, deleteVideo, playlistOptions, updateVideo } from './admin-videos.js';
import { adminPlaylist, adminPlaylists, createPlaylist, deletePlaylist, updatePlaylist } from './admin-playlists.js';
import { answer } from '../../plugins/api-schemas.js';
import * as S from './response-schemas.js';
import { ADMIN, tags, type AdminRouteDeps } from './admin-route-parts.js';

/** Admin calls for e-learning videos and video playlists: admin/e-learning-videos, admin/video-playlists. */
export function registerVideoAdminRoutes(app: FastifyInstance, { db, links }: AdminRouteDeps) {
  // ---- e-learning videos ----
  app.get(
    '/admin/e-learning-videos',
    { config: ADMIN, schema: { tags, summary: 'Every video and the playlists', response: answer(S.adminVideoList) } },
    async (req) => ok({ videos: await adminVideos(db, links(req.auth)), playlists: await playlistOptions(db) }),
  );
  // The body is the published elearning-video form definition's record (core + overlay); the core is stored.
  const videoRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'elearning-video', body)).core as unknown as ElearningVideoRecord;
  app.post(
    '/admin/e-learning-videos',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a video (form elearning-video)', response: answer(S.idAnswer, 201) },
    },
    async (req, reply) => reply.status(201).send(ok(await createVideo(db, await videoRecord(req.body)), 'S-10008')),
  );
  app.patch<{ Params: LearningIdParams }>(
    '/admin/e-learning-videos/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Edit a video (form elearning-video)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updateVideo(db, req.params.id, await videoRecord(req.body)), 'S-10009'),
  );
  app.delete<{ Params: LearningIdParams }>(
    '/admin/e-learning-videos/:id',
    { config: ADMIN, schema: { tags, summary: 'Delete a video', params: idParams, response: answer(S.idAnswer) } },
    async (req) => ok(await deleteVideo(db, req.params.id), 'S-10010'),
  );

  // ---- video playlists (not in the contract's list: docs/learning.md "Calls") ----
  app.get(
    '/admin/video-playlists',
    {
      config: ADMIN,
      schema: { tags, summary: 'Every playlist with its videos in order', response: answer(S.adminPlaylistList) },
    },
    async (req) => ok({ playlists: await adminPlaylists(db, links(req.auth)) }),
  );
  app.get<{ Params: LearningIdParams }>(
    '/admin/video-playlists/:id',
    {
      config: ADMIN,
      schema: { tags, summary: 'One playlist', params: idParams, response: answer(S.adminPlaylist) },
    },
    async (req) => ok(await adminPlaylist(db, req.params.id, links(req.auth))),
  );
  // The body is the published video-playlist form definition's record (core schema + overlay), checked by
  // validateFormRecord like the other admin forms; only the core fields are stored.
  const playlistRecord = async (body: unknown) =>
    (await validateFormRecord(db, 'video-playlist', body)).core as unknown as VideoPlaylistRecord;
  app.post(
    '/admin/video-playlists',
    {
      config: ADMIN,
      schema: { tags, summary: 'Add a playlist (form video-playlist)', response: answer(S.idAnswer, 201) },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await createPlaylist(db, await playlistRecord(req.body)), 'S-10008')),
  );
  app.patch<{ Params: LearningIdParams }>(
    '/admin/video-playlists/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Rename a playlist, set its videos and their order (form video-playlist)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await updatePlaylist(db, req.params.id, await playlistRecord(req.body)), 'S-10009'),
  );
  app.delete<{ Params: LearningIdParams }>(
    '/admin/video-playlists/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Delete a playlist (its videos stay)',
        params: idParams,
        response: answer(S.idAnswer),
      },
    },
    async (req) => ok(await deletePlaylist(db, req.params.id), 'S-10010'),
  );
}
