import type { FastifyInstance, FastifyRequest } from 'fastify';
import listQuerySchema from '../../../../schemas/api/engagement/notification-list-query.schema.json';
import deleteSchema from '../../../../schemas/api/engagement/delete-notifications.schema.json';
import idParamsSchema from '../../../../schemas/api/engagement/id-params.schema.json';
import type { NotificationListQuery } from '../../../shared/generated/api/engagement/notification-list-query.js';
import type { DeleteNotifications } from '../../../shared/generated/api/engagement/delete-notifications.js';
import type { EngagementIdParams } from '../../../shared/generated/api/engagement/id-params.js';
import type { NotificationInput } from '../../../shared/generated/entities/notification.js';
import { AppError } from '../../../shared/app-error.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import { validateFormRecord } from '../forms/service.js';
import type { FileStorage } from '../../storage/index.js';
import { prepareImage, IMAGE_MAX_BYTES, type PendingUpload } from '../uploads/store-upload.js';
import {
  createNotification,
  deleteNotifications,
  getNotification,
  listNotifications,
  updateNotification,
} from './admin-service.js';
import { answer } from '../../plugins/api-schemas.js';
import * as rs from './response-schemas.js';

/** The admin's notification calls (admin/notifications): list, one, add and edit (JSON or multipart), delete. */

const tags = ['engagement'];

/** The multipart body of add/edit: `data` (the record) and an optional `preview_img` image, content-checked. */
async function readNotificationUpload(
  req: FastifyRequest,
  storage: FileStorage,
): Promise<{ data: unknown; image: PendingUpload | null }> {
  if (!req.isMultipart()) return { data: req.body, image: null };
  let data: unknown = undefined;
  let image: PendingUpload | null = null;
  for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 3 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'preview_img') {
        throw new AppError('E-10502', { message: `Unexpected file "${part.fieldname}".` });
      }
      const buf = await part.toBuffer();
      if (part.file.truncated || buf.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
      image = await prepareImage({ storage, folder: 'notifications', data: buf });
    } else if (part.fieldname === 'data') {
      try {
        data = JSON.parse(String(part.value));
      } catch {
        throw new AppError('E-10501');
      }
    }
  }
  return { data, image };
}

/** `kick`: sends the e-mails of a notification that is due now, after the answer (routes.ts). */
export function registerAdminNotificationRoutes(app: FastifyInstance, ctx: AppContext, kick: () => void) {
  app.get<{ Querystring: WithDefaults<NotificationListQuery, 'page' | 'limit'> }>(
    '/admin/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Notifications for admins, newest first (one with ?id=)',
        querystring: listQuerySchema,
        response: answer(rs.adminNotificationPage),
      },
    },
    async (req) => {
      if (req.query.id) {
        const one = await getNotification(ctx.db, req.query.id);
        return ok({ notifications: [one], total: 1, current_page: 1, next_page: null, total_page: 1 });
      }
      return ok(await listNotifications(ctx.db, req.query));
    },
  );

  app.get<{ Params: EngagementIdParams }>(
    '/admin/notifications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One notification',
        params: idParamsSchema,
        response: answer(rs.adminNotification),
      },
    },
    async (req) => ok(await getNotification(ctx.db, req.params.id)),
  );

  app.post(
    '/admin/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a notification (JSON, or multipart: data + preview_img)',
        response: answer(rs.adminNotification, 201),
      },
    },
    async (req, reply) => {
      const upload = await readNotificationUpload(req, ctx.storage);
      const { core } = await validateFormRecord(ctx.db, 'notification', upload.data);
      const input = core as NotificationInput;
      const made = await createNotification(ctx.db, input, upload.image?.url ?? null, req.auth!.user.id);
      await upload.image?.save();
      kick();
      return reply.status(201).send(ok(made, 'S-10008'));
    },
  );

  app.patch<{ Params: EngagementIdParams }>(
    '/admin/notifications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a notification (JSON or multipart)',
        params: idParamsSchema,
        response: answer(rs.adminNotification),
      },
    },
    async (req) => {
      const upload = await readNotificationUpload(req, ctx.storage);
      const { core } = await validateFormRecord(ctx.db, 'notification', upload.data);
      const updated = await updateNotification(
        ctx.db,
        req.params.id,
        core as NotificationInput,
        upload.image?.url ?? null,
      );
      await upload.image?.save();
      kick();
      return ok(updated, 'S-10009');
    },
  );

  app.delete<{ Body: DeleteNotifications }>(
    '/admin/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete notifications (the body names them: { ids })',
        body: deleteSchema,
        response: answer(rs.deleteAnswer),
      },
    },
    async (req) => {
      const out = await deleteNotifications(ctx.db, req.body.ids);
      return ok(out, 'S-10010');
    },
  );
}
