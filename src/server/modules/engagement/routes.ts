import type { FastifyInstance, FastifyRequest } from 'fastify';
import listQuerySchema from '../../../../schemas/api/engagement/notification-list-query.schema.json';
import readSchema from '../../../../schemas/api/engagement/read-notification.schema.json';
import deleteSchema from '../../../../schemas/api/engagement/delete-notifications.schema.json';
import idParamsSchema from '../../../../schemas/api/engagement/id-params.schema.json';
import unsubscribeQuerySchema from '../../../../schemas/api/engagement/unsubscribe-query.schema.json';
import type { NotificationListQuery } from '../../../shared/generated/api/engagement/notification-list-query.js';
import type { ReadNotification } from '../../../shared/generated/api/engagement/read-notification.js';
import type { DeleteNotifications } from '../../../shared/generated/api/engagement/delete-notifications.js';
import type { EngagementIdParams } from '../../../shared/generated/api/engagement/id-params.js';
import type { UnsubscribeQuery } from '../../../shared/generated/api/engagement/unsubscribe-query.js';
import type { NotificationInput } from '../../../shared/generated/entities/notification.js';
import type { ReminderInput } from '../../../shared/generated/entities/reminder.js';
import { AppError } from '../../../shared/app-error.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { registerJobs } from '../../plugins/jobs.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import { validateFormRecord } from '../forms/service.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { prepareImage, IMAGE_MAX_BYTES, type PendingUpload } from '../uploads/store-upload.js';
import {
  createNotification,
  deleteNotifications,
  getNotification,
  listNotifications,
  updateNotification,
} from './admin-service.js';
import type { Reader } from './audience.js';
import { dispatchIdle, dispatchNotificationEmails, scheduleDispatch, unsubscribe } from './delivery.js';
import { configureReaderCache, listForReader, markRead, unreadCount } from './reader.js';
import { getReminder, listReminders, runReminders, saveReminder } from './reminders.js';
import { answer } from '../../plugins/api-schemas.js';
import { localeOf } from '../../request-locale.js';
import * as rs from './response-schemas.js';

const tags = ['engagement'];

/** The caller as a notification reader. */
function readerOf(req: FastifyRequest): Reader {
  const a = req.auth!;
  return {
    userId: a.user.id,
    companyId: a.user.company_id,
    role: a.user.role,
    locale: localeOf(req),
  };
}

/** The multipart body of add/edit: `data` (the record) and an optional `preview_img` image, content-checked. */
async function readNotificationUpload(
  req: FastifyRequest,
  dataDir: string,
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
      image = await prepareImage({ dataDir, folder: 'notifications', data: buf });
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

/**
 * Notifications (admin/notifications, users/notifications, users/read-notification, mail-unsubscribe)
 * and reminders (super admin), with the pg-boss schedule that turns reminder days into notifications
 * and sends the e-mails of due notifications (docs/engagement.md).
 */
export async function engagementRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const log = (err: unknown) => app.log.error({ err }, 'notification e-mail delivery failed');
  // The e-mails of a notification that is due now go out at once, after the answer (the schedule
  // sends the scheduled ones and retries). Never awaited by the request; awaited on close.
  const kick = () => scheduleDispatch(ctx, log);
  app.addHook('onClose', async () => dispatchIdle(ctx));
  // Notifications and reads change the notifications widget (docs/landing-pages.md).
  refreshHomePagesAfter(app);
  // The readers' cached answers (reader.ts): the admin service's notification writes drop them all, a reader's own
  // read only theirs (markRead), reminders made by the schedule all (reminders.ts).
  configureReaderCache(ctx.config.sessionCacheMs);
  registerJobs(app, {
    jobs: ctx.jobs,
    db: ctx.db,
    tasks: [
      {
        name: 'engagement-notifications',
        cron: '* * * * *',
        run: async (now) => ({
          reminders: await runReminders(ctx.db, now),
          emails: await dispatchNotificationEmails(ctx, now, log),
        }),
      },
    ],
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // ---- admin ----
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
      const upload = await readNotificationUpload(req, ctx.config.dataDir);
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
      const upload = await readNotificationUpload(req, ctx.config.dataDir);
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

  // ---- employees and paid users ----
  app.get<{ Querystring: WithDefaults<NotificationListQuery, 'page' | 'limit' | 'filter'> }>(
    '/users/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's notifications (read and unread), newest first, with the unread count",
        querystring: listQuerySchema,
        response: answer(rs.userNotificationPage),
      },
    },
    async (req) => ok(await listForReader(ctx.db, readerOf(req), req.query)),
  );

  app.get(
    '/users/notifications/unread-count',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The header bell: unread notifications', response: answer(rs.unreadAnswer) },
    },
    async (req) => ok({ unread_count: await unreadCount(ctx.db, readerOf(req)) }),
  );

  app.post<{ Body: ReadNotification }>(
    '/users/read-notification',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark one notification, or all, read (twice is harmless)',
        body: readSchema,
        response: answer(rs.readAnswer),
      },
    },
    async (req) => {
      const out = await markRead(ctx.db, readerOf(req), req.body);
      return ok(out);
    },
  );

  app.post<{ Querystring: UnsubscribeQuery }>(
    '/mail-unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post) from one kind of notification e-mail',
        querystring: unsubscribeQuerySchema,
        response: answer(rs.unsubscribeAnswer),
      },
    },
    async (req) => ok(await unsubscribe(ctx, req.query.token)),
  );

  // ---- reminders (super admin) ----
  app.get(
    '/reminders',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Reminders', response: answer(rs.reminderList) },
    },
    async () => ok(await listReminders(ctx.db)),
  );

  app.get<{ Params: EngagementIdParams }>(
    '/reminders/:id',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'One reminder', params: idParamsSchema, response: answer(rs.reminder) },
    },
    async (req) => ok(await getReminder(ctx.db, req.params.id)),
  );

  app.post(
    '/reminders',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Add a reminder', response: answer(rs.reminder, 201) },
    },
    async (req, reply) => {
      const { core } = await validateFormRecord(ctx.db, 'reminder', req.body);
      const made = await saveReminder(ctx.db, core as ReminderInput, null, req.auth!.user.id);
      return reply.status(201).send(ok(made, 'S-10008'));
    },
  );

  app.patch<{ Params: EngagementIdParams }>(
    '/reminders/:id',
    {
      config: { access: 'superAdmin' },
      schema: { tags, summary: 'Update a reminder', params: idParamsSchema, response: answer(rs.reminder) },
    },
    async (req) => {
      const { core } = await validateFormRecord(ctx.db, 'reminder', req.body);
      return ok(await saveReminder(ctx.db, core as ReminderInput, req.params.id, req.auth!.user.id), 'S-10009');
    },
  );
}
