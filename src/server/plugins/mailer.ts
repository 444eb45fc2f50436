import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { Db } from '../db/index.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar body (METHOD:REQUEST or CANCEL) sent as a calendar invite. */
  ics?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type DeliveryReport = { claimed: number; sent: number; retrying: number; failed: number };

export type Mailer = {
  /** Sends now; throws when the transport refuses (the OTP e-mail: the person is waiting for it). */
  send(message: MailMessage): Promise<void>;
  /**
   * Stores the message in mail_queue, then tries it at once. A refusal is not thrown: the message
   * stays queued and `deliverDue` (the "mail-delivery" job) retries it with back-off.
   */
  queue(message: MailMessage): Promise<{ id: number; sent: boolean }>;
  /**
   * Stores the message through `q`, typically the transaction that makes the change the message
   * tells of: it is committed with that change or not at all. Call `deliver` after the commit.
   */
  enqueue(q: QueryExecutorProvider, message: MailMessage): Promise<number>;
  /** Tries the given queued messages now (after their transaction committed); refusals stay queued. */
  deliver(ids: number[]): Promise<void>;
  /** Sends the queued messages whose next attempt is due (the scheduled job calls this). */
  deliverDue(opts?: { limit?: number }): Promise<DeliveryReport>;
  transport: 'outbox' | 'smtp';
};

/** Attempts before a queued message is marked failed, and the wait after each failed attempt. */
export const MAIL_MAX_ATTEMPTS = 8;
export function retryDelayMs(attempts: number): number {
  // 1, 2, 4, 8, 16, 32, 64 minutes: about two hours of retries in all.
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}
/** A claimed message is leased for this long, so a crashed sender's message is picked up again. */
const LEASE_MS = 5 * 60_000;

/**
 * nodemailer behind one interface. Default "outbox": the message is built by nodemailer's JSON
 * transport (so the same code path formats it) and stored in mail_outbox, readable at
 * /api/dev/outbox outside production. With SMTP_URL the message goes to that SMTP server and a
 * copy is kept in the outbox table as an audit trail.
 */
export function createMailer(opts: {
  db: Db;
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
    });
    await db
      .insertInto('mail_outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ics: message.ics?.content ?? null,
        transport: kind,
      })
      .execute();
  }

  type Claimed = { id: number; message: MailMessage; attempts: number };

  /** Claims due rows (or the given one) with a compare-and-swap lease, so two senders never send one twice. */
  async function claim(filter: { id?: number; limit: number }): Promise<Claimed[]> {
    const due =
      filter.id !== undefined
        ? sql`id = ${filter.id}`
        : sql`id IN (SELECT id FROM mail_queue WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT ${filter.limit} FOR UPDATE SKIP LOCKED)`;
    const { rows } = await sql<{ id: string | number; message: MailMessage | string; attempts: number }>`
      UPDATE mail_queue SET next_attempt_at = now() + make_interval(secs => ${LEASE_MS / 1000}), attempts = attempts + 1
      WHERE status = 'pending' AND next_attempt_at <= now() AND ${due}
      RETURNING id, message, attempts`.execute(db);
    return rows.map((r) => ({
      id: Number(r.id),
      message: (typeof r.message === 'string' ? JSON.parse(r.message) : r.message) as MailMessage,
      attempts: r.attempts,
    }));
  }

  /** One attempt at a claimed message: sent, or back to pending with the next retry time, or failed. */
  async function attempt(row: Claimed): Promise<'sent' | 'retrying' | 'failed'> {
    try {
      await send(row.message);
      await db
        .updateTable('mail_queue')
        .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
        .where('id', '=', row.id)
        .execute();
      return 'sent';
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const failed = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .updateTable('mail_queue')
        .set({
          status: failed ? 'failed' : 'pending',
          last_error: error,
          next_attempt_at: sql`now() + make_interval(secs => ${retryDelayMs(row.attempts) / 1000})`,
        })
        .where('id', '=', row.id)
        .execute();
      opts.log?.(
        err,
        failed
          ? `e-mail ${row.id} to ${row.message.to} failed for good after ${row.attempts} attempts`
          : `e-mail ${row.id} to ${row.message.to} will be retried`,
      );
      return failed ? 'failed' : 'retrying';
    }
  }

  async function enqueue(q: QueryExecutorProvider, message: MailMessage): Promise<number> {
    const { rows } = await sql<{
      id: string | number;
    }>`INSERT INTO mail_queue (message) VALUES (${JSON.stringify(message)}::jsonb) RETURNING id`.execute(q);
    return Number(rows[0].id);
  }

  async function deliverOne(id: number): Promise<boolean> {
    const [claimed] = await claim({ id, limit: 1 });
    return claimed ? (await attempt(claimed)) === 'sent' : false;
  }

  return {
    transport: kind,
    send,
    enqueue,
    async queue(message) {
      const id = await enqueue(db, message);
      return { id, sent: await deliverOne(id) };
    },
    async deliver(ids) {
      for (const id of ids) await deliverOne(id);
    },
    async deliverDue({ limit = 50 } = {}) {
      const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
      for (const row of await claim({ limit })) {
        report.claimed++;
        report[await attempt(row)]++;
      }
      return report;
    },
  };
}
