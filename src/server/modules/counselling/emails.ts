import { displayPhone, formatDateTimeIST, formatINR, withFormatLocale } from '../../../shared/format.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { buildIcs } from './ics.js';
import { escapeHtml } from '../../html.js';
import { serviceTitle } from './services-hi.js';

export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder' | 'payment_link';

/** What an e-mail about a booking needs (from bookingMailView in queries.ts). */
export type BookingMailView = {
  uid: string;
  icalSequence: number;
  serviceId: number;
  serviceTitle: string;
  counsellorName: string | null;
  counsellorEmail: string | null;
  attendeeName: string;
  attendeeEmail: string;
  /** The mobile number given at booking: the counsellor calls it (how a session is held, docs/counselling.md). */
  attendeePhone?: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  amountPaise: number;
  free: boolean;
  paymentUrl?: string | null;
  refundPaise?: number;
};

/** The catalogue keys of each kind's subject and first sentence (src/i18n/messages/<locale>/mail.json). */
const SUBJECTS = {
  confirmed: 'mail.booking.subject.confirmed',
  rescheduled: 'mail.booking.subject.rescheduled',
  cancelled: 'mail.booking.subject.cancelled',
  reminder: 'mail.booking.subject.reminder',
  payment_link: 'mail.booking.subject.payment_link',
} as const satisfies Record<BookingMailKind, MessageKey>;
const LEADS = {
  confirmed: 'mail.booking.lead.confirmed',
  rescheduled: 'mail.booking.lead.rescheduled',
  cancelled: 'mail.booking.lead.cancelled',
  reminder: 'mail.booking.lead.reminder',
  payment_link: 'mail.booking.lead.payment_link',
} as const satisfies Record<BookingMailKind, MessageKey>;

/**
 * Subject, text, HTML and the invite of one booking e-mail in `locale` (the recipient's language, docs/i18n.md):
 * times in IST, money in rupees, both formatted for the locale.
 */
export function composeBookingMail(
  kind: BookingMailKind,
  v: BookingMailView,
  organizerEmail: string,
  locale: Locale = DEFAULT_LOCALE,
  recipient: 'attendee' | 'counsellor' = 'attendee',
) {
  return withFormatLocale(locale, () => {
    const t = translator(locale);
    const when = v.startsAt ? formatDateTimeIST(v.startsAt) : t('mail.booking.toBeArranged');
    const who = {
      service: serviceTitle(v.serviceId, v.serviceTitle, locale),
      counsellor: v.counsellorName ?? '',
      withCounsellor: v.counsellorName ? 'yes' : 'no',
    };
    const price = v.free
      ? t('mail.booking.free')
      : formatINR(v.amountPaise / 100, { paise: v.amountPaise % 100 !== 0 });
    const lines = [
      t('mail.common.hello', { name: v.attendeeName }),
      '',
      t(LEADS[kind], who),
      '',
      t('mail.booking.when', { when }),
      ...(v.startsAt && kind !== 'cancelled' ? [howToMeet(t, v, recipient)] : []),
      t('mail.booking.charge', { price }),
      ...(kind === 'payment_link' && v.paymentUrl ? [t('mail.booking.payHere', { link: v.paymentUrl })] : []),
      ...(kind === 'cancelled' && v.refundPaise
        ? [t('mail.booking.refund', { amount: formatINR(v.refundPaise / 100) })]
        : []),
      t('mail.booking.reference', { uid: v.uid }),
      '',
      kind === 'cancelled' ? t('mail.booking.inviteRemoves') : t('mail.booking.inviteAdds'),
      '',
      'FinWell',
    ];
    const text = lines.join('\n');
    const html = `<div style="font-family:sans-serif">${lines.map((l) => (l === '' ? '<br>' : `<p style="margin:0">${escapeHtml(l)}</p>`)).join('')}</div>`;
    const method = kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const);
    const ics =
      v.startsAt && v.endsAt && kind !== 'payment_link'
        ? {
            method,
            content: buildIcs({
              method,
              uid: `${v.uid}@finwell.example`,
              sequence: v.icalSequence,
              startsAt: v.startsAt,
              endsAt: v.endsAt,
              summary: t('mail.booking.icsSummary', who),
              description: t('mail.booking.icsDescription', { when, uid: v.uid }),
              organizerEmail,
              attendeeEmail: v.attendeeEmail,
              attendeeName: v.attendeeName,
              location: v.attendeePhone
                ? t('mail.booking.icsLocationPhone', { phone: displayPhone(v.attendeePhone) })
                : t('mail.booking.icsLocationEmail'),
            }),
          }
        : undefined;
    return { subject: t(SUBJECTS[kind]), text, html, ics };
  });
}

/**
 * How the session is held (docs/counselling.md "How a session is held"): the counsellor calls the mobile number given
 * at booking. The booker is told which number and to keep the time free; the counsellor whom to call. A booking an
 * admin made without a number says the counsellor will write with how to join.
 */
function howToMeet(t: ReturnType<typeof translator>, v: BookingMailView, recipient: 'attendee' | 'counsellor') {
  const phone = v.attendeePhone ? displayPhone(v.attendeePhone) : null;
  if (recipient === 'counsellor')
    return phone
      ? t('mail.booking.meetCounsellorCalls', { name: v.attendeeName, phone })
      : t('mail.booking.meetCounsellorWrites', { name: v.attendeeName, email: v.attendeeEmail });
  return phone
    ? t('mail.booking.meetByPhone', {
        phone,
        withCounsellor: v.counsellorName ? 'yes' : 'no',
        counsellor: v.counsellorName ?? '',
      })
    : t('mail.booking.meetByEmail', {
        withCounsellor: v.counsellorName ? 'yes' : 'no',
        counsellor: v.counsellorName ?? '',
      });
}

/**
 * The messages of one booking e-mail: to the booker and (for session changes) to the counsellor, each in their own
 * language (`locales`; en-IN when not given).
 * Callers queue them (mail_queue), in the transaction of the change where they can.
 */
export function bookingMailMessages(
  kind: BookingMailKind,
  view: BookingMailView,
  organizerEmail: string,
  locales: { attendee?: Locale; counsellor?: Locale } = {},
): MailMessage[] {
  const messages: MailMessage[] = [
    { to: view.attendeeEmail, ...composeBookingMail(kind, view, organizerEmail, locales.attendee) },
  ];
  if (view.counsellorEmail && kind !== 'payment_link' && kind !== 'reminder')
    messages.push({
      to: view.counsellorEmail,
      ...composeBookingMail(kind, view, organizerEmail, locales.counsellor, 'counsellor'),
    });
  return messages;
}
