import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import uploadStartSchema from '../../../../schemas/api/learning/upload-start.schema.json';
import uploadParams from '../../../../schemas/api/learning/upload-params.schema.json';
import chunkQuery from '../../../../schemas/api/learning/upload-chunk-query.schema.json';
import type { UploadStart } from '../../../shared/generated/api/learning/upload-start.js';
import type { UploadParams } from '../../../shared/generated/api/learning/upload-params.js';
import type { UploadChunkQuery } from '../../../shared/generated/api/learning/upload-chunk-query.js';
import { AppError } from '../../../shared/app-error.js';
import { answer } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { appendChunk, startUpload, uploadStatus } from './files.js';
import * as S from './response-schemas.js';

const tags = ['learning'];

/** Resumable uploads of learning files by admins (docs/learning.md "Uploads"): start, where it stands, one chunk. */
export function uploadRoutes(
  app: FastifyInstance,
  deps: Parameters<typeof startUpload>[0] & Parameters<typeof appendChunk>[0],
) {
  app.post<{ Body: UploadStart }>(
    '/learning/uploads',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Start a resumable upload',
        body: uploadStartSchema,
        response: answer(S.uploadState, 201),
      },
    },
    async (req, reply) => reply.status(201).send(ok(await startUpload(deps, req.auth!.user.id, req.body))),
  );

  app.get<{ Params: UploadParams }>(
    '/learning/uploads/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'How many bytes of an upload the server has (resume from there)',
        params: uploadParams,
        response: answer(S.uploadState),
      },
    },
    async (req) => ok(await uploadStatus(deps.db, req.auth!.user.id, req.params.id)),
  );

  app.patch<{ Params: UploadParams; Querystring: UploadChunkQuery }>(
    '/learning/uploads/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One chunk (application/offset+octet-stream) at ?offset=; the last one checks and stores the file',
        params: uploadParams,
        querystring: chunkQuery,
        response: answer(S.uploadState),
      },
    },
    async (req) => {
      const body = req.body;
      if (!body || typeof (body as Readable).pipe !== 'function') throw new AppError('E-10510');
      return ok(await appendChunk(deps, req.auth!.user.id, req.params.id, req.query.offset, body as Readable));
    },
  );
}
