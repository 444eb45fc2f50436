import type { MailMessage } from '../../plugins/mailer.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { buildIcs } from '../counselling/ics.js';
import { istLabel } from './time.js';

export type InviteKind = 'registered' | 'updated' | 'cancelled' | 'deleted' | 'reminder';

export type InviteFacts = {
  webinarId: number;
  name: string;
  speaker: string;
  startsAt: Date;
  endsAt: Date;
  uid: string;
  sequence: number;
  email: string;
  personName: string;
};

const SUBJECT: Record<InviteKind, string> = {
  registered: 'Registered',
  updated: 'Updated',
  cancelled: 'Registration cancelled',
  deleted: 'Cancelled',
  reminder: 'Starting soon',
};

/**
 * The mail of a registration change with its .ics (the counselling builder, one UID per
 * registration, SEQUENCE raised on every change: docs/webinars.md). Times in IST in the text.
 */
export function webinarMail(ctx: AppContext, kind: InviteKind, f: InviteFacts): MailMessage {
  const link = new URL(`/client/webinars?webinarId=${f.webinarId}`, ctx.config.publicUrl).toString();
  const when = istLabel(f.startsAt);
  const cancel = kind === 'cancelled' || kind === 'deleted';
  const lines = [
    `Hello ${f.personName},`,
    '',
    kind === 'registered'
      ? `You are registered for "${f.name}" with ${f.speaker}.`
      : kind === 'updated'
        ? `"${f.name}" has changed. The new details are below and your calendar invite is updated.`
        : kind === 'cancelled'
          ? `You have un-registered from "${f.name}". The calendar entry is cancelled.`
          : kind === 'deleted'
            ? `"${f.name}" has been cancelled by the organiser. The calendar entry is cancelled.`
            : `"${f.name}" with ${f.speaker} starts at ${when}.`,
    '',
    `When: ${when} to ${istLabel(f.endsAt)}`,
    ...(cancel ? [] : [`Join from: ${link}`, 'The join button opens 15 minutes before the start.']),
    '',
    'FinWell',
  ];
  const organizer = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  const method = cancel ? 'CANCEL' : 'REQUEST';
  return {
    to: f.email,
    subject: `${SUBJECT[kind]}: ${f.name} (${when})`,
    text: lines.join('\n'),
    ics: {
      method,
      content: buildIcs({
        method,
        uid: f.uid,
        sequence: f.sequence,
        startsAt: f.startsAt,
        endsAt: f.endsAt,
        summary: `Webinar: ${f.name}`,
        description: `${f.name} with ${f.speaker}. Join from ${link}`,
        organizerEmail: organizer,
        attendeeEmail: f.email,
        attendeeName: f.personName,
        location: link,
        product: 'Webinars',
        alarmText: `Webinar "${f.name}" starts in 30 minutes`,
      }),
    },
  };
}

/** Registration mails of a webinar for every registration in `regIds`, queued through `q` (the changing transaction). */
export async function queueWebinarMails(q: Db, ctx: AppContext, kind: InviteKind, regIds: number[]): Promise<string[]> {
  if (regIds.length === 0) return [];
  const rows = await q
    .selectFrom('webinar_registrations as r')
    .innerJoin('webinars as w', 'w.id', 'r.webinar_id')
    .innerJoin('webinar_speakers as s', 's.id', 'w.speaker_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'w.id as webinar_id',
      'w.name',
      's.name as speaker',
      'w.starts_at',
      'w.ends_at',
      'r.ics_uid',
      'r.ics_sequence',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.id', 'in', regIds)
    .execute();
  const ids: string[] = [];
  for (const r of rows) {
    const message = webinarMail(ctx, kind, {
      webinarId: r.webinar_id,
      name: r.name,
      speaker: r.speaker,
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      uid: r.ics_uid,
      sequence: r.ics_sequence,
      email: r.email,
      personName: [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email,
    });
    ids.push(await ctx.mailer.enqueue(q, message));
  }
  return ids;
}

/** First attempt after the commit; never throws (the mail-delivery job retries). */
export async function deliverWebinarMails(ctx: AppContext, ids: string[], log?: (err: unknown) => void) {
  if (ids.length === 0) return;
  await ctx.mailer.deliver(ids).catch((err: unknown) => log?.(err));
}
