import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { SelectField, TextField } from '../../../components/FormField';
import { InlineAlert } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { SlotPicker, type SlotChoice } from '../../counselling/SlotPicker';
import { BookingsTable } from './BookingsTable';
import { counsellingAdminApi } from './counselling-admin-api';
import { useT } from '../../../../i18n/browser';

/** Book for a registered user: no phone number needed (spec: phone required unless an admin books). */
function BookForUserDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useT();
  const { data: counsellors } = useApiQuery<{ list: Array<{ value: number; label: string }> }>('/master-list/8');
  const [email, setEmail] = useState('');
  const [counsellor, setCounsellor] = useState('');
  const [choice, setChoice] = useState<SlotChoice>({ date: null, slot: null });
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await counsellingAdminApi.bookFor({
        email: email.trim(),
        counsellor_id: Number(counsellor),
        booking_date: choice.date ?? undefined,
        slot_time: choice.slot ?? undefined,
      });
      showToast({
        title: res.payment_url
          ? t('adminCounselling.bookFor.bookedPaymentLink')
          : t('adminCounselling.bookFor.bookedConfirmed'),
      });
      onDone();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  const fields = error?.fieldMap() ?? {};
  return (
    <Dialog open title={t('adminCounselling.bookings.bookForUser')} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('adminCounselling.bookFor.email')}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email?.message}
        />
        <SelectField
          label={t('adminCounselling.counsellors.counsellor')}
          required
          value={counsellor}
          onChange={(e) => {
            setCounsellor(e.target.value);
            setChoice({ date: null, slot: null });
          }}
          placeholder={t('adminCounselling.bookFor.chooseCounsellor')}
          options={(counsellors?.list ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
          error={fields.counsellor_id?.message}
        />
        {counsellor && (
          <SlotPicker audience="client" counsellorId={Number(counsellor)} value={choice} onChange={setChoice} />
        )}
        {error && !error.fields.length && (
          <InlineAlert>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
        {error && error.fields.length > 0 && !fields.email && !fields.counsellor_id && (
          <InlineAlert>{error.fields[0].message}</InlineAlert>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('adminCounselling.bookFor.book')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /admin/manage-bookings: every booking, staff actions, booking for a user and the bulk upload. */
export function ManageBookingsPage() {
  const t = useT();
  useDocumentTitle(t('adminCounselling.bookings.title'));
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminCounselling.bookings.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('adminCounselling.bookings.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/upload-user-booking" className={buttonClass('secondary')}>
            {t('adminCounselling.bookings.upload')}
          </Link>
          <Button onClick={() => setOpen(true)}>{t('adminCounselling.bookings.bookForUser')}</Button>
        </div>
      </div>
      <BookingsTable path="/user-booking" reloadKey={reloadKey} />
      {open && (
        <BookForUserDialog
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setReloadKey((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
