import { uploadRoutes } from '../../plugins/multipart.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import listQuerySchema from '../../../../schemas/api/engagement/notification-list-query.schema.json';
import readSchema from '../../../../schemas/api/engagement/read-notification.schema.json';
import unsubscribeQuerySchema from '../../../../schemas/api/engagement/unsubscribe-query.schema.json';
import type { NotificationListQuery } from '../../../shared/generated/api/engagement/notification-list-query.js';
import type { ReadNotification } from '../../../shared/generated/api/engagement/read-notification.js';
import type { UnsubscribeQuery } from '../../../shared/generated/api/engagement/unsubscribe-query.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/envelope.js';
import { registerJobs } from '../../plugins/jobs.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import { refreshHomePagesAfter } from '../landing/data-version.js';
import { registerAdminNotificationRoutes } from './admin-notification-routes.js';
import type { Reader } from './audience.js';
import { dispatchIdle, dispatchNotificationEmails, scheduleDispatch, unsubscribe } from './delivery.js';
import { configureReaderCache, listForReader, markRead, unreadCount } from './reader.js';
import { registerReminderRoutes } from './reminder-routes.js';
import { runReminders } from './reminders.js';
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

/**
 * Notifications (admin/notifications, users/notifications, users/read-notification, mail-unsubscribe)
 * and reminders (super admin), with the pg-boss schedule that turns reminder days into notifications
 * and sends the e-mails of due notifications (docs/engagement.md). The admin's notification calls are in
 * admin-notification-routes.ts, the reminder calls in reminder-routes.ts.
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
  uploadRoutes(app, (scope) => registerAdminNotificationRoutes(scope, ctx, kick));

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
      // The bell polls once a minute whether or not anyone is there: not activity (docs/security.md "Browser sessions").
      config: { access: 'user', sessionActivity: false },
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
  registerReminderRoutes(app, ctx);
}
