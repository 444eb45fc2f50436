import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/browser';
import { Link } from 'react-router';
import { formatINR } from '../../../shared/format';
import { normaliseIndianMobile } from '../../../shared/login-identifier';
import { isAbortError, toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { TextField } from '../../components/FormField';
import { NoteField, readNote, saveNote } from './booking-note';
import { ArrowLeftIcon } from '../../components/Icons';
import { ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import {
  counsellingApi,
  formatDay,
  formatSlot,
  PAYMENT_REDIRECT_MS,
  type Audience,
  type BookResult,
  type Counsellor,
  type DiscountQuote,
  type Quote,
} from './counselling-api';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { BookingConfirmed } from './BookingConfirmed';
import { CounsellorProfile } from './CounsellorProfile';

/**
 * A counsellor's profile, the date and slot picker (IST), and booking: a free session is confirmed
 * at once; a paid one goes to the payment page after 1 s. Visitors also give name and e-mail.
 */
export function CounsellorDetails({
  audience,
  counsellorId,
  backTo,
}: {
  audience: Audience;
  counsellorId: number;
  backTo: string;
}) {
  const t = useT();
  const [c, setC] = useState<Counsellor | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [choice, setChoice] = useState<SlotChoice>({ date: null, slot: null });
  // The signed-in person's mobile number from the profile, so booking needs no typing.
  const { user } = useSession();
  const [phone, setPhone] = useState(audience === 'client' ? (user?.phone_number ?? '') : '');
  const [guest, setGuest] = useState({ first_name: '', last_name: '', email: '' });
  const [code, setCode] = useState('');
  const [note, setNote] = useState(readNote);
  const [discount, setDiscount] = useState<DiscountQuote | null>(null);
  const [codeError, setCodeError] = useState<ApiError | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BookResult | null>(null);
  const [refresh, setRefresh] = useState(0);
  useDocumentTitle(
    c ? t('counselling.details.documentTitle', { name: c.name }) : t('counselling.details.documentTitleNone'),
  );

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      counsellingApi.counsellor(audience, counsellorId, controller.signal),
      counsellingApi.quote(audience, counsellorId, controller.signal),
    ])
      .then(([cc, q]) => {
        setC(cc);
        setQuote(q);
      })
      .catch((e: unknown) => {
        if (!isAbortError(e)) setLoadError(toApiError(e));
      });
    return () => controller.abort();
  }, [audience, counsellorId]);

  if (loadError) return <ErrorState error={loadError} title={t('counselling.details.loadFailed')} />;
  if (!c || !quote) return <LoadingState label={t('counselling.details.loading')} />;

  const paid = !quote.free_session;
  const fields = error?.fieldMap() ?? {};
  // The "invalid mobile number" error goes as soon as the number typed is valid.
  if (fields.phone_number && normaliseIndianMobile(phone)) delete fields.phone_number;

  const applyCode = async () => {
    setCodeError(null);
    setDiscount(null);
    try {
      setDiscount(
        await counsellingApi.applyDiscount(audience, {
          code_name: code.trim(),
          counsellor_id: c.id,
          ...(audience === 'public' ? { email: guest.email.trim() } : {}),
        }),
      );
    } catch (e) {
      setCodeError(toApiError(e));
    }
  };

  const book = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, unknown> = {
        counsellor_id: c.id,
        booking_date: choice.date ?? undefined,
        slot_time: choice.slot ?? undefined,
        phone_number: phone.trim() || undefined,
        note: note.trim() || undefined,
      };
      if (paid && discount) body.discount_code = discount.code_name;
      if (audience === 'public')
        Object.assign(body, {
          first_name: guest.first_name.trim() || undefined,
          last_name: guest.last_name.trim() || undefined,
          email: guest.email.trim() || undefined,
        });
      const res = await counsellingApi.book(audience, body);
      saveNote('');
      setResult(res);
      if (res.payment_url) {
        const url = res.payment_url;
        setTimeout(() => window.location.assign(url), PAYMENT_REDIRECT_MS);
      }
    } catch (err) {
      const apiErr = toApiError(err);
      setError(apiErr);
      if (apiErr.code === 'E-10056') {
        setChoice({ date: choice.date, slot: null });
        setRefresh((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  if (result) return <BookingConfirmed result={result} backTo={backTo} />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Link to={backTo} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeftIcon size={16} /> {t('counselling.details.allCounsellors')}
      </Link>
      <CounsellorProfile c={c} />
      <form onSubmit={book} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="card min-w-0 p-5" aria-label={t('counselling.details.dateAndTime')}>
          <SlotPicker
            audience={audience}
            counsellorId={c.id}
            value={choice}
            onChange={setChoice}
            refreshKey={refresh}
          />
          {(fields.booking_date || fields.slot_time) && (
            <p className="mt-3 text-sm text-red-700">{(fields.booking_date ?? fields.slot_time).message}</p>
          )}
        </section>
        <section className="card flex min-w-0 flex-col gap-4 p-5" aria-label={t('counselling.details.yourDetails')}>
          <div>
            <p className="text-sm text-slate-600">
              {t('counselling.details.sessionOf', { minutes: c.session_minutes })}
            </p>
            <p className="text-2xl font-bold text-slate-900" data-price>
              {!paid
                ? t('counselling.details.free')
                : formatINR((discount ? discount.final_price_paise : quote.price_paise) / 100)}
            </p>
            {!paid && (
              <p className="text-xs text-emerald-700">
                {t('counselling.details.includedInPackage', { order: quote.session_order })}
              </p>
            )}
            {paid && discount && (
              <p className="text-xs text-emerald-700">
                {t('counselling.details.discountApplied', {
                  percent: discount.discount_percentage,
                  code: discount.code_name,
                  price: formatINR(discount.price_paise / 100),
                })}
              </p>
            )}
          </div>
          {audience === 'public' && (
            <>
              <TextField
                label={t('counselling.fields.firstName')}
                required
                value={guest.first_name}
                onChange={(e) => setGuest({ ...guest, first_name: e.target.value })}
                error={fields.first_name?.message}
                autoComplete="given-name"
              />
              <TextField
                label={t('counselling.fields.lastName')}
                required
                value={guest.last_name}
                onChange={(e) => setGuest({ ...guest, last_name: e.target.value })}
                error={fields.last_name?.message}
                autoComplete="family-name"
              />
              <TextField
                label={t('counselling.fields.email')}
                type="email"
                required
                value={guest.email}
                onChange={(e) => setGuest({ ...guest, email: e.target.value })}
                error={fields.email?.message}
                autoComplete="email"
              />
            </>
          )}
          <TextField
            label={t('counselling.fields.mobile')}
            type="tel"
            inputMode="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={fields.phone_number?.message}
            hint={t('counselling.fields.mobileHint')}
            autoComplete="tel"
          />
          <NoteField
            value={note}
            onChange={(v) => {
              setNote(v);
              saveNote(v);
            }}
          />
          {paid && (
            <div className="flex items-end gap-2">
              <TextField
                label={t('counselling.details.discountCode')}
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                error={codeError ? `${codeError.message}` : null}
                containerClassName="flex-1"
              />
              <Button variant="secondary" onClick={applyCode} disabled={!code.trim()}>
                {t('counselling.details.apply')}
              </Button>
            </div>
          )}
          {choice.date && choice.slot && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {t('counselling.details.chosenSlot', { date: formatDay(choice.date), time: formatSlot(choice.slot) })}
            </p>
          )}
          {error && !error.fields.length && (
            <InlineAlert>
              <ErrorMessage error={error} />
            </InlineAlert>
          )}
          <Button type="submit" loading={busy} size="lg">
            {paid ? t('counselling.details.bookAndPay') : t('counselling.details.bookFree')}
          </Button>
        </section>
      </form>
    </div>
  );
}
