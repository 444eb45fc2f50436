import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import uploadFileParams from '../../../../schemas/api/upload-file-params.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type { UploadFileParams } from '../../../shared/generated/index.js';
import type { AppContext } from '../../context.js';
import { fileAnswer } from '../../plugins/api-schemas.js';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Serves stored uploads: server-generated names only, nosniff, never executed. */
export async function uploadFileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: UploadFileParams }>(
    '/files/uploads/:folder/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded file',
        params: uploadFileParams,
        response: { 200: fileAnswer('The file (png, jpeg, webp, pdf or xlsx)') },
      },
    },
    async (req, reply) => {
      const { folder, name } = req.params;
      const file = path.join(ctx.config.dataDir, 'uploads', folder, name);
      if (!existsSync(file)) throw new AppError('E-10507');
      const ext = name.split('.').pop()!;
      reply
        .header('content-type', TYPES[ext])
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable');
      // Images show inline (logos, photos); anything else is a download, never rendered by the browser.
      const inline = ext === 'png' || ext === 'jpg' || ext === 'webp';
      reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`);
      return reply.send(createReadStream(file));
    },
  );
}
