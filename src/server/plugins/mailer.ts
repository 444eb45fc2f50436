import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type QueryExecutorProvider } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/index.js';
import { bossDb } from './jobs.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar body (METHOD:REQUEST or CANCEL) sent as a calendar invite. */
  ics?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058: docs/engagement.md). */
  headers?: Record<string, string>;
};

export type DeliveryReport = { claimed: number; sent: number; retrying: number; failed: number };

/** A queued message as the queue sees it (pg-boss job "mail"). */
export type QueuedMail = {
  id: string;
  message: MailMessage;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
};

export type Mailer = {
  /** Sends now; throws when the transport refuses (the OTP e-mail: the person is waiting for it). */
  send(message: MailMessage): Promise<void>;
  /**
   * Queues the message (pg-boss queue "mail"), then tries it at once. A refusal is not thrown: the
   * message stays queued and the mail worker (or `deliverDue`) retries it with back-off.
   */
  queue(message: MailMessage): Promise<{ id: string; sent: boolean }>;
  /**
   * Queues the message through `q`, typically the transaction that makes the change the message
   * tells of: it is committed with that change or not at all. Call `deliver` after the commit.
   * `startAfterSeconds` holds the message back that long (welcome e-mails of a large roster are spread
   * out: docs/employees.md).
   */
  enqueue(q: QueryExecutorProvider, message: MailMessage, opts?: { startAfterSeconds?: number }): Promise<string>;
  /**
   * Queues many messages through `q` in one statement (pg-boss `insert`; a roster's welcome e-mails),
   * each held back its `startAfterSeconds`. Answers their ids in order.
   */
  enqueueMany(
    q: QueryExecutorProvider,
    messages: Array<{ message: MailMessage; startAfterSeconds?: number }>,
  ): Promise<string[]>;
  /** Tries the given queued messages now (after their transaction committed); refusals stay queued. */
  deliver(ids: string[]): Promise<void>;
  /** Sends the queued messages whose next attempt is due (what the mail worker does). */
  deliverDue(opts?: { limit?: number }): Promise<DeliveryReport>;
  /** One queued message, or null when it is unknown (or archived and deleted by pg-boss). */
  status(id: string): Promise<QueuedMail | null>;
  /** Starts the pg-boss worker of the queue (when jobs are on). */
  startWorker(opts?: { pollingIntervalSeconds?: number }): Promise<void>;
  transport: 'outbox' | 'smtp';
};

/** The pg-boss queue of e-mails that must not be lost. */
export const MAIL_QUEUE = 'mail';
/** Attempts before a queued message is marked failed, and the shortest wait after each failed attempt. */
export const MAIL_MAX_ATTEMPTS = 8;
const RETRY_DELAY_SECONDS = 60;
export function retryDelayMs(attempts: number): number {
  // pg-boss back-off: at least 1, 2, 4, ... 64 minutes (plus up to as much again of jitter).
  return RETRY_DELAY_SECONDS * 1000 * 2 ** Math.max(0, attempts - 1);
}
/** A claimed message is leased for this long (pg-boss expiry), so a crashed sender's message is tried again. */
const LEASE_SECONDS = 5 * 60;

/**
 * nodemailer behind one interface. Default "outbox": the message is built by nodemailer's JSON
 * transport (so the same code path formats it) and stored in mail_outbox, readable at
 * /api/dev/outbox outside production. With SMTP_URL the message goes to that SMTP server and a
 * copy is kept in the outbox table as an audit trail.
 */
