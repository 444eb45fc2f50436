import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { InlineAlert } from '../../components/StateViews';
import { counsellingApi, formatDay, formatSlot, type Booking } from './counselling-api';
import { RatingInput } from './StarRating';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Sentence } from '../../components/Sentence';
import { PersonName, ServiceTitle } from './booking-parts';

function ErrorLine({ error }: { error: ApiError | null }) {
  return error ? (
    <div className="mt-3">
      <InlineAlert>
        <ErrorMessage error={error} />
      </InlineAlert>
    </div>
  ) : null;
}

/** Reschedule: pick another free slot of the same counsellor. Answers the replaced booking list. */
export function RescheduleDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: (list: Booking[]) => void;
}) {
  const t = useT();
  const [choice, setChoice] = useState<SlotChoice>({ date: null, slot: null });
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(0);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await counsellingApi.updateBooking({
        booking_id: booking._id,
        action: 'reschedule',
        booking_date: choice.date,
        slot_time: choice.slot,
      });
      onDone(res.booking_list);
    } catch (e) {
      setError(toApiError(e));
      setKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t('counselling.dialogs.rescheduleTitle')}
      onClose={onClose}
      size="lg"
      description={
        booking.booking_date && booking.slot_time ? (
          booking.counsellor_name ? (
            <Sentence
              k="counselling.dialogs.rescheduleNow"
              values={{ date: formatDay(booking.booking_date), time: formatSlot(booking.slot_time) }}
              parts={{ counsellor: <PersonName name={booking.counsellor_name} /> }}
            />
          ) : (
            t('counselling.dialogs.rescheduleNowYourCounsellor', {
              date: formatDay(booking.booking_date),
              time: formatSlot(booking.slot_time),
            })
          )
        ) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('counselling.dialogs.keepTime')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={!choice.slot}>
            {t('counselling.dialogs.move')}
          </Button>
        </>
      }
    >
      {booking.counsellor_id && (
        <SlotPicker
          audience="client"
          counsellorId={booking.counsellor_id}
          value={choice}
          onChange={setChoice}
          refreshKey={key}
        />
      )}
      <ErrorLine error={error} />
    </Dialog>
  );
}

export function CancelDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: (list: Booking[], refundPaise: number) => void;
}) {
  const t = useT();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await counsellingApi.updateBooking({ booking_id: booking._id, action: 'cancel' });
      onDone(res.booking_list, res.refund_paise ?? 0);
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t('counselling.dialogs.cancelTitle')}
      size="sm"
      onClose={onClose}
      description={
        booking.booking_date && booking.slot_time ? (
          <Sentence
            k="counselling.dialogs.cancelWhen"
            values={{ date: formatDay(booking.booking_date), time: formatSlot(booking.slot_time) }}
            parts={{ service: <ServiceTitle title={booking.service_title} /> }}
          />
        ) : (
          <ServiceTitle title={booking.service_title} />
        )
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.keepIt')}
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            {t('counselling.dialogs.cancelSession')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {booking.session_type === 2 && booking.amount_paise > 0
          ? t('counselling.dialogs.refundPaid')
          : t('counselling.dialogs.refundFree')}
      </p>
      <ErrorLine error={error} />
    </Dialog>
  );
}

/** Feedback after an attended session: 0.5 to 5 stars in half steps and a few words. */
export function FeedbackDialog({
  booking,
  onClose,
  onDone,
  submit,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: () => void;
  submit?: (body: { rating: number; feedback: string }) => Promise<unknown>;
}) {
  const t = useT();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = { rating: rating ?? 0, feedback: text };
      await (submit ? submit(body) : counsellingApi.feedback({ booking_id: booking._id, ...body }));
      onDone();
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  const fields = error?.fieldMap() ?? {};
  return (
    <Dialog
      open
      title={t('counselling.dialogs.feedbackTitle')}
      onClose={onClose}
      description={
        booking.counsellor_name ? (
          <Sentence
            k="counselling.serviceWith"
            parts={{
              service: <ServiceTitle title={booking.service_title} />,
              counsellor: <PersonName name={booking.counsellor_name} />,
            }}
          />
        ) : (
          <Sentence
            k="counselling.serviceWithYourCounsellor"
            parts={{ service: <ServiceTitle title={booking.service_title} /> }}
          />
        )
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('counselling.dialogs.later')}
          </Button>
          <Button onClick={send} loading={busy}>
            {t('counselling.dialogs.sendFeedback')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <RatingInput value={rating} onChange={setRating} error={fields.rating?.message} />
        <div>
          <label htmlFor="fb-text" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('counselling.dialogs.yourWords')}{' '}
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id="fb-text"
            className="input min-h-24"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={fields.feedback ? true : undefined}
            aria-describedby={fields.feedback ? 'fb-text-e' : undefined}
          />
          {fields.feedback && (
            <p id="fb-text-e" className="mt-1.5 text-sm text-red-700">
              {fields.feedback.message}
            </p>
          )}
        </div>
        {error && !error.fields.length && (
          <InlineAlert>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
      </div>
    </Dialog>
  );
}
