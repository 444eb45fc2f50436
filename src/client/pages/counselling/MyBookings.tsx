import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../i18n/browser';
import { formatDateTimeIST, formatINR } from '../../../shared/format';
import { isAbortError, toApiError, type ApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { showToast } from '../../toast/toast-store';
import { CancelDialog, FeedbackDialog, RescheduleDialog } from './BookingDialogs';
import { counsellingApi, type Booking } from './counselling-api';
import { Stars } from './StarRating';
import { Sentence } from '../../components/Sentence';
import { PersonName, ServiceTitle } from './booking-parts';
import { enumLabel } from '../../enum-labels';

const STATUS_TONE: Record<number, string> = {
  1: 'bg-brand-100 text-brand-800',
  2: 'bg-amber-100 text-amber-800',
  3: 'bg-emerald-100 text-emerald-800',
  4: 'bg-red-100 text-red-800',
  5: 'bg-slate-200 text-slate-800',
  6: 'bg-slate-100 text-slate-500',
  7: 'bg-red-50 text-red-700',
};

type Popup = { kind: 'reschedule' | 'cancel' | 'feedback'; booking: Booking } | null;

/** The employee's upcoming and past bookings with the counsellor popup's actions: Reschedule, Cancel, Feedback. */
export function MyBookings({ refreshKey }: { refreshKey: number }) {
  const t = useT();
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');

  useEffect(() => {
    const controller = new AbortController();
    counsellingApi
      .myBookings(controller.signal)
      .then((r) => {
        setBookings(r.bookings);
        setError(null);
      })
      .catch((e: unknown) => {
        if (isAbortError(e)) return;
        // E-10057: the list is emptied (docs/product-rules.md "The API wrapper and session storage").
        setBookings([]);
        setError(toApiError(e));
      });
    return () => controller.abort();
  }, [refreshKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = (bookings ?? []).filter((b) => (tab === 'upcoming' ? b.is_upcoming : !b.is_upcoming));

  return (
    <section aria-labelledby="my-bookings-h" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-bookings-h" className="text-lg font-semibold text-slate-900">
          {t('counselling.bookings.heading')}
        </h2>
        <div
          role="tablist"
          aria-label={t('counselling.bookings.tabs')}
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          {(['upcoming', 'past'] as const).map((name) => (
            <button
              key={name}
              role="tab"
              type="button"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === name ? 'bg-white shadow-sm' : 'text-slate-600'}`}
            >
              {name === 'upcoming' ? t('counselling.bookings.upcoming') : t('counselling.bookings.past')}
            </button>
          ))}
        </div>
      </div>
      {error && <ErrorState error={error} onRetry={reload} title={t('counselling.bookings.loadFailed')} />}
      {/* The loading state takes the empty state's room, so the services and counsellors below stay put (issue 34). */}
      {!bookings && !error && (
        <div className="card grid min-h-44 place-items-center">
          <LoadingState label={t('counselling.bookings.loading')} />
        </div>
      )}
      {bookings && !error && shown.length === 0 && (
        <div className="card grid min-h-44 place-items-center">
          <EmptyState
            title={tab === 'upcoming' ? t('counselling.bookings.noUpcoming') : t('counselling.bookings.noPast')}
          >
            {t('counselling.bookings.bookBelow')}
          </EmptyState>
        </div>
      )}
      <ul className="flex flex-col gap-3" role="tabpanel">
        {shown.map((b) => (
          <li
            key={b._id}
            className="card flex flex-wrap items-center gap-4 p-4"
            data-booking-id={b._id}
            data-booking-status={b.status}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                {b.counsellor_name ? (
                  <Sentence
                    k="counselling.serviceWith"
                    parts={{
                      service: <ServiceTitle title={b.service_title} />,
                      counsellor: <PersonName name={b.counsellor_name} />,
                    }}
                  />
                ) : (
                  <ServiceTitle title={b.service_title} />
                )}
              </p>
              <p className="text-sm text-slate-600">
                {b.starts_at ? formatDateTimeIST(b.starts_at) : t('counselling.bookings.byPartner')}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_TONE[b.status]}`}>
                  {enumLabel('bookingStatus', b.status, b.status_label)}
                </span>
                <span className="text-slate-500">
                  {b.free_session ? t('counselling.bookings.freeSession') : formatINR(b.amount_paise / 100)}
                </span>
                {b.feedback && (
                  <span className="flex items-center gap-1 text-slate-600">
                    <Stars value={b.feedback.rating} /> {t('counselling.bookings.yourRating')}
                  </span>
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {b.status === 2 && b.payment_url && (
                <a href={b.payment_url} className={buttonClass('primary', 'sm')}>
                  {t('counselling.bookings.payNow')}
                </a>
              )}
              {b.redirect_url && b.is_upcoming && (
                <a
                  href={b.redirect_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('secondary', 'sm')}
                >
                  {t('counselling.bookings.partnerPage')}
                </a>
              )}
              {b.can_reschedule && (
                <Button size="sm" variant="secondary" onClick={() => setPopup({ kind: 'reschedule', booking: b })}>
                  {t('counselling.bookings.reschedule')}
                </Button>
              )}
              {b.can_cancel && (
                <Button size="sm" variant="ghost" onClick={() => setPopup({ kind: 'cancel', booking: b })}>
                  {t('common.cancel')}
                </Button>
              )}
              {b.can_feedback && (
                <Button size="sm" onClick={() => setPopup({ kind: 'feedback', booking: b })}>
                  {t('counselling.bookings.feedback')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {popup?.kind === 'reschedule' && (
        <RescheduleDialog
          booking={popup.booking}
          onClose={() => setPopup(null)}
          onDone={(list) => {
            setBookings(list);
            setPopup(null);
            showToast({
              title: t('counselling.bookings.movedToast'),
              description: t('counselling.bookings.movedToastBody'),
            });
          }}
        />
      )}
      {popup?.kind === 'cancel' && (
        <CancelDialog
          booking={popup.booking}
          onClose={() => setPopup(null)}
          onDone={(list, refund) => {
            setBookings(list);
            setPopup(null);
            showToast({
              title: t('counselling.bookings.cancelledToast'),
              description:
                refund > 0 ? t('counselling.bookings.refundStarted', { amount: formatINR(refund / 100) }) : undefined,
            });
          }}
        />
      )}
      {popup?.kind === 'feedback' && (
        <FeedbackDialog
          booking={popup.booking}
          onClose={() => setPopup(null)}
          onDone={() => {
            setPopup(null);
            reload();
            showToast({ title: t('counselling.bookings.feedbackToast') });
          }}
        />
      )}
    </section>
  );
}
