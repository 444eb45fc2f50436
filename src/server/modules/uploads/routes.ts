import type { FastifyInstance } from 'fastify';
import uploadFileParams from '../../../../schemas/api/upload-file-params.schema.json';
import type { UploadFileParams } from '../../../shared/generated/index.js';
import type { AppContext } from '../../context.js';
import { fileAnswer, MEDIA } from '../../plugins/api-schemas.js';
import { sendStored } from '../../storage/send-stored.js';
import { UPLOAD_TYPES } from './store-upload.js';

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
        response: {
          200: fileAnswer('The file (png, jpeg, webp, pdf or xlsx)', [
            MEDIA.png,
            MEDIA.jpeg,
            MEDIA.webp,
            MEDIA.pdf,
            MEDIA.xlsx,
          ]),
        },
      },
    },
    async (req, reply) => {
      const { folder, name } = req.params;
      const ext = name.split('.').pop()!;
      reply.header('cache-control', 'public, max-age=86400, immutable');
      // Images show inline (logos, photos); anything else is a download, never rendered by the browser.
      const inline = ext === 'png' || ext === 'jpg' || ext === 'webp';
      reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`);
      return sendStored(req, reply, ctx.storage, `uploads/${folder}/${name}`, UPLOAD_TYPES[ext]);
    },
  );
}
