import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PendingNoteNotice, useNoteFromAddress } from '../counselling/booking-note';
import { formatDateTimeIST, formatINR } from '../../../shared/format';
import { toApiError, type ApiError } from '../../api/api-error';
import { ErrorMessage } from '../../components/ErrorMessage';
import { InlineAlert } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { counsellingApi, type Booking } from '../counselling/counselling-api';
import { CounsellingBrowser } from '../counselling/CounsellingBrowser';
import { HowToMeet } from '../counselling/BookingConfirmed';
import { useT } from '../../../i18n/browser';
import { enumLabel } from '../../enum-labels';

/** The booking a visitor returns to from the payment page (?booking=<reference>&payment=success|failed). */
function ReturnedBooking({ uid, payment }: { uid: string; payment: string | null }) {
  const t = useT();
  const [booking, setBooking] = useState<Booking | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    counsellingApi
      .publicBooking(uid)
      .then((r) => setBooking(r.booking))
      .catch((e: unknown) => setError(toApiError(e)));
  }, [uid]);
  if (error)
    return (
      <InlineAlert>
        <ErrorMessage error={error} />
      </InlineAlert>
    );
  if (!booking) return null;
  const confirmed = booking.status === 3 || booking.status === 1;
  return (
    <InlineAlert tone={confirmed ? 'success' : payment === 'failed' || booking.status === 4 ? 'error' : 'info'}>
      <p className="font-semibold" data-booking-status={booking.status}>
        {confirmed
          ? t('publicCounselling.returned.confirmed')
          : enumLabel('bookingStatus', booking.status, booking.status_label)}
      </p>
      <p>
        {t(confirmed ? 'publicCounselling.returned.paidLine' : 'publicCounselling.returned.releasedLine', {
          service: booking.service_title,
          counsellor: booking.counsellor_name ?? '',
          when: booking.starts_at ? formatDateTimeIST(booking.starts_at) : '',
          amount: formatINR(booking.amount_paise / 100),
        })}
      </p>
      <p className="mt-1 text-xs">{t('publicCounselling.returned.reference', { uid: booking.uid })}</p>
      {confirmed && booking.starts_at && (
        <div className="mt-3">
          <HowToMeet counsellor={booking.counsellor_name} phone="given" />
        </div>
      )}
    </InlineAlert>
  );
}

/** /public-counselling: services and counsellors for visitors, who book with name, e-mail and phone and pay. */
export function PublicCounsellingPage() {
  const t = useT();
  useDocumentTitle(t('publicCounselling.page.title'));
  const [params] = useSearchParams();
  const uid = params.get('booking');
  const note = useNoteFromAddress(params);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('publicCounselling.page.heading')}</h1>
        <p className="mt-2 text-slate-600">{t('publicCounselling.page.intro')}</p>
      </header>
      <PendingNoteNotice note={note} />
      {uid && <ReturnedBooking uid={uid} payment={params.get('payment')} />}
      <CounsellingBrowser audience="public" detailsPath="/public-counselling/counsellor-details" />
    </div>
  );
}