export function createMailer(opts: {
  db: Db;
  /** pg-boss, whose queue "mail" holds the queued messages (createMailQueue makes it). */
  boss: PgBoss;
  smtpUrl?: string;
  from: string;
  log?: (err: unknown, msg: string) => void;
}): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const kind = opts.smtpUrl ? 'smtp' : 'outbox';
  const { db } = opts;

  async function send(message: MailMessage): Promise<void> {
    await transport.sendMail({
      from: opts.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      icalEvent: message.ics
        ? { method: message.ics.method, content: message.ics.content, filename: 'invite.ics' }
        : undefined,
      headers: message.headers,
    });
    await db
      .insertInto('mail_outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ics: message.ics?.content ?? null,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        transport: kind,
      })
      .execute();
  }

  const { boss } = opts;
  type Claimed = { id: string; message: MailMessage; attempts: number };

  /**
   * Claims one queued message by id, as pg-boss's own fetch does (state active, attempt counted),
   * unless it is sent, failed, taken by another sender, or not due. The row lock makes two senders
   * never take one message twice.
   */
  async function claimOne(id: string): Promise<Claimed | null> {
    const { rows } = await sql<{ id: string; data: MailMessage; retry_count: number }>`
      UPDATE pgboss.job SET state = 'active', started_on = now(),
        retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
      WHERE name = ${MAIL_QUEUE} AND id = ${id}::uuid AND state < 'active' AND start_after <= now()
      RETURNING id, data, retry_count`.execute(db);
    const r = rows[0];
    return r ? { id: r.id, message: r.data, attempts: r.retry_count + 1 } : null;
  }

  /** One attempt at a claimed message: sent (completed), or failed in pg-boss (retried with back-off until the last attempt). */
  async function attempt(row: Claimed): Promise<'sent' | 'retrying' | 'failed'> {
    try {
      await send(row.message);
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const failed = row.attempts >= MAIL_MAX_ATTEMPTS;
      await boss.fail(MAIL_QUEUE, row.id, { message: error });
      opts.log?.(
        err,
        failed
          ? `e-mail ${row.id} to ${row.message.to} failed for good after ${row.attempts} attempts`
          : `e-mail ${row.id} to ${row.message.to} will be retried`,
      );
      return failed ? 'failed' : 'retrying';
    }
    await boss.complete(MAIL_QUEUE, row.id);
    return 'sent';
  }

  async function enqueue(
    q: QueryExecutorProvider,
    message: MailMessage,
    opts: { startAfterSeconds?: number } = {},
  ): Promise<string> {
    const id = await boss.send(MAIL_QUEUE, message, {
      db: bossDb(q),
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
    });
    if (!id) throw new Error('the mail queue refused the message');
    return id;
  }

  async function enqueueMany(
    q: QueryExecutorProvider,
    messages: Array<{ message: MailMessage; startAfterSeconds?: number }>,
  ): Promise<string[]> {
    if (messages.length === 0) return [];
    const jobs = messages.map((m) => ({
      id: randomUUID(),
      name: MAIL_QUEUE,
      data: m.message,
      ...(m.startAfterSeconds ? { startAfter: new Date(Date.now() + m.startAfterSeconds * 1000) } : {}),
    }));
    await boss.insert(jobs, { db: bossDb(q) });
    return jobs.map((j) => j.id);
  }

  async function deliverOne(id: string): Promise<boolean> {
    const claimed = await claimOne(id);
    return claimed ? (await attempt(claimed)) === 'sent' : false;
  }

  return {
    transport: kind,
    send,
    enqueue,
    enqueueMany,
    async queue(message) {
      const id = await enqueue(db, message);
      return { id, sent: await deliverOne(id) };
    },
    async deliver(ids) {
      for (const id of ids) await deliverOne(id);
    },
    async deliverDue({ limit = 50 } = {}) {
      const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
      const jobs = await boss.fetch<MailMessage>(MAIL_QUEUE, { batchSize: limit, includeMetadata: true });
      for (const job of jobs) {
        report.claimed++;
        report[await attempt({ id: job.id, message: job.data, attempts: job.retryCount + 1 })]++;
      }
      return report;
    },
    async status(id) {
      const job = await boss.getJobById<MailMessage>(MAIL_QUEUE, id, { includeArchive: true });
      if (!job) return null;
      // A sender's error is { message }; pg-boss's lease expiry writes { value: { message } }.
      const out = (job.output ?? {}) as { message?: unknown; value?: { message?: unknown } };
      const error = out.message ?? out.value?.message;
      const status =
        job.state === 'completed'
          ? 'sent'
          : job.state === 'failed' || job.state === 'cancelled'
            ? 'failed'
            : job.state === 'active'
              ? 'sending'
              : 'pending';
      return {
        id: job.id,
        message: job.data,
        status,
        // retry_count counts the attempts after the first; a job never started has made none.
        attempts: job.startedOn ? job.retryCount + 1 : 0,
        last_error: status === 'sent' || typeof error !== 'string' ? null : error,
        next_attempt_at: new Date(job.startAfter),
      };
    },
    async startWorker({ pollingIntervalSeconds = 15 } = {}) {
      // The handler completes or fails each job itself and never throws; pg-boss's own completion
      // afterwards touches only jobs still active (none).
      await boss.work<MailMessage>(
        MAIL_QUEUE,
        { pollingIntervalSeconds, batchSize: 5, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await attempt({ id: job.id, message: job.data, attempts: job.retryCount + 1 }).catch((err: unknown) =>
              opts.log?.(err, 'mail delivery failed'),
            );
          }
        },
      );
    },
  };
}

/** The queue "mail": retried with back-off, failed after MAIL_MAX_ATTEMPTS, leased for LEASE_SECONDS. */
export async function createMailQueue(boss: PgBoss): Promise<void> {
  const options = {
    name: MAIL_QUEUE,
    retryLimit: MAIL_MAX_ATTEMPTS - 1,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: LEASE_SECONDS,
  };
  if (await boss.getQueue(MAIL_QUEUE)) await boss.updateQueue(MAIL_QUEUE, options);
  else await boss.createQueue(MAIL_QUEUE, options);
}

/**
 * The hand-written queue before pg-boss (table mail_queue, migration 0600): its pending messages
 * move to the pg-boss queue and the table is dropped, in one transaction, on the first start.
 */
export async function moveLegacyMailQueue(db: Db, boss: PgBoss): Promise<number> {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('mail_queue')::text AS t`.execute(db);
  if (!exists.rows[0]?.t) return 0;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      message: MailMessage | string;
    }>`SELECT message FROM mail_queue WHERE status = 'pending' ORDER BY id`.execute(trx);
    for (const r of rows) {
      const message = (typeof r.message === 'string' ? JSON.parse(r.message) : r.message) as MailMessage;
      await boss.send(MAIL_QUEUE, message, { db: bossDb(trx) });
    }
    await sql`DROP TABLE mail_queue`.execute(trx);
    return rows.length;
  });
}
