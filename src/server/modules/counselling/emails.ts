import { formatDateTimeIST, formatINR } from '../../../shared/format.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { buildIcs } from './ics.js';
import { escapeHtml } from '../../html.js';

export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder' | 'payment_link';

/** What an e-mail about a booking needs (from bookingMailView in queries.ts). */
export type BookingMailView = {
  uid: string;
  icalSequence: number;
  serviceTitle: string;
  counsellorName: string | null;
  counsellorEmail: string | null;
  attendeeName: string;
  attendeeEmail: string;
  startsAt: Date | null;
  endsAt: Date | null;
  amountPaise: number;
  free: boolean;
  paymentUrl?: string | null;
  refundPaise?: number;
};

const SUBJECTS: Record<BookingMailKind, string> = {
  confirmed: 'Your counselling session is confirmed',
  rescheduled: 'Your counselling session has moved',
  cancelled: 'Your counselling session is cancelled',
  reminder: 'Reminder: your counselling session is tomorrow',
  payment_link: 'Complete the payment for your counselling session',
};

/** Subject, text, HTML and the invite of one booking e-mail; times in IST, money in en-IN rupees. */
export function composeBookingMail(kind: BookingMailKind, v: BookingMailView, organizerEmail: string) {
  const when = v.startsAt ? formatDateTimeIST(v.startsAt) : 'to be arranged by our partner';
  const withWhom = v.counsellorName ? ` with ${v.counsellorName}` : '';
  const price = v.free ? 'Free session' : formatINR(v.amountPaise / 100, { paise: v.amountPaise % 100 !== 0 });
  const lines = [
    `Hello ${v.attendeeName},`,
    '',
    {
      confirmed: `Your ${v.serviceTitle} session${withWhom} is confirmed.`,
      rescheduled: `Your ${v.serviceTitle} session${withWhom} has been moved to a new time.`,
      cancelled: `Your ${v.serviceTitle} session${withWhom} has been cancelled.`,
      reminder: `This is a reminder of your ${v.serviceTitle} session${withWhom} tomorrow.`,
      payment_link: `A ${v.serviceTitle} session${withWhom} has been booked for you. Please complete the payment to confirm it.`,
    }[kind],
    '',
    `When: ${when} (India time)`,
    `Charge: ${price}`,
    ...(kind === 'payment_link' && v.paymentUrl ? [`Pay here: ${v.paymentUrl}`] : []),
    ...(kind === 'cancelled' && v.refundPaise
      ? [`A refund of ${formatINR(v.refundPaise / 100)} has been started to your original payment method.`]
      : []),
    `Booking reference: ${v.uid}`,
    '',
    kind === 'cancelled'
      ? 'The calendar invite attached removes the session from your calendar.'
      : 'The calendar invite attached adds the session to your calendar.',
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
            summary: `${v.serviceTitle}${withWhom}`,
            description: `FinWell counselling session, ${when} (India time). Reference ${v.uid}.`,
            organizerEmail,
            attendeeEmail: v.attendeeEmail,
            attendeeName: v.attendeeName,
          }),
        }
      : undefined;
  return { subject: SUBJECTS[kind], text, html, ics };
}

/**
 * The messages of one booking e-mail: to the booker and (for session changes) to the counsellor.
 * Callers queue them (mail_queue), in the transaction of the change where they can.
 */
export function bookingMailMessages(
  kind: BookingMailKind,
  view: BookingMailView,
  organizerEmail: string,
): MailMessage[] {
  const mail = composeBookingMail(kind, view, organizerEmail);
  const recipients = [view.attendeeEmail];
  if (view.counsellorEmail && kind !== 'payment_link' && kind !== 'reminder') recipients.push(view.counsellorEmail);
  return recipients.map((to) => ({ to, ...mail }));
}
