import { Link } from 'react-router';
import { useT } from '../../../i18n/browser';
import { displayPhone, formatINR } from '../../../shared/format';
import { buttonClass } from '../../components/Button';
import { CheckCircleIcon } from '../../components/Icons';
import { Sentence } from '../../components/Sentence';
import { PersonName, ServiceTitle } from './booking-parts';
import { formatDay, formatSlot, type BookResult } from './counselling-api';

/**
 * The answer to a booking: confirmed (a free session, or paid with the invite on its way) or on the way to payment,
 * with a link in case the redirect does not happen. The service is the admin's name for it and the counsellor a
 * name: each in its own element inside the catalogue's sentence.
 */
export function BookingConfirmed({ result, backTo }: { result: BookResult; backTo: string }) {
  const t = useT();
  const b = result.booking;
  return (
    <div className="card mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center" role="status">
      <CheckCircleIcon size={40} className="text-emerald-600" />
      <h1 className="text-xl font-bold text-slate-900">
        {result.payment_url ? t('counselling.details.takingToPayment') : t('counselling.details.confirmed')}
      </h1>
      <p className="text-sm text-slate-700">
        <Sentence
          k="counselling.details.confirmedWhen"
          values={{
            date: b.booking_date ? formatDay(b.booking_date) : '',
            time: b.slot_time ? formatSlot(b.slot_time) : '',
          }}
          parts={{
            service: <ServiceTitle title={b.service_title} />,
            counsellor: <PersonName name={b.counsellor_name ?? ''} />,
          }}
        />
      </p>
      {result.payment_url ? (
        <p className="text-sm text-slate-600">
          <Sentence
            k={'counselling.details.paymentFallback'}
            values={{ amount: formatINR(b.amount_paise / 100) }}
            parts={{
              link: (
                <a className="link" href={result.payment_url}>
                  {t('counselling.details.continueToPayment')}
                </a>
              ),
            }}
          />
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {result.free_session ? t('counselling.details.inviteFree') : t('counselling.details.invite')}
          </p>
          {b.starts_at && <HowToMeet counsellor={b.counsellor_name} phone={b.phone_number} />}
        </>
      )}
      {!result.payment_url && (
        <Link to={backTo} className={buttonClass('secondary')}>
          {t('counselling.details.backToCounselling')}
        </Link>
      )}
    </div>
  );
}

/**
 * How the session is held (docs/counselling.md "How a session is held"): the counsellor calls the mobile number given at
 * booking. `phone` 'given' when the page may not show the number (a visitor's booking read by its reference).
 */
export function HowToMeet({ counsellor, phone }: { counsellor: string | null; phone: string | null | 'given' }) {
  const t = useT();
  const k =
    phone === 'given'
      ? 'counselling.details.meetByPhoneGiven'
      : phone
        ? 'counselling.details.meetByPhone'
        : 'counselling.details.meetByEmail';
  return (
    <section
      aria-labelledby="booking-meet-heading"
      className="w-full rounded-xl bg-slate-50 p-4 text-left text-sm text-slate-700"
      data-testid="booking-how-to-meet"
    >
      <h2 id="booking-meet-heading" className="font-semibold text-slate-900">
        {t('counselling.details.meetHeading')}
      </h2>
      <p className="mt-1">
        <Sentence
          k={k}
          values={{ phone: phone && phone !== 'given' ? displayPhone(phone) : '' }}
          parts={{ counsellor: <PersonName name={counsellor ?? ''} /> }}
        />
      </p>
      <p className="mt-1 text-slate-600">{t('counselling.details.meetReminder')}</p>
    </section>
  );
}
