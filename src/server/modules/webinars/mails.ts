import type { MailMessage } from '../../plugins/mailer.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { buildIcs } from '../counselling/ics.js';
import { istLabel } from './time.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import { mailHtml } from '../../mail-html.js';

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
  /** The person's language (users.locale); en-IN when not chosen. */
  locale?: Locale | null;
};

/** The catalogue keys of each kind's subject and first sentence (src/i18n/messages/<locale>/mail.json). */
const SUBJECT = {
  registered: 'mail.webinar.subject.registered',
  updated: 'mail.webinar.subject.updated',
  cancelled: 'mail.webinar.subject.cancelled',
  deleted: 'mail.webinar.subject.deleted',
  reminder: 'mail.webinar.subject.reminder',
} as const satisfies Record<InviteKind, MessageKey>;
const LEAD = {
  registered: 'mail.webinar.lead.registered',
  updated: 'mail.webinar.lead.updated',
  cancelled: 'mail.webinar.lead.cancelled',
  deleted: 'mail.webinar.lead.deleted',
  reminder: 'mail.webinar.lead.reminder',
} as const satisfies Record<InviteKind, MessageKey>;

/**
 * The mail of a registration change with its .ics (the counselling builder, one UID per
 * registration, SEQUENCE raised on every change: docs/webinars.md). Times in IST in the text; sentences in the
 * person's language (`f.locale`, their account's choice: docs/i18n.md); the HTML part says the same as the text.
 */
export function webinarMail(ctx: AppContext, kind: InviteKind, f: InviteFacts): MailMessage {
  const locale = f.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const link = new URL(`/client/webinars?webinarId=${f.webinarId}`, ctx.config.publicUrl).toString();
  const when = istLabel(f.startsAt, locale);
  const cancel = kind === 'cancelled' || kind === 'deleted';
  const lines = [
    t('mail.common.hello', { name: f.personName }),
    '',
    t(LEAD[kind], { name: f.name, speaker: f.speaker, when }),
    '',
    t('mail.webinar.when', { start: when, end: istLabel(f.endsAt, locale) }),
    ...(cancel ? [] : [t('mail.webinar.join', { link }), t('mail.webinar.joinOpens')]),
    '',
    'FinWell',
  ];
  const organizer = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  const method = cancel ? 'CANCEL' : 'REQUEST';
  return {
    to: f.email,
    subject: t(SUBJECT[kind], { name: f.name, when }),
    text: lines.join('\n'),
    html: mailHtml(lines, [link]),
    ics: {
      method,
      content: buildIcs({
        method,
        uid: f.uid,
        sequence: f.sequence,
        startsAt: f.startsAt,
        endsAt: f.endsAt,
        summary: t('mail.webinar.icsSummary', { name: f.name }),
        description: t('mail.webinar.icsDescription', { name: f.name, speaker: f.speaker, link }),
        organizerEmail: organizer,
        attendeeEmail: f.email,
        attendeeName: f.personName,
        location: link,
        product: 'Webinars',
        alarmText: t('mail.webinar.icsAlarm', { name: f.name }),
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
      'u.locale',
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
      locale: r.locale,
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
