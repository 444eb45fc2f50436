import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query';
import { SelectField } from '../../../components/FormField';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { BookingsTable } from './BookingsTable';

/** /admin/counsellor-bookings: one counsellor's sessions. */
export function CounsellorBookingsPage() {
  useDocumentTitle('Counsellor bookings');
  const [params, setParams] = useSearchParams();
  const counsellorId = Number(params.get('counsellor_id')) || undefined;
  const { data } = useApiQuery<{ list: Array<{ value: number; label: string }> }>('/master-list/8');
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">Counsellor bookings</h1>
      <div className="max-w-sm">
        <SelectField
          label="Counsellor"
          value={counsellorId ? String(counsellorId) : ''}
          placeholder="All counsellors"
          onChange={(e) => setParams(e.target.value ? { counsellor_id: e.target.value } : {})}
          options={(data?.list ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
        />
      </div>
      <BookingsTable key={counsellorId ?? 0} path="/counsellor-bookings" counsellorId={counsellorId} />
    </div>
  );
}
