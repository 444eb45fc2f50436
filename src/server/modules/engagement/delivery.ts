import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { AppContext } from '../../context.js';
import { readSignedPayload, signPayload } from '../../crypto/signed-payload.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { translate } from '../../i18n.js';
import { mailHtml } from '../../mail-html.js';

/**
 * E-mail delivery of notifications (docs/engagement.md). A background pass (the pg-boss schedule
 * `engagement.notifications`, and once at once after an admin's write) takes each due notification
 * with e-mail delivery, claims it with FOR UPDATE SKIP LOCKED (one node at a time), and walks its
 * recipients in batches by user id: each batch records (notification, person) in notification_mails
 * (primary key: a person is mailed once, whatever runs twice) and queues the mails of the rows it
 * inserted on the pg-boss mail queue, in the same transaction, then moves the cursor.
 */

const BATCH = 500;

/** The kind of notification a person can turn e-mail off for: its type, or reminders. */
export type MailKind = 'alert' | 'warning' | 'reminder';
const KINDS: MailKind[] = ['alert', 'warning', 'reminder'];

/** A signed token naming one person and one kind: `<user>.<kind>.<mac>` (src/server/crypto/signed-payload.ts). */
export function unsubscribeToken(secret: string, userId: number, kind: MailKind): string {
  return signPayload(secret, 'mail-unsubscribe', `${userId}.${kind}`);
}

/** The person and kind of a token, or E-10722 when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: MailKind } {
  const m = /^(\d{1,10})\.(alert|warning|reminder)$/.exec(readSignedPayload(secret, 'mail-unsubscribe', token) ?? '');
  if (!m) throw new AppError('E-10722');
  const kind = KINDS.find((k) => k === m[2]);
  if (!kind) throw new AppError('E-10722');
  return { userId: Number(m[1]), kind };
}

/**
 * One-click unsubscribe (RFC 8058): records (person, kind) once. A reused link changes nothing; a
 * forged one is refused before anything is written, and a token only ever names its own person.
 */
export async function unsubscribe(ctx: AppContext, token: string) {
  const { userId, kind } = readUnsubscribeToken(ctx.config.secretsKey, token);
  const user = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('E-10722');
  const ins = await ctx.db
    .insertInto('mail_unsubscribes')
    .values({ user_id: userId, kind })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .executeTakeFirst();
  return { kind, unsubscribed: true, changed: Number(ins.numInsertedOrUpdatedRows ?? 0) > 0 };
}

type Due = {
  id: number;
  header: string;
  preview_message: string;
  message: string;
  type: number;
  reminder_id: number | null;
  to_retail: boolean;
  email_cursor: number;
  hi: Record<string, unknown>;
};

