import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query';
import { SelectField } from '../../../components/FormField';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { BookingsTable } from './BookingsTable';
import { useT } from '../../../../i18n/browser';

/** /admin/counsellor-bookings: one counsellor's sessions. */
export function CounsellorBookingsPage() {
  const t = useT();
  useDocumentTitle(t('adminCounselling.counsellorBookings.title'));
  const [params, setParams] = useSearchParams();
  const counsellorId = Number(params.get('counsellor_id')) || undefined;
  const { data } = useApiQuery<{ list: Array<{ value: number; label: string }> }>('/master-list/8');
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminCounselling.counsellorBookings.title')}</h1>
      <div className="max-w-sm">
        <SelectField
          label={t('adminCounselling.counsellors.counsellor')}
          value={counsellorId ? String(counsellorId) : ''}
          placeholder={t('adminCounselling.counsellorBookings.allCounsellors')}
          onChange={(e) => setParams(e.target.value ? { counsellor_id: e.target.value } : {})}
          options={(data?.list ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
        />
      </div>
      <BookingsTable key={counsellorId ?? 0} path="/counsellor-bookings" counsellorId={counsellorId} />
    </div>
  );
}
