import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AdminList } from '../AdminList';

type Row = {
  _id: number;
  title: string;
  pass_mark: number;
  max_attempts: number | null;
  status: number;
  course_title: string | null;
  questions: number;
  attempts: number;
};

/** /admin/manage-assessments: assessments with their course, pass mark and attempts so far. */
export function ManageAssessmentsPage() {
  useDocumentTitle('Manage assessments');
  const q = useApiQuery<{ assessments: Row[] }>('/assessment');
  const remove = async (a: Row) => {
    try {
      await apiDelete(`/assessment/${a._id}`);
      showToast({ title: 'Assessment deleted; its attempts stay in the reports.' });
      q.reload();
    } catch (e) {
      showErrorToast(toApiError(e));
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Assessments</h1>
        <Link to="/admin/add-edit-assessments" className={buttonClass('primary')}>
          Add assessment
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.assessments}
        empty={<EmptyState title="No assessments yet" />}
        caption="Assessments"
        minWidth="min-w-[44rem]"
        columns={[
          'Title',
          'Course',
          { title: 'Questions', className: 'text-right' },
          { title: 'Pass mark', className: 'text-right' },
          { title: 'Attempts', className: 'text-right' },
        ]}
        row={(a) => (
          <tr key={a._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{a.title}</td>
            <td className="px-4 py-3">{a.course_title ?? '—'}</td>
            <td className="px-4 py-3 text-right">{a.questions}</td>
            <td className="px-4 py-3 text-right">{a.pass_mark}%</td>
            <td className="px-4 py-3 text-right">{a.attempts}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/add-edit-assessments/${a._id}`} className={buttonClass('ghost', 'sm')}>
                  Edit<span className="sr-only"> {a.title}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => void remove(a)}>
                  Delete<span className="sr-only"> {a.title}</span>
                </Button>
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  );
}
