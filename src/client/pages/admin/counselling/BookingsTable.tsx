import { useEffect, useId, useState } from 'react';
import { formatDateTimeIST, formatINR } from '../../../../shared/format';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import type { Booking } from '../../counselling/counselling-api';
import { Pager } from '../widgets/Pager';
import { counsellingAdminApi, type Paged } from './counselling-admin-api';

const STATUSES = ['Up Coming', 'Waiting for Payment', 'Payment Successful', 'Payment Failed', 'Attended', 'Cancelled', 'Not Attended'];

/** Bookings with status, counsellor and e-mail filters, and the staff actions (cancel, attendance). */
export function BookingsTable({ path, counsellorId, reloadKey = 0 }: { path: '/user-booking' | '/counsellor-bookings'; counsellorId?: number; reloadKey?: number }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, loading, reload } = useApiQuery<Paged<'bookings', Booking>>(path, {
    query: { page, page_size: 20, status: status || undefined, email: email.includes('@') ? email.trim() : undefined, counsellor_id: counsellorId },
  });
  useEffect(() => {
    if (reloadKey > 0) reload();
  }, [reloadKey, reload]);

  const act = async (b: Booking, action: 'cancel' | 'mark_attended' | 'mark_not_attended') => {
    setBusy(b._id);
    try {
      await counsellingAdminApi.updateBooking({ booking_id: b._id, action });
      showToast({ title: action === 'cancel' ? 'Booking cancelled' : 'Attendance saved' });
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
      <div className="card flex flex-wrap items-end gap-3 p-4" role="search">
        <label htmlFor={`${id}-s`} className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">Status
          <select id={`${id}-s`} className="input appearance-auto" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }}>
            <option value="">All</option>{STATUSES.map((s, i) => <option key={s} value={i + 1}>{s}</option>)}
          </select>
        </label>
        <label htmlFor={`${id}-e`} className="flex min-w-64 flex-col gap-1.5 text-sm font-medium text-slate-700">Booker's e-mail
          <input id={`${id}-e`} type="search" className="input" value={email} onChange={(e) => { setEmail(e.target.value); setPage(1); }} placeholder="name@company.com" />
        </label>
      </div>
      {error && !data && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState label="Loading bookings…" />}
      {data && data.bookings.length === 0 && <div className="card"><EmptyState title="No bookings match" /></div>}
      {data && data.bookings.length > 0 && (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Bookings, page {data.current_page} of {data.total_page}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>{['When (IST)', 'Booker', 'Counsellor / service', 'Charge', 'Status'].map((h) => <th key={h} scope="col" className="px-4 py-3">{h}</th>)}<th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th></tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.bookings.map((b) => (
                <tr key={b._id} data-booking-id={b._id}>
                  <td className="px-4 py-3">{b.starts_at ? formatDateTimeIST(b.starts_at) : 'No slot (partner)'}</td>
                  <td className="px-4 py-3">{[b.first_name, b.last_name].filter(Boolean).join(' ') || '—'}<span className="block text-xs text-slate-500">{b.email}{b.phone_number ? ` · ${b.phone_number}` : ''}</span></td>
                  <td className="px-4 py-3">{b.counsellor_name ?? '—'}<span className="block text-xs text-slate-500">{b.service_title}</span></td>
                  <td className="px-4 py-3 tabular-nums">{b.free_session ? 'Free' : formatINR(b.amount_paise / 100)}</td>
                  <td className="px-4 py-3">{b.status_label}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <div className="flex justify-end gap-1">
                      {[1, 3].includes(b.status) && started(b) && <Button size="sm" variant="ghost" loading={busy === b._id} onClick={() => void act(b, 'mark_attended')}>Attended</Button>}
                      {[1, 3, 5].includes(b.status) && started(b) && <Button size="sm" variant="ghost" loading={busy === b._id} onClick={() => void act(b, 'mark_not_attended')}>No-show</Button>}
                      {path === '/user-booking' && [1, 2, 3].includes(b.status) && <Button size="sm" variant="ghost" loading={busy === b._id} onClick={() => void act(b, 'cancel')} aria-label={`Cancel booking ${b._id}`}>Cancel</Button>}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total_page > 1 && <Pager page={data.current_page} totalPages={data.total_page} onPage={setPage} />}
    </div>
  );
}