function mailFor(
  ctx: AppContext,
  n: Due,
  person: { id: number; email: string; first_name: string | null; locale?: Locale | null },
): MailMessage {
  // The wrapper's sentences and the notification's own text in the person's language (users.locale): its Hindi
  // values where the admin wrote them, English field by field where not (docs/i18n.md "Admin content in Hindi").
  const locale = person.locale ?? DEFAULT_LOCALE;
  const own = localised(n, locale);
  const kind: MailKind = n.reminder_id ? 'reminder' : n.type === 2 ? 'warning' : 'alert';
  const token = unsubscribeToken(ctx.config.secretsKey, person.id, kind);
  const oneClick = new URL(`/api/v1/mail-unsubscribe?token=${token}`, ctx.config.publicUrl).toString();
  const page = new URL(`/mail-unsubscribe?token=${token}`, ctx.config.publicUrl).toString();
  const open = new URL('/client/notifications', ctx.config.publicUrl).toString();
  const lines = [
    person.first_name
      ? translate('mail.common.hello', { name: person.first_name }, locale)
      : translate('mail.common.helloAnon', undefined, locale),
    '',
    own.preview_message,
    '',
    own.message,
    '',
    translate('mail.notification.readOn', { link: open }, locale),
    '',
    translate('mail.notification.stop', { kind, link: page }, locale),
    '',
    'FinWell',
  ];
  return {
    to: person.email,
    subject: own.header,
    text: lines.join('\n'),
    html: mailHtml(lines, [open, page]),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** One batch of one notification; returns the queued mail ids and whether it is finished. */
async function dispatchBatch(ctx: AppContext, id: number): Promise<{ ids: string[]; done: boolean } | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const n = await trx
      .selectFrom('notifications')
      .select(['id', 'header', 'preview_message', 'message', 'type', 'reminder_id', 'to_retail', 'email_cursor', 'hi'])
      .where('id', '=', id)
      .where('email_done_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!n) return null;
    const kind: MailKind = n.reminder_id ? 'reminder' : n.type === 2 ? 'warning' : 'alert';
    const { rows: people } = await sql<{ id: number; email: string; first_name: string | null }>`
      WITH recipients AS (
        SELECT u.id FROM notification_audiences a JOIN users u ON u.company_id = a.company_id AND u.status = 1
        WHERE a.notification_id = ${id} AND u.id > ${n.email_cursor}
        UNION
        SELECT u.id FROM users u
        WHERE ${n.to_retail} AND u.company_id IS NULL AND u.user_type IN (6, 11) AND u.status = 1 AND u.id > ${n.email_cursor}
      ), page AS (SELECT id FROM recipients ORDER BY id LIMIT ${BATCH}),
      logged AS (
        INSERT INTO notification_mails (notification_id, user_id)
        SELECT ${id}, p.id FROM page p
        WHERE NOT EXISTS (SELECT 1 FROM mail_unsubscribes s WHERE s.user_id = p.id AND s.kind = ${kind})
        ON CONFLICT DO NOTHING RETURNING user_id)
      SELECT u.id, u.email, u.first_name, u.locale, (l.user_id IS NOT NULL) AS send
      FROM page p JOIN users u ON u.id = p.id LEFT JOIN logged l ON l.user_id = p.id
      ORDER BY u.id`.execute(trx);
    const ids: string[] = [];
    for (const p of people as Array<{
      id: number;
      email: string;
      first_name: string | null;
      locale: Locale | null;
      send: boolean;
    }>) {
      if (p.send && p.email) ids.push(await ctx.mailer.enqueue(trx, mailFor(ctx, n, p)));
    }
    const last = people.length ? people[people.length - 1].id : n.email_cursor;
    const done = people.length < BATCH;
    await trx
      .updateTable('notifications')
      .set({ email_cursor: last, email_done_at: done ? sql`now()` : null })
      .where('id', '=', id)
      .execute();
    return { ids, done };
  });
}

/**
 * Sends the e-mails of every due notification (e-mail delivery, active, started, not finished).
 * Safe to run on two nodes or twice: the claim skips a notification another run holds, and the
 * mail log's primary key means a person is queued at most once per notification.
 */
export async function dispatchNotificationEmails(
  ctx: AppContext,
  now: Date = new Date(),
  log?: (err: unknown) => void,
): Promise<{ notifications: number; mails: number }> {
  const due = await ctx.db
    .selectFrom('notifications')
    .select('id')
    .where('email_done_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('status', '=', true)
    .where(sql<boolean>`'email' = ANY(delivery)`)
    .where('start_date', '<=', now)
    .orderBy('start_date')
    .limit(20)
    .execute();
  let mails = 0;
  for (const { id } of due) {
    for (;;) {
      const batch = await dispatchBatch(ctx, id);
      if (!batch) break;
      mails += batch.ids.length;
      await ctx.mailer.deliver(batch.ids).catch((err: unknown) => log?.(err));
      if (batch.done) break;
    }
  }
  return { notifications: due.length, mails };
}

const running = new WeakMap<AppContext, Promise<unknown>>();

/**
 * Starts a dispatch after the current request (an admin's write of a notification due now), one
 * at a time per app: a new one waits for the previous. Never throws; failures go to `log`.
 */
export function scheduleDispatch(ctx: AppContext, log: (err: unknown) => void): void {
  const prev = running.get(ctx) ?? Promise.resolve();
  const next = prev
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => dispatchNotificationEmails(ctx, new Date(), log).catch(log));
  running.set(ctx, next);
}

/** Resolves when the dispatches started by scheduleDispatch have finished (tests, and the app's close). */
export async function dispatchIdle(ctx: AppContext): Promise<void> {
  for (;;) {
    const p = running.get(ctx);
    if (!p) return;
    await p;
    if (running.get(ctx) === p) return;
  }
}
