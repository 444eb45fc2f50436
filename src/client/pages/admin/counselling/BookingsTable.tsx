import { useEffect, useId, useState } from 'react';
import { formatDateTimeIST, formatINR } from '../../../../shared/format';
import { BookingStatus, BookingStatusIds } from '../../../../shared/generated/enums';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import type { Booking } from '../../counselling/counselling-api';
import { AdminList, type Paged } from '../AdminList';
import { FILTER_LABEL, FilterBar, FilterSelect } from '../ListFilters';
import { counsellingAdminApi } from './counselling-admin-api';
import { useT } from '../../../../i18n/browser';

const STATUS_OPTIONS = BookingStatusIds.map((value) => ({ value, label: BookingStatus[value] }));

/** Bookings with status, counsellor and e-mail filters, and the staff actions (cancel, attendance). */
export function BookingsTable({
  path,
  counsellorId,
  reloadKey = 0,
}: {
  path: '/user-booking' | '/counsellor-bookings';
  counsellorId?: number;
  reloadKey?: number;
}) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, loading, reload } = useApiQuery<Paged<'bookings', Booking>>(path, {
    query: {
      page,
      page_size: 20,
      status: status || undefined,
      email: email.includes('@') ? email.trim() : undefined,
      counsellor_id: counsellorId,
    },
  });
  useEffect(() => {
    if (reloadKey > 0) reload();
  }, [reloadKey, reload]);

  const act = async (b: Booking, action: 'cancel' | 'mark_attended' | 'mark_not_attended') => {
    setBusy(b._id);
    try {
      await counsellingAdminApi.updateBooking({ booking_id: b._id, action });
      showToast({
        title:
          action === 'cancel'
            ? t('adminCounselling.bookings.cancelled')
            : t('adminCounselling.bookings.attendanceSaved'),
      });
      reload();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(null);
    }
  };
  const started = (b: Booking) => !b.starts_at || new Date(b.starts_at).getTime() <= Date.now();

  return (
    <div className="flex flex-col gap-4">
      <FilterBar>
        <FilterSelect
          id={`${id}-s`}
          label={t('adminCore.list.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUS_OPTIONS}
        />
        <label htmlFor={`${id}-e`} className={`${FILTER_LABEL} min-w-64`}>
          {t('adminCounselling.bookings.bookerEmail')}
          <input
            id={`${id}-e`}
            type="search"
            className="input"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setPage(1);
            }}
            placeholder={t('adminCounselling.bookings.emailPlaceholder')}
          />
        </label>
      </FilterBar>
      <AdminList
        query={{ error, loading, reload }}
        rows={data?.bookings}
        loadingLabel={t('adminCounselling.bookings.loading')}
        empty={<EmptyState title={t('adminCounselling.bookings.empty')} />}
        caption={t('adminCounselling.bookings.title')}
        minWidth="min-w-[56rem]"
        columns={[
          t('adminCounselling.bookings.columns.when'),
          t('adminCounselling.bookings.columns.booker'),
          t('adminCounselling.bookings.columns.counsellor'),
          t('adminCounselling.bookings.columns.charge'),
          t('adminCore.list.status'),
        ]}
        paging={data}
        onPage={setPage}
        row={(b) => (
          <tr key={b._id} data-booking-id={b._id}>
            <td className="px-4 py-3">
              {b.starts_at ? formatDateTimeIST(b.starts_at) : t('adminCounselling.bookings.noSlot')}
            </td>
            <td className="px-4 py-3">
              {[b.first_name, b.last_name].filter(Boolean).join(' ') || '—'}
              <span className="block text-xs text-slate-500">
                {b.email}
                {b.phone_number ? ` · ${b.phone_number}` : ''}
              </span>
            </td>
            <td className="px-4 py-3">
              {b.counsellor_name ?? '—'}
              <span className="block text-xs text-slate-500">{b.service_title}</span>
            </td>
            <td className="px-4 py-3 tabular-nums">
              {b.free_session ? t('adminCounselling.bookings.free') : formatINR(b.amount_paise / 100)}
            </td>
            <td className="px-4 py-3">{b.status_label}</td>
            <td className="px-4 py-3 text-right whitespace-nowrap">
              <div className="flex justify-end gap-1">
                {[1, 3].includes(b.status) && started(b) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === b._id}
                    onClick={() => void act(b, 'mark_attended')}
                  >
                    {t('adminCounselling.bookings.attended')}
                  </Button>
                )}
                {[1, 3, 5].includes(b.status) && started(b) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === b._id}
                    onClick={() => void act(b, 'mark_not_attended')}
                  >
                    {t('adminCounselling.bookings.noShow')}
                  </Button>
                )}
                {path === '/user-booking' && [1, 2, 3].includes(b.status) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === b._id}
                    onClick={() => void act(b, 'cancel')}
                    aria-label={t('adminCounselling.bookings.cancelNamed', { id: b._id })}
                  >
                    {t('adminCounselling.bookings.cancel')}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  );
}
