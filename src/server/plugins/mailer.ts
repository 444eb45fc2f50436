import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/index.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar body (METHOD:REQUEST or CANCEL) sent as a calendar invite. */
  ics?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type Mailer = { send(message: MailMessage): Promise<void>; transport: 'outbox' | 'smtp' };

/**
 * nodemailer behind one interface. Default "outbox": the message is built by nodemailer's JSON
 * transport (so the same code path formats it) and stored in mail_outbox, readable at
 * /api/dev/outbox outside production. With SMTP_URL the message goes to that SMTP server and a
 * copy is kept in the outbox table as an audit trail.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const kind = opts.smtpUrl ? 'smtp' : 'outbox';
  return {
    transport: kind,
    async send(message) {
      await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        icalEvent: message.ics ? { method: message.ics.method, content: message.ics.content, filename: 'invite.ics' } : undefined,
      });
      await opts.db
        .insertInto('mail_outbox')
        .values({ to_address: message.to, subject: message.subject, text: message.text, html: message.html ?? null, ics: message.ics?.content ?? null, transport: kind })
        .execute();
    },
  };
}
